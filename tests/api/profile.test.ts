import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../contract/account-fields';
import { profileUser, type ProfileUser } from '../../contract/profile';
import type { ApiApp } from '../../server/app';
import { accessTokens, userPushTokens, users, wallets } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call, clearAccounts, expectError, expectSession, lastCode, PASSWORD, signUpByEmail, signUpByPhone } from '../support/auth';

const t = useSeededApp();
let app: ApiApp;

beforeEach(async () => {
  await clearAccounts(t.db);
  app = t.freshApp();
});

async function profile(token: string, query: Record<string, string | number> = {}): Promise<ProfileUser> {
  const reply = await call<{ data: unknown }>(app, 'GET', 'dashboard/user/profile/show', { token, query });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return profileUser.parse(reply.body.data);
}

const update = (token: string, init: Omit<Parameters<typeof call>[3], 'token'> & object) =>
  call<{ data: unknown }>(app, 'PUT', 'dashboard/user/profile/update', { token, ...init });

describe('PR1 dashboard/user/profile/show', () => {
  it("shows the token's own account, with money in the asked currency", async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const luis = await signUpByEmail(app, 'luis@example.com');
    expect((await profile(ana.token)).email).toBe('ana@example.com');
    expect((await profile(luis.token)).email).toBe('luis@example.com');

    await t.db.update(wallets).set({ price: '10.50' }).where(eq(wallets.userId, ana.user.id));
    const usd = await profile(ana.token);
    expect(usd.wallet).toMatchObject({ price: 10.5, symbol: '$' });
    // Seeded COP rate 3950: 10.50 × 3950 = 41 475.00; EUR 0.92 → 9.66.
    expect((await profile(ana.token, { currency_id: 2 })).wallet).toMatchObject({ price: 41475, symbol: '$' });
    expect((await profile(ana.token, { currency_id: 3 })).wallet).toMatchObject({ price: 9.66, symbol: '€' });
    // Unknown currency: the default one.
    expect((await profile(ana.token, { currency_id: 999 })).wallet).toMatchObject({ price: 10.5, symbol: '$' });
    expectError(await call(app, 'GET', 'dashboard/user/profile/show', { token: ana.token, query: { currency_id: 'abc' } }), 422);
  });
});

