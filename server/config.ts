import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server, read once from the environment. Each has a working default so
 * `npm start` needs no configuration; the README lists them all.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  API_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SSR_API_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SMTP_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Comanda <no-reply@localhost>'),
  SMS_GATEWAY_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SMS_GATEWAY_TOKEN: z.string().optional().transform((v) => v || undefined),
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
    logLevel: e.LOG_LEVEL,
    ssrApiCacheSeconds: e.SSR_API_CACHE_SECONDS,
    production: e.NODE_ENV === 'production',
    trustProxyHops: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
  };
}
