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
} as const;
