/**
 * English strings of the cart (issue #6): the header button, the drawer, the shop page's cart
 * section and the API's cart messages (contract/cart.ts `cartMessages`, shown translated by
 * features/cart/cart-messages.ts). Kept apart from en.ts, which spreads them in. Spanish and
 * Arabic: server/db/seed/data/ui-strings-cart.{es,ar}.ts. The replace prompt's strings
 * (`cart.replace.*`) came earlier and stay in en.ts.
 */
export const enCart = {
  'cart.title': 'Cart',
  'cart.open': 'Cart',
  'cart.open_count': 'Cart, {{count}} items',
  'cart.open_count_one': 'Cart, {{count}} item',
  'cart.empty': 'Your cart is empty',
  'cart.empty_hint': 'Add dishes and products from a shop and they will show up here.',
  'cart.loading': 'Loading your cart…',
  'cart.load_failed': 'Your cart could not be loaded.',
  'cart.retry': 'Try again',
  'cart.total': 'Total',
  'cart.clear': 'Clear cart',
  'cart.checkout': 'Checkout',
  'cart.bonus': 'Gift',
  'cart.old_price': 'Was {{price}}',
  'cart.addon': '+ {{title}} × {{quantity}}',
  'cart.decrease': 'One less: {{title}}',
  'cart.increase': 'One more: {{title}}',
  'cart.remove': 'Remove {{title}}',
  'cart.local_note': 'Prices are confirmed at checkout.',
  'cart.min_amount': 'The minimum order is {{minimum}}. Add {{shortfall}} more to check out.',
  'cart.shop_closed': 'Shop is closed',
  'cart.api.outOfStock': 'Out of stock',
  'cart.api.minQuantity': 'The minimum quantity is {{count}}',
  'cart.api.maxQuantity': 'The maximum quantity is {{count}}',
  'cart.api.productNotFound': 'Product not found',
  'cart.api.shopNotFound': 'Shop not found',
  'cart.api.notThisShop': 'This product is not sold by this shop',
  'cart.api.addonOnly': 'This product can only be added together with another product',
  'cart.api.notAnAddon': 'This addon is not offered with this product',
  'cart.api.parentMissing': 'Add the product before its addons',
  'cart.api.listedTwice': 'This product is listed twice',
  'cart.api.otherShop': 'Your cart holds products of another shop. Clear it to add products of this shop.',
  'cart.api.cartNotFound': 'Cart not found',
  'cart.api.cartProductNotFound': 'Cart product not found',
} as const;
