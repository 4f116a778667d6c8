import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { transactionBody, transactionParams } from '../../../contract/payments';
import { orderMessages as m } from '../../../contract/orders';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { readParams } from '../../http/input';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { OrderService } from '../orders/service';
import { activePayments } from './payments';

/**
 * PAY4 `GET rest/payments` (public) and PAY1 `POST payments/order/{id}/transactions`. `payments/*`
 * is outside `dashboard/*`, so it gets the same `requireUser` guard here, before its routes.
 */
export function paymentRoutes(db: Database, orders: OrderService, requireUser: MiddlewareHandler<AuthedEnv>) {
  const pay = new Hono<AuthedEnv>()
    .use('/payments/*', requireUser)
    .post('/payments/order/:id/transactions', async (c: Context<AuthedEnv>) => {
      const { id } = readParams(c, transactionParams);
      const { payment_sys_id } = await readInput(c, transactionBody);
      if (payment_sys_id === undefined) throw new ApiError(422, m.choosePayment, { payment_sys_id: [m.choosePayment] });
      return ok(c, await orders.pay(c.var.session.userId, id, payment_sys_id, { lang: c.var.lang, imageUrl: c.var.imageUrl }));
    });
  const list = new Hono<AppEnv>().get('/rest/payments', async (c) => ok(c, await activePayments(db)));
  return { list, pay };
}
