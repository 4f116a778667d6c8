import type { StorefrontContext } from '../../contract/transport';

// What the Hono server passes to every loader and action (server/ssr/storefront.ts).
declare module 'react-router' {
  // Declaration merging needs an interface, even an empty one.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontContext {}
}
