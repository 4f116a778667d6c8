import { CLEAR_SESSION_COOKIES, UNAUTHORIZED_REDIRECT } from '../../features/auth/session-cookies';
import { createApiClient, type ApiClient } from './client';

type BrowserEnv = {
  cookies: { get(): string; set(cookie: string): void };
  /** A full page load, as the contract asks for after a 401. */
  assign(url: string): void;
  fetch: typeof fetch;
};

const browserEnv = (): BrowserEnv => ({
  cookies: { get: () => document.cookie, set: (cookie) => (document.cookie = cookie) },
  assign: (url) => window.location.assign(url),
  fetch: (input, init) => window.fetch(input, init),
});

function readCookie(cookies: string, name: string): string | undefined {
  const pair = cookies.split('; ').find((c) => c.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

/**
 * The API client in the browser (spec §6, §7): `/api/v1` (or the remote API) over HTTP, the
 * page's language, the `access_token` cookie as Authorization on every call. A 401 removes the
 * user and token cookies and loads /login, which shows the unauthorized toast once.
 */
export function browserApiClient(baseUrl: string, lang: string, env: BrowserEnv = browserEnv()): ApiClient {
  return createApiClient({
    baseUrl,
    fetch: (request) => env.fetch(request),
    lang,
    authorization: () => readCookie(env.cookies.get(), 'access_token'),
    onUnauthorized: () => {
      for (const cookie of CLEAR_SESSION_COOKIES) env.cookies.set(cookie);
      env.assign(UNAUTHORIZED_REDIRECT);
    },
  });
}
