import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/**
 * The storefront's session cookie as API credentials. The storefront keeps the token in an
 * HttpOnly `access_token` cookie (`Bearer …`, out of page scripts' reach), so the browser's own
 * calls to `/api/v1` carry no Authorization header: the cookie is their credential. Other API
 * clients keep sending `Authorization` (contract §1.4), which always wins.
 *
 * Cross-site request forgery: the cookie is SameSite=Lax (never sent on another site's fetch or
 * form post), and it is honoured only for requests that show they come from this site's own
 * pages: `Sec-Fetch-Site` (when the browser sends it) must be same-origin or none, and a request
 * that changes something must name this site in `Origin`. Server-side calls (no browser headers)
 * send the Authorization header themselves.
 */
export const SESSION_COOKIE = 'access_token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether `origin` (an Origin header) is this site as browsers see it: `PUBLIC_URL`'s host, else
 * the request's Host. Also the live channel's test for cookie-carrying upgrades (realtime/hub.ts).
 */
export function isOwnOrigin(origin: string, publicUrl: string | undefined, requestHost: string | undefined): boolean {
  try {
    return new URL(origin).host === (publicUrl ? new URL(publicUrl).host : requestHost);
  } catch {
    return false;
  }
}

export function fromOwnPages(c: Context, publicUrl: string | undefined): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = c.req.header('origin');
  if (origin) return isOwnOrigin(origin, publicUrl, new URL(c.req.url).host);
  return SAFE_METHODS.has(c.req.method);
}

/** The `Authorization` value this request authenticates with: its header, else the session cookie. */
export function requestCredential(c: Context, publicUrl: string | undefined): string | undefined {
  const header = c.req.header('authorization');
  if (header) return header;
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie && fromOwnPages(c, publicUrl) ? cookie : undefined;
}

/**
 * A rejected session cookie is removed with the 401: page scripts cannot remove an HttpOnly
 * cookie (they clear the readable `user` cookie themselves).
 */
export const CLEAR_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
