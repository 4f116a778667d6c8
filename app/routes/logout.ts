import { redirect } from 'react-router';
import { clearSessionHeaders } from '../features/auth/session-cookies';
import { ADDRESS_COOKIE } from '../features/address/chosen-address';
import { serverApiClient } from '../lib/api/server-client';
import { readPreferences } from '../lib/preferences';
import type { Route } from './+types/logout';

/**
 * Logout (spec §4: "clears the token and user, resets settings, server cart, cart, liked
 * restaurants, filters and search history, and refreshes the notification counts"). This action
 * does the server's part and answers a 303 home, so the form works before JavaScript loads:
 * - the token: `POST auth/logout` ends it on the server too (Comanda extension; the contract's
 *   clients only drop the cookie). Any failure is ignored: the cookies go either way.
 * - token and user: the `access_token` and `user` cookies are cleared.
 * - "settings": the client settings of spec §3 (location, address, location_id), which here are
 *   the chosen delivery address in the `address` cookie; cleared, so the next page browses from
 *   the marketplace's default location. Theme, language and currency are display choices, kept.
 * - server cart: it lives with the account on the server and is not the visitor's after this;
 *   when the ordering issue caches it in the browser, LogoutForm drops that copy.
 * - filters: the shop filter lives in the list pages' URL (features/home/shop-filter.ts); the 303
 *   to `/` leaves it behind.
 * - cart, liked restaurants, search history: browser state, reset by LogoutForm before posting.
 * - notification counts: the root loader revalidates after this action, signed out, so the bell
 *   shows the visitor state.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  if (prefs.authorization) {
    try {
      await serverApiClient(context, prefs.locale, prefs.authorization).post('auth/logout');
    } catch {
      // Already expired or revoked (a 401 arrives here as the client's redirect), or the API is down.
    }
  }
  const headers = clearSessionHeaders();
  headers.append('Set-Cookie', `${ADDRESS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return redirect('/', { status: 303, headers });
}

// A GET (a typed URL, a prefetch) must not end a session.
export function loader() {
  return redirect('/');
}
