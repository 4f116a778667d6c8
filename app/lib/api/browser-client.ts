import { CLEAR_SESSION_COOKIES, UNAUTHORIZED_REDIRECT } from '../../features/auth/session-cookies';
import { createApiClient, type ApiClient } from './client';
import { isLoggingOut } from './logout-in-progress';

type BrowserEnv = {
  cookies: { set(cookie: string): void };
  /** A full page load, as the contract asks for after a 401. */
  assign(url: string): void;
  fetch: typeof fetch;
};

const browserEnv = (): BrowserEnv => ({
  cookies: { set: (cookie) => (document.cookie = cookie) },
  assign: (url) => window.location.assign(url),
  fetch: (input, init) => window.fetch(input, init),
});

/**
 * The session is over (a 401, or the live channel closed with 4401): the `user` cookie goes (the
 * server already removed the token cookie) and /login loads, showing the unauthorized toast once.
 */
export function endBrowserSession(env: Pick<BrowserEnv, 'cookies' | 'assign'> = browserEnv()): void {
  if (isLoggingOut()) return;
  for (const cookie of CLEAR_SESSION_COOKIES) env.cookies.set(cookie);
  env.assign(UNAUTHORIZED_REDIRECT);
}

/**
 * The API client in the browser (spec §6, §7): this site's `/api/v1` over HTTP with the page's
 * language. The session rides along as the HttpOnly `access_token` cookie (same-origin calls send
 * it; page scripts never see the token); with a remote `API_URL` this site passes the calls on.
 * A 401 clears the `user` cookie (the API's answer already removed the token cookie) and loads
 * /login, which shows the unauthorized toast once.
 */
export function browserApiClient(baseUrl: string, lang: string, env: BrowserEnv = browserEnv()): ApiClient {
  return createApiClient({
    baseUrl,
    fetch: (request) => env.fetch(request),
    lang,
    onUnauthorized: () => endBrowserSession(env),
  });
}
