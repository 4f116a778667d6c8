import path from 'node:path';
import { Redis } from 'ioredis';
import { serve } from '@hono/node-server';
import { createApiApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEFAULT_DEMO_ADMIN } from './db/seed/data/operators';
import { ensureDemoImages } from './db/seed/images';
import { authHousekeeping } from './modules/auth/module';
import { createSenders, DevMailbox } from './modules/auth/senders';
import { createSharedRateLimiter } from './modules/auth/shared-rate-limit';
import { addMissingUiStrings, isDatabaseEmpty, seedDemo, updateSupersededUiStrings } from './db/seed/index';
import { createLogger } from './logger';
import { createDemoOrderTimer, demoLifecycleEnabled } from './modules/orders/demo-timer';
import { startPaymentExpiry } from './modules/payments/expiry';
import { createProviders } from './modules/payments/providers';
import { createI18nService } from './modules/i18n/service';
import { createRealtime } from './modules/realtime/module';
import { createStorefront } from './ssr/storefront';
import { localImageStore, s3ImageStore } from './storage/image-store';

/**
 * `npm start`: one process serving the API, images, translation files and the storefront.
 * Migrations run at start; an empty database gets the demo marketplace.
 */
export async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, onIdleError: (err) => log.warn({ err }, 'idle database connection lost') }
      : { pgliteDir: config.pgliteDir },
  );
  log.info({ kind: database.kind }, 'database opened');
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now();
    const summary = await seedDemo(database.db, { admin: config.demoAdmin });
    log.info({ ...summary, ms: Date.now() - started }, 'demo marketplace seeded');
    if (config.production && config.demoAdmin.password === DEFAULT_DEMO_ADMIN.password) {
      log.warn({ email: config.demoAdmin.email }, 'the demo operator has the default password: set DEMO_ADMIN_PASSWORD or change it');
    }
  } else {
    const added = await addMissingUiStrings(database.db);
    if (added) log.info({ added }, 'interface strings added from this release');
    const corrected = await updateSupersededUiStrings(database.db);
    if (corrected) log.info({ corrected }, 'interface strings still at an old default moved to this release\'s text');
  }
  // Images live beside each instance (or on shared storage); render any that are missing.
  await ensureDemoImages(config.storageDir);

  await authHousekeeping(database.db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (err) => log.warn({ err }, 'redis connection problem'));
  // Codes go to SMTP / the SMS gateway when configured; otherwise to the log, and outside
  // production also to the dev mailbox (GET /api/v1/dev/mailbox?to=…).
  const mailbox = config.production ? undefined : new DevMailbox();
  const senders = createSenders(config, log, mailbox);
  for (const [channel, sender] of Object.entries(senders)) {
    if (sender.name === 'dev') log.warn({ channel }, `${channel} codes are written to the log${mailbox ? ' and the dev mailbox' : ''}, not sent`);
  }

  const i18n = createI18nService(database.db);
  const providers = createProviders(config.payments.providers);
  if (providers.size) log.info({ providers: [...providers.keys()] }, 'payment providers configured');
  const api = createApiApp({
    database,
    log,
    i18n,
    storageDir: config.storageDir,
    images: config.s3 ? s3ImageStore(config.storageDir, config.s3) : localImageStore(config.storageDir),
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    remoteApiUrl: config.apiUrl,
    adminPanelUrl: config.adminPanelUrl,
    payments: { providers, expiryMinutes: config.payments.expiryMinutes },
    auth: {
      senders,
      mailbox: mailbox ?? false,
      trustProxyHops: config.trustProxyHops,
      social: config.social,
      // Several instances share their counts (Redis, else PostgreSQL); PGlite is one process.
      ...(redis ? { limiter: createSharedRateLimiter({ redis }) } : database.pool ? { limiter: createSharedRateLimiter({ postgres: database.pool }) } : {}),
    },
  });
  const storefront = await createStorefront({
    buildDir: path.resolve('build'),
    apiFetch: (request, connection) => Promise.resolve(api.fetch(request, connection)),
    apiUrl: config.apiUrl,
    publicDataCacheSeconds: config.ssrApiCacheSeconds,
    changes: database.changes,
    trustProxyHops: config.trustProxyHops,
  });
  // API routes are registered first, so the storefront only gets the paths they leave.
  const app = api.route('/', storefront);

  // The live channel (/api/v1/ws) on the same server; it hears every instance's events first.
  const realtime = createRealtime({ database, log, i18n, publicUrl: config.publicUrl });
  await realtime.start();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    log.info({ port: info.port }, `Comanda is running at http://${host}:${info.port}`);
  });
  realtime.attach(server as unknown as import('node:http').Server);
  // Demo mode: fresh orders walk through their statuses on their own (DEMO_ORDER_LIFECYCLE / setting).
  const demoTimer = (await demoLifecycleEnabled(database.db, config.demoOrderLifecycle))
    ? createDemoOrderTimer({ db: database.db, log })
    : undefined;
  demoTimer?.start();
  // Unpaid provider payments expire and give their stock back (server/modules/payments/expiry.ts).
  const paymentExpiry = startPaymentExpiry({ db: database.db, providers, expiryMinutes: config.payments.expiryMinutes, now: () => new Date(), log });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Finish in-flight requests, then release the database; give up after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    // No new demo steps; a step in progress finishes before the database closes.
    const demoStopped = Promise.all([demoTimer?.stop(), paymentExpiry.stop()]);
    // Live sockets first (1012: reconnect, to another instance), else the server waits for them.
    void realtime.close().then(() => {
      server.close(() => {
        void demoStopped
          .then(() => Promise.all([database.close(), redis?.quit()]))
          .catch((err: unknown) => log.error({ err }, 'closing database failed'))
          .finally(() => {
            clearTimeout(force);
            process.exit(0);
          });
      });
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