describe('PR2 / PR3 dashboard/user/profile/update', () => {
  it('changes names, birthday and gender from a JSON body', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const reply = await update(ana.token, { json: { firstname: 'Ana María', lastname: 'Gómez', birthday: '1990-02-28', gender: '2' } });
    expect(reply.status).toBe(200);
    expect(profileUser.parse(reply.body.data)).toMatchObject({ firstname: 'Ana María', lastname: 'Gómez', birthday: '1990-02-28', gender: '2' });
    const [row] = await t.db.select().from(users).where(eq(users.id, ana.user.id));
    expect(row).toMatchObject({ firstname: 'Ana María', lastname: 'Gómez', birthday: '1990-02-28', gender: '2' });
    // 'Prefer not to say': null (or '') clears the gender; leaving it out keeps it.
    await update(ana.token, { json: { firstname: 'Ana María' } });
    expect((await profile(ana.token)).gender).toBe('2');
    expect((await update(ana.token, { json: { gender: null } })).status).toBe(200);
    expect((await profile(ana.token)).gender).toBeNull();
    await update(ana.token, { json: { gender: 'male' } });
    expect((await update(ana.token, { json: { gender: '' } })).status).toBe(200);
    expect((await profile(ana.token)).gender).toBeNull();
    // E-mail is read-only here.
    await update(ana.token, { json: { email: 'other@example.com' } });
    expect((await profile(ana.token)).email).toBe('ana@example.com');
  });

  it('validates with 422 per field', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const error = expectError(await update(ana.token, { json: { firstname: '', birthday: '1990-02-30', gender: 'x' } }), 422);
    expect(error.params).toMatchObject({ firstname: [m.required], birthday: ['Birthday is not a real date'], gender: ['Gender must be male or female'] });
    expect(expectError(await update(ana.token, { json: { birthday: '2999-01-01' } }), 422).params).toEqual({ birthday: ['Birthday must be in the past'] });
    expect(expectError(await update(ana.token, { json: { birthday: '01/02/1990' } }), 422).params).toHaveProperty('birthday');
  });

  it("cannot change anyone else's account: another user's token changes only its own", async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const luis = await signUpByEmail(app, 'luis@example.com');
    expect((await update(luis.token, { json: { firstname: 'Mallory', id: ana.user.id, user_id: ana.user.id } })).status).toBe(200);
    expect((await profile(ana.token)).firstname).toBe('Ana');
    expect((await profile(luis.token)).firstname).toBe('Mallory');
    expectError(await update('', { json: { firstname: 'Nobody' } }), 401, m.unauthorized);
  });

  it('changes the phone from query parameters with an empty body, once the new number is confirmed by code', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const params = { firstname: 'Ana', lastname: 'Restrepo', birthday: '1991-05-04', gender: 'female', phone: '573117770001' };

    // Without a code: refused, and the message is where PR3 reads it (params.phone[0]).
    const unconfirmed = expectError(await update(ana.token, { query: params }), 422);
    expect(unconfirmed.params?.phone?.[0]).toMatch(/^Confirm the new phone number/);

    const sent = await call<{ data: { verifyId: string } }>(app, 'POST', 'dashboard/user/profile/phone/send-code', {
      token: ana.token,
      json: { phone: 573117770001 },
    });
    expect(sent.status).toBe(200);
    const code = await lastCode(app, '573117770001');
    const wrong = code === '111111' ? '222222' : '111111';
    const bad = expectError(await update(ana.token, { query: { ...params, verifyId: sent.body.data.verifyId, verifyCode: wrong } }), 422);
    expect(bad.params?.phone).toEqual([m.wrongCode]);

    const done = await update(ana.token, { query: { ...params, verifyId: sent.body.data.verifyId, verifyCode: code } });
    expect(done.status).toBe(200);
    const user = profileUser.parse(done.body.data);
    expect(user).toMatchObject({ phone: '573117770001', birthday: '1991-05-04', gender: 'female' });
    expect(user.phone_verified_at).not.toBeNull();
    expectSession(await call(app, 'POST', 'auth/login', { json: { phone: 573117770001, password: PASSWORD } }));
  });

  it("answers 'The phone has already been taken.' in params.phone for another account's number", async () => {
    await signUpByPhone(app, '573117770002');
    const ana = await signUpByEmail(app, 'ana@example.com');
    const reply = await update(ana.token, { query: { firstname: 'Ana', phone: '573117770002' } });
    expect(expectError(reply, 422).params?.phone?.[0]).toBe(m.phoneTaken);
    const code = await call(app, 'POST', 'dashboard/user/profile/phone/send-code', { token: ana.token, json: { phone: '573117770002' } });
    expect(expectError(code, 422, m.phoneTaken).params?.phone).toEqual([m.phoneTaken]);
  });

  it("will not take a code sent for another user's phone change", async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const luis = await signUpByEmail(app, 'luis@example.com');
    const sent = await call<{ data: { verifyId: string } }>(app, 'POST', 'dashboard/user/profile/phone/send-code', {
      token: luis.token,
      json: { phone: '573117770003' },
    });
    const code = await lastCode(app, '573117770003');
    const reply = await update(ana.token, { query: { phone: '573117770003', verifyId: sent.body.data.verifyId, verifyCode: code } });
    expectError(reply, 422);
    expect((await profile(ana.token)).phone).toBeNull();
  });
});

