import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for `/api/v1` (issue #22), so a storefront on another origin (built on the Foodyman
 * contract, or this one's pages calling an `API_URL` server directly) can call the API from the
 * browser. Hono's `cors` middleware does the work; this decides who may:
 * - allowed: the origins of `CORS_ORIGINS` (`*` = any), the storefront's own origin
 *   (`PUBLIC_URL`, which on an API server behind a separate storefront is that storefront's
 *   origin, README) and this server's own host (the request's Host; any scheme, as behind a TLS
 *   proxy the request reads http://);
 * - any other origin gets no `Access-Control-*` header at all, so the browser refuses to give its
 *   page the answer (the request itself may still arrive: that is what the session cookie's own
 *   checks guard, modules/auth/session-cookie.ts);
 * - no credentials mode: `Access-Control-Allow-Credentials` is never sent. Bearer clients send
 *   `Authorization`, which needs none; the HttpOnly session cookie thereby stays useless from other
 *   origins (a credentialed fetch's answer is never readable, and the cookie is not honoured
 *   unless the request comes from this site's own pages);
 * - every `OPTIONS` under `/api/v1` is a preflight, answered 204 here (with the CORS headers for an
 *   allowed origin only), never routed;
 * - `Vary: Origin` on every answer, as the headers depend on it (shared caches).
 */

/** Request headers a contract client sends (axios: `Accept`, `Content-Type`, `Authorization`). */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Requested-With', 'Idempotency-Key'];
/** Response headers other origins' scripts may read (rate limits, 401 challenge, request ids). */
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'WWW-Authenticate', 'X-Request-Id'];
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Seconds a browser may reuse a preflight's answer (Chromium caps it at 2 h). */
const PREFLIGHT_MAX_AGE = 600;

export type CorsOptions = {
  /** `CORS_ORIGINS`, each an origin (`https://shop.example.com`) or `*`. */
  origins: readonly string[];
  /** `PUBLIC_URL`: the storefront's origin, always allowed. */
  publicUrl?: string | undefined;
};

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Whether `origin` (an `Origin` header) may read this server's API answers. */
export function corsOriginAllowed(options: CorsOptions, origin: string, c: Context): boolean {
  if (options.origins.includes('*')) return true;
  if (options.origins.includes(origin)) return true;
  if (options.publicUrl && new URL(options.publicUrl).origin === origin) return true;
  const host = originHost(origin);
  return host !== undefined && host === new URL(c.req.url).host;
}

export function apiCors(options: CorsOptions): MiddlewareHandler {
  const allowed = cors({
    origin: (origin) => origin,
    allowMethods: CORS_METHODS,
    allowHeaders: CORS_ALLOWED_HEADERS,
    exposeHeaders: CORS_EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE,
    credentials: false,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && corsOriginAllowed(options, origin, c)) return allowed(c, next);
    // Not allowed (or no Origin: not a browser's cross-origin call): no CORS headers.
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Vary: 'Origin' });
    await next();
    c.header('Vary', 'Origin', { append: true });
  };
}
