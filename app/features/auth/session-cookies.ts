import { serialize } from 'cookie';
import type { AuthSession } from '../../../contract/auth';

/**
 * Ending a session (spec §4, §6) removes the `access_token` and `user` cookies. Both the logout
 * action and a 401 during server rendering answer with these Set-Cookie headers.
 */
export const CLEAR_SESSION_COOKIES = [
  'access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  'user=; Path=/; Max-Age=0; SameSite=Lax',
] as const;

export function clearSessionHeaders(headers = new Headers()): Headers {
  for (const cookie of CLEAR_SESSION_COOKIES) headers.append('Set-Cookie', cookie);
  return headers;
}

/** Where a 401 sends the visitor; `reason` lets the page show the unauthorized toast once. */
export const UNAUTHORIZED_REDIRECT = '/login?reason=unauthorized';

/** Spec §3, §9: the user record and the access token are kept in cookies for 7 days. */
export const SESSION_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

/**
 * The fields of the API's user kept in the `user` cookie. The whole profile (wallet, settings,
 * referral sums…) would crowd the 4 KB cookie limit and go stale; pages that need more ask
 * `dashboard/user/profile/show`.
 */
export function cookieUser(user: AuthSession['user']) {
  const { id, uuid, firstname, lastname, img, email, phone, role, empty_p } = user;
  return { id, uuid, firstname, lastname, img, email, phone, role, empty_p };
}

/**
 * Sign-in (spec §4, contract §1.4): `access_token` holds `"Bearer " + token`. It is HttpOnly, out
 * of page scripts' reach: server rendering sends it as the Authorization header, and the browser's
 * calls to this site's `/api/v1` carry it as a cookie (server/modules/auth/session-cookie.ts).
 * `user` holds the trimmed user as JSON for the page to show (readable). SameSite=Lax, and Secure
 * when the request came over HTTPS (directly or through a trusted proxy: the storefront hands
 * loaders an https URL then, see server/ssr/storefront.ts).
 */
export function signInHeaders(session: AuthSession, secure: boolean, headers = new Headers()): Headers {
  const options = { path: '/', maxAge: SESSION_COOKIE_MAX_AGE_S, sameSite: 'lax', secure } as const;
  headers.append('Set-Cookie', serialize('access_token', `${session.token_type} ${session.access_token}`, { ...options, httpOnly: true }));
  headers.append('Set-Cookie', serialize('user', JSON.stringify(cookieUser(session.user)), options));
  return headers;
}

/** Refreshes only the `user` cookie (after a profile change), keeping the 7-day lifetime. */
export function userCookieHeader(user: AuthSession['user'], secure: boolean): string {
  return serialize('user', JSON.stringify(cookieUser(user)), { path: '/', maxAge: SESSION_COOKIE_MAX_AGE_S, sameSite: 'lax', secure });
}
