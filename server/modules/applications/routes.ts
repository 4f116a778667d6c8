import { Hono, type Context } from 'hono';
import {
  applicationIdParams, applicationListQuery, deliverymanRequestBody, rejectBody, sellerRequestBody,
} from '../../../contract/applications';
import type { Database } from '../../db/client';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { I18nService } from '../i18n/service';
import { createDriverRequests, toDeliverymanRequest } from './driver-requests';
import { createSellerRequests } from './seller-requests';

/**
 * Become a seller (BS1) and become a courier (Comanda extension), contract/applications.ts.
 * `customerRoutes` are mounted behind `requireUser`; `operatorRoutes` behind `requireOperator`
 * (server/app.ts). Every customer call acts on the session's own account only.
 */
export function applicationRoutes(db: Database, i18n: I18nService) {
  const sellers = createSellerRequests(db);
  const drivers = createDriverRequests(db);
  const viewCtx = async (c: Context<AuthedEnv>) => ({ lang: c.var.lang, fallbackLocale: await i18n.defaultLocale(), imageUrl: c.var.imageUrl });

  const customerRoutes = new Hono<AuthedEnv>()
    .post('/dashboard/user/shops', async (c) => {
      const body = await readInput(c, sellerRequestBody);
      const shop = await sellers.apply(c.var.session.userId, body, await viewCtx(c));
      c.status(201);
      return ok(c, shop);
    })
    .post('/dashboard/user/deliveryman-requests', async (c) => {
      const body = await readInput(c, deliverymanRequestBody);
      const row = await drivers.apply(c.var.session.userId, body);
      c.status(201);
      return ok(c, toDeliverymanRequest(row, c.var.imageUrl));
    })
    .get('/dashboard/user/deliveryman-requests/latest', async (c) => {
      const row = await drivers.latest(c.var.session.userId);
      return ok(c, row ? toDeliverymanRequest(row, c.var.imageUrl) : null);
    });

  const operatorRoutes = new Hono<AuthedEnv>()
    .get('/dashboard/admin/shop-requests/paginate', async (c) => {
      const q = readQuery(c, applicationListQuery);
      const { data, total } = await sellers.list(q, await viewCtx(c));
      return paginated(c, data, { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .post('/dashboard/admin/shop-requests/:id/approve', async (c) => {
      const { id } = readParams(c, applicationIdParams);
      await sellers.decide(id, { status: 'approved' }, c.var.session.userId);
      return ok(c, { id, status: 'approved' });
    })
    .post('/dashboard/admin/shop-requests/:id/reject', async (c) => {
      const { id } = readParams(c, applicationIdParams);
      const { reason } = await readInput(c, rejectBody);
      await sellers.decide(id, { status: 'rejected', reason }, c.var.session.userId);
      return ok(c, { id, status: 'rejected' });
    })
    .post('/dashboard/admin/shops/:id/publish', async (c) => {
      const { id } = readParams(c, applicationIdParams);
      await sellers.publish(id);
      return ok(c, { id, status: 'approved' });
    })
    .get('/dashboard/admin/deliveryman-requests/paginate', async (c) => {
      const q = readQuery(c, applicationListQuery);
      const { data, total } = await drivers.list(q, c.var.imageUrl);
      return paginated(c, data, { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .post('/dashboard/admin/deliveryman-requests/:id/approve', async (c) => {
      const { id } = readParams(c, applicationIdParams);
      return ok(c, toDeliverymanRequest(await drivers.decide(id, { status: 'approved' }, c.var.session.userId), c.var.imageUrl));
    })
    .post('/dashboard/admin/deliveryman-requests/:id/reject', async (c) => {
      const { id } = readParams(c, applicationIdParams);
      const { reason } = await readInput(c, rejectBody);
      return ok(c, toDeliverymanRequest(await drivers.decide(id, { status: 'rejected', reason }, c.var.session.userId), c.var.imageUrl));
    });

  return { customerRoutes, operatorRoutes, sellers };
}