describe('PR4 dashboard/user/profile/password/update', () => {
  const change = (token: string, json: object) => call(app, 'POST', 'dashboard/user/profile/password/update', { token, json });

  it('needs the right old password, then ends every other session and keeps this one', async () => {
    const first = await signUpByEmail(app, 'ana@example.com');
    const second = expectSession(await call(app, 'POST', 'auth/login', { json: { email: 'ana@example.com', password: PASSWORD } }));

    expect(expectError(await change(second.token, { password: 'new-secret-1', password_confirmation: 'new-secret-1' }), 422).params).toEqual({
      old_password: [m.required],
    });
    expect(
      expectError(await change(second.token, { old_password: 'wrong-one', password: 'new-secret-1', password_confirmation: 'new-secret-1' }), 422).params,
    ).toEqual({ old_password: [m.oldPasswordInvalid] });
    expect(
      expectError(await change(second.token, { old_password: PASSWORD, password: 'new-secret-1', password_confirmation: 'other' }), 422).params,
    ).toEqual({ password_confirmation: ["Passwords don't match"] });
    expect(expectError(await change(second.token, { old_password: PASSWORD, password: '12345', password_confirmation: '12345' }), 422).params).toEqual({
      password: ['Password should contain at least 6 characters'],
    });

    expect((await change(second.token, { old_password: PASSWORD, password: 'new-secret-1', password_confirmation: 'new-secret-1' })).status).toBe(200);
    expectError(await call(app, 'GET', 'dashboard/user/profile/show', { token: first.token }), 401, m.unauthorized);
    expect((await call(app, 'GET', 'dashboard/user/profile/show', { token: second.token })).status).toBe(200);
    const [revoked] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, Number(first.token.split('|')[0])));
    expect(revoked!.revokedAt).not.toBeNull();

    expectError(await call(app, 'POST', 'auth/login', { json: { email: 'ana@example.com', password: PASSWORD } }), 422, m.loginInvalid);
    expectSession(await call(app, 'POST', 'auth/login', { json: { email: 'ana@example.com', password: 'new-secret-1' } }));
  });

  it('locks out old-password guessing after 5 wrong tries', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    for (let i = 0; i < 5; i++) {
      expectError(await change(ana.token, { old_password: `guess-${i}`, password: 'new-secret-1', password_confirmation: 'new-secret-1' }), 422);
    }
    const locked = await change(ana.token, { old_password: PASSWORD, password: 'new-secret-1', password_confirmation: 'new-secret-1' });
    expectError(locked, 429, /^Too many failed password attempts/);
  });

  it('does not ask an account without a password (phone sign-up) for the old one', async () => {
    const started = await call<{ data: { verifyId: string } }>(app, 'POST', 'auth/register', { query: { phone: '573117770004' } });
    const session = expectSession(
      await call(app, 'POST', 'auth/verify/phone', { json: { verifyId: started.body.data.verifyId, verifyCode: await lastCode(app, '573117770004') } }),
    );
    expect(session.user.empty_p).toBe(true);
    expect((await change(session.token, { password: 'first-pass', password_confirmation: 'first-pass' })).status).toBe(200);
    expect((await profile(session.token)).empty_p).toBe(false);
    expectSession(await call(app, 'POST', 'auth/login', { json: { phone: '573117770004', password: 'first-pass' } }));
  });

  it('lets a reset session skip the old password only within 15 minutes', async () => {
    await signUpByEmail(app, 'ana@example.com');
    await call(app, 'POST', 'auth/forgot/email-password', { query: { email: 'ana@example.com' } });
    const code = await lastCode(app, 'ana@example.com');
    const reset = expectSession(await call(app, 'POST', `auth/forgot/email-password/${code}`, { query: { email: 'ana@example.com', verifyCode: code } }));
    await t.db.update(accessTokens).set({ passwordResetUntil: new Date(Date.now() - 1000) }).where(eq(accessTokens.id, Number(reset.token.split('|')[0])));
    expectError(await change(reset.token, { password: 'new-secret-1', password_confirmation: 'new-secret-1' }), 422);
  });
});

describe('N6–N8: notification settings and push token', () => {
  it('lists the kinds and keeps the choices per user', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const luis = await signUpByEmail(app, 'luis@example.com');
    const list = await call<{ data: Array<{ id: number; type: string }> }>(app, 'GET', 'dashboard/user/notifications', { token: ana.token });
    expect(list.body.data.map((n) => n.type)).toEqual(['push', 'discount', 'order_verify']);
    const [push, discount] = list.body.data;

    const saved = await call(app, 'POST', 'dashboard/user/update/notifications', {
      token: ana.token,
      json: { notifications: [{ notification_id: push!.id, active: 0 }, { notification_id: discount!.id, active: 1 }] },
    });
    expect(saved.status).toBe(200);
    const mine = (await profile(ana.token)).notifications;
    expect(mine.find((n) => n.type === 'push')?.notification.active).toBe(false);
    expect(mine.find((n) => n.type === 'discount')?.notification.active).toBe(true);
    expect((await profile(luis.token)).notifications.every((n) => n.notification.active)).toBe(true);

    const unknown = await call(app, 'POST', 'dashboard/user/update/notifications', {
      token: ana.token,
      json: { notifications: [{ notification_id: push!.id, active: 1 }, { notification_id: 999, active: 1 }] },
    });
    expect(expectError(unknown, 422).params).toHaveProperty(['notifications.1.notification_id']);
    // Nothing of the refused request was written.
    expect((await profile(ana.token)).notifications.find((n) => n.type === 'push')?.notification.active).toBe(false);
  });

  it('stores the device push token for the signed-in user; a device moves with its user', async () => {
    const ana = await signUpByEmail(app, 'ana@example.com');
    const luis = await signUpByEmail(app, 'luis@example.com');
    const save = (token: string, firebase_token: string) =>
      call(app, 'POST', 'dashboard/user/profile/firebase/token/update', { token, json: { firebase_token } });
    expect((await save(ana.token, 'device-1')).status).toBe(200);
    expect((await save(ana.token, 'device-2')).status).toBe(200);
    expect((await t.db.select().from(userPushTokens).where(eq(userPushTokens.userId, ana.user.id))).map((r) => r.token).sort()).toEqual([
      'device-1', 'device-2',
    ]);
    expect((await save(luis.token, 'device-1')).status).toBe(200);
    const [row] = await t.db.select().from(userPushTokens).where(eq(userPushTokens.token, 'device-1'));
    expect(row!.userId).toBe(luis.user.id);
    expect(expectError(await save(ana.token, ''), 422).params).toEqual({ firebase_token: [m.required] });
  });
});
