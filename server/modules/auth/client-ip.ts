import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address rate limits count against. With `trustProxyHops` = 0 (default) it is the socket's
 * peer and `X-Forwarded-For` is ignored (a client could write anything there). Behind N proxies
 * that each append to `X-Forwarded-For` (`TRUST_PROXY=N`), it is the N-th entry from the right:
 * the address the outermost trusted proxy saw. Server rendering's in-process calls carry the
 * page request's connection and X-Forwarded-For (server/ssr/storefront.ts), so they count the
 * visitor; calls with neither (unit tests through `app.request`) are `unknown`.
 */
export function clientIp(c: Context, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = chain[chain.length - trustProxyHops];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
