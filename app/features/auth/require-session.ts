import { redirect } from 'react-router';
import type { StorefrontContext } from '../../../contract/transport';
import { serverApiClient } from '../../lib/api/server-client';
import { readPreferences } from '../../lib/preferences';

/** `reason` that makes the shell say 'Please login first' (features/auth/UnauthorizedNotice). */
export const LOGIN_FIRST_REASON = 'login_first';

/**
 * Where a visitor goes from a sign-in-only page or action: /login, told why, with the way back
 * (`redirectTo`, read by the login page and checked there with safeRedirectPath).
 */
export function loginFirstHref(backTo: string): string {
  return `/login?${new URLSearchParams({ reason: LOGIN_FIRST_REASON, redirectTo: backTo })}`;
}

/**
 * The guard of sign-in-only pages (spec §5 'Please login first', §6): call it first in the loader
 * and action. No `access_token` cookie → a redirect to /login that comes back to this page. With
 * a cookie it hands back the API client carrying the token; whether the token still opens a
 * session is the API's decision, and a 401 there clears the cookies and redirects to
 * /login?reason=unauthorized (lib/api/server-client.ts).
 *
 *     export async function loader({ request, context }: Route.LoaderArgs) {
 *       const { api, prefs } = requireSession(request, context);
 *       return (await api.get<Envelope<Order[]>>('dashboard/user/orders', { currency_id: prefs.currencyId })).data;
 *     }
 */
export function requireSession(request: Request, context: StorefrontContext) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  if (!prefs.authorization) {
    const url = new URL(request.url);
    throw redirect(loginFirstHref(url.pathname + url.search));
  }
  return { api: serverApiClient(context, prefs.locale, prefs.authorization), prefs };
}
