import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './db/client';
import { errorResponse, handleError } from './http/errors';
import type { AppEnv } from './http/types';
import { createAuthModule, type AuthOptions } from './modules/auth/module';
import { addressRoutes } from './modules/addresses/routes';
import { blogRoutes } from './modules/blog/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { productCatalogRoutes } from './modules/catalog/product-routes';
import { currencyRoutes } from './modules/currencies/routes';
import { healthRoutes } from './modules/health/routes';
import { i18nApiRoutes, localeFileRoutes } from './modules/i18n/routes';
import { createI18nService, type I18nService } from './modules/i18n/service';
import { marketingRoutes } from './modules/marketing/routes';
import { createRequireOperator } from './modules/operators/require-operator';
import { operatorRoutes } from './modules/operators/routes';
import { orderLifecycleRoutes } from './modules/orders/lifecycle-routes';
import { orderingRoutes } from './modules/orders/module';
import { refundRoutes } from './modules/refunds/routes';
import { createRefundService } from './modules/refunds/service';
import { referralRoutes } from './modules/referrals/routes';
import { settingsRoutes } from './modules/settings/routes';
import { imageUrlBuilder, storageRoutes } from './storage/routes';

export type AppDeps = {
  database: DatabaseHandle;
  log: Logger;
  storageDir: string;
  /** Origin for image URLs; unset = the origin of each request. */
  publicUrl?: string | undefined;
  i18n?: I18nService;
  /** Senders, rate limiter, proxy trust and dev mailbox of the auth module (defaults: module.ts). */
  auth?: AuthOptions;
};

/**
 * The HTTP app without the storefront: `/api/v1/*`, `/storage/images/*` and `/locales/*`.
 * Tests call it in-process with `app.request(...)`; the storefront's server rendering calls its
 * `fetch` directly (no socket).
 */
export function createApiApp(deps: AppDeps) {
  const { db } = deps.database;
  const i18n = deps.i18n ?? createI18nService(db);
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  // HTML and JSON are compressed on the fly; built assets arrive precompressed and are skipped.
  app.use('*', compress());
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('log', deps.log.child({ requestId: c.var.requestId }));
    c.set('imageUrl', imageUrlBuilder(deps.publicUrl ?? new URL(c.req.url).origin));
    await next();
    c.var.log.debug(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.onError(handleError);

  const api = new Hono<AppEnv>();
  // Contract §1.3: every request names its language; unknown values use the default language.
  // No auth middleware here: public endpoints never answer 401 for a stale token (§1.7); only
  // `dashboard/*` is guarded (below).
  api.use('*', async (c, next) => {
    c.set('lang', await i18n.resolveLocale(c.req.query('lang')));
    await next();
  });
  api.route('/', healthRoutes(deps.database));
  api.route('/', settingsRoutes(db));
  api.route('/', i18nApiRoutes(i18n));
  api.route('/', currencyRoutes(db));
  api.route('/', referralRoutes(db, i18n));
  api.route('/', catalogRoutes(db, i18n));
  api.route('/', marketingRoutes(db, i18n));
  api.route('/', blogRoutes(db, i18n));
  api.route('/', productCatalogRoutes(db, i18n));

  const auth = createAuthModule({ db, storageDir: deps.storageDir, log: deps.log, publicUrl: deps.publicUrl }, deps.auth);
  api.route('/', auth.publicRoutes);
  if (auth.devRoutes) api.route('/', auth.devRoutes);
  // Every customer route needs a session; mounted once so no dashboard route can forget it.
  api.use('/dashboard/*', auth.requireUser);
  api.route('/', auth.dashboardRoutes);
  api.route('/', cartRoutes(db, i18n));
  api.route('/', addressRoutes(db));
  api.route('/', orderingRoutes(db, i18n, auth.requireUser));
  const refunds = createRefundService({ db, i18n });
  api.route('/', orderLifecycleRoutes(db));
  api.route('/', refundRoutes(refunds));
  // Operators only (role `admin`); mounted once so no operator route can forget it.
  api.use('/dashboard/admin/*', createRequireOperator(db));
  api.route('/', operatorRoutes(db, i18n, refunds));

  api.all('*', (c) => errorResponse(c, 404, `No route for ${c.req.method} ${c.req.path}`));

  app.route('/api/v1', api);
  app.route('/storage/images', storageRoutes(deps.storageDir));
  app.route('/locales', localeFileRoutes(i18n));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
