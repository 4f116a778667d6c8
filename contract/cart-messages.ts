/**
 * Messages of the cart calls (contract §2.6), apart from the zod schemas of contract/cart.ts so the
 * storefront can translate them without shipping zod to the browser.
 */
export const cartMessages = {
  outOfStock: 'Out of stock',
  minQuantity: (min: number) => `The minimum quantity is ${min}`,
  maxQuantity: (max: number) => `The maximum quantity is ${max}`,
  productNotFound: 'Product not found',
  shopNotFound: 'Shop not found',
  notThisShop: 'This product is not sold by this shop',
  addonOnly: 'This product can only be added together with another product',
  notAnAddon: 'This addon is not offered with this product',
  parentMissing: 'Add the product before its addons',
  listedTwice: 'This product is listed twice',
  otherShop: 'Your cart holds products of another shop. Clear it to add products of this shop.',
  cartNotFound: 'Cart not found',
  cartProductNotFound: 'Cart product not found',
  // Group orders (issue #16). The first two are the spec's own texts (§5 messages).
  invalidGroup: 'You cannot join. Invalid group order',
  kicked: 'You have been kicked from group order',
  groupPlaced: 'The group order has been placed',
  groupOrdersOff: 'Group orders are not available',
  groupFull: 'This group order is full',
  tooManyLines: 'You cannot add more products to your part of the group order',
  leaveGroupFirst: 'Leave the group order to add products of another shop',
  memberNotFound: 'This member is not in your group order',
  cannotRemoveSelf: 'You cannot remove yourself from your group order. Cancel the group order instead.',
  notAGroup: 'This cart is not a group order',
  memberRequired: 'Who is asking? user_cart_uuid and cart_id are required',
} as const;
