import type { Context } from 'hono';
import { Hono } from 'hono';
import { authMessages as m } from '../../../contract/account-fields';
import {
  afterVerifyBody, forgotEmailConfirmParams, forgotEmailConfirmQuery, forgotEmailQuery, forgotPasswordBody,
  forgotPasswordConfirmBody, loginBody, phoneLoginBody, phoneLoginSendCodeBody, signupStartInput, verifyEmailParams, verifyEmailQuery, verifyPhoneBody,
  type AuthSession,
} from '../../../contract/auth';
import { profileShowQuery } from '../../../contract/profile';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { readJson, readParams, readQuery } from '../../http/input';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { clientIp } from './client-ip';
import { readBody, readInput } from './input';
import type { AuthService, RequestContext, SessionGrant } from './service';
import { resolveToken } from './tokens';
import type { UserViews } from './user-view';

export type AuthRouteDeps = {
  db: Database;
  auth: AuthService;
  views: UserViews;
  trustProxyHops: number;
  now: () => Date;
};

export function requestContext<E extends AppEnv>(c: Context<E>, trustProxyHops: number): RequestContext {
  return { ip: clientIp(c, trustProxyHops), userAgent: c.req.header('user-agent'), log: c.var.log, lang: c.var.lang };
}

/**
 * The Foodyman clients' phone flows verify the number with Firebase in the browser and send only
 * `{phone, type: "firebase"}`; the server never sees proof, so trusting it would let anyone take
 * any number's account. Such a request gets a 422 that says what to send instead.
 */
async function rejectFirebaseOnly(c: Context<AppEnv>) {
  const body = await readBody(c);
  const query = c.req.query();
  if ((body.type ?? query.type) === 'firebase' && !(body.verifyId ?? query.verifyId)) {
    throw new ApiError(422, m.firebaseUnsupported, { verifyId: [m.required], verifyCode: [m.required] });
  }
}

/** The answer of every sign-in (A1, A5–A8, A10, A11): the token twice and the contract User. */
export async function sessionAnswer(c: Context<AppEnv>, views: UserViews, grant: SessionGrant) {
  const { currency_id } = readQuery(c, profileShowQuery);
  const body: AuthSession = {
    access_token: grant.token,
    token_type: 'Bearer',
    token: grant.token,
    expires_at: grant.expiresAt.toISOString(),
    user: await views.view(grant.user, { imageUrl: c.var.imageUrl, currencyId: currency_id, lang: c.var.lang }),
  };
  return ok(c, body);
}

/** Auth (contract §2.1): every path is public; answers are never cached. */
export function authRoutes(deps: AuthRouteDeps) {
  const { auth, views } = deps;
  const ctx = (c: Context<AppEnv>) => requestContext(c, deps.trustProxyHops);

  const session = (c: Context<AppEnv>, grant: SessionGrant) => sessionAnswer(c, views, grant);

  return (
    new Hono<AppEnv>()
      // A1
      // Passwords only ever travel in the body (never in a URL that proxies log).
      .post('/auth/login', async (c) => session(c, await auth.login(await readJson(c, loginBody), ctx(c))))
      // Comanda extension: phone sign-in with a code (same answer whether or not the number has an account).
      .post('/auth/login/phone/send-code', async (c) => {
        const { phone } = await readInput(c, phoneLoginSendCodeBody);
        return ok(c, await auth.sendLoginCode(phone, ctx(c)));
      })
      .post('/auth/login/phone', async (c) => session(c, await auth.loginWithPhoneCode(await readInput(c, phoneLoginBody), ctx(c))))
      // A2: query `email` (or `phone`), empty body.
      .post('/auth/register', async (c) => ok(c, await auth.startSignup(await readInput(c, signupStartInput), ctx(c))))
      // A4
      .post('/auth/resend-verify', async (c) => ok(c, await auth.startSignup(await readInput(c, signupStartInput), ctx(c), true)))
      // A3
      .get('/auth/verify/:code', async (c) => {
        const { code } = readParams(c, verifyEmailParams);
        const bind = readQuery(c, verifyEmailQuery);
        return ok(c, await auth.verifyEmail(code, bind, ctx(c)));
      })
      // A5
      .post('/auth/after-verify', async (c) => session(c, await auth.completeEmailSignup(await readJson(c, afterVerifyBody), ctx(c))))
      // A6
      .post('/auth/verify/phone', async (c) => {
        await rejectFirebaseOnly(c);
        return session(c, await auth.verifyPhone(await readInput(c, verifyPhoneBody), ctx(c)));
      })
      // A11 (server-side SMS instead of Firebase)
      .post('/auth/forgot/password', async (c) => {
        const { phone } = await readInput(c, forgotPasswordBody);
        return ok(c, await auth.forgotPasswordByPhone(phone, ctx(c)));
      })
      .post('/auth/forgot/password/confirm', async (c) => {
        await rejectFirebaseOnly(c);
        return session(c, await auth.confirmPhoneReset(await readInput(c, forgotPasswordConfirmBody), ctx(c)));
      })
      // A9: the client shows `message`.
      .post('/auth/forgot/email-password', async (c) => {
        const { email } = await readInput(c, forgotEmailQuery);
        await auth.forgotPasswordByEmail(email, ctx(c));
        c.header('Cache-Control', 'no-store');
        return c.json({ status: true, message: m.resetCodeSent, timestamp: new Date().toISOString(), data: { email } });
      })
      // A10: path = the code; `verifyCode` (the same code) and `email` in the query.
      .post('/auth/forgot/email-password/:code', async (c) => {
        const { code } = readParams(c, forgotEmailConfirmParams);
        const { email, verifyCode } = await readInput(c, forgotEmailConfirmQuery);
        if (verifyCode !== undefined && verifyCode !== code) {
          throw new ApiError(422, m.wrongCode, { verifyCode: [m.wrongCode] });
        }
        return session(c, await auth.confirmEmailReset(email, code, ctx(c)));
      })
      // Comanda extension: the contract's clients only drop their cookie; ours also ends the token.
      // Idempotent: an unknown or already ended token is not an error.
      .post('/auth/logout', async (c) => {
        const result = await resolveToken(deps.db, c.req.header('authorization'), deps.now());
        if ('session' in result) await auth.logout(result.session.tokenId);
        return ok(c, { logged_out: true });
      })
  );
}
