import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../contract/account-fields';
import { profileUser } from '../../contract/profile';
import type { ApiApp } from '../../server/app';
import { useSeededApp } from '../support/app';
import { call, clearAccounts, expectError, PASSWORD, signUpByEmail } from '../support/auth';

/**
 * What profile.test.ts and profile-gallery.test.ts leave out of "another user's token cannot read
 * or change a profile" and "upload rejects non-images": naming another account in the request,
 * another account's password change, a token that was ended, and an image format not accepted.
 */
const t = useSeededApp();
let app: ApiApp;

beforeEach(async () => {
  await clearAccounts(t.db);
  app = t.freshApp();
});

const show = (token: string, query: Record<string, string | number> = {}) =>
  call<{ data: unknown }>(app, 'GET', 'dashboard/user/profile/show', { token, query });

describe('a profile is only ever the token owner’s', () => {
  it('naming another account in the query reads and changes only the caller’s own', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const luis = await signUpByEmail(app, 'luis@example.com');
    const read = await show(luis.token, { user_id: ana.user.id, id: ana.user.id, uuid: ana.user.uuid });
    expect(profileUser.parse(read.body.data).email).toBe('luis@example.com');
    const changed = await call(app, 'PUT', 'dashboard/user/profile/update', {
      token: luis.token,
      query: { user_id: ana.user.id, id: ana.user.id, firstname: 'Mallory' },
    });
    expect(changed.status).toBe(200);
    expect(profileUser.parse((await show(ana.token)).body.data).firstname).toBe('Ana');
  });

  it("another user's password change leaves this account's password and sessions alone", async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const luis = await signUpByEmail(app, 'luis@example.com');
    const changed = await call(app, 'POST', 'dashboard/user/profile/password/update', {
      token: luis.token,
      json: { old_password: PASSWORD, password: 'luis-new-pass', password_confirmation: 'luis-new-pass', user_id: ana.user.id },
    });
    expect(changed.status).toBe(200);
    expect((await call(app, 'POST', 'auth/login', { json: { email: 'ana@example.com', password: PASSWORD } })).status).toBe(200);
    expect((await show(ana.token)).status).toBe(200);
  });

  it('a token ended by logout can neither read nor change anything', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    expect((await call(app, 'POST', 'auth/logout', { token: ana.token })).status).toBe(200);
    expectError(await show(ana.token), 401, m.unauthorized);
    expectError(await call(app, 'PUT', 'dashboard/user/profile/update', { token: ana.token, json: { firstname: 'X' } }), 401, m.unauthorized);
    const password = { old_password: PASSWORD, password: 'other-pass', password_confirmation: 'other-pass' };
    expectError(await call(app, 'POST', 'dashboard/user/profile/password/update', { token: ana.token, json: password }), 401);
    expectError(await call(app, 'POST', 'dashboard/user/update/notifications', { token: ana.token, json: { notifications: [] } }), 401);
    const form = new FormData();
    form.append('image', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }));
    expectError(await call(app, 'POST', 'dashboard/galleries', { token: ana.token, body: form }), 401);
    const fresh = await call<{ data: { user: { firstname: string } } }>(app, 'POST', 'auth/login', { json: { email: 'ana@example.com', password: PASSWORD } });
    expect(fresh.body.data.user.firstname).toBe('Ana');
  });

  it('refuses an image format the contract does not list (GIF), whatever it is called', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    // A complete 1×1 GIF, sent as a PNG.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const form = new FormData();
    form.append('image', new File([new Uint8Array(gif)], 'me.png', { type: 'image/png' }));
    form.append('type', 'users');
    const reply = await call(app, 'POST', 'dashboard/galleries', { token: ana.token, body: form });
    expect(expectError(reply, 422).params).toEqual({ image: ['The file must be a PNG, JPEG, WebP or SVG image'] });
  });
});
