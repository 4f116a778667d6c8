import type { MiddlewareHandler } from 'hono';
import { cachePolicy, type CachePolicy } from '../../contract/cache-policy';

/**
 * Sets Cache-Control on successful responses of the wrapped routes. Used around static file
 * serving, whose own `onFound` hook runs after the response is built and cannot add headers.
 */
export const cacheOnSuccess =
  (policy: CachePolicy): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304) {
      c.res.headers.set('Cache-Control', cachePolicy[policy]);
    }
  };
