import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import {
  operatorParcelQuery, operatorParcelStatusBody, parcelCancelQuery, parcelCreateBody, parcelListQuery, parcelMessages as m,
  parcelParams, parcelPriceQuery, parcelReviewBody, parcelTransactionBody, type ParcelPrice,
} from '../../../contract/parcels';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { num, ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import { convertAmount, fromCents } from '../currencies/convert';
import type { I18nService } from '../i18n/service';
import { findCurrency } from '../orders/queries';
import { moveParcel } from './lifecycle';
import { listParcelTypes, parcelPriceCents, requireParcelType, requireServedPoints } from './pricing';
import { createParcel, pageParcelIds, parcelViews, payOwnParcel, reviewParcel } from './service';

/**
 * Parcels as server/app.ts mounts them: PC1/PC2 public (`rest/*`), PC3–PC7 for the signed-in
 * customer (`dashboard/*` is guarded by the app), PAY2 (`payments/*`, guarded here), and the
 * operator's list and status moves (`dashboard/admin/*`, guarded by the app's requireOperator).
 */
export function parcelRoutes(deps: { db: Database; i18n: I18nService; requireUser: MiddlewareHandler<AuthedEnv>; now?: (() => Date) | undefined }) {
  const { db, i18n } = deps;
  const now = deps.now ?? (() => new Date());
  const ctxOf = async (c: { var: Pick<AppEnv['Variables'], 'lang' | 'imageUrl'> }) => ({ lang: c.var.lang, fallbackLocale: await i18n.defaultLocale(), imageUrl: c.var.imageUrl });
  const owner = (c: Context<AuthedEnv>) => c.var.session.userId;
  const one = async (c: Context<AuthedEnv>, id: number) => {
    const [view] = await parcelViews(db, [id], await ctxOf(c));
    if (!view) throw new ApiError(404, m.parcelNotFound);
    return view;
  };

  const publicRoutes = new Hono<AppEnv>()
    .get('/rest/parcel-order/types', async (c) => ok(c, await listParcelTypes(db, await ctxOf(c)), 'publicData'))
    .get('/rest/parcel-order/calculate-price', async (c) => {
      const q = readQuery(c, parcelPriceQuery);
      const type = await requireParcelType(db, q.type_id);
      await requireServedPoints(db, q.address_from, q.address_to);
      const { cents, km } = parcelPriceCents(type, q.address_from, q.address_to);
      const currency = q.currency_id === undefined ? null : await findCurrency(db, q.currency_id);
      const rate = currency?.rate ?? '1';
      const answer: ParcelPrice = { price: num(convertAmount(fromCents(cents), rate)), km, type_id: type.id, currency_id: currency?.id ?? null, rate: num(rate) };
      return ok(c, answer);
    });

  const customerRoutes = new Hono<AuthedEnv>()
    // PC3: 201 when this call made the parcel, 200 when an earlier call with the key did.
    .post('/dashboard/user/parcel-orders', async (c) => {
      const body = await readInput(c, parcelCreateBody);
      const header = c.req.header('idempotency-key')?.trim() || undefined;
      if (header && header.length > 100) throw new ApiError(422, 'Idempotency-Key is at most 100 characters');
      if (header && body.idempotency_key && header !== body.idempotency_key) {
        throw new ApiError(422, m.idempotencyKeyMismatch, { idempotency_key: [m.idempotencyKeyMismatch] });
      }
      const { id, created } = await createParcel({ db, now }, owner(c), body, header ?? body.idempotency_key);
      if (created) c.status(201);
      return ok(c, await one(c, id));
    })
    .get('/dashboard/user/parcel-orders', async (c) => {
      const q = readQuery(c, parcelListQuery);
      const statuses = q.statuses ?? (q.status ? [q.status] : undefined);
      const { ids, total } = await pageParcelIds(db, { userId: owner(c), statuses, column: q.column, sort: q.sort, page: q.page, perPage: q.perPage });
      return paginated(c, await parcelViews(db, ids, await ctxOf(c)), { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .post('/dashboard/user/parcel-orders/deliveryman-review/:id', async (c) => {
      const { id } = readParams(c, parcelParams);
      const body = await readInput(c, parcelReviewBody);
      await reviewParcel(db, owner(c), id, body);
      return ok(c, await one(c, id));
    })
    .get('/dashboard/user/parcel-orders/:id', async (c) => {
      const { id } = readParams(c, parcelParams);
      const [view] = await parcelViews(db, [id], await ctxOf(c));
      if (!view || view.user_id !== owner(c)) throw new ApiError(404, m.parcelNotFound);
      return ok(c, view);
    })
    // PC6: the customer cancels their own parcel while it is `new`.
    .post('/dashboard/user/parcel-orders/:id/status/change', async (c) => {
      const { id } = readParams(c, parcelParams);
      readQuery(c, parcelCancelQuery);
      const userId = owner(c);
      const moved = await moveParcel(db, { parcelId: id, to: 'canceled', by: userId, ownerId: userId, onlyFrom: { statuses: ['new'], message: m.cancelOnlyNew } });
      return ok(c, { id, status: moved?.status ?? 'canceled' });
    });

  // Mounted after the app's `requireOperator` (route order decides which guards run).
  const operatorRoutes = new Hono<AuthedEnv>()
    .get('/dashboard/admin/parcel-orders/paginate', async (c) => {
      const q = readQuery(c, operatorParcelQuery);
      const { ids, total } = await pageParcelIds(db, { statuses: q.status ? [q.status] : undefined, page: q.page, perPage: q.perPage });
      return paginated(c, await parcelViews(db, ids, await ctxOf(c)), { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .post('/dashboard/admin/parcel-orders/:id/status', async (c) => {
      const { id } = readParams(c, parcelParams);
      const { status } = await readInput(c, operatorParcelStatusBody);
      await moveParcel(db, { parcelId: id, to: status, by: owner(c), at: now() });
      return ok(c, await one(c, id));
    });

  // PAY2: `payments/*` is outside `dashboard/*`, so it is guarded here.
  const payRoutes = new Hono<AuthedEnv>()
    .use('/payments/parcel-order/*', deps.requireUser)
    .post('/payments/parcel-order/:id/transactions', async (c) => {
      const { id } = readParams(c, parcelParams);
      const { payment_sys_id } = await readInput(c, parcelTransactionBody);
      if (payment_sys_id === undefined) throw new ApiError(422, m.choosePayment, { payment_sys_id: [m.choosePayment] });
      await payOwnParcel({ db, now }, owner(c), id, payment_sys_id);
      return ok(c, await one(c, id));
    });

  return { publicRoutes, customerRoutes, payRoutes, operatorRoutes };
}
