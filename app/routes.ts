import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('preferences', 'routes/preferences.ts'),
  route('logout', 'routes/logout.ts'),
  // One shop page under both addresses (issue #4); the ids tell the two registrations apart.
  route('shop/:id', 'routes/shop.tsx', { id: 'shop-page' }),
  route('restaurant/:id', 'routes/shop.tsx', { id: 'restaurant-page' }),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('search', 'routes/search.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
