import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './db/client';
import type { ProviderTag } from '../contract/payments';
import { apiCors } from './http/cors';
import { inputEdge } from './http/edge';
import { errorResponse, handleError } from './http/errors';
import type { AppEnv } from './http/types';
import { createAuthModule, type AuthOptions } from './modules/auth/module';
import { addressRoutes } from './modules/addresses/routes';
import { applicationRoutes } from './modules/applications/routes';
import { blogRoutes } from './modules/blog/routes';
import { careerRoutes } from './modules/careers/routes';
import { faqRoutes } from './modules/faqs/routes';
import { pageRoutes } from './modules/pages/routes';
import { recipeRoutes } from './modules/recipes/routes';
import { bookingRoutes } from './modules/booking/routes';
import { groupCartRoutes } from './modules/cart/group-routes';
import { createGroupService } from './modules/cart/group-service';
import { cartRoutes } from './modules/cart/routes';
import { createCartViews } from './modules/cart/service';
import { catalogRoutes } from './modules/catalog/routes';
import { productCatalogRoutes } from './modules/catalog/product-routes';
import { currencyRoutes } from './modules/currencies/routes';
import { healthRoutes } from './modules/health/routes';
import { translationOperatorRoutes } from './modules/i18n/operator-routes';
import { i18nApiRoutes, localeFileRoutes } from './modules/i18n/routes';
import { createI18nService, type I18nService } from './modules/i18n/service';
import { marketingRoutes } from './modules/marketing/routes';
import { chatRoutes } from './modules/chat/routes';
import { CHAT_ROLE_SETTING, createChatService, DEFAULT_CHAT_ROLE } from './modules/chat/service';
import { newsRoutes, notificationRoutes } from './modules/notifications/routes';
import { createRequireOperator } from './modules/operators/require-operator';
import { operatorRoutes } from './modules/operators/routes';
import { orderLifecycleRoutes } from './modules/orders/lifecycle-routes';
import { orderingRoutes } from './modules/orders/module';
import { parcelRoutes } from './modules/parcels/routes';
import { registerOfferedProviders } from './modules/payments/offered';
import { providerPaymentRoutes } from './modules/payments/provider-routes';
import type { PaymentProvider } from './modules/payments/providers/types';
import { refundRoutes } from './modules/refunds/routes';
import { createRefundService } from './modules/refunds/service';
import { referralRoutes } from './modules/referrals/routes';
import { settingsReader, settingsRoutes } from './modules/settings/routes';
import { walletOperatorRoutes, walletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { securityHeaders, tileOrigin } from './http/security-headers';
import { remoteApiProxy } from './ssr/remote-api-proxy';
import { localImageStore, type ImageStore } from './storage/image-store';
import { imageUrlBuilder, storageRoutes } from './storage/routes';

export type AppDeps = {
  database: DatabaseHandle;
  log: Logger;
  storageDir: string;
  /** Origin for image URLs; unset = the origin of each request. */
  publicUrl?: string | undefined;
  /** The `admin_url` setting (ADMIN_PANEL_URL); unset = none. */
  adminPanelUrl?: string | undefined;
  i18n?: I18nService;
  /** Senders, rate limiter, proxy trust and dev mailbox of the auth module (defaults: module.ts). */
  auth?: AuthOptions;
  /** Where uploads are kept; default: the storage directory (server/storage/image-store.ts). */
  images?: ImageStore;
  /** A remote API (`API_URL`): the browser's `/api/v1` calls are passed on to it (remote-api-proxy.ts). */
  remoteApiUrl?: string | undefined;
  /** `CORS_ORIGINS`: other origins whose pages may call `/api/v1` (server/http/cors.ts). */
  corsOrigins?: readonly string[];
  /** The clock ordering reads (delivery slots, coupons); tests fix it. Default: the real time. */
  now?: () => Date;
  /** Configured payment providers (server/modules/payments); default: none, cash and wallet only. */
  payments?: { providers: ReadonlyMap<ProviderTag, PaymentProvider>; expiryMinutes: number };
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
  const settings = settingsReader(db, { adminPanelUrl: deps.adminPanelUrl });

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', securityHeaders({
    trustProxyHops: deps.auth?.trustProxyHops ?? 0,
    mapTileOrigin: async () => tileOrigin(await settings.value('map_tile_url')),
  }));
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
  // Browsers on other origins (CORS_ORIGINS, the storefront's PUBLIC_URL): preflights answered here.
  app.use('/api/v1/*', apiCors({ origins: deps.corsOrigins ?? [], publicUrl: deps.publicUrl }));
  // Body size cap and control characters in paths/queries, for every route of this app
  // (server/http/edge.ts); not for the storefront's pages, which main.ts mounts on this app too.
  const edge = inputEdge({ uploadPaths: ['/api/v1/dashboard/galleries'] });
  for (const prefix of ['/api/v1/*', '/storage/*', '/locales/*']) app.use(prefix, edge);

  const api = new Hono<AppEnv>();
  // Contract §1.3: every request names its language; unknown values use the default language.
  // No auth middleware here: public endpoints never answer 401 for a stale token (§1.7); only
  // `dashboard/*` is guarded (below).
  api.use('*', async (c, next) => {
    c.set('lang', await i18n.resolveLocale(c.req.query('lang')));
    await next();
  });
  api.route('/', healthRoutes(deps.database));
  api.route('/', settingsRoutes(settings));
  api.route('/', i18nApiRoutes(i18n));
  api.route('/', currencyRoutes(db));
  api.route('/', referralRoutes(db, i18n));
  api.route('/', catalogRoutes(db, i18n));
  api.route('/', marketingRoutes(db, i18n));
  api.route('/', blogRoutes(db, i18n));
  api.route('/', recipeRoutes(db, i18n));
  api.route('/', careerRoutes(db, i18n, settings));
  api.route('/', faqRoutes(db, i18n));
  api.route('/', pageRoutes(db, i18n));
  api.route('/', productCatalogRoutes(db, i18n));
  const booking = bookingRoutes({ db, i18n, now: deps.now });
  api.route('/', booking.publicRoutes);
  const providers = deps.payments?.providers ?? new Map<ProviderTag, PaymentProvider>();
  registerOfferedProviders(db, providers.keys());
  const providerPayments = providerPaymentRoutes({
    db,
    providers,
    expiryMinutes: deps.payments?.expiryMinutes ?? 30,
    now: deps.now ?? (() => new Date()),
    log: deps.log,
    publicUrl: deps.publicUrl,
  });
  api.route('/', providerPayments.webhooks);

  const images = deps.images ?? localImageStore(deps.storageDir);
  const auth = createAuthModule({ db, images, log: deps.log, publicUrl: deps.publicUrl, i18n }, deps.auth);
  api.route('/', auth.publicRoutes);
  if (auth.devRoutes) api.route('/', auth.devRoutes);
  // Every customer route needs a session; mounted once so no dashboard route can forget it.
  api.use('/dashboard/*', auth.requireUser);
  // Group orders: the owner's calls are in cartRoutes (signed in), the members' are public.
  const group = createGroupService({ db, views: createCartViews({ db, i18n }), limiter: auth.limiter });
  api.route('/', groupCartRoutes(group, { trustProxyHops: deps.auth?.trustProxyHops ?? 0 }));
  api.route('/', auth.dashboardRoutes);
  api.route('/', cartRoutes(db, i18n, group));
  api.route('/', addressRoutes(db));
  api.route('/', orderingRoutes(db, i18n, auth.requireUser, deps.now));
  api.route('/', providerPayments.customer);
  const parcels = parcelRoutes({ db, i18n, requireUser: auth.requireUser, now: deps.now });
  api.route('/', parcels.publicRoutes);
  api.route('/', parcels.payRoutes);
  api.route('/', parcels.customerRoutes);
  api.route('/', booking.customerRoutes);
  const refunds = createRefundService({ db, i18n });
  api.route('/', orderLifecycleRoutes(db));
  api.route('/', refundRoutes(refunds));
  api.route('/', notificationRoutes(db, i18n));
  const chat = createChatService({
    db,
    limiter: auth.limiter,
    supportRole: async () => (await settings.value(CHAT_ROLE_SETTING)) || DEFAULT_CHAT_ROLE,
  });
  api.route('/', chatRoutes(chat));
  const wallet = createWalletService({ db, limiter: auth.limiter });
  api.route('/', walletRoutes(wallet));
  const applications = applicationRoutes(db, i18n);
  api.route('/', applications.customerRoutes);
  // Operators only (role `admin`); mounted once so no operator route can forget it.
  api.use('/dashboard/admin/*', createRequireOperator(db));
  api.route('/', operatorRoutes(db, i18n, refunds));
  api.route('/', translationOperatorRoutes(db, i18n));
  api.route('/', newsRoutes(db));
  api.route('/', walletOperatorRoutes(wallet));
  api.route('/', applications.operatorRoutes);
  api.route('/', parcels.operatorRoutes);
  api.route('/', booking.operatorRoutes);

  api.all('*', (c) => errorResponse(c, 404, `No route for ${c.req.method} ${c.req.path}`));

  // This instance's own health stays here; everything else of /api/v1 is the remote API's.
  if (deps.remoteApiUrl) {
    const toRemote = remoteApiProxy(deps.remoteApiUrl, deps.publicUrl);
    app.all('/api/v1/*', (c, next) => (c.req.path === '/api/v1/health' ? next() : toRemote(c)));
  }
  app.route('/api/v1', api);
  app.route('/storage/images', storageRoutes(deps.storageDir, images));
  app.route('/locales', localeFileRoutes(i18n));
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
