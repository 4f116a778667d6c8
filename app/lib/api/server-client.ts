import { redirect } from 'react-router';
import type { StorefrontContext } from '../../../contract/transport';
import { createApiClient } from './client';

/** Where a 401 sends the visitor; `reason` lets the sign-in page show the unauthorized toast once. */
export const UNAUTHORIZED_REDIRECT = '/login?reason=unauthorized';

/** Spec §6: a 401 ends the session — the user and token cookies are removed. */
const clearSession = ['access_token=; Path=/; Max-Age=0; SameSite=Lax', 'user=; Path=/; Max-Age=0; SameSite=Lax'];

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
    onUnauthorized: () => {
      const headers = new Headers();
      for (const cookie of clearSession) headers.append('Set-Cookie', cookie);
      throw redirect(UNAUTHORIZED_REDIRECT, { headers });
    },
  });
}
