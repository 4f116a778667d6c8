import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { cacheOnSuccess } from '../http/cache';
import { TABLE_CHANGES, type ChangeFeed } from '../db/change-feed';
import { PAYMENT_RETURN_PATH, paymentReturnRedirect } from './payment-return';
import { cachePublicData } from './public-data-cache';
import type { ApiFetch, StorefrontContext } from '../../contract/transport';
import { isSecureRequest } from '../http/secure-request';
import type { AppEnv } from '../http/types';

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
  /** The in-process API's database feed: reference data changed anywhere → forget reused answers. */
  changes?: ChangeFeed;
  /** `TRUST_PROXY`: behind a TLS proxy, pages see their https URL (Secure cookies, links). */
  trustProxyHops?: number;
};

/**
 * The request as the visitor made it: over HTTPS when a trusted proxy ended TLS in front of us.
 * Loaders then build https links and set Secure cookies (`isHttpsRequest`) without asking how.
 */
function asHttps(raw: Request): Request {
  if (raw.url.startsWith('https:')) return raw;
  const init: RequestInit & { duplex?: 'half' } = { method: raw.method, headers: raw.headers, signal: raw.signal };
  if (raw.body) Object.assign(init, { body: raw.body, duplex: 'half' });
  return new Request(`https:${raw.url.slice('http:'.length)}`, init);
}

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
  const fetchLocal = cachePublicData(options.apiFetch, {
    ...cacheOptions,
    onClear: (clear) => void options.changes?.listen(TABLE_CHANGES, clear),
  });

  // Mounted under the API app, whose middleware sets the request id and the request's log.
  return new Hono<{ Variables: Partial<Pick<AppEnv['Variables'], 'requestId' | 'log' | 'secureHeadersNonce'>> }>()
    .use('/assets/*', cacheOnSuccess('immutable'), staticFiles)
    .use('/favicon.*', cacheOnSuccess('publicData'), staticFiles)
    .post(PAYMENT_RETURN_PATH, bodyLimit({ maxSize: 16 * 1024 }), paymentReturnRedirect)
    .all('*', async (c) => {
      const url = new URL(c.req.url);
      // Client navigations fetch `{path}.data` (React Router's single fetch); anything else may be a document.
      const documentOnly = url.pathname.endsWith('.data') ? null : new Map<string, unknown>();
      // In-process calls carry the visitor's connection and X-Forwarded-For, so the API's rate
      // limits count this visitor (not one shared "unknown" address for every page render).
      // They also carry the page's request id, so the API's log lines join the page's.
      const forwardedFor = c.req.header('x-forwarded-for');
      const requestId = c.var.requestId;
      const fetchForVisitor: ApiFetch = (request) => {
        if (forwardedFor && !request.headers.has('x-forwarded-for')) request.headers.set('x-forwarded-for', forwardedFor);
        if (requestId && !request.headers.has('x-request-id')) request.headers.set('x-request-id', requestId);
        return fetchLocal(request, c.env);
      };
      const log = c.var.log;
      const cspNonce = c.var.secureHeadersNonce;
      const context: StorefrontContext = remote
        ? { apiFetch: fetchRemote, serverApiBase: `${remote}/api/v1`, documentOnly, log, cspNonce, requestId }
        : { apiFetch: fetchForVisitor, serverApiBase: `${url.origin}/api/v1`, documentOnly, log, cspNonce, requestId };
      const res = await handle(isSecureRequest(c, options.trustProxyHops ?? 0) ? asHttps(c.req.raw) : c.req.raw, context);
      // The page names its request too (the error screen shows the id of a failed one).
      if (!requestId || res.headers.has('x-request-id')) return res;
      const headers = new Headers(res.headers);
      headers.set('X-Request-Id', requestId);
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    });
}
