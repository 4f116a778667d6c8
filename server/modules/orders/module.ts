import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import type { AuthedEnv } from '../auth/require-user';
import { couponRoutes } from '../coupons/routes';
import type { I18nService } from '../i18n/service';
import { paymentRoutes } from '../payments/routes';
import { orderRoutes } from './routes';
import { createOrderService } from './service';

/**
 * Ordering as server/app.ts mounts it (after `requireUser` guards `dashboard/*`): CP1 and PAY4
 * (public), O1–O4/O6 (dashboard), PAY1 (`payments/*`, guarded here).
 */
export function orderingRoutes(db: Database, i18n: I18nService, requireUser: MiddlewareHandler<AuthedEnv>, now?: () => Date) {
  const orders = createOrderService({ db, i18n, ...(now ? { now } : {}) });
  const payments = paymentRoutes(db, orders, requireUser);
  return new Hono<AppEnv>()
    .route('/', couponRoutes(db, now))
    .route('/', payments.list)
    .route('/', payments.pay)
    .route('/', orderRoutes(orders));
}
