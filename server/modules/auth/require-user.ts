import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../../../contract/account-fields';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { resolveToken, type Session } from './tokens';

/** Routes behind `requireUser` read the session from `c.var.session`. */
export type AuthedEnv = { Variables: AppEnv['Variables'] & { session: Session } };

/**
 * Guards every `dashboard/*` route (mounted once in server/app.ts, so a new dashboard route
 * cannot forget it): `Authorization: Bearer {id}|{secret}` exactly as contract clients send it.
 * Missing, unknown, expired or revoked tokens and blocked accounts get the contract's 401 body
 * (`{status:false, statusCode, message:"Unauthorized"}`), which makes clients sign out (§1.7).
 */
export function createRequireUser(db: Database, now: () => Date = () => new Date()): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const result = await resolveToken(db, c.req.header('authorization'), now());
    if ('rejected' in result) {
      c.var.log.debug({ reason: result.rejected, path: c.req.path }, 'request without a valid session');
      throw new ApiError(401, authMessages.unauthorized, undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    c.set('session', result.session);
    await next();
  };
}
