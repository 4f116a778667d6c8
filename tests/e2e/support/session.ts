import { beforeAll } from 'vitest';
import { newCustomer, sessionCookies, signIn } from './customer';
import type { Storefront } from './storefront';

/**
 * Cookies of a signed-in customer as the sign-in flow writes them (contract §1.4: the token is
 * stored with its `Bearer ` prefix; the user is JSON). The session is a real one: signed-in pages
 * call the API with it (the header's cart count loads the customer's cart), and any 401 would end
 * it (spec §6). One account per test file (Ana Gómez, made before the tests); each call signs in
 * again, so a test that logs out ends only its own session.
 */
export function useSignedInCookies(storefront: Storefront): (extra?: Record<string, string>) => Promise<Record<string, string>> {
  let phone = '';
  beforeAll(async () => {
    ({ phone } = await newCustomer(storefront.server.url));
  }, 60_000);
  return async (extra = {}) => ({ ...sessionCookies(await signIn(storefront.server.url, phone)), ...extra });
}
