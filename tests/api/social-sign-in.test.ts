import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../contract/account-fields';
import { referralMessages } from '../../contract/account-messages';
import { profileUser } from '../../contract/profile';
import { socialAuthMessages as m, socialAuthorization, type SocialProviderName } from '../../contract/social-auth';
import type { ApiApp } from '../../server/app';
import { accessTokens, socialAuthRequests, userIdentities, users } from '../../server/db/schema';
import type { SocialConfig } from '../../server/modules/auth/social/config';
import { useSeededApp } from '../support/app';
import { call, clearAccounts, expectError, expectSession, PASSWORD, signUpByEmail, type Reply } from '../support/auth';
import { startMockProvider, type MockProvider } from '../support/social-provider';

// Social sign-in (A7/A8 and the authorize/providers extensions) against a local OpenID Connect
// provider that plays Google, Apple and Facebook (each with its own client id).
const t = useSeededApp();
let provider: MockProvider;
let social: SocialConfig;
let app: ApiApp;

beforeAll(async () => {
  provider = await startMockProvider({ sub: 'g-1' }, { plainOAuthClients: ['facebook-client'] });
  social = {
    google: { clientId: 'google-client', clientSecret: 'google-secret', issuer: provider.issuer },
    apple: { clientId: 'apple-client', clientSecret: 'apple-secret', issuer: provider.issuer },
    facebook: {
      clientId: 'facebook-client',
      clientSecret: 'facebook-secret',
      authorizationUrl: `${provider.issuer}/authorize`,
      tokenUrl: `${provider.issuer}/token`,
      userinfoUrl: `${provider.issuer}/userinfo`,
    },
  };
});
afterAll(async () => {
  await provider?.stop();
});

beforeEach(async () => {
  await clearAccounts(t.db);
  await t.db.delete(socialAuthRequests);
  provider.person = { sub: 'g-1', email: 'ana@gmail.test', email_verified: true, given_name: 'Ana', family_name: 'Restrepo' };
  app = t.freshApp({}, { auth: { social } });
});

const REDIRECT = (p: SocialProviderName) => `http://shop.test/auth/${p}/callback`;

