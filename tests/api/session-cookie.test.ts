import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../support/app';
import { call, signUpByPhone } from '../support/auth';

// The storefront keeps the session token in an HttpOnly cookie; the browser's calls to this
// site's API carry it instead of an Authorization header. It counts only for requests from the
// store's own pages (server/modules/auth/session-cookie.ts); other clients keep the header.

const seeded = useSeededApp();

describe('session cookie as API credentials', () => {
  it('reads with the cookie from the store\'s pages; refuses it from other sites; the header still works', async () => {
    const session = await signUpByPhone(seeded.app, '573001110001');
    const cookie = `access_token=${encodeURIComponent(`Bearer ${session.access_token}`)}`;
    const profile = (headers: Record<string, string>) => call(seeded.app, 'GET', 'dashboard/user/profile/show', { headers: { Cookie: cookie, ...headers } });

    expect((await profile({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await profile({})).status).toBe(200);
    expect((await profile({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(401);
    expect((await profile({ Origin: 'https://evil.example' })).status).toBe(401);
    expect((await call(seeded.app, 'GET', 'dashboard/user/profile/show', { token: session.access_token })).status).toBe(200);
  });

  it('changes something with the cookie only when Origin names this site', async () => {
    const session = await signUpByPhone(seeded.app, '573001110002');
    const cookie = `access_token=${encodeURIComponent(`Bearer ${session.access_token}`)}`;
    const update = (headers: Record<string, string>) =>
      call(seeded.app, 'PUT', 'dashboard/user/profile/update', { headers: { Cookie: cookie, ...headers }, json: { firstname: 'Lucía' } });

    expect((await update({})).status).toBe(401);
    expect((await update({ Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(401);
    expect((await update({ Origin: 'http://shop.test.evil.example' })).status).toBe(401);
    const fromStore = await update({ Origin: 'http://shop.test', 'Sec-Fetch-Site': 'same-origin' });
    expect(fromStore.status).toBe(200);
  });

  it('answers a dead session cookie with 401 and removes it (page scripts cannot)', async () => {
    const reply = await call(seeded.app, 'GET', 'dashboard/user/profile/show', { headers: { Cookie: 'access_token=Bearer%201%7Cexpired' } });
    expect(reply.status).toBe(401);
    const cleared = reply.res.headers.getSetCookie();
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^access_token=;.*Max-Age=0.*HttpOnly/);
  });
});
