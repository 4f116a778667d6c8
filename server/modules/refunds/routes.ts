import { Hono } from 'hono';
import { refundCreateBody, refundListQuery } from '../../../contract/refunds';
import { readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { RefundService } from './service';

/**
 * RF1 and RF2 (contract §2.15): the signed-in customer's refund requests. Mounted behind
 * `requireUser`; the session is the owner, an order of anyone else is "not found".
 */
export function refundRoutes(refunds: RefundService) {
  return (
    new Hono<AuthedEnv>()
      // RF1 (clients read only the status; ours get the refund).
      .post('/dashboard/user/order-refunds', async (c) => {
        const body = await readInput(c, refundCreateBody);
        return ok(c, await refunds.request(c.var.session.userId, body, c.var.lang));
      })
      // RF2
      .get('/dashboard/user/order-refunds/paginate', async (c) => {
        const page = readQuery(c, refundListQuery);
        const { rows, total } = await refunds.listOwn(c.var.session.userId, page, c.var.lang);
        return paginated(c, rows, { ...page, total }, 'none');
      })
  );
}
