import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('preferences', 'routes/preferences.ts'),
  route('logout', 'routes/logout.ts'),
  route('search', 'routes/search.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
