import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { deliveryDays } from '../../contract/delivery-slots';
import type { ShopDetail } from '../../contract/shops';
import { freePort, startServer, type RunningServer } from '../../scripts/server-process';
import { call } from '../support/auth';
import { httpApp, newCustomer } from './support/customer';
import { operatorSession } from './support/orders';
import { orderingJourney } from './support/ordering-journey';
import { useStorefront } from './support/storefront';

/**
 * Issue #22: the storefront on one origin, the API on another (two processes). The storefront
 * runs with `API_URL` naming the API server, which has `PUBLIC_URL` = the storefront's origin (as
 * the README says). The browser talks to the storefront only (its /api/v1 passes calls on with
 * the session cookie as Authorization): the whole ordering journey runs that way. Then a page of
 * the storefront's origin calls the API origin directly with a Bearer token, as a contract
 * client does (CORS: allowed origin, preflights), and a page of another origin is refused.
 */

let api: RunningServer | undefined;
const storefront = useStorefront({
  start: async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    api = await startServer({ PUBLIC_URL: origin, CORS_ORIGINS: 'http://partner.test' }, { dataTemplate: inject('dataTemplate') });
    return startServer({ API_URL: api.url }, { dataTemplate: inject('dataTemplate'), port });
  },
});
afterAll(() => api?.stop());

const apiUrl = () => {
  if (!api) throw new Error('API server not started');
  return api.url;
};

type Probe = { status: number; body?: unknown } | { error: string };

/** `fetch` from `page`'s origin to the API origin (the storefront's own CSP is bypassed for it). */
function fetchFrom(page: Page, url: string, init: { method?: string; token?: string; json?: unknown; credentials?: RequestCredentials; mode?: RequestMode } = {}) {
  return page.evaluate(async ({ url, init }): Promise<Probe> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const res = await fetch(url, {
        method: init.method ?? 'GET',
        headers,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        ...(init.credentials ? { credentials: init.credentials } : {}),
        ...(init.mode ? { mode: init.mode } : {}),
      });
      // An opaque answer (mode no-cors) reached the page but may not be read.
      if (res.type === 'opaque') return { status: 0, body: 'opaque' };
      return { status: res.status, body: await res.json() };
    } catch (err) {
      return { error: String(err) };
    }
  }, { url, init });
}

describe('storefront and API on two origins', () => {
  orderingJourney(storefront);

  it('the journey ran on the API server: its operator sees the delivered order', async () => {
    const operator = await operatorSession(apiUrl());
    const list = await call<{ data: Array<{ id: number; status: string }> }>(httpApp(apiUrl()), 'GET', 'dashboard/admin/orders/paginate', {
      token: operator.access_token, query: { status: 'delivered' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
  });

  it("a page of the storefront's origin orders from the API origin directly with a Bearer token; other origins are refused", async () => {
    const { session } = await newCustomer(apiUrl());
    const token = session.access_token;
    const client = httpApp(apiUrl());
    const shop = (await call<{ data: ShopDetail }>(client, 'GET', 'rest/shops/la-brasa-paisa')).body.data;
    type Stock = { id: number; quantity: number };
    const products = await call<{ data: Array<{ stock?: Stock | null; stocks?: Stock[] }> }>(
      client, 'GET', 'rest/products/paginate', { query: { shop_id: shop.id, perPage: 20 } });
    const stock = products.body.data.flatMap((p) => p.stocks ?? (p.stock ? [p.stock] : [])).find((s) => s.quantity > 5)!;
    const cash = (await call<{ data: Array<{ id: number; tag: string }> }>(client, 'GET', 'rest/payments')).body.data.find((p) => p.tag === 'cash')!;
    const day = deliveryDays({
      workingDays: shop.shop_working_days.map((d) => ({ day: d.day, from: d.from, to: d.to, disabled: d.disabled ?? false })),
      closedDates: shop.shop_closed_date.map((d) => d.day),
      timezone: shop.timezone,
      deliveryTime: { to: Number(shop.delivery_time.to), type: shop.delivery_time.type },
    }, new Date()).find((d) => d.offset >= 1 && !d.disabled)!;

    const context = await storefront.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${storefront.server.url}/`);
    const base = `${apiUrl()}/api/v1`;

    // Bearer calls with preflights (Authorization, Content-Type: application/json).
    const profile = await fetchFrom(page, `${base}/dashboard/user/profile/show`, { token });
    expect(profile).toMatchObject({ status: 200, body: { data: { firstname: 'Ana' } } });
    const cart = await fetchFrom(page, `${base}/dashboard/user/cart/insert-product`, {
      method: 'POST', token, json: { shop_id: shop.id, products: [{ stock_id: stock.id, quantity: 2 }] },
    });
    expect(cart).toMatchObject({ status: 200 });
    const order = await fetchFrom(page, `${base}/dashboard/user/orders`, {
      method: 'POST', token,
      json: { shop_id: shop.id, delivery_type: 'pickup', delivery_date: day.date, delivery_time: day.slots[0]!.start, payment_sys_id: cash.id },
    });
    expect(order).toMatchObject({ status: 201, body: { data: { shop_id: shop.id, status: 'new' } } });

    // No credentials mode: the session cookie cannot be used from this origin (the browser sends
    // the 127.0.0.1 cookie to the API's port too, but may not read the answer).
    await context.addCookies([{ name: 'access_token', value: encodeURIComponent(`Bearer ${token}`), domain: '127.0.0.1', path: '/', httpOnly: true }]);
    expect(await fetchFrom(page, `${base}/dashboard/user/profile/show`, { credentials: 'include' })).toHaveProperty('error');

    // Another origin (not the storefront's, not in CORS_ORIGINS) gets no CORS headers: refused.
    await page.goto(`${storefront.server.url.replace('127.0.0.1', 'localhost')}/api/v1/health`);
    expect(await fetchFrom(page, `${base}/dashboard/user/profile/show`, { token })).toHaveProperty('error');
    expect(await fetchFrom(page, `${base}/rest/settings`)).toHaveProperty('error');
    // …for want of CORS headers, not of a connection: the same call without CORS reaches the API,
    // and the page's own origin answers.
    expect(await fetchFrom(page, `${base}/rest/settings`, { mode: 'no-cors' })).toEqual({ status: 0, body: 'opaque' });
    expect(await fetchFrom(page, '/api/v1/health')).toMatchObject({ status: 200 });
    await context.close();
  });
});
