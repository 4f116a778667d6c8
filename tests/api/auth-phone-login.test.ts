import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../contract/account-fields';
import { verificationStarted } from '../../contract/auth';
import type { ApiApp } from '../../server/app';
import { accessTokens, users, verificationCodes } from '../../server/db/schema';
import { RATE_RULES } from '../../server/modules/auth/rate-limit';
import { useSeededApp } from '../support/app';
import { call, clearAccounts, expectError, expectSession, lastCode, signUpByPhone } from '../support/auth';

// Comanda extension: phone sign-in with a code (auth/login/phone/send-code → auth/login/phone).
const t = useSeededApp();
let app: ApiApp;

beforeEach(async () => {
  await clearAccounts(t.db);
  app = t.freshApp();
});

const PHONE = '573007770001';

async function sendCode(a: ApiApp, phone: string | number) {
  const reply = await call<{ data: unknown }>(a, 'POST', 'auth/login/phone/send-code', { json: { phone } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return verificationStarted.parse(reply.body.data);
}

const signIn = (a: ApiApp, json: Record<string, unknown>) => call(a, 'POST', 'auth/login/phone', { json });
const wrongOf = (code: string) => (code === '999999' ? '999998' : '999999');
const mailboxFor = async (a: ApiApp, to: string) =>
  (await call<{ data: unknown[] }>(a, 'GET', 'dev/mailbox', { query: { to } })).body.data;

describe('phone sign-in with a code', () => {
  it('sends a code by SMS and opens a session like A1', async () => {
    const account = await signUpByPhone(app, PHONE);
    // The number as people type it: country code with + and spaces.
    const started = await sendCode(app, '+57 300 777 0001');
    expect(started).toMatchObject({ phone: PHONE, expires_in: 60 });
    const sms = (await mailboxFor(app, PHONE))[0] as { purpose: string; channel: string; text: string };
    expect(sms).toMatchObject({ purpose: 'phone_login', channel: 'sms' });
    // In the default language (the demo's is Spanish): no `lang` in this request.
    expect(sms.text).toContain('iniciar sesión');
    const session = expectSession(await signIn(app, { verifyId: started.verifyId, verifyCode: await lastCode(app, PHONE) }));
    expect(session.token_type).toBe('Bearer');
    expect(session.access_token).toBe(session.token);
    expect(session.user.id).toBe(account.user.id);
    const show = await call(app, 'GET', 'dashboard/user/profile/show', { token: session.access_token });
    expect(show.status).toBe(200);
    const [token] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, Number(session.token.split('|')[0])));
    expect(token!.kind).toBe('login');
  });

  it("refuses a wrong code with 'Wrong verification code' on verifyCode", async () => {
    await signUpByPhone(app, PHONE);
    const { verifyId } = await sendCode(app, PHONE);
    const code = await lastCode(app, PHONE);
    const body = expectError(await signIn(app, { verifyId, verifyCode: wrongOf(code) }), 422, m.wrongCode);
    expect(body.params).toEqual({ verifyCode: [m.wrongCode] });
    // A code of another number's flow does not fit this verifyId either.
    expectError(await signIn(app, { verifyId, verifyCode: code, phone: '573007770099' }), 422, m.wrongCode);
    // The right one still works (wrong tries left).
    expectSession(await signIn(app, { verifyId, verifyCode: code }));
  });

  it('refuses an expired code', async () => {
    await signUpByPhone(app, PHONE);
    const { verifyId } = await sendCode(app, PHONE);
    const code = await lastCode(app, PHONE);
    await t.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.publicId, verifyId));
    expectError(await signIn(app, { verifyId, verifyCode: code }), 422, m.codeExpired);
  });

  it('uses a code once, and a new code retires the previous one', async () => {
    await signUpByPhone(app, PHONE);
    const first = await sendCode(app, PHONE);
    const code = await lastCode(app, PHONE);
    expectSession(await signIn(app, { verifyId: first.verifyId, verifyCode: code }));
    expectError(await signIn(app, { verifyId: first.verifyId, verifyCode: code }), 422, m.wrongCode);

    const second = await sendCode(app, PHONE);
    const secondCode = await lastCode(app, PHONE);
    const third = await sendCode(app, PHONE);
    expectError(await signIn(app, { verifyId: second.verifyId, verifyCode: secondCode }), 422, m.wrongCode);
    expectSession(await signIn(app, { verifyId: third.verifyId, verifyCode: await lastCode(app, PHONE) }));
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const unknown = await sendCode(app, '573007770002');
    expect(unknown).toMatchObject({ phone: '573007770002', expires_in: 60 });
    expect(unknown.verifyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await mailboxFor(app, '573007770002')).toEqual([]);
    expect(await t.db.$count(verificationCodes)).toBe(0);
    // Its verifyId opens nothing, with the same message as a wrong code.
    expectError(await signIn(app, { verifyId: unknown.verifyId, verifyCode: '123456' }), 422, m.wrongCode);
    expect(await t.db.$count(users)).toBe(0);
  });

  it('validates the input with the spec messages', async () => {
    expect(expectError(await call(app, 'POST', 'auth/login/phone/send-code', { json: {} }), 422).params).toEqual({ phone: [m.phoneRequired] });
    expect(expectError(await call(app, 'POST', 'auth/login/phone/send-code', { json: { phone: '12ab' } }), 422).params).toEqual({
      phone: [m.phoneInvalid],
    });
    expect(expectError(await signIn(app, { verifyId: 'nope', verifyCode: '12' }), 422).params).toMatchObject({ verifyCode: [m.wrongCode] });
  });

  it('does not open a blocked account', async () => {
    const account = await signUpByPhone(app, PHONE);
    await t.db.update(users).set({ active: false }).where(eq(users.id, account.user.id));
    // A blocked account gets no code, like a number without an account.
    const { verifyId } = await sendCode(app, PHONE);
    expect(await mailboxFor(app, PHONE)).toHaveLength(1); // only the sign-up SMS
    expectError(await signIn(app, { verifyId, verifyCode: '123456' }), 422, m.wrongCode);
  });

  it("answers 'Sms not sent!' when the gateway fails", async () => {
    await signUpByPhone(app, PHONE);
    const broken = t.freshApp({}, {
      auth: { senders: { email: { name: 'test', send: () => Promise.resolve() }, sms: { name: 'test', send: () => Promise.reject(new Error('down')) } } },
    });
    expectError(await call(broken, 'POST', 'auth/login/phone/send-code', { json: { phone: PHONE } }), 502, m.smsNotSent);
  });

  it('is rate limited: codes per number, code checks per IP', async () => {
    await signUpByPhone(app, PHONE);
    // The sign-up SMS counted too.
    for (let i = 1; i < RATE_RULES.codeSendDestination.limit; i++) await sendCode(app, PHONE);
    const limited = await call(app, 'POST', 'auth/login/phone/send-code', { json: { phone: PHONE } });
    expectError(limited, 429, /^Too many verification codes requested/);
    expect(limited.res.headers.get('retry-after')).toMatch(/^\d+$/);
    // Numbers without an account count the same way (no discovery through the limit either).
    for (let i = 0; i < RATE_RULES.codeSendDestination.limit; i++) await sendCode(app, '573007770003');
    expectError(await call(app, 'POST', 'auth/login/phone/send-code', { json: { phone: '573007770003' } }), 429);

    const fresh = t.freshApp();
    const { verifyId } = await sendCode(fresh, PHONE);
    const code = await lastCode(fresh, PHONE);
    for (let i = 1; i < RATE_RULES.codeVerifyIp.limit; i++) {
      // Fresh verifyIds, so the per-code limit (5 tries) is not what stops them.
      expectError(await signIn(fresh, { verifyId: crypto.randomUUID(), verifyCode: '123456' }), 422, m.wrongCode);
    }
    expectError(await signIn(fresh, { verifyId, verifyCode: wrongOf(code) }), 422, m.wrongCode);
    expectError(await signIn(fresh, { verifyId, verifyCode: code }), 429, /^Too many verification attempts/);
  });
});
