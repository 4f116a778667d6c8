import { enErrorScreen } from './en-error-screen';

/**
 * English interface strings, bundled with the storefront (spec §2, §9). Other languages come from
 * the server (`rest/translations/paginate`); the demo seed carries Spanish and Arabic for every
 * key here, and a test fails when one is missing. Keys are flat (contract S4).
 */
export const en = {
  ...enErrorScreen,
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
  'header.home': 'Comanda home',
  'header.login': 'Login',
  'header.back': 'Back',
  'theme.to_dark': 'Switch to dark theme',
  'theme.to_light': 'Switch to light theme',
  'language.label': 'Language',
  'footer.contact': 'Contact',
  'footer.follow': 'Follow us',
  'footer.instagram': 'Instagram',
  'footer.facebook': 'Facebook',
  'footer.twitter': 'Twitter',
  'footer.apps': 'Our apps',
  'footer.customer_app': 'Customer app',
  'footer.delivery_app': 'Courier app',
  'footer.vendor_app': 'Seller app',
  'footer.android': 'Android',
  'footer.ios': 'iOS',
  'footer.admin_panel': 'Admin panel',
  'currency.label': 'Currency',
  'shop.delivery_from': 'Delivery from {{price}}',
  'shop.free_delivery': 'Free delivery',
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.title': 'Menu',
  'menu.home': 'Home',
  'menu.preferences': 'Preferences',
  'errors.unauthorized': 'Unauthorized',
} as const;

export type TranslationKey = keyof typeof en;
