import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  calculateBody, calculateParams, orderMessages as m, orderListQuery, orderParams, orderReviewBody, placeOrderBody,
} from '../../../contract/orders';
import { ApiError } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { OrderRequest, OrderService } from './service';

/** `Idempotency-Key` header and/or body `idempotency_key`: one key (both sent must agree). */
function idempotencyKey(c: Context, fromBody: string | undefined): string | undefined {
  const header = c.req.header('idempotency-key')?.trim() || undefined;
  if (header && header.length > 100) throw new ApiError(422, 'Idempotency-Key is at most 100 characters');
  if (header && fromBody && header !== fromBody) throw new ApiError(422, m.idempotencyKeyMismatch, { idempotency_key: [m.idempotencyKeyMismatch] });
  return header ?? fromBody;
}

/**
 * O1–O4 and O6 (contract §2.9, §2.10), mounted after `requireUser` guards `dashboard/*`: the
 * session is the customer, and a cart or order id never names anything of someone else's (404).
 * O5 (cancel) and the operator side live in lifecycle*.ts.
 */
export function orderRoutes(orders: OrderService) {
  const request = (c: Context<AuthedEnv>): OrderRequest => ({ lang: c.var.lang, imageUrl: c.var.imageUrl });
  const owner = (c: Context<AuthedEnv>) => c.var.session.userId;

  return (
    new Hono<AuthedEnv>()
      // O1
      .post('/dashboard/user/cart/calculate/:id', async (c) => {
        const { id } = readParams(c, calculateParams);
        const body = await readInput(c, calculateBody);
        return ok(c, await orders.calculate(owner(c), id, body));
      })
      // O2: 201 when this call placed the order, 200 when an earlier call with the key did.
      .post('/dashboard/user/orders', async (c) => {
        const body = await readInput(c, placeOrderBody);
        const key = idempotencyKey(c, body.idempotency_key);
        const { order, created } = await orders.place(owner(c), body, key, request(c));
        if (created) c.status(201);
        return ok(c, order);
      })
      // O3
      .get('/dashboard/user/orders/paginate', async (c) => {
        const q = readQuery(c, orderListQuery);
        const { rows, total } = await orders.list(owner(c), q, request(c));
        return paginated(c, rows, { page: q.page, perPage: q.perPage, total }, 'none');
      })
      // O4
      .get('/dashboard/user/orders/:id', async (c) => {
        const { id } = readParams(c, orderParams);
        return ok(c, await orders.show(owner(c), id, request(c)));
      })
      // O6
      .post('/dashboard/user/orders/review/:id', async (c) => {
        const { id } = readParams(c, orderParams);
        const body = await readInput(c, orderReviewBody);
        return ok(c, await orders.review(owner(c), id, body, request(c)));
      })
  );
}
