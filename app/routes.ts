import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('preferences', 'routes/preferences.ts'),
  route('logout', 'routes/logout.ts'),
  // Social sign-in (issue #5): start at the provider, come back signed in (no pages of their own).
  route('auth/:provider', 'routes/auth.$provider.ts'),
  route('auth/:provider/callback', 'routes/auth.$provider.callback.ts'),
  // One shop page under both addresses (issue #4); the ids tell the two registrations apart.
  route('shop/:id', 'routes/shop.tsx', { id: 'shop-page' }),
  route('restaurant/:id', 'routes/shop.tsx', { id: 'restaurant-page' }),
  // Checkout (issue #6): sign-in only, one module under both shop addresses.
  route('shop/:id/checkout', 'routes/checkout.tsx', { id: 'shop-checkout' }),
  route('restaurant/:id/checkout', 'routes/checkout.tsx', { id: 'restaurant-checkout' }),
  // Group orders (issue #16): the invite link; its action is the join form's (GC1 → cookie `member`).
  route('group/:shopId', 'routes/group.tsx'),
  // Table reservations (issue #18; shown while `reservation_enable_for_user` = '1', else the 404 page).
  route('reservations', 'routes/reservations.tsx'),
  route('reservations/mine', 'routes/reservations.mine.tsx'),
  route('reservations/:shopId', 'routes/reservations.$shopId.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('sitemaps/:file', 'routes/sitemaps.$file.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('search', 'routes/search.tsx'),
  // List pages and the address action (issue #4, lists); /shop is exact, /shop/:id is the shop page.
  route('address', 'routes/address.tsx'),
  route('shop', 'routes/shops.tsx'),
  route('shop-category', 'routes/shop-categories.tsx'),
  route('shop-category/:id', 'routes/shop-category.tsx'),
  route('brands', 'routes/brands.tsx'),
  route('brands/:id', 'routes/brand.tsx'),
  route('ads', 'routes/ads.tsx'),
  route('ads/:id', 'routes/ad.tsx'),
  route('promotion', 'routes/promotions.tsx'),
  route('promotion/:id', 'routes/promotion.tsx'),
  route('liked', 'routes/liked.tsx'),
  // Sign-in only (issue #5; features/auth/require-session): the profile and notification settings.
  route('profile', 'routes/profile.tsx'),
  route('settings/notification', 'routes/settings.notification.tsx'),
  // Orders (issue #6): sign-in only; /orders/{id} posts its actions to itself (intent).
  route('orders', 'routes/orders.tsx'),
  route('orders/:id', 'routes/order.tsx'),
  route('order-refunds', 'routes/order-refunds.tsx'),
  // Wallet and referrals (issue #17): /wallet is sign-in only; the referral pages exist while `referral_active` is '1'.
  route('wallet', 'routes/wallet.tsx'),
  route('referrals', 'routes/referrals.tsx'),
  route('referral-terms', 'routes/referral-terms.tsx'),
  // Parcels (issue #18): shown while `active_parcel` is on; sign-in only.
  route('parcel-checkout', 'routes/parcel-checkout.tsx'),
  route('parcels', 'routes/parcels.tsx'),
  route('parcels/:id', 'routes/parcel.tsx'),
  // Online payments (issue #20): where a provider sends the customer back; sign-in only.
  route('payment/result', 'routes/payment.result.tsx'),
  // Saved addresses (issue #6): list, add with a pin, edit, delete, deliver here.
  route('saved-locations', 'routes/saved-locations.tsx'),
  // Sign-in pages (issue #5): the `auth` frame (app/ui/header/frame.ts), one module per step.
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('verify-phone', 'routes/verify-phone.tsx'),
  route('welcome', 'routes/welcome.tsx'),
  route('update-details', 'routes/update-details.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('update-password', 'routes/update-password.tsx'),
  // Content pages (issue #19): public, server-rendered; operator HTML sanitised by the loaders.
  route('recipes', 'routes/recipes.tsx'),
  route('recipes/:id', 'routes/recipe.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:id', 'routes/blog-post.tsx'),
  route('help', 'routes/help.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('careers/:id', 'routes/career.tsx'),
  route('about', 'routes/about.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  // Applications (issue #19): become a seller (sign-in only, compact header) and become a courier.
  route('be-seller', 'routes/be-seller.tsx'),
  route('deliver', 'routes/deliver.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
