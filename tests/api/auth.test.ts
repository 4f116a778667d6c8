import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages as m } from '../../contract/account-fields';
import { verificationStarted } from '../../contract/auth';
import { profileUser } from '../../contract/profile';
import type { ApiApp } from '../../server/app';
import { accessTokens, users, verificationCodes } from '../../server/db/schema';
import { DevMailbox, type OutgoingEmail, type OutgoingSms, type Senders } from '../../server/modules/auth/senders';
import { useSeededApp } from '../support/app';
import {
  call, clearAccounts, expectError, expectSession, lastCode, lastMessage, PASSWORD, signUpByEmail, signUpByPhone,
} from '../support/auth';

const t = useSeededApp();
let app: ApiApp;

beforeEach(async () => {
  await clearAccounts(t.db);
  // A new app per test: empty rate limits and dev mailbox.
  app = t.freshApp();
});

const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('e-mail sign-up (A2 register → A3 verify → A5 after-verify)', () => {
  it('sends a code, confirms it, and opens a session with the contract User', async () => {
    const started = await call<{ data: unknown }>(app, 'POST', 'auth/register', { query: { email: 'Ana@Example.com', lang: 'en' } });
    expect(started.status).toBe(200);
    const info = verificationStarted.parse(started.body.data);
    expect(info).toMatchObject({ email: 'ana@example.com', expires_in: 60 });

    const message = await lastMessage(app, 'ana@example.com');
    expect(message).toMatchObject({ channel: 'email', purpose: 'email_signup' });
    const code = message.code!;
    // Only a hash of the code is stored.
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.destination, 'ana@example.com'));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);

    // Pending: neither signed in nor able to sign in yet.
    expectError(await call(app, 'POST', 'auth/login', { json: { email: 'ana@example.com', password: PASSWORD } }), 422, m.loginInvalid);

    const verified = await call<{ data: { email: string } }>(app, 'GET', `auth/verify/${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body.data.email).toBe('ana@example.com');

    const session = expectSession(
      await call(app, 'POST', 'auth/after-verify', {
        json: { email: 'ana@example.com', firstname: 'Ana', lastname: 'Restrepo', gender: 'female', password: PASSWORD, password_confirmation: PASSWORD },
      }),
    );
    expect(session.token_type).toBe('Bearer');
    expect(session.access_token).toBe(session.token);
    expect(session.token).toMatch(/^\d+\|[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(session.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(session.user).toMatchObject({
      email: 'ana@example.com', firstname: 'Ana', lastname: 'Restrepo', gender: 'female', empty_p: false, role: 'user', active: true,
    });
    expect(session.user.email_verified_at).not.toBeNull();
    expect(session.user.my_referral).toMatch(/^[A-Z0-9]{10}$/);
    expect(session.user.wallet).toMatchObject({ price: 0, symbol: '$' });

    // Stored: a scrypt string with its parameters, and only the token secret's hash.
    const row = await userRow('ana@example.com');
    expect(row!.passwordHash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]{86}$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(row!.signupPending).toBe(false);
    const [token] = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, row!.id));
    expect(token!.tokenHash).not.toBe(session.token.split('|')[1]);
    expect(token!.kind).toBe('register');

    // The token opens the dashboard, sent exactly as clients store it ("Bearer " + token).
    const show = await call<{ data: unknown }>(app, 'GET', 'dashboard/user/profile/show', { authorization: `Bearer ${session.token}` });
    expect(show.status).toBe(200);
    expect(profileUser.parse(show.body.data).id).toBe(session.user.id);
  });

  it('answers "The email has already been taken." for a completed account, whatever the case', async () => {
    await signUpByEmail(app, 'taken@example.com');
    const reply = await call(app, 'POST', 'auth/register', { query: { email: 'TAKEN@example.com' } });
    const error = expectError(reply, 422, m.emailTaken);
    expect(error.params?.email).toEqual([m.emailTaken]);
    expectError(await call(app, 'POST', 'auth/resend-verify', { query: { email: 'taken@example.com' } }), 422, m.emailTaken);
  });

  it('lets an unfinished sign-up start again; the new code replaces the old one', async () => {
    await call(app, 'POST', 'auth/register', { query: { email: 'again@example.com' } });
    const first = await lastCode(app, 'again@example.com');
    expect((await call(app, 'POST', 'auth/resend-verify', { query: { email: 'again@example.com' } })).status).toBe(200);
    const second = await lastCode(app, 'again@example.com');
    expect((await t.db.select().from(users).where(eq(users.email, 'again@example.com'))).length).toBe(1);
    if (first !== second) {
      expectError(await call(app, 'GET', `auth/verify/${first}`, { query: { email: 'again@example.com' } }), 422, m.wrongCode);
    }
    expect((await call(app, 'GET', `auth/verify/${second}`, { query: { email: 'again@example.com' } })).status).toBe(200);
  });

  it('refuses to complete a sign-up whose code was not confirmed', async () => {
    await call(app, 'POST', 'auth/register', { query: { email: 'unconfirmed@example.com' } });
    const reply = await call(app, 'POST', 'auth/after-verify', {
      json: { email: 'unconfirmed@example.com', firstname: 'X', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(expectError(reply, 422, m.emailNotVerified).params?.email).toEqual([m.emailNotVerified]);
    const never = await call(app, 'POST', 'auth/after-verify', {
      json: { email: 'nobody@example.com', firstname: 'X', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expectError(never, 422, m.emailNotVerified);
  });

  it('refuses a confirmed sign-up completed after the 30-minute window', async () => {
    await call(app, 'POST', 'auth/register', { query: { email: 'late@example.com' } });
    await call(app, 'GET', `auth/verify/${await lastCode(app, 'late@example.com')}`);
    await t.db.update(users).set({ emailVerifiedAt: new Date(Date.now() - 31 * 60_000) }).where(eq(users.email, 'late@example.com'));
    const reply = await call(app, 'POST', 'auth/after-verify', {
      json: { email: 'late@example.com', firstname: 'X', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expectError(reply, 422, m.emailNotVerified);
  });

  it('validates with 422 and a message per field', async () => {
    const bad = await call(app, 'POST', 'auth/after-verify', {
      json: { email: 'not-an-email', firstname: '', password: '123', password_confirmation: '123' },
    });
    const error = expectError(bad, 422);
    expect(error.params).toMatchObject({
      email: [m.emailInvalid],
      firstname: [m.required],
      password: ['Password should contain at least 6 characters'],
    });
    const mismatch = await call(app, 'POST', 'auth/after-verify', {
      json: { email: 'a@example.com', firstname: 'A', password: PASSWORD, password_confirmation: `${PASSWORD}x` },
    });
    expect(expectError(mismatch, 422).params).toEqual({ password_confirmation: ["Passwords don't match"] });
    const gender = await call(app, 'POST', 'auth/after-verify', {
      json: { email: 'a@example.com', firstname: 'A', gender: 'robot', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(expectError(gender, 422).params).toHaveProperty('gender');

    expect(expectError(await call(app, 'POST', 'auth/register'), 422).params).toEqual({ email: [m.required] });
    expect(expectError(await call(app, 'POST', 'auth/register', { query: { email: 'x@' } }), 422).params).toEqual({ email: [m.emailInvalid] });
    expect(expectError(await call(app, 'POST', 'auth/register', { query: { phone: '12ab' } }), 422).params).toEqual({ phone: [m.phoneInvalid] });
    expect(expectError(await call(app, 'GET', 'auth/verify/12345'), 422).params).toHaveProperty('code');
  });

  it("opens an account without a gender ('Prefer not to say')", async () => {
    const session = await signUpByEmail(app, 'nogender@example.com', { gender: undefined });
    expect(session.user.gender).toBeNull();
    expect((await userRow('nogender@example.com'))!.gender).toBeNull();
  });

  it('records the referrer whose my_referral code came with the sign-up', async () => {
    const referrer = await signUpByEmail(app, 'referrer@example.com');
    await signUpByEmail(app, 'friend@example.com', { referral: referrer.user.my_referral.toLowerCase() });
    expect((await userRow('friend@example.com'))!.referredById).toBe(referrer.user.id);
    // No code (an empty string) is no referrer; unknown codes are refused (tests/api/referrals.test.ts).
    await signUpByEmail(app, 'stranger@example.com', { referral: '' });
    expect((await userRow('stranger@example.com'))!.referredById).toBeNull();
  });
});

describe('sign-in (A1)', () => {
  it('accepts e-mail or phone (sent as a JSON number) with the password', async () => {
    await signUpByEmail(app, 'login@example.com');
    await signUpByPhone(app, '573001112233');

    const byEmail = expectSession(await call(app, 'POST', 'auth/login', { json: { email: 'Login@Example.com', password: PASSWORD } }));
    expect(byEmail.user.email).toBe('login@example.com');
    const byPhone = expectSession(await call(app, 'POST', 'auth/login', { json: { phone: 573001112233, password: PASSWORD } }));
    expect(byPhone.user.phone).toBe('573001112233');
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, Number(byPhone.token.split('|')[0])));
    expect(row!.kind).toBe('login');
  });

  it("answers 'Login or password is invalid' for a wrong password or an unknown account (422, not 401)", async () => {
    await signUpByEmail(app, 'login@example.com');
    expectError(await call(app, 'POST', 'auth/login', { json: { email: 'login@example.com', password: 'wrong-password' } }), 422, m.loginInvalid);
    expectError(await call(app, 'POST', 'auth/login', { json: { email: 'ghost@example.com', password: PASSWORD } }), 422, m.loginInvalid);
    expectError(await call(app, 'POST', 'auth/login', { json: { phone: 570000000000, password: PASSWORD } }), 422, m.loginInvalid);
  });

  it('answers 403 for a blocked account (only with the right password)', async () => {
    await signUpByEmail(app, 'blocked@example.com');
    await t.db.update(users).set({ active: false }).where(eq(users.email, 'blocked@example.com'));
    expectError(await call(app, 'POST', 'auth/login', { json: { email: 'blocked@example.com', password: 'nope-nope' } }), 422, m.loginInvalid);
    expectError(await call(app, 'POST', 'auth/login', { json: { email: 'blocked@example.com', password: PASSWORD } }), 403, m.userBlocked);
  });

  it('stores a fresh hash when the stored one uses older scrypt parameters', async () => {
    await signUpByEmail(app, 'old@example.com');
    const { hashPassword } = await import('../../server/modules/auth/password');
    await t.db.update(users).set({ passwordHash: await hashPassword(PASSWORD, { log2N: 14, r: 8, p: 1 }) }).where(eq(users.email, 'old@example.com'));
    expectSession(await call(app, 'POST', 'auth/login', { json: { email: 'old@example.com', password: PASSWORD } }));
    expect((await userRow('old@example.com'))!.passwordHash).toMatch(/^scrypt\$15\$/);
  });

  it('validates the body', async () => {
    expect(expectError(await call(app, 'POST', 'auth/login', { json: { email: 'a@example.com' } }), 422).params).toEqual({ password: [m.required] });
    expect(expectError(await call(app, 'POST', 'auth/login', { json: { password: 'x' } }), 422).params).toEqual({ email: [m.required] });
    expectError(await call(app, 'POST', 'auth/login', { body: '{oops', headers: { 'Content-Type': 'application/json' } }), 400);
  });
});

describe('phone sign-up (A2 with phone → A6 auth/verify/phone)', () => {
  it('sends an SMS code and opens the account when it is confirmed', async () => {
    const started = await call<{ data: unknown }>(app, 'POST', 'auth/register', { query: { phone: '+57 300 555 0101' } });
    const info = verificationStarted.parse(started.body.data);
    expect(info.phone).toBe('573005550101');
    const sms = await lastMessage(app, '573005550101');
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'phone_signup' });

    const session = expectSession(
      await call(app, 'POST', 'auth/verify/phone', { json: { verifyId: info.verifyId, verifyCode: Number(sms.code), phone: 573005550101 } }),
    );
    expect(session.user).toMatchObject({ phone: '573005550101', email: null, empty_p: true });
    expect(session.user.phone_verified_at).not.toBeNull();

    expectError(await call(app, 'POST', 'auth/register', { query: { phone: '573005550101' } }), 422, m.phoneTaken);
  });

  it("does not trust a client-side Firebase check ({phone, type: 'firebase'})", async () => {
    const reply = await call(app, 'POST', 'auth/verify/phone', {
      json: { phone: 573005550102, firstname: 'Eve', password: PASSWORD, password_confirmation: PASSWORD, type: 'firebase' },
    });
    expect(expectError(reply, 422, m.firebaseUnsupported).params).toHaveProperty('verifyId');
    const reset = await call(app, 'POST', 'auth/forgot/password/confirm', { json: { phone: 573005550102, type: 'firebase' } });
    expectError(reset, 422, m.firebaseUnsupported);
    expect(await t.db.$count(users)).toBe(0);
  });

  it("answers 'Sms not sent!' when the SMS gateway fails, and the unsent code is dead", async () => {
    const sent: OutgoingSms[] = [];
    const mailbox = new DevMailbox();
    const failing: Senders = {
      email: { name: 'test', send: () => Promise.resolve() },
      sms: {
        name: 'test',
        send: (message) => {
          sent.push(message);
          return Promise.reject(new Error('gateway down'));
        },
      },
    };
    const broken = t.freshApp({}, { auth: { senders: failing, mailbox } });
    expectError(await call(broken, 'POST', 'auth/register', { query: { phone: '573005550103' } }), 502, m.smsNotSent);
    expect(sent).toHaveLength(1);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.destination, '573005550103'));
    expect(row!.consumedAt).not.toBeNull();
    const attempt = await call(app, 'POST', 'auth/verify/phone', { json: { verifyId: row!.publicId, verifyCode: sent[0]!.code } });
    expectError(attempt, 422, m.wrongCode);
    expect(t.logs.some((l) => l.msg === 'verification code not sent')).toBe(true);
  });

  it("answers 'Email not sent!' when e-mail delivery fails", async () => {
    const mails: OutgoingEmail[] = [];
    const broken = t.freshApp({}, {
      auth: {
        senders: {
          email: { name: 'test', send: (msg) => (mails.push(msg), Promise.reject(new Error('SMTP not available'))) },
          sms: { name: 'test', send: () => Promise.resolve() },
        },
      },
    });
    expectError(await call(broken, 'POST', 'auth/register', { query: { email: 'nomail@example.com' } }), 502, m.emailNotSent);
    expect(mails).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('by e-mail (A9 → A10): same answer for unknown addresses, then a reset session', async () => {
    await signUpByEmail(app, 'forgot@example.com');
    const asked = await call<{ message: string }>(app, 'POST', 'auth/forgot/email-password', { query: { email: 'forgot@example.com' } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(m.resetCodeSent);
    const unknown = await call<{ message: string }>(app, 'POST', 'auth/forgot/email-password', { query: { email: 'ghost@example.com' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(m.resetCodeSent);
    expect((await call<{ data: unknown[] }>(app, 'GET', 'dev/mailbox', { query: { to: 'ghost@example.com' } })).body.data).toEqual([]);

    const code = await lastCode(app, 'forgot@example.com');
    const other = code === '123456' ? '654321' : '123456';
    const mismatch = await call(app, 'POST', `auth/forgot/email-password/${code}`, { query: { email: 'forgot@example.com', verifyCode: other } });
    expectError(mismatch, 422, m.wrongCode);

    const session = expectSession(
      await call(app, 'POST', `auth/forgot/email-password/${code}`, { query: { email: 'forgot@example.com', verifyCode: code } }),
    );
    expect(session.user.email).toBe('forgot@example.com');
    const [token] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, Number(session.token.split('|')[0])));
    expect(token!.kind).toBe('password_reset');
    expect(token!.passwordResetUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    // The reset session sets a new password without the old one (PR4), then signs in with it.
    const updated = await call(app, 'POST', 'dashboard/user/profile/password/update', {
      token: session.token,
      json: { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(updated.status).toBe(200);
    expectSession(await call(app, 'POST', 'auth/login', { json: { email: 'forgot@example.com', password: 'brand-new-pass' } }));
    expectError(await call(app, 'POST', 'auth/login', { json: { email: 'forgot@example.com', password: PASSWORD } }), 422, m.loginInvalid);
  });

  it('by SMS (auth/forgot/password → confirm)', async () => {
    await signUpByPhone(app, '573009990001');
    const asked = await call<{ data: { verifyId: string } }>(app, 'POST', 'auth/forgot/password', { json: { phone: 573009990001 } });
    expect(asked.status).toBe(200);
    const sms = await lastMessage(app, '573009990001');
    expect(sms.purpose).toBe('phone_password_reset');
    const session = expectSession(
      await call(app, 'POST', 'auth/forgot/password/confirm', { json: { verifyId: asked.body.data.verifyId, verifyCode: sms.code } }),
    );
    expect(session.user.phone).toBe('573009990001');

    // Unknown number: the same shape of answer, no SMS, and its verifyId opens nothing.
    const ghost = await call<{ data: { verifyId: string } }>(app, 'POST', 'auth/forgot/password', { query: { phone: '573009990002' } });
    expect(verificationStarted.parse(ghost.body.data).phone).toBe('573009990002');
    expect((await call<{ data: unknown[] }>(app, 'GET', 'dev/mailbox', { query: { to: '573009990002' } })).body.data).toEqual([]);
    const confirm = await call(app, 'POST', 'auth/forgot/password/confirm', { json: { verifyId: ghost.body.data.verifyId, verifyCode: '123456' } });
    expectError(confirm, 422, m.wrongCode);
  });
});

describe('dev mailbox', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is not mounted when NODE_ENV=production (codes only go to the log)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const production = t.freshApp();
    const reply = await call(production, 'GET', 'dev/mailbox', { query: { to: 'a@example.com' } });
    expectError(reply, 404);
    expect((await call(production, 'POST', 'auth/register', { query: { email: 'prod@example.com' } })).status).toBe(200);
    const logged = t.logs.find((l) => l.to === 'prod@example.com' && l.purpose === 'email_signup');
    expect(logged?.code).toMatch(/^\d{6}$/);
  });
});
