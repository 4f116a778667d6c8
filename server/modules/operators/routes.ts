import { Hono } from 'hono';
import {
  operatorOrderQuery, operatorOrderStatusBody, operatorRefundDecisionBody, operatorRefundQuery,
} from '../../../contract/operators';
import { orderIdParams } from '../../../contract/order-lifecycle';
import type { Database } from '../../db/client';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { I18nService } from '../i18n/service';
import { moveOrder } from '../orders/lifecycle';
import type { RefundService } from '../refunds/service';
import { createOperatorQueries } from './order-queries';

/**
 * Operator endpoints, a Comanda extension (listed in contract/operators.ts). Mounted behind
 * `requireUser` and `requireOperator` (server/app.ts): only accounts with the `admin` role.
 */
export function operatorRoutes(db: Database, i18n: I18nService, refunds: RefundService) {
  const queries = createOperatorQueries({ db, i18n });
  return (
    new Hono<AuthedEnv>()
      .get('/dashboard/admin/orders/paginate', async (c) => {
        const q = readQuery(c, operatorOrderQuery);
        const { rows, total } = await queries.listOrders(q, q.status, c.var.lang);
        return paginated(c, rows, { page: q.page, perPage: q.perPage, total }, 'none');
      })
      .get('/dashboard/admin/orders/:id', async (c) => {
        const { id } = readParams(c, orderIdParams);
        return ok(c, await queries.orderDetail(id, c.var.lang));
      })
      // A validated move (lifecycle.ts); an invalid one is a 422 saying why.
      .post('/dashboard/admin/orders/:id/status', async (c) => {
        const { id } = readParams(c, orderIdParams);
        const { status } = await readInput(c, operatorOrderStatusBody);
        await moveOrder(db, { orderId: id, to: status, by: c.var.session.userId });
        return ok(c, await queries.orderDetail(id, c.var.lang));
      })
      .get('/dashboard/admin/order-refunds/paginate', async (c) => {
        const q = readQuery(c, operatorRefundQuery);
        const { rows, total } = await refunds.listAll(q, q.status);
        return paginated(c, await queries.refundViews(rows, c.var.lang), { page: q.page, perPage: q.perPage, total }, 'none');
      })
      .post('/dashboard/admin/order-refunds/:id/status', async (c) => {
        const { id } = readParams(c, orderIdParams);
        const decision = await readInput(c, operatorRefundDecisionBody);
        const row = await refunds.decide(id, decision);
        const [view] = await queries.refundViews([row], c.var.lang);
        return ok(c, view);
      })
  );
}
