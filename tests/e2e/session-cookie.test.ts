import { describe, expect, it } from 'vitest';
import { newCustomer } from './support/customer';
import { useStorefront } from './support/storefront';
import { PASSWORD } from '../support/auth';

// The session token is out of page scripts' reach (HttpOnly), Secure when the visitor came over
// HTTPS through the trusted proxy, and the browser's own API calls still work with it.

const storefront = useStorefront(); // pooled servers trust one proxy hop (server-pool.ts)

describe('session cookie', () => {
  it('signs in with the token out of scripts\' reach; the browser\'s API calls still carry the session', async () => {
    const { phone } = await newCustomer(storefront.server.url);
    const { context, page } = await storefront.open('/login?redirectTo=/orders', { cookies: { locale: 'en' } });
    await page.getByLabel('E-mail or phone number').fill(`+${phone}`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/orders');

    const token = (await context.cookies()).find((c) => c.name === 'access_token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
    expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
    // A call of the page's own code, as the cart and notifications make them: no header, the cookie.
    const status = await page.evaluate(async () => (await fetch('/api/v1/dashboard/user/profile/show')).status);
    expect(status).toBe(200);
    await context.close();
  });

  it('marks the cookie Secure when a trusted proxy says the visitor came over HTTPS', async () => {
    const { phone } = await newCustomer(storefront.server.url);
    const form = new URLSearchParams({ intent: 'password', login: `+${phone}`, password: PASSWORD, redirectTo: '/orders' });
    const res = await fetch(`${storefront.server.url}/login`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9', Origin: storefront.server.url.replace('http:', 'https:') },
    });
    expect(res.status).toBe(303);
    const token = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
    expect(token).toMatch(/; HttpOnly/i);
    expect(token).toMatch(/; Secure/i);
    expect(token).toMatch(/; SameSite=Lax/i);
  });
});
