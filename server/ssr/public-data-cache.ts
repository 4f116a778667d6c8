import { LRUCache } from 'lru-cache';

type Stored = { status: number; headers: Array<[string, string]>; body: ArrayBuffer };

export type PublicDataCacheOptions = {
  /** Upper bound on any entry's life, in seconds; 0 turns the cache off. */
  maxAgeSeconds: number;
  /** How many distinct requests (URL incl. lang, currency and address) are kept. */
  maxEntries?: number;
  /**
   * Hands over a function that empties the cache, for the owner to call when the data changed
   * (storefront.ts: on the database's change feed, so an operator's new rate shows at once).
   */
  onClear?: (clear: () => void) => void;
};

/** The seconds a response may be reused by anyone, from its own `Cache-Control`, or 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /\b(no-store|private|no-cache)\b/.test(cacheControl)) return 0;
  const match = /\bmax-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/**
 * A memory cache in front of the API for server rendering. A page calls the catalog up to a dozen
 * times, and with the embedded database those calls queue one after another; without this the
 * home page renders at ~17 pages/s under load. Only what the API itself marks as public (the
 * same for every visitor, `Cache-Control: public, max-age=N`) is kept, for at most N seconds —
 * exactly what any browser or CDN may already do with it. Requests carrying a token are never
 * cached. Concurrent misses for one URL share a single API call.
 */
export function cachePublicData<Rest extends unknown[] = []>(
  fetchApi: (request: Request, ...rest: Rest) => Promise<Response>,
  { maxAgeSeconds, maxEntries = 2000, onClear }: PublicDataCacheOptions,
): (request: Request, ...rest: Rest) => Promise<Response> {
  if (maxAgeSeconds <= 0) return fetchApi;
  const stored = new LRUCache<string, Stored>({ max: maxEntries, ttlAutopurge: false });
  onClear?.(() => stored.clear());
  // Tagged, not `instanceof Response`: @hono/node-server swaps the global Response class, so
  // responses from fetch() and from the in-process app are not instances of one class.
  type Outcome = { stored: Stored } | { passthrough: Response };
  const inFlight = new Map<string, Promise<Outcome>>();
  const toResponse = (s: Stored) => new Response(s.body.slice(0), { status: s.status, headers: s.headers });

  // `rest` (the in-process API's connection, see storefront.ts) goes along to every call.
  return async (request, ...rest) => {
    if (request.method !== 'GET' || request.headers.has('authorization')) return fetchApi(request, ...rest);
    const key = request.url;
    const hit = stored.get(key);
    if (hit) return toResponse(hit);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const response = await fetchApi(request, ...rest);
        const seconds = Math.min(sharedMaxAge(response.headers.get('cache-control')), maxAgeSeconds);
        if (response.status !== 200 || seconds <= 0) return { passthrough: response };
        const entry: Stored = { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
        stored.set(key, entry, { ttl: seconds * 1000 });
        return { stored: entry };
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      const result = await pending;
      return 'stored' in result ? toResponse(result.stored) : result.passthrough;
    }
    // Someone else's miss: an uncacheable answer was consumed by them, so ask again.
    const shared = await pending;
    return 'stored' in shared ? toResponse(shared.stored) : fetchApi(request, ...rest);
  };
}
