import { Hono } from 'hono';
import { lifecycleMessages as m, orderCancelQuery, orderIdParams, type OrderStatusChanged } from '../../../contract/order-lifecycle';
import type { Database } from '../../db/client';
import { readParams } from '../../http/input';
import { ok } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import { moveOrder } from './lifecycle';

/**
 * O5 `POST dashboard/user/orders/{id}/status/change?status=canceled`: the customer cancels their
 * own order while it is `new` (contract §2.10). Another customer's order is "not found"; a later
 * status is a 422 saying it can no longer be canceled. Stock, coupon and a wallet payment come
 * back in the same transaction (lifecycle.ts).
 */
export function orderLifecycleRoutes(db: Database) {
  return new Hono<AuthedEnv>().post('/dashboard/user/orders/:id/status/change', async (c) => {
    const { id } = readParams(c, orderIdParams);
    await readInput(c, orderCancelQuery);
    const userId = c.var.session.userId;
    const moved = await moveOrder(db, {
      orderId: id,
      to: 'canceled',
      by: userId,
      ownerId: userId,
      onlyFrom: { statuses: ['new'], message: m.cancelOnlyNew },
    });
    const answer: OrderStatusChanged = { id, status: moved?.status ?? 'canceled' };
    return ok(c, answer);
  });
}
