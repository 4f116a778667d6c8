import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { ImageStore } from '../../storage/image-store';
import type { I18nService } from '../i18n/service';
import { deleteOldCodes } from './codes';
import { devMailboxRoutes } from './dev-mailbox-routes';
import { profileRoutes } from './profile-routes';
import { createProfileService } from './profile-service';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limit';
import { createRequireUser } from './require-user';
import { authRoutes, sessionAnswer } from './routes';
import { createSenders, DevMailbox, type Senders } from './senders';
import { createAuthService } from './service';
import { deleteDeadTokens } from './tokens';
import { createUserViews } from './user-view';
import type { SocialConfig } from './social/config';
import { createProviderClients } from './social/providers';
import { deleteExpiredAuthRequests } from './social/requests';
import { socialRoutes } from './social/routes';
import { createSocialService } from './social/service';

export type AuthOptions = {
  /** Default: the development senders (log + dev mailbox). main.ts passes the configured ones. */
  senders?: Senders;
  /** Default: a new in-memory limiter (per app). */
  limiter?: RateLimiter;
  /** `TRUST_PROXY`: proxies in front whose `X-Forwarded-For` entries are believed. Default 0. */
  trustProxyHops?: number;
  /**
   * The dev mailbox behind `GET dev/mailbox`; `false` = not mounted. Default: a new mailbox,
   * unless NODE_ENV is `production`.
   */
  mailbox?: DevMailbox | false;
  /** Social sign-in providers with credentials (server/config.ts). Default: none. */
  social?: SocialConfig;
  now?: () => Date;
  /** How the sign-in slow-down waits (decision 0009). Default: a timer. */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * The auth module as server/app.ts mounts it: public `auth/*` routes, the `requireUser` guard for
 * `dashboard/*`, the profile routes behind it, and (outside production) the dev mailbox.
 */
export function createAuthModule(
  deps: { db: Database; images: ImageStore; log: Logger; publicUrl?: string | undefined; i18n?: I18nService | undefined },
  options: AuthOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const mailbox =
    options.mailbox === undefined ? (process.env.NODE_ENV === 'production' ? false : new DevMailbox()) : options.mailbox;
  const senders = options.senders ?? createSenders({}, deps.log, mailbox || undefined);
  const limiter = options.limiter ?? createMemoryRateLimiter();
  const trustProxyHops = options.trustProxyHops ?? 0;
  const views = createUserViews(deps.db);
  // Codes go out in the requester's language, from the same (operator-editable) strings as the pages.
  const strings = deps.i18n ? (locale: string) => deps.i18n!.bundle(locale) : undefined;
  const auth = createAuthService({ db: deps.db, senders, limiter, now, ...(options.sleep ? { sleep: options.sleep } : {}), ...(strings ? { strings } : {}) });
  const profile = createProfileService({ db: deps.db, limiter, auth, images: deps.images, now });
  const social = createSocialService({
    db: deps.db,
    limiter,
    clients: createProviderClients(options.social ?? {}),
    publicUrl: deps.publicUrl,
    now,
  });
  const publicRoutes = authRoutes({ db: deps.db, auth, views, trustProxyHops, now }).route(
    '/',
    socialRoutes({ social, trustProxyHops, session: (c, grant) => sessionAnswer(c, views, grant) }),
  );
  return {
    publicRoutes,
    requireUser: createRequireUser(deps.db, now, deps.publicUrl),
    dashboardRoutes: profileRoutes({ profile, views, trustProxyHops }),
    devRoutes: mailbox ? devMailboxRoutes(mailbox) : undefined,
    mailbox: mailbox || undefined,
    /** The limiter other modules count with too (chat messages). */
    limiter,
  };
}

/** Drops expired tokens, codes and started social sign-ins (run at start; the tables otherwise only grow). */
export async function authHousekeeping(db: Database, now = new Date()): Promise<void> {
  await deleteDeadTokens(db, now);
  await deleteOldCodes(db, now);
  await deleteExpiredAuthRequests(db, now);
}
