import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../../../contract/account-fields';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { CLEAR_SESSION_COOKIE, requestCredential } from './session-cookie';
import { resolveToken, type Session } from './tokens';

/** Routes behind `requireUser` read the session from `c.var.session`. */
export type AuthedEnv = { Variables: AppEnv['Variables'] & { session: Session } };

/**
 * Guards every `dashboard/*` route (mounted once in server/app.ts, so a new dashboard route
 * cannot forget it): `Authorization: Bearer {id}|{secret}` exactly as contract clients send it,
 * or the storefront's HttpOnly session cookie from its own pages (session-cookie.ts).
 * Missing, unknown, expired or revoked tokens and blocked accounts get the contract's 401 body
 * (`{status:false, statusCode, message:"Unauthorized"}`), which makes clients sign out (§1.7).
 */
export function createRequireUser(
  db: Database,
  now: () => Date = () => new Date(),
  publicUrl?: string,
): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const result = await resolveToken(db, requestCredential(c, publicUrl), now());
    if ('rejected' in result) {
      c.var.log.debug({ reason: result.rejected, path: c.req.path }, 'request without a valid session');
      // A dead session cookie goes with the answer; the page's script could not remove it.
      const cookieRejected = !c.req.header('authorization') && Boolean(requestCredential(c, publicUrl));
      throw new ApiError(401, authMessages.unauthorized, undefined, {
        'WWW-Authenticate': 'Bearer',
        ...(cookieRejected ? { 'Set-Cookie': CLEAR_SESSION_COOKIE } : {}),
      });
    }
    c.set('session', result.session);
    await next();
  };
}
