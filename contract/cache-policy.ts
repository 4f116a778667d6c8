/**
 * Cache lifetimes in one place: the Hono app sets them on API, asset and image responses and the
 * storefront's route `headers` use them for pages (model: Saleor's cache manifest).
 */
export const cachePolicy = {
  /** Fingerprinted build assets (`/assets/*`): never change under the same name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Demo and uploaded images: stable names, replaced rarely. */
  image: 'public, max-age=86400, stale-while-revalidate=604800',
  /** Public catalog and presentation data (`rest/*` GETs): same for every visitor. */
  publicData: 'public, max-age=60, stale-while-revalidate=3600',
  /** Translation files: the server reloads its cache hourly (spec §9). */
  locales: 'public, max-age=300, stale-while-revalidate=3600',
  /** Server-rendered pages depend on cookies (theme, language, currency, session). */
  page: 'private, no-cache',
  /** Health, errors and everything personal. */
  none: 'no-store',
} as const;

export type CachePolicy = keyof typeof cachePolicy;
