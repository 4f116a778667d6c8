import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../contract/account-fields';
import type { ApiApp } from '../../server/app';
import { accessTokens, users, verificationCodes } from '../../server/db/schema';
import { createMemoryRateLimiter, RATE_RULES, signInDelayMs } from '../../server/modules/auth/rate-limit';
import { useSeededApp } from '../support/app';
import { call, clearAccounts, expectError, expectSession, lastCode, lastMessage, PASSWORD, signUpByEmail, signUpByPhone } from '../support/auth';

const t = useSeededApp();
let app: ApiApp;

beforeEach(async () => {
  await clearAccounts(t.db);
  app = t.freshApp();
});

const show = (a: ApiApp, init: Parameters<typeof call>[3]) => call(a, 'GET', 'dashboard/user/profile/show', init);
const tokenId = (token: string) => Number(token.split('|')[0]);

/** Starts a phone sign-up and returns its verifyId and code. */
async function phoneCode(a: ApiApp, phone: string) {
  const started = await call<{ data: { verifyId: string } }>(a, 'POST', 'auth/register', { query: { phone } });
  expect(started.status).toBe(200);
  return { verifyId: started.body.data.verifyId, code: await lastCode(a, phone) };
}
const wrongOf = (code: string) => (code === '999999' ? '999998' : '999999');

describe('verification codes', () => {
  it('refuses an expired code with its own message', async () => {
    await call(app, 'POST', 'auth/register', { query: { email: 'slow@example.com' } });
    const code = await lastCode(app, 'slow@example.com');
    await t.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.destination, 'slow@example.com'));
    expectError(await call(app, 'GET', `auth/verify/${code}`, { query: { email: 'slow@example.com' } }), 422, m.codeExpired);
    // Without the e-mail (code only) too.
    expectError(await call(app, 'GET', `auth/verify/${code}`), 422, m.codeExpired);
    const { verifyId, code: sms } = await phoneCode(app, '573004440001');
    await t.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.publicId, verifyId));
    expectError(await call(app, 'POST', 'auth/verify/phone', { json: { verifyId, verifyCode: sms } }), 422, m.codeExpired);
  });

  it('lives otp_expire_time minutes', async () => {
    const { settings } = await import('../../server/db/schema');
    await t.db.update(settings).set({ value: '5' }).where(eq(settings.key, 'otp_expire_time'));
    try {
      const started = await call<{ data: { expires_in: number } }>(app, 'POST', 'auth/register', { query: { email: 'five@example.com' } });
      expect(started.body.data.expires_in).toBe(300);
      const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.destination, 'five@example.com'));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
    } finally {
      await t.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'otp_expire_time'));
    }
  });

  it('is used once', async () => {
    await call(app, 'POST', 'auth/register', { query: { email: 'once@example.com' } });
    const code = await lastCode(app, 'once@example.com');
    expect((await call(app, 'GET', `auth/verify/${code}`)).status).toBe(200);
    expectError(await call(app, 'GET', `auth/verify/${code}`), 422, m.wrongCode);
    expectError(await call(app, 'GET', `auth/verify/${code}`, { query: { email: 'once@example.com' } }), 422, m.wrongCode);

    const { verifyId, code: sms } = await phoneCode(app, '573004440002');
    expectSession(await call(app, 'POST', 'auth/verify/phone', { json: { verifyId, verifyCode: sms } }));
    expectError(await call(app, 'POST', 'auth/verify/phone', { json: { verifyId, verifyCode: sms } }), 422, m.wrongCode);
  });

  it('works for one of two requests that use it at the same moment', async () => {
    await signUpByEmail(app, 'twice@example.com');
    await call(app, 'POST', 'auth/forgot/email-password', { query: { email: 'twice@example.com' } });
    const code = await lastCode(app, 'twice@example.com');
    const confirm = () => call(app, 'POST', `auth/forgot/email-password/${code}`, { query: { email: 'twice@example.com' } });
    const replies = await Promise.all([confirm(), confirm(), confirm()]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const user = (await t.db.select().from(users).where(eq(users.email, 'twice@example.com')))[0]!;
    const resets = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(resets.filter((r) => r.kind === 'password_reset')).toHaveLength(1);
  });

  it('dies after 5 wrong tries: the right code no longer works', async () => {
    const { verifyId, code } = await phoneCode(app, '573004440003');
    for (let i = 1; i <= 4; i++) {
      const reply = await call(app, 'POST', 'auth/verify/phone', { json: { verifyId, verifyCode: wrongOf(code) } });
      expect(expectError(reply, 422, m.wrongCode).params).toEqual({ verifyCode: [m.wrongCode] });
    }
    expectError(await call(app, 'POST', 'auth/verify/phone', { json: { verifyId, verifyCode: wrongOf(code) } }), 429, m.tooManyWrongCodes);
    expectError(await call(app, 'POST', 'auth/verify/phone', { json: { verifyId, verifyCode: code } }), 429, m.tooManyWrongCodes);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.publicId, verifyId));
    expect(row).toMatchObject({ attempts: 5 });
    expect(row!.consumedAt).not.toBeNull();
    expect(await t.db.$count(users)).toBe(0);
  });

  it('counts wrong tries against the code of the e-mail named with A3', async () => {
    await call(app, 'POST', 'auth/register', { query: { email: 'guess@example.com' } });
    const code = await lastCode(app, 'guess@example.com');
    for (let i = 0; i < 4; i++) {
      expectError(await call(app, 'GET', `auth/verify/${wrongOf(code)}`, { query: { email: 'guess@example.com' } }), 422, m.wrongCode);
    }
    expectError(await call(app, 'GET', `auth/verify/${wrongOf(code)}`, { query: { email: 'guess@example.com' } }), 429, m.tooManyWrongCodes);
    expectError(await call(app, 'GET', `auth/verify/${code}`), 422, m.wrongCode);
  });

  it('gets 5 tries in all even when guesses arrive at once', async () => {
    const { verifyId, code } = await phoneCode(app, '573004440004');
    const guesses = Array.from({ length: 12 }, (_, i) => String(100000 + i)).filter((g) => g !== code);
    const replies = await Promise.all(guesses.map((g) => call(app, 'POST', 'auth/verify/phone', { json: { verifyId, verifyCode: g } })));
    expect(replies.filter((r) => r.status === 422)).toHaveLength(4);
    expect(replies.filter((r) => r.status === 429).length).toBe(guesses.length - 4);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.publicId, verifyId));
    expect(row!.attempts).toBe(5);
  });
});

