import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../../server/app';
import { useSeededApp } from '../support/app';
import { makeCustomers, type Customer } from './orders-support';

/**
 * CORS on /api/v1 (issue #22, server/http/cors.ts): origins of CORS_ORIGINS and the storefront's
 * own (PUBLIC_URL, or this server's host) may read answers; others get no CORS header; preflights
 * are answered 204 for any path; never a credentials mode.
 */

const t = useSeededApp();
const API = 'http://api.test';
const STOREFRONT = 'https://shop.example.com';
const PARTNER = 'https://partner.example.net';
const STRANGER = 'https://evil.example.org';
let app: ApiApp;
let ana: Customer;

beforeAll(async () => {
  app = t.freshApp({}, { corsOrigins: [PARTNER], publicUrl: STOREFRONT });
  [ana] = (await makeCustomers(t.db, 'cors', 1)) as [Customer];
});

const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));
const vary = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

const preflight = (origin: string, path = '/api/v1/dashboard/user/profile/show', method = 'GET') =>
  app.request(`${API}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'authorization,content-type,accept-language' },
  });

describe('CORS preflight (OPTIONS)', () => {
  it('answers an allowed origin 204 with its origin, the methods and the headers a contract client sends', async () => {
    for (const origin of [PARTNER, STOREFRONT]) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const headers = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
      expect(headers).toEqual(expect.arrayContaining(['authorization', 'content-type', 'accept-language', 'accept']));
      expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(vary(res)).toContain('origin');
      expect(await res.text()).toBe('');
    }
  });

  it('answers any /api/v1 path, routed or not, with any method asked', async () => {
    for (const [path, method] of [['/api/v1/rest/shops/paginate', 'GET'], ['/api/v1/dashboard/user/orders', 'POST'], ['/api/v1/no/such/route', 'DELETE']] as const) {
      const res = await preflight(PARTNER, path, method);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
    }
  });

  it('gives a disallowed origin no CORS header at all (the browser then refuses the call)', async () => {
    const res = await preflight(STRANGER);
    expect(res.status).toBe(204);
    expect(corsHeaders(res)).toEqual([]);
    expect(vary(res)).toContain('origin');
    // A look-alike of an allowed origin is another origin.
    expect(corsHeaders(await preflight('https://partner.example.net.evil.org'))).toEqual([]);
    expect(corsHeaders(await preflight('http://partner.example.net'))).toEqual([]);
    expect(corsHeaders(await preflight('null'))).toEqual([]);
  });
});

describe('CORS on actual requests', () => {
  it('lets an allowed origin read a public answer and a Bearer answer, with the exposed headers named', async () => {
    const list = await app.request(`${API}/api/v1/rest/shops/paginate?perPage=1`, { headers: { Origin: PARTNER } });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(vary(list)).toContain('origin');
    expect(list.headers.get('access-control-expose-headers')?.toLowerCase().split(',')).toEqual(expect.arrayContaining(['retry-after', 'x-request-id']));

    const profile = await app.request(`${API}/api/v1/dashboard/user/profile/show`, {
      headers: { Origin: STOREFRONT, Authorization: `Bearer ${ana.token}` },
    });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(profile.headers.get('access-control-allow-credentials')).toBeNull();
    // Errors carry the headers too, so the client can read the message.
    const refused = await app.request(`${API}/api/v1/dashboard/user/profile/show`, { headers: { Origin: PARTNER } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('sends a disallowed origin the answer without CORS headers', async () => {
    const res = await app.request(`${API}/api/v1/rest/shops/paginate?perPage=1`, { headers: { Origin: STRANGER } });
    expect(res.status).toBe(200);
    expect(corsHeaders(res)).toEqual([]);
    expect(vary(res)).toContain('origin');
  });

  it("allows this server's own host without configuration, and nothing else by default", async () => {
    const plain = t.freshApp();
    const own = await plain.request(`${API}/api/v1/rest/settings`, { headers: { Origin: API } });
    expect(own.headers.get('access-control-allow-origin')).toBe(API);
    // Behind a TLS proxy the request reads http://, the page's origin https://: the same host.
    const proxied = await plain.request(`${API}/api/v1/rest/settings`, { headers: { Origin: 'https://api.test' } });
    expect(proxied.headers.get('access-control-allow-origin')).toBe('https://api.test');
    expect(corsHeaders(await plain.request(`${API}/api/v1/rest/settings`, { headers: { Origin: PARTNER } }))).toEqual([]);
  });

  it('CORS_ORIGINS=* lets any origin read, still without credentials', async () => {
    const open = t.freshApp({}, { corsOrigins: ['*'] });
    const res = await open.request(`${API}/api/v1/rest/settings`, { headers: { Origin: STRANGER } });
    expect(res.headers.get('access-control-allow-origin')).toBe(STRANGER);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("never honours the session cookie from another origin's page, even an allowed one", async () => {
    const cookie = `access_token=${encodeURIComponent(`Bearer ${ana.token}`)}`;
    const crossSite = await app.request(`${API}/api/v1/dashboard/user/profile/show`, {
      headers: { Origin: PARTNER, Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(401);
    const sameSite = await app.request(`${API}/api/v1/dashboard/user/profile/show`, {
      headers: { Origin: PARTNER, Cookie: cookie, 'Sec-Fetch-Site': 'same-site' },
    });
    expect(sameSite.status).toBe(401);
  });

  it('leaves answers outside /api/v1 alone', async () => {
    const res = await app.request(`${API}/locales/en/common.json`, { headers: { Origin: PARTNER } });
    expect(corsHeaders(res)).toEqual([]);
  });
});
