import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { operatorMessages } from '../../../contract/operators';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { AuthedEnv } from '../auth/require-user';

/** The role of the marketplace's operators (the seeded demo operator has it, see the README). */
export const OPERATOR_ROLE = 'admin';

/**
 * Guards `dashboard/admin/*` (mounted once in server/app.ts, after `requireUser`, so a visitor
 * already got 401): the session's account must have the `admin` role, else 403 with a readable
 * message. The role is read on every call, so taking it away takes effect at once.
 */
export function createRequireOperator(db: Database): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, c.var.session.userId));
    if (user?.role !== OPERATOR_ROLE) throw new ApiError(403, operatorMessages.forbidden);
    await next();
  };
}
