import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { cacheOnSuccess } from '../http/cache';
import { cachePublicData } from './public-data-cache';
import type { ApiFetch, StorefrontContext } from '../../contract/transport';

export type StorefrontOptions = {
  buildDir: string;
  /**
   * In-process API (`app.fetch`); ignored when `apiUrl` points at a remote server. `connection` is
   * the page request's Node bindings (Hono's `c.env`), so the API sees the visitor's socket.
   */
  apiFetch: (request: Request, connection: unknown) => Promise<Response>;
  apiUrl?: string | undefined;
  /** Cap on reusing public API answers while rendering (0 = off); see public-data-cache.ts. */
  publicDataCacheSeconds?: number;
};

/**
 * The server-rendered storefront for every path the API does not own, plus its built assets.
 * Fingerprinted files under /assets/ are cached for a year; the favicon briefly.
 */
export async function createStorefront(options: StorefrontOptions) {
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`Storefront build missing at ${serverEntry}; run \`npm run build\` (npm start does it for you).`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const clientDir = path.join(options.buildDir, 'client');
  // Assets are precompressed at build time (scripts/build.mjs): .br or .gz by Accept-Encoding.
  const staticFiles = serveStatic({ root: clientDir, precompressed: true });
  const remote = options.apiUrl;
  const cacheOptions = { maxAgeSeconds: options.publicDataCacheSeconds ?? 0 };
  const fetchRemote = cachePublicData((request) => fetch(request), cacheOptions);
  const fetchLocal = cachePublicData(options.apiFetch, cacheOptions);

  return new Hono()
    .use('/assets/*', cacheOnSuccess('immutable'), staticFiles)
    .use('/favicon.*', cacheOnSuccess('publicData'), staticFiles)
    .all('*', (c) => {
      const url = new URL(c.req.url);
      // Client navigations fetch `{path}.data` (React Router's single fetch); anything else may be a document.
      const documentOnly = url.pathname.endsWith('.data') ? null : new Map<string, unknown>();
      // In-process calls carry the visitor's connection and X-Forwarded-For, so the API's rate
      // limits count this visitor (not one shared "unknown" address for every page render).
      const forwardedFor = c.req.header('x-forwarded-for');
      const fetchForVisitor: ApiFetch = (request) => {
        if (forwardedFor && !request.headers.has('x-forwarded-for')) request.headers.set('x-forwarded-for', forwardedFor);
        return fetchLocal(request, c.env);
      };
      const context: StorefrontContext = remote
        ? { apiFetch: fetchRemote, serverApiBase: `${remote}/api/v1`, browserApiBase: `${remote}/api/v1`, documentOnly }
        : { apiFetch: fetchForVisitor, serverApiBase: `${url.origin}/api/v1`, browserApiBase: '/api/v1', documentOnly };
      return handle(c.req.raw, context);
    });
}
