import type { AuthSession } from '../../../contract/auth';
import { cookieUser } from '../../../app/features/auth/session-cookies';
import type { ApiApp } from '../../../server/app';
import { call, expectSession, PASSWORD, signUpByPhone } from '../../support/auth';

/**
 * Real customers on the e2e server, made through its HTTP API with the API suites' helpers
 * (tests/support/auth.ts: sign-up by phone, the code read from the dev mailbox).
 */

/**
 * The running server in the shape tests/support/auth.ts calls (`app.request` → HTTP). With
 * `visitorIp` (for a server started with TRUST_PROXY=1) the calls come from that address, as
 * another visitor behind the same proxy: accounts a test prepares then do not use up the sign-up
 * limit (10 an hour per address) of the browser it drives, which has no such header.
 */
export function httpApp(baseUrl: string, visitorIp?: string): ApiApp {
  const request = (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (visitorIp) headers.set('X-Forwarded-For', visitorIp);
    return fetch(url.replace('http://shop.test', baseUrl), { ...init, headers });
  };
  return { request } as unknown as ApiApp;
}

let counter = 0;
/** A phone number no other test of this run uses (digits, as the API stores them). */
export const freshPhone = () => `5730${String(Date.now()).slice(-6)}${String(counter++ % 100).padStart(2, '0')}`;

export async function newCustomer(baseUrl: string, extra: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const session = await signUpByPhone(httpApp(baseUrl), phone, { firstname: 'Ana', lastname: 'Gómez', ...extra });
  return { phone, session };
}

/**
 * Another session of an existing customer (A1). Sign-ups are limited to 10 an hour per IP, so a
 * test file makes few accounts and signs in to them again where it needs a session of its own.
 */
export async function signIn(baseUrl: string, phone: string, password = PASSWORD): Promise<AuthSession> {
  return expectSession(await call(httpApp(baseUrl), 'POST', 'auth/login', { json: { phone, password } }));
}

/** The cookies the sign-in writes (features/auth/session-cookies.ts), as storefront.open takes them. */
export function sessionCookies(session: AuthSession, locale = 'en'): Record<string, string> {
  return {
    locale,
    access_token: encodeURIComponent(`${session.token_type} ${session.access_token}`),
    user: encodeURIComponent(JSON.stringify(cookieUser(session.user))),
  };
}
