import path from 'node:path';
import { z } from 'zod';
import { HTTPS_OR_LOOPBACK_MESSAGE, isHttpsOrLoopback } from './lib/outbound-url';
import { DEFAULT_DEMO_ADMIN, type DemoAdmin } from './db/seed/data/operators';
import type { SocialConfig } from './modules/auth/social/config';
import { paymentsConfig, paymentsEnvSchema, type PaymentsConfig } from './modules/payments/config';
import type { S3Settings } from './storage/image-store';

const optionalText = z.string().trim().optional().transform((v) => v || undefined);

/** A sign-in provider's address: HTTPS, or plain HTTP on this machine only (a test provider). */
const providerUrl = (fallback: string) => z.string().url().refine(isHttpsOrLoopback, HTTPS_OR_LOOPBACK_MESSAGE).default(fallback);

/**
 * `CORS_ORIGINS`: comma-separated origins (`https://shop.example.com`, a trailing slash is fine)
 * or `*`; anything with a path, a query or another scheme than http(s) is refused, so a typo
 * cannot silently allow nothing.
 */
function corsOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const out: string[] = [];
  for (const entry of value.split(',').map((v) => v.trim()).filter(Boolean)) {
    if (entry === '*') {
      out.push('*');
      continue;
    }
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin like https://shop.example.com` });
      continue;
    }
    out.push(url.origin);
  }
  return [...new Set(out)];
}

/**
 * Every setting of the server, read once from the environment. Each has a working default so
 * `npm start` needs no configuration; the README lists them all.
 */
const envSchema = paymentsEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  // Other origins whose pages may call /api/v1 from the browser (server/http/cors.ts).
  CORS_ORIGINS: z.string().max(4000).default('').transform((value, ctx) => corsOrigins(value, ctx)),
  // Sign-in rate limits shared through Redis instead of PostgreSQL (server/modules/auth/shared-rate-limit.ts).
  REDIS_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  // Uploads in an S3-compatible bucket shared by every instance (server/storage/image-store.ts).
  S3_BUCKET: z.string().max(63).optional().or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().max(64).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  S3_FORCE_PATH_STYLE: z.enum(['1', '0', 'true', 'false', '']).optional(),
  S3_ACCESS_KEY_ID: z.string().max(256).optional().or(z.literal('').transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z.string().max(256).optional().or(z.literal('').transform(() => undefined)),
  S3_PREFIX: z.string().max(256).default(''),
  SSR_API_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  // The storefront footer's "Admin panel" link; unset = no link.
  ADMIN_PANEL_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http:// or https:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SMTP_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Comanda <no-reply@localhost>'),
  SMS_GATEWAY_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SMS_GATEWAY_TOKEN: z.string().optional().transform((v) => v || undefined),
  // Social sign-in (server/modules/auth/social): a provider is on when its client id and secret are set.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: providerUrl('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTHORIZATION_URL: providerUrl('https://www.facebook.com/v23.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: providerUrl('https://graph.facebook.com/v23.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: providerUrl('https://graph.facebook.com/v23.0/me'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText,
  APPLE_ISSUER: providerUrl('https://appleid.apple.com'),
  // The demo operator account, created when the demo marketplace is seeded.
  DEMO_ADMIN_EMAIL: z.string().trim().toLowerCase().email().default(DEFAULT_DEMO_ADMIN.email),
  DEMO_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).default(DEFAULT_DEMO_ADMIN.password),
  // 1/0 forces the demo order timer on or off; unset = the `demo_order_lifecycle` setting.
  DEMO_ORDER_LIFECYCLE: z
    .enum(['1', '0', 'true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true')),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded and demo images live here; served under /storage/images/. */
  storageDir: string;
  /** Embedded PGlite keeps its files here when no DATABASE_URL is given. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  /** When set, the storefront talks to this remote API instead of the in-process one. */
  apiUrl: string | undefined;
  /** Absolute origin used in image URLs; unset = the origin of each request. */
  publicUrl: string | undefined;
  /** `CORS_ORIGINS`: origins (or `*`) whose pages may call the API, besides the site's own. */
  corsOrigins: string[];
  /** Rate limits counted in this Redis when set (several instances), else PostgreSQL or memory. */
  redisUrl: string | undefined;
  /** Uploads go to this bucket when set (every instance serves them), else the storage directory. */
  s3: S3Settings | undefined;
  /** The admin panel's address (the `admin_url` setting, the footer's link); unset = no link. */
  adminPanelUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Cap on how long server rendering reuses public API answers (server/ssr/public-data-cache.ts). */
  ssrApiCacheSeconds: number;
  /** NODE_ENV=production: no dev mailbox. */
  production: boolean;
  /** Proxies in front whose `X-Forwarded-For` entries rate limits believe (server/modules/auth/client-ip.ts). */
  trustProxyHops: number;
  /** E-mail codes go through SMTP when set, otherwise to the log (and the dev mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SMS codes are POSTed to this gateway when set, otherwise go to the log (and the dev mailbox). */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** Providers with credentials; the others are off (no button, 404 on their endpoints). */
  social: SocialConfig;
  /** The demo operator's sign-in, used when the demo marketplace is seeded. */
  demoAdmin: DemoAdmin;
  /** Forces the demo order timer on/off; undefined = the `demo_order_lifecycle` setting decides. */
  demoOrderLifecycle: boolean | undefined;
  /** Payment providers with keys (the others are not offered) and the unpaid-payment expiry. */
  payments: PaymentsConfig;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    apiUrl: e.API_URL?.replace(/\/+$/, ''),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          // S3-compatible services mostly want path-style; AWS itself virtual-hosted.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    adminPanelUrl: e.ADMIN_PANEL_URL,
    logLevel: e.LOG_LEVEL,
    ssrApiCacheSeconds: e.SSR_API_CACHE_SECONDS,
    production: e.NODE_ENV === 'production',
    trustProxyHops: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    social: socialConfig(e),
    demoAdmin: { email: e.DEMO_ADMIN_EMAIL, password: e.DEMO_ADMIN_PASSWORD },
    demoOrderLifecycle: e.DEMO_ORDER_LIFECYCLE,
    payments: paymentsConfig(e),
  };
}

/** Social sign-in providers from the environment; each needs its client id and secret (Apple: a secret or its key). */
function socialConfig(e: z.infer<typeof envSchema>): SocialConfig {
  const social: SocialConfig = {};
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    social.google = { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER };
  }
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) {
    social.facebook = {
      clientId: e.FACEBOOK_CLIENT_ID,
      clientSecret: e.FACEBOOK_CLIENT_SECRET,
      authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: e.FACEBOOK_TOKEN_URL,
      userinfoUrl: e.FACEBOOK_USERINFO_URL,
    };
  }
  const appleKey =
    e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
      ? { teamId: e.APPLE_TEAM_ID, keyId: e.APPLE_KEY_ID, privateKey: e.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n') }
      : undefined;
  if (e.APPLE_CLIENT_ID && (e.APPLE_CLIENT_SECRET || appleKey)) {
    social.apple = { clientId: e.APPLE_CLIENT_ID, clientSecret: e.APPLE_CLIENT_SECRET, key: appleKey, issuer: e.APPLE_ISSUER };
  }
  return social;
}
