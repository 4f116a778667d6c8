import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../app/lib/api/client';
import { endpoints } from '../../app/lib/api/endpoints';
import type { ShopCard } from '../../contract/shops';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { connectBrowser } from './support/browser';

// The storefront's one API client over its three transports: in-process during SSR (the other
// e2e files), plain HTTP (as the browser does), and a remote server named by API_URL.

const remoteShop: ShopCard = {
  id: 901, uuid: '00000000-0000-4000-8000-000000000901', slug: 'remote-test-kitchen', type: 'restaurant',
  translation: { locale: 'en', title: 'Remote Test Kitchen', description: 'Served by another API', address: null },
  logo_img: null, background_img: null, open: true, verify: 0, is_recommended: false, rating_avg: 4.2,
  reviews_count: 7, delivery_time: { from: '10', to: '20', type: 'minute' }, price: 0, price_per_km: 0,
  min_amount: 0, location: { latitude: 6.2442, longitude: -75.5812 }, created_at: '2026-01-01T00:00:00.000Z',
};

/** A stand-in for a remote Foodyman-compatible API with just what the home page reads. */
function fakeRemoteApi() {
  const seen: string[] = [];
  const envelope = (data: unknown) => ({ status: true, timestamp: '', data });
  const app = new Hono()
    .use('*', async (c, next) => {
      seen.push(c.req.path);
      await next();
    })
    .get('/api/v1/rest/languages/active', (c) =>
      c.json(envelope([{ id: 1, locale: 'en', title: 'English', backward: false, default: true, active: true }])))
    .get('/api/v1/rest/settings', (c) => c.json(envelope([{ key: 'title', value: 'Remote market' }])))
    .get('/api/v1/rest/currencies/active', (c) =>
      c.json(envelope([{ id: 1, title: 'USD', symbol: '$', rate: 1, default: true, active: true, position: 'before' }])))
    .get('/api/v1/rest/translations/paginate', (c) => c.json(envelope({})))
    .get('/api/v1/rest/shops/paginate', (c) =>
      c.req.header('Authorization') === 'Bearer expired'
        ? c.json({ status: false, statusCode: 'ERROR_401', message: 'Unauthorized' }, 401)
        : c.json({
        data: [remoteShop],
        links: { first: '', last: '', prev: null, next: null },
          meta: { current_page: 1, last_page: 1, per_page: 12, total: 1, from: 1, to: 1, path: '' },
        }));
  return { app, seen };
}

let browser: Browser;
let local: RunningServer;
let remote: { server: ServerType; url: string; seen: string[] };
let pointed: RunningServer;

beforeAll(async () => {
  const fake = fakeRemoteApi();
  const server = serve({ fetch: fake.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  remote = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen: fake.seen };
  [local, pointed, browser] = await Promise.all([startServer({}, { dataTemplate: inject('dataTemplate') }), startServer({ API_URL: remote.url }, { dataTemplate: inject('dataTemplate') }), connectBrowser(inject('browserEndpoint'))]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([local?.stop(), pointed?.stop()]);
  await new Promise((resolve) => remote?.server.close(resolve));
});

describe('API client rules', () => {
  it('turns a 401 during server rendering into /login with the session cookies cleared', async () => {
    const res = await fetch(pointed.url, { headers: { Cookie: 'access_token=Bearer expired; user=%7B%7D' }, redirect: 'manual' });
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get('location')).toBe('/login?reason=unauthorized');
    const cleared = res.headers.getSetCookie().map((c) => c.split(';').map((p) => p.trim()));
    expect(cleared.map((c) => c[0])).toEqual(['access_token=', 'user=']);
    expect(cleared.every((c) => c.includes('Max-Age=0'))).toBe(true);
  });

  it('lands the browser on /login with the unauthorized toast, shown once', async () => {
    const context = await browser.newContext();
    const domain = new URL(pointed.url).hostname;
    await context.addCookies([
      { name: 'access_token', value: 'Bearer expired', domain, path: '/' },
      { name: 'user', value: '{}', domain, path: '/' },
    ]);
    const page = await context.newPage();
    await page.goto(pointed.url);
    await page.getByText('Unauthorized', { exact: true }).waitFor();
    expect(await page.getByText('Unauthorized', { exact: true }).count()).toBe(1);
    await page.waitForURL((url) => url.pathname === '/login' && !url.searchParams.has('reason'));
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('user');
    await context.close();
  });
});

describe('API client transports', () => {
  it('works over plain HTTP with fetch, as in the browser', async () => {
    const api = createApiClient({ baseUrl: `${local.url}/api/v1`, fetch: (r) => fetch(r), lang: 'en' });
    const page = await endpoints.shops(api, { perPage: 5, type: 'shop' });
    expect(page.meta.total).toBeGreaterThan(0);
    expect(page.data.every((s) => s.type === 'shop' && s.translation?.locale === 'en')).toBe(true);
  });

  it('passes the browser\'s /api/v1 calls on to the remote API, the session cookie as Authorization', async () => {
    const own = await fetch(`${pointed.url}/api/v1/rest/shops/paginate`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(((await own.json()) as { data: ShopCard[] }).data[0]?.uuid).toBe(remoteShop.uuid);
    // The fake answers 401 to `Bearer expired`: the cookie reached it as the header, and the dead
    // cookie is removed with the answer (the page's script could not).
    const expired = await fetch(`${pointed.url}/api/v1/rest/shops/paginate`, {
      headers: { Cookie: 'access_token=Bearer%20expired', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(expired.status).toBe(401);
    expect(expired.headers.getSetCookie().some((c) => /^access_token=;.*Max-Age=0/.test(c))).toBe(true);
    // This instance's health stays its own.
    expect((await fetch(`${pointed.url}/api/v1/health`)).status).toBe(200);
  });

  it('renders the storefront from a remote API when API_URL is set', async () => {
    const res = await fetch(pointed.url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Remote Test Kitchen');
    expect(html).toContain('<title>Remote market</title>');
    expect(remote.seen).toContain('/api/v1/rest/shops/paginate');
  });
});
