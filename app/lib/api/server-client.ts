import type { StorefrontContext } from '../../../contract/transport';
import { createApiClient } from './client';

/**
 * The API client for loaders: the server's transport (in-process or remote) with the visitor's
 * language and token (from cookies), so SSR sees exactly what the browser would.
 */
export function serverApiClient(context: StorefrontContext, lang: string | undefined, authorization?: string) {
  return createApiClient({ baseUrl: context.serverApiBase, fetch: context.apiFetch, lang, authorization });
}
