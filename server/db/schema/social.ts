import { char, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Social sign-in (server/modules/auth/social): the accounts at Google, Facebook and Apple linked
 * to a user, and the short-lived authorization requests between "go to the provider" and "the
 * provider sent the browser back".
 */

/** One row per provider account; a user may have several (one per provider, or more). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** `google`, `facebook` or `apple`. */
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's stable id of the person (`sub`, Facebook's app-scoped `id`). */
    subject: varchar('subject', { length: 255 }).notNull(),
    /** The e-mail the provider gave at the last sign-in (for support; not used to sign in). */
    email: varchar('email', { length: 191 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);

/**
 * A started sign-in: its state (only the SHA-256 is stored, it is the lookup key), the nonce and
 * the PKCE verifier the callback needs, and the redirect_uri the code is bound to. Deleted when
 * redeemed (single use), unusable after `expires_at`, swept by the auth housekeeping.
 */
export const socialAuthRequests = pgTable(
  'social_auth_requests',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    stateHash: char('state_hash', { length: 64 }).notNull().unique(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_auth_requests_expires_idx').on(t.expiresAt)],
);
