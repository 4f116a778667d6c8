import { redirect } from 'react-router';
import type { StorefrontContext } from '../../../contract/transport';
import { serverApiClient } from '../../lib/api/server-client';
import { readPreferences } from '../../lib/preferences';

export { LOGIN_FIRST_REASON, loginFirstHref } from './sign-in-links';
import { loginFirstHref } from './sign-in-links';

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