async function authorize(a: ApiApp, p: SocialProviderName) {
  const reply = await call<{ data: unknown }>(a, 'POST', `auth/${p}/authorize`, { json: { redirect_uri: REDIRECT(p) } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return socialAuthorization.parse(reply.body.data);
}

/** What the provider sends the browser back with (the mock answers at once, no login screen). */
async function visitProvider(authorizationUrl: string) {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, back };
}

/** The whole flow: authorize → provider → callback. */
async function signIn(p: SocialProviderName = 'google', extra: Record<string, unknown> = {}, a = app): Promise<Reply> {
  const started = await authorize(a, p);
  const { code, state } = await visitProvider(started.authorization_url);
  return call(a, 'POST', `auth/${p}/callback`, { json: { code, state, ...extra } });
}

describe('providers', () => {
  it('lists only the configured providers', async () => {
    const none = await call<{ data: string[] }>(t.freshApp(), 'GET', 'auth/providers');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    const googleOnly = await call<{ data: string[] }>(t.freshApp({}, { auth: { social: { google: social.google! } } }), 'GET', 'auth/providers');
    expect(googleOnly.body.data).toEqual(['google']);
    const all = await call<{ data: string[] }>(app, 'GET', 'auth/providers');
    expect(all.body.data).toEqual(['google', 'facebook', 'apple']);
  });

  it('an unknown or unconfigured provider is a 404 on every step', async () => {
    expectError(await call(app, 'POST', 'auth/twitter/authorize', { json: { redirect_uri: REDIRECT('google') } }), 404, m.providerDisabled);
    expectError(await call(app, 'POST', 'auth/twitter/callback', { json: { code: 'x', state: 'y' } }), 404, m.providerDisabled);
    const googleOnly = t.freshApp({}, { auth: { social: { google: social.google! } } });
    expectError(await call(googleOnly, 'POST', 'auth/facebook/authorize', { json: { redirect_uri: REDIRECT('facebook') } }), 404);
    expectError(await call(googleOnly, 'POST', 'auth/apple/callback', { json: { code: 'x', state: 'y' } }), 404);
  });
});

describe('authorize', () => {
  it('answers the provider URL with state, nonce and an S256 PKCE challenge, and keeps only the state hash', async () => {
    const started = await authorize(app, 'google');
    const url = new URL(started.authorization_url);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'google-client',
      redirect_uri: REDIRECT('google'),
      response_type: 'code',
      scope: 'openid email profile',
      state: started.state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(started.expires_in).toBe(600);
    const rows = await t.db.select().from(socialAuthRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.stateHash).not.toBe(started.state);
  });

  it('Apple is asked for name and e-mail by form post', async () => {
    const url = new URL((await authorize(app, 'apple')).authorization_url);
    expect(url.searchParams.get('scope')).toBe('openid email name');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
  });

  it('refuses a redirect_uri on another site', async () => {
    for (const redirect_uri of ['http://evil.test/auth/google/callback', 'https://shop.test/auth/google/callback', 'nope']) {
      const reply = expectError(await call(app, 'POST', 'auth/google/authorize', { json: { redirect_uri } }), 422);
      expect(reply.params?.redirect_uri, redirect_uri).toBeDefined();
    }
    // With PUBLIC_URL only that origin counts.
    const behindProxy = t.freshApp({}, { publicUrl: 'https://shop.example', auth: { social } });
    expectError(await call(behindProxy, 'POST', 'auth/google/authorize', { json: { redirect_uri: REDIRECT('google') } }), 422, m.redirectUriNotAllowed);
    const ok = await call(behindProxy, 'POST', 'auth/google/authorize', { json: { redirect_uri: 'https://shop.example/auth/google/callback' } });
    expect(ok.status).toBe(200);
  });

  it('a provider that does not answer is a 502 with a message', async () => {
    const down = t.freshApp({}, { auth: { social: { google: { ...social.google!, issuer: 'http://127.0.0.1:9' } } } });
    expectError(await call(down, 'POST', 'auth/google/authorize', { json: { redirect_uri: REDIRECT('google') } }), 502, m.providerUnavailable);
  });

  it('counts against the sign-in limit per IP', async () => {
    for (let i = 0; i < 30; i++) expect((await call(app, 'POST', 'auth/google/authorize', { json: { redirect_uri: REDIRECT('google') } })).status).toBe(200);
    const limited = expectError(await call(app, 'POST', 'auth/google/authorize', { json: { redirect_uri: REDIRECT('google') } }), 429);
    expect(limited.message).toMatch(/Too many sign-in attempts/);
  });
});

describe('callback (A7 Google)', () => {
  it('a first sign-in makes an account without a password, e-mail confirmed, and a working token', async () => {
    const session = expectSession(await signIn('google'));
    expect(session.token_type).toBe('Bearer');
    expect(session.access_token).toBe(session.token);
    expect(session.user).toMatchObject({ email: 'ana@gmail.test', firstname: 'Ana', lastname: 'Restrepo', empty_p: true, active: true });
    expect(session.user.email_verified_at).not.toBeNull();
    const show = await call<{ data: unknown }>(app, 'GET', 'dashboard/user/profile/show', { authorization: `Bearer ${session.token}` });
    expect(show.status).toBe(200);
    expect(profileUser.parse(show.body.data).id).toBe(session.user.id);
    const [identity] = await t.db.select().from(userIdentities);
    expect(identity).toMatchObject({ provider: 'google', subject: 'g-1', userId: session.user.id });
    const [token] = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, session.user.id));
    expect(token!.kind).toBe('register');
  });

  it('the next sign-in finds the same account by subject, even with another e-mail', async () => {
    const first = expectSession(await signIn('google'));
    provider.person = { ...provider.person, email: 'ana.new@gmail.test' };
    const second = expectSession(await signIn('google'));
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('links an existing account by a confirmed e-mail; its password keeps working', async () => {
    const existing = await signUpByEmail(app, 'ana@gmail.test');
    const session = expectSession(await signIn('google'));
    expect(session.user.id).toBe(existing.user.id);
    expect(session.user.empty_p).toBe(false);
    expectSession(await call(app, 'POST', 'auth/login', { json: { email: 'ana@gmail.test', password: PASSWORD } }));
  });

  it('takes over a pending e-mail sign-up of that address', async () => {
    expect((await call(app, 'POST', 'auth/register', { query: { email: 'ana@gmail.test' } })).status).toBe(200);
    const session = expectSession(await signIn('google'));
    expect(session.user).toMatchObject({ email: 'ana@gmail.test', firstname: 'Ana', empty_p: true });
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('refuses an e-mail the provider has not confirmed, and makes no account', async () => {
    provider.person = { ...provider.person, email_verified: false };
    const error = expectError(await signIn('google'), 422, m.emailUnverified);
    expect(error.params?.email).toEqual([m.emailUnverified]);
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a blocked account', async () => {
    const first = expectSession(await signIn('google'));
    await t.db.update(users).set({ active: false }).where(eq(users.id, first.user.id));
    expectError(await signIn('google'), 403, authMessages.userBlocked);
  });

  it('refuses an unknown, replayed, expired or other provider\'s state', async () => {
    expectError(await call(app, 'POST', 'auth/google/callback', { json: { code: 'c', state: 'never-issued' } }), 422, m.stateInvalid);

    const started = await authorize(app, 'google');
    const { code, state } = await visitProvider(started.authorization_url);
    expectSession(await call(app, 'POST', 'auth/google/callback', { json: { code, state } }));
    expectError(await call(app, 'POST', 'auth/google/callback', { json: { code, state } }), 422, m.stateInvalid);

    const fromApple = await authorize(app, 'apple');
    const appleBack = await visitProvider(fromApple.authorization_url);
    expectError(await call(app, 'POST', 'auth/google/callback', { json: appleBack }), 422, m.stateInvalid);

    let now = new Date();
    const clocked = t.freshApp({}, { auth: { social, now: () => now } });
    const late = await authorize(clocked, 'google');
    const lateBack = await visitProvider(late.authorization_url);
    now = new Date(now.getTime() + 10 * 60_000 + 1);
    expectError(await call(clocked, 'POST', 'auth/google/callback', { json: lateBack }), 422, m.stateInvalid);
  });

  it('refuses an ID token with a wrong nonce, audience, issuer or expiry, or a forged signature', async () => {
    const edits: Array<(claims: Record<string, unknown>) => void> = [
      (c) => (c.nonce = 'not-the-one-we-sent'),
      (c) => (c.aud = 'another-client'),
      (c) => (c.iss = 'http://127.0.0.1:1'),
      (c) => {
        c.iat = Math.floor(Date.now() / 1000) - 7200;
        c.exp = Math.floor(Date.now() / 1000) - 3600;
      },
    ];
    for (const edit of edits) {
      provider.tamper(edit);
      expectError(await signIn('google'), 422, m.tokenInvalid);
    }
    // Right claims, signed with a key the provider does not publish.
    const forger = await startMockProvider(provider.person);
    try {
      const started = await authorize(app, 'google');
      const nonce = new URL(started.authorization_url).searchParams.get('nonce')!;
      const { code, state } = await visitProvider(started.authorization_url);
      const forged = await forger.server.issuer.buildToken({
        scopesOrTransform: (_header, payload) => Object.assign(payload, { iss: provider.issuer, aud: 'google-client', sub: 'g-1', nonce }),
      });
      provider.server.service.once('beforeResponse', (response: { body: Record<string, unknown> }) => {
        response.body.id_token = forged;
      });
      expectError(await call(app, 'POST', 'auth/google/callback', { json: { code, state } }), 422, m.tokenInvalid);
    } finally {
      await forger.stop();
    }
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('a code the provider refuses is a 422; a provider error is a 502', async () => {
    provider.server.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.body = { error: 'invalid_grant', error_description: 'code already used' };
      response.statusCode = 400;
    });
    expectError(await signIn('google'), 422, m.providerRefused);
    provider.server.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.body = { error: 'server_error' };
      response.statusCode = 503;
    });
    expectError(await signIn('google'), 502, m.providerUnavailable);
  });

  it('refuses the Firebase-era body {name, email, id} without a code, saying what to send', async () => {
    const error = expectError(
      await call(app, 'POST', 'auth/google/callback', { json: { name: 'Ana', email: 'ana@gmail.test', id: 'firebase-uid' } }),
      422,
      m.codeRequired,
    );
    expect(error.params).toMatchObject({ code: ['Required'], state: ['Required'] });
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('records the referral of a new account', async () => {
    const referrer = await signUpByEmail(app, 'friend@example.com');
    const session = expectSession(await signIn('google', { referral: referrer.user.my_referral.toLowerCase() }));
    const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row!.referredById).toBe(referrer.user.id);
  });

  it('refuses an unknown referral code for a new account (field referral, nothing written); an existing account ignores it', async () => {
    const refused = expectError(await signIn('google', { referral: 'NOSUCHCODE' }), 422, referralMessages.unknownCode);
    expect(refused.params).toEqual({ referral: [referralMessages.unknownCode] });
    expect(await t.db.select().from(users)).toHaveLength(0);
    expect(await t.db.select().from(userIdentities)).toHaveLength(0);
    // Cleared, the sign-up goes through; the same person signing in again with a bad code is let in.
    const made = expectSession(await signIn('google', { referral: '' }));
    const again = expectSession(await signIn('google', { referral: 'NOSUCHCODE' }));
    expect(again.user.id).toBe(made.user.id);
  });
});

describe('callback (A7 Apple, A8 Facebook)', () => {
  it('Apple: "true" as a string counts as confirmed; the name comes from the form post', async () => {
    provider.person = { sub: 'apple-1', email: 'x7@privaterelay.test', email_verified: 'true' };
    const session = expectSession(await signIn('apple', { firstname: 'Lucía', lastname: 'Pérez' }));
    expect(session.user).toMatchObject({ email: 'x7@privaterelay.test', firstname: 'Lucía', lastname: 'Pérez', empty_p: true });
  });

  it('Facebook: code + PKCE, then Graph `me`; the e-mail is not kept and never links', async () => {
    provider.person = { sub: 'fb-1', email: 'ana@facebook.test', given_name: 'Ana', family_name: 'Gómez', name: 'Ana Gómez' };
    const started = await authorize(app, 'facebook');
    const url = new URL(started.authorization_url);
    expect(url.searchParams.get('scope')).toBe('email public_profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const { code, state } = await visitProvider(started.authorization_url);
    const session = expectSession(await call(app, 'POST', 'auth/facebook/callback', { json: { code, state } }));
    expect(session.user).toMatchObject({ email: null, firstname: 'Ana', lastname: 'Gómez', empty_p: true });
    expect(expectSession(await signIn('facebook')).user.id).toBe(session.user.id);

    // An address a completed account already has: told to sign in to that account instead.
    await signUpByEmail(app, 'luis@facebook.test');
    provider.person = { sub: 'fb-2', email: 'luis@facebook.test', name: 'Luis' };
    expectError(await signIn('facebook'), 422, m.emailInUse);
  });
});