describe('rate limits (429 with Retry-After)', () => {
  it('refuses an (account, address) pair after 5 failed sign-ins, even the right password, until the window ends', async () => {
    let clock = Date.now();
    const limited = t.freshApp({}, { auth: { limiter: createMemoryRateLimiter({ now: () => clock }), sleep: async () => {} } });
    await signUpByEmail(limited, 'victim@example.com');
    await signUpByEmail(limited, 'bystander@example.com');
    for (let i = 0; i < 5; i++) {
      expectError(await call(limited, 'POST', 'auth/login', { json: { email: 'victim@example.com', password: `wrong-${i}` } }), 422, m.loginInvalid);
    }
    const locked = await call(limited, 'POST', 'auth/login', { json: { email: 'victim@example.com', password: PASSWORD } });
    expectError(locked, 429, /^Too many failed sign-in attempts\. Try again in 15 minutes\.$/);
    expect(Number(locked.res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Another account from the same client is not locked.
    expectSession(await call(limited, 'POST', 'auth/login', { json: { email: 'bystander@example.com', password: PASSWORD } }));

    clock += RATE_RULES.loginPair.windowMs + 1;
    expectSession(await call(limited, 'POST', 'auth/login', { json: { email: 'victim@example.com', password: PASSWORD } }));
  });

  it('lets the owner in from another address after a stranger failed many times; only slows the account down (decision 0009)', async () => {
    const waits: number[] = [];
    const proxied = t.freshApp({}, { auth: { trustProxyHops: 1, sleep: async (ms) => void waits.push(ms) } });
    await signUpByEmail(proxied, 'target@example.com');
    const from = (ip: string, password: string) => ({ json: { email: 'target@example.com', password }, headers: { 'X-Forwarded-For': ip } });
    // A stranger at address A: five wrong passwords, then refused (their pair), even with the right one.
    for (let i = 0; i < 5; i++) expectError(await call(proxied, 'POST', 'auth/login', from('203.0.113.66', `guess-${i}`)), 422, m.loginInvalid);
    expectError(await call(proxied, 'POST', 'auth/login', from('203.0.113.66', 'guess-5')), 429, /^Too many failed sign-in attempts/);
    // More strangers at other addresses, five each.
    for (const ip of ['198.51.100.1']) {
      for (let i = 0; i < 5; i++) expectError(await call(proxied, 'POST', 'auth/login', from(ip, `guess-${i}`)), 422, m.loginInvalid);
    }
    expect(waits.length).toBeGreaterThan(0);
    // The owner at address B gets in, after a delay of seconds at most.
    waits.length = 0;
    expectSession(await call(proxied, 'POST', 'auth/login', from('192.0.2.10', PASSWORD)));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual(4_000);
    // Signing in cleared the slow-down; address A is still refused.
    waits.length = 0;
    expectSession(await call(proxied, 'POST', 'auth/login', from('192.0.2.10', PASSWORD)));
    expect(waits).toEqual([]);
    expectError(await call(proxied, 'POST', 'auth/login', from('203.0.113.66', PASSWORD)), 429, /^Too many failed sign-in attempts/);
  });

  it('slows an account down exponentially after five failures, capped at seconds', () => {
    expect([0, 5, 6, 7, 8, 9, 10, 50].map(signInDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 4000]);
  });

  it('limits sign-in attempts per IP (behind a trusted proxy)', async () => {
    const proxied = t.freshApp({}, { auth: { trustProxyHops: 1 } });
    const from = (ip: string) => ({ json: { email: `nobody-${ip}@example.com`, password: 'whatever' }, headers: { 'X-Forwarded-For': `10.9.9.9, ${ip}` } });
    for (let i = 0; i < RATE_RULES.loginIp.limit; i++) {
      // Each attempt names another account, so only the IP limit can stop them.
      const reply = await call(proxied, 'POST', 'auth/login', { ...from('203.0.113.7'), json: { email: `n${i}@example.com`, password: 'whatever' } });
      expect(reply.status).toBe(422);
    }
    expectError(await call(proxied, 'POST', 'auth/login', from('203.0.113.7')), 429, /^Too many sign-in attempts/);
    expectError(await call(proxied, 'POST', 'auth/login', from('203.0.113.8')), 422, m.loginInvalid);
  });

  it('limits sign-ups per IP', async () => {
    for (let i = 0; i < RATE_RULES.registerIp.limit; i++) {
      expect((await call(app, 'POST', 'auth/register', { query: { email: `mass${i}@example.com` } })).status).toBe(200);
    }
    expectError(await call(app, 'POST', 'auth/register', { query: { email: 'one-more@example.com' } }), 429, /^Too many sign-up attempts/);
  });

  it('limits codes sent to one address', async () => {
    for (let i = 0; i < RATE_RULES.codeSendDestination.limit; i++) {
      expect((await call(app, 'POST', 'auth/resend-verify', { query: { email: 'flood@example.com' } })).status).toBe(200);
    }
    const reply = await call(app, 'POST', 'auth/resend-verify', { query: { email: 'flood@example.com' } });
    expectError(reply, 429, /^Too many verification codes requested/);
    expect(reply.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(app, 'POST', 'auth/forgot/email-password', { query: { email: 'flood@example.com' } })).status).toBe(429);
  });

  it('limits code checks per IP', async () => {
    for (let i = 0; i < RATE_RULES.codeVerifyIp.limit; i++) {
      expectError(await call(app, 'GET', `auth/verify/${100000 + i}`), 422, m.wrongCode);
    }
    expectError(await call(app, 'GET', 'auth/verify/123456'), 429, /^Too many verification attempts/);
  });
});

describe('access tokens and requireUser', () => {
  const unauthorized = (reply: Awaited<ReturnType<typeof call>>) => {
    const body = expectError(reply, 401, m.unauthorized);
    expect(body).toEqual({ status: false, statusCode: 'ERROR_401', message: 'Unauthorized' });
    expect(reply.res.headers.get('www-authenticate')).toBe('Bearer');
  };

  it('answers the contract 401 without a token or with a malformed or unknown one', async () => {
    const session = await signUpByEmail(app, 'tok@example.com');
    unauthorized(await show(app, {}));
    unauthorized(await show(app, { authorization: 'Bearer' }));
    unauthorized(await show(app, { authorization: session.token }));
    unauthorized(await show(app, { authorization: `Basic ${session.token}` }));
    const [id, secret] = session.token.split('|') as [string, string];
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    unauthorized(await show(app, { authorization: `Bearer ${id}|${flipped}` }));
    unauthorized(await show(app, { authorization: `Bearer ${Number(id) + 100}|${secret}` }));
    // Unknown dashboard paths are guarded too.
    unauthorized(await call(app, 'GET', 'dashboard/user/anything', {}));
  });

  it('accepts the header as clients send it: any-case scheme, or left percent-encoded by a cookie library', async () => {
    const session = await signUpByEmail(app, 'case@example.com');
    expect((await show(app, { authorization: `bearer ${session.token}` })).status).toBe(200);
    expect((await show(app, { authorization: `Bearer%20${session.token.replace('|', '%7C')}` })).status).toBe(200);
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, tokenId(session.token)));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('stops working after 7 days', async () => {
    const session = await signUpByEmail(app, 'old@example.com');
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, tokenId(session.token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 3600_000);
    await t.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.id, tokenId(session.token)));
    unauthorized(await show(app, { token: session.token }));
  });

  it('stops working when the account is blocked', async () => {
    const session = await signUpByEmail(app, 'blocked@example.com');
    await t.db.update(users).set({ active: false }).where(eq(users.id, session.user.id));
    unauthorized(await show(app, { token: session.token }));
  });

  it('logout (auth/logout) revokes the presented token only', async () => {
    await signUpByEmail(app, 'out@example.com');
    const laptop = expectSession(await call(app, 'POST', 'auth/login', { json: { email: 'out@example.com', password: PASSWORD } }));
    const phone = expectSession(await call(app, 'POST', 'auth/login', { json: { email: 'out@example.com', password: PASSWORD } }));
    expect((await show(app, { token: laptop.token })).status).toBe(200);
    expect((await call(app, 'POST', 'auth/logout', { token: laptop.token })).status).toBe(200);
    unauthorized(await show(app, { token: laptop.token }));
    expect((await show(app, { token: phone.token })).status).toBe(200);
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, tokenId(laptop.token)));
    expect(row!.revokedAt).not.toBeNull();
    // Idempotent: again, or with no token at all.
    expect((await call(app, 'POST', 'auth/logout', { token: laptop.token })).status).toBe(200);
    expect((await call(app, 'POST', 'auth/logout')).status).toBe(200);
  });

  it('public endpoints ignore a stale token (no 401 while browsing, contract §1.7)', async () => {
    const reply = await call(app, 'GET', 'rest/settings', { authorization: 'Bearer 1|stale-token-that-does-not-exist-anymore-xx' });
    expect(reply.status).toBe(200);
  });

  it('phone accounts work the same way', async () => {
    const session = await signUpByPhone(app, '573004440005');
    expect((await show(app, { token: session.token })).status).toBe(200);
    const sms = await lastMessage(app, '573004440005');
    expect(sms.channel).toBe('sms');
  });
});
