/**
 * English interface strings, bundled with the storefront (spec §2, §9). Other languages come from
 * the server (`rest/translations/paginate`); the demo seed carries Spanish and Arabic for every
 * key here, and a test fails when one is missing. Keys are flat (contract S4).
 */
export const en = {
  'app.name': 'Comanda',
  'app.tagline': 'Food and groceries, delivered',
  'home.title': 'Restaurants and shops near you',
  'home.subtitle': 'Order delivery or pickup from the best places in town',
  'home.empty': 'No shops here yet',
  'shop.type.restaurant': 'Restaurant',
  'shop.type.shop': 'Shop',
  'shop.open': 'Open',
  'shop.closed': 'Closed',
  'shop.verified': 'Verified',
  'shop.delivery_time.minute': '{{from}}–{{to}} min',
  'shop.delivery_time.hour': '{{from}}–{{to}} h',
  'shop.rating': 'Rating {{rating}} of 5',
  'shop.reviews': 'Reviews: {{count}}',
  'shop.logo_alt': '{{title}} logo',
  'pagination.label': 'Pages',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.status': 'Page {{page}} of {{last}}',
  'error.title': 'Oops, something went wrong!',
  'error.try_again': 'Try again',
  'error.not_found': 'We could not find this page',
  'error.home': 'Go to the home page',
} as const;

export type TranslationKey = keyof typeof en;
