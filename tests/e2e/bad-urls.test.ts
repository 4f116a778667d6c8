import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_DEMO_ADMIN } from '../../server/db/seed/data/operators';
import { startServer, type RunningServer } from '../../scripts/server-process';

/**
 * Issue #21, without a browser: storefront addresses with bad route parameters or queries answer
 * the shell's 404/400 page, never a 500; sign-in never redirects off the site whatever
 * `redirectTo` says; and a real failure shows the request id the server logged.
 */

let server: RunningServer;
let signedIn = '';

const get = (path: string, cookie = '') =>
  fetch(server.url + path, { redirect: 'manual', headers: { Cookie: `locale=en; ${cookie}` } });

function cookiesOf(res: Response): string {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function signIn(redirectTo: string) {
  return fetch(`${server.url}/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'locale=en' },
    body: new URLSearchParams({ intent: 'password', login: DEFAULT_DEMO_ADMIN.email, password: DEFAULT_DEMO_ADMIN.password, redirectTo }),
  });
}

beforeAll(async () => {
  server = await startServer({}, { dataTemplate: inject('dataTemplate') });
  const res = await signIn('/');
  expect(res.status).toBe(303);
  signedIn = cookiesOf(res);
  expect(signedIn).toContain('access_token=');
});
afterAll(async () => {
  await server?.stop();
});

const GUEST_URLS = [
  '/shop/1.5', '/shop/abc', '/shop/2147483648', '/shop/-1', '/shop/%00', '/restaurant/1.5',
  '/brands?page=9999999999999999999999', '/brands?page=1.5', '/brands/abc', '/brands/2147483648', '/brands/1.5',
  '/search?q=%00', '/search?q=a%0D%0Ab', '/search?q=x&page=99999999999',
  '/ads/2147483648', '/ads/1.5', '/ads?page=9999999999999', '/promotion/2147483648', '/promotion/abc', '/promotion?page=-1',
  '/shop-category/2147483648', '/shop-category/1.5', '/shop-category/5?page=99999999999',
  '/shop?page=1e99', '/shop?page=9999999999', '/shop?category_id=2147483648', '/shop-category?page=%00',
  '/?page=99999999999999', '/?category_id=2147483648', '/?lang=%00',
  '/login?redirectTo=%0D%0A', '/login?redirectTo=%E3%80%80', '/login?redirectTo=%2F%09%2Fevil.example',
  '/register?referral_code=%00', '/reset-password?email=%00', '/verify-phone?verifyId=%00&phone=%00',
  '/sitemaps/%00', '/%00', '/nothing/2147483648',
  '/recipes/abc', '/recipes/1.5', '/recipes?page=1.5', '/recipes?page=99999999999', '/recipes?category_id=%00', '/recipes?category_id=2147483648',
  '/blog/abc', '/blog/00000000-0000-0000-0000-000000000000', '/blog?page=abc', '/help?q=%00', `/help?q=${'x'.repeat(300)}`, '/help?page=1.5',
  '/careers/1.5', '/careers?category_id=-1', '/about?page=%00', '/terms?x=%00', '/privacy?page=99999999999',
];

const SIGNED_IN_URLS = [
  '/shop/abc/checkout', '/shop/1.5/checkout', '/shop/2147483648/checkout', '/restaurant/%00/checkout',
  '/orders?page=1.5', '/orders?page=99999999999', '/orders/abc', '/orders/2147483648', '/orders/1.5', '/orders/-1',
  '/order-refunds?page=abc', '/order-refunds?page=99999999999', '/saved-locations?page=abc', '/profile?x=%00',
  '/settings/notification?page=%00', '/update-details?redirectTo=%0D%0A',
];

describe('bad addresses', () => {
  it('never answer 500 to a guest', { timeout: 120_000 }, async () => {
    const failed: string[] = [];
    for (const path of GUEST_URLS) {
      const res = await get(path);
      await res.arrayBuffer();
      if (res.status >= 500) failed.push(`${res.status} ${path}`);
    }
    expect(failed).toEqual([]);
  });

  it('never answer 500 when signed in', { timeout: 120_000 }, async () => {
    const failed: string[] = [];
    for (const path of SIGNED_IN_URLS) {
      const res = await get(path, signedIn);
      await res.arrayBuffer();
      if (res.status >= 500) failed.push(`${res.status} ${path}`);
    }
    expect(failed).toEqual([]);
  });

  it('answer the not-found page for an id no row can have', async () => {
    for (const path of ['/brands/2147483648', '/promotion/2147483648', '/shop-category/2147483648', '/recipes/2147483648', '/careers/2147483648', '/blog/abc']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page not found');
    }
    const bad = await get('/shop/1.5');
    expect([400, 404]).toContain(bad.status);
    expect(await bad.text()).toContain('Page not found');
  });
});

describe('sign-in redirects', () => {
  it.each([
    '/\t/evil.example', '//evil.example', '/\\evil.example', '/%2F/evil.example', '/%09/evil.example',
    '/\r\n/evil.example', '/\u3000/evil.example', 'https://evil.example/', '/\u00a0/evil.example',
  ])('go to / for redirectTo=%j', async (redirectTo) => {
    const res = await signIn(redirectTo);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('keep a same-site path', async () => {
    const res = await signIn('/orders?page=2');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/orders?page=2');
  });

  it('go to / from the preferences form too', async () => {
    const res = await fetch(`${server.url}/preferences`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'locale=en' },
      body: new URLSearchParams({ intent: 'theme', value: 'dark', redirectTo: '/\t/evil.example' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('unexpected failures', () => {
  it('show the request id that the server logged', { timeout: 180_000 }, async () => {
    // An API that cannot be reached: every page fails for real.
    const broken = await startServer({ API_URL: 'http://127.0.0.1:9' }, { dataTemplate: inject('dataTemplate') });
    try {
      const res = await fetch(`${broken.url}/brands`, { headers: { Cookie: 'locale=en' } });
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id');
      expect(id).toBeTruthy();
      const html = await res.text();
      expect(html).toContain('Oops, something went wrong!');
      expect(html).toContain(`Error reference: ${id}`);
      // The failure is a JSON line of the server's log with that request id.
      const logged = broken.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { level: number; requestId?: string; msg?: string });
      expect(logged.some((entry) => entry.requestId === id && entry.level >= 50 && entry.msg === 'page loader failed')).toBe(true);
    } finally {
      await broken.stop();
    }
  });
});
