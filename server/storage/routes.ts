import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cacheOnSuccess } from '../http/cache';
import { errorResponse } from '../http/errors';
import type { AppEnv } from '../http/types';

/** Public URL prefix of stored images (contract §1.9, spec §7). */
export const STORAGE_PREFIX = '/storage/images/';

/**
 * Builds the absolute URL clients use as-is for a stored image path. Absolute URLs in the
 * database (e.g. an external CDN) pass through untouched.
 */
export function imageUrlBuilder(origin: string) {
  return (stored: string | null | undefined): string | null => {
    if (!stored) return null;
    if (/^https?:\/\//.test(stored)) return stored;
    return `${origin}${STORAGE_PREFIX}${stored.replace(/^\/+/, '')}`;
  };
}

/** Serves `/storage/images/*` from the storage directory with cache headers. */
export function storageRoutes(storageDir: string) {
  const root = path.resolve(storageDir);
  return new Hono<AppEnv>()
    .use('/*', cacheOnSuccess('image'))
    .use('/*', serveStatic({ root, rewriteRequestPath: (p) => p.slice(STORAGE_PREFIX.length - 1) }))
    .all('*', (c) => errorResponse(c, 404, 'Image not found'));
}
