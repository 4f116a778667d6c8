import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { IMAGE_WIDTHS, isImageWidth, RESIZABLE_IMAGE, STORAGE_IMAGES_PATH } from '../../contract/images';
import { cacheOnSuccess } from '../http/cache';
import { errorResponse } from '../http/errors';
import type { AppEnv } from '../http/types';
import { localImageStore, type ImageStore } from './image-store';
import { createVariantStore } from './variants';

/** Public URL prefix of stored images (contract §1.9, spec §7). */
export const STORAGE_PREFIX = STORAGE_IMAGES_PATH;

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

/**
 * The stored path a request names, or null when it is not a plain relative path: every segment
 * non-empty and not starting with a dot (no `..`, and the hidden `.variants/` copies and
 * `demo/.version` marker stay private), no backslashes or percent escapes.
 */
export function storedPath(requestPath: string): string | null {
  const rel = requestPath.slice(STORAGE_PREFIX.length);
  if (!rel || /[\\%\0]/.test(rel)) return null;
  return rel.split('/').every((segment) => segment !== '' && !segment.startsWith('.')) ? rel : null;
}

/**
 * Serves `/storage/images/*` from the storage directory with cache headers. `?w={width}` asks for
 * a copy at most that wide (one of `IMAGE_WIDTHS`), made on first request (`variants.ts`). An
 * upload another instance stored is fetched from the shared bucket first (`image-store.ts`).
 */
export function storageRoutes(storageDir: string, images: ImageStore = localImageStore(storageDir)) {
  const root = path.resolve(storageDir);
  const variants = createVariantStore(root);
  return new Hono<AppEnv>()
    .use('/*', cacheOnSuccess('image'))
    .use('/*', async (c, next) => {
      const rel = storedPath(c.req.path);
      if (!rel) return errorResponse(c, 404, 'Image not found');
      if (!(await images.ensureLocal(rel))) return errorResponse(c, 404, 'Image not found');
      const w = c.req.query('w');
      if (w === undefined) return next();
      const width = /^\d+$/.test(w) ? Number(w) : NaN;
      if (!isImageWidth(width)) {
        return errorResponse(c, 400, `w must be one of ${IMAGE_WIDTHS.join(', ')}`, { w: [`One of ${IMAGE_WIDTHS.join(', ')}`] });
      }
      if (!RESIZABLE_IMAGE.test(rel)) return errorResponse(c, 400, 'Only WebP, PNG, JPEG and AVIF images can be resized');
      const file = await variants.variantFile(rel, width, c.var.log);
      if (!file) return errorResponse(c, 404, 'Image not found');
      return serveStatic({ path: file })(c, next);
    })
    .use('/*', serveStatic({ root, rewriteRequestPath: (p) => p.slice(STORAGE_PREFIX.length - 1) }))
    .all('*', (c) => errorResponse(c, 404, 'Image not found'));
}
