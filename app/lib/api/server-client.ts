import { redirect } from 'react-router';
import type { StorefrontContext } from '../../../contract/transport';
import { clearSessionHeaders, UNAUTHORIZED_REDIRECT } from '../../features/auth/session-cookies';
import { createApiClient } from './client';

/**
 * The API client for loaders: the server's transport (in-process or remote) with the visitor's
 * language and token (from cookies), so SSR sees exactly what the browser would. Any 401 becomes
 * a redirect to /login that clears the session cookies.
 */
export function serverApiClient(context: StorefrontContext, lang: string | undefined, authorization?: string) {
  return createApiClient({
    baseUrl: context.serverApiBase,
    fetch: context.apiFetch,
    lang,
    authorization,
    log: context.log,
    // Spec §6: a 401 ends the session.
    onUnauthorized: () => {
      throw redirect(UNAUTHORIZED_REDIRECT, { headers: clearSessionHeaders() });
    },
  });
}
