import { sql } from 'drizzle-orm';
import {
  boolean, char, check, date, index, integer, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
  uuid, varchar, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';

/**
 * Customer accounts (contract §3.24) and what signing in needs: hashed access tokens, hashed
 * one-time codes, uploaded pictures, push tokens and notification preferences. The auth module
 * (server/modules/auth) is the only writer.
 */

/** Registration `gender` is `male`/`female`; the profile form sends `1`/`2` (contract §3.24). */
export const userGender = pgEnum('user_gender', ['male', 'female', '1', '2']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    /** Lower-cased; unique when present. */
    email: varchar('email', { length: 191 }),
    /** Digits only (E.164 without `+`); unique when present; always verified when set. */
    phone: varchar('phone', { length: 20 }),
    firstname: varchar('firstname', { length: 100 }),
    lastname: varchar('lastname', { length: 100 }),
    birthday: date('birthday', { mode: 'string' }),
    gender: userGender('gender'),
    /** Stored image path (under the storage directory) or an absolute URL. */
    img: text('img'),
    /** `scrypt$…` string with its own parameters (server/modules/auth/password.ts); null = no password yet. */
    passwordHash: text('password_hash'),
    /** false = blocked by the operator: no sign-in, tokens stop working. */
    active: boolean('active').notNull().default(true),
    role: varchar('role', { length: 20 }).notNull().default('user'),
    /** An e-mail sign-up (A2) that has not been completed (A5): its e-mail is still free to register. */
    signupPending: boolean('signup_pending').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** `my_referral`: the code this user shares. */
    referralCode: varchar('referral_code', { length: 16 }).notNull().unique(),
    /** The user whose code this user signed up with. */
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_idx').on(t.phone).where(sql`${t.phone} is not null`),
    index('users_referred_by_idx').on(t.referredById),
  ],
);

/** One wallet per user, made with the account; the balance is in the base currency. */
export const wallets = pgTable('wallets', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  price: money('price').notNull().default('0'),
  ...timestamps(),
}, (t) => [check('wallets_price_check', sql`${t.price} >= 0`)]);

/** How a token was issued; `password_reset` tokens may set a new password without the old one for a while. */
export const accessTokenKind = pgEnum('access_token_kind', ['login', 'register', 'password_reset']);

/**
 * Opaque bearer tokens `"{id}|{secret}"`: only the SHA-256 of the secret is stored. Expire 7 days
 * after issue (the storefront's cookie lifetime); revoked on logout and on password change.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    kind: accessTokenKind('kind').notNull(),
    /** Until then (password-reset tokens only) a password may be set without `old_password`. */
    passwordResetUntil: timestamp('password_reset_until', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per token. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

export const verificationPurpose = pgEnum('verification_purpose', [
  'email_signup', 'phone_signup', 'email_password_reset', 'phone_password_reset', 'phone_change', 'phone_login',
]);

/**
 * One-time codes sent by e-mail or SMS. Only the SHA-256 of the code is stored; a code lives
 * `otp_expire_time` minutes, is used once, and dies after too many wrong tries. A new code for the
 * same purpose and destination replaces the previous one.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** `verifyId` handed to clients (phone flows). */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    purpose: verificationPurpose('purpose').notNull(),
    /** Lower-cased e-mail or phone digits. */
    destination: varchar('destination', { length: 191 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, replaced by a newer code, or burnt by wrong tries; never valid again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_destination_idx').on(t.purpose, t.destination),
    index('verification_codes_code_idx').on(t.purpose, t.codeHash),
  ],
);

export const galleryType = pgEnum('gallery_type', ['users', 'shops']);

/** Pictures a user uploaded (G1); a profile may only point at its own uploads. */
export const galleries = pgTable(
  'galleries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: galleryType('type').notNull(),
    /** Relative to the storage directory. */
    path: text('path').notNull().unique(),
    mime: varchar('mime', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('galleries_user_idx').on(t.userId)],
);

/** Push (FCM) registration tokens; a device token belongs to the last user who signed in on it. */
export const userPushTokens = pgTable(
  'user_push_tokens',
  {
    token: varchar('token', { length: 512 }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_push_tokens_user_idx').on(t.userId)],
);

/** Kinds of notification a user can switch off (N6); `type` is an interface-string key. */
export const notificationSettings = pgTable('notification_settings', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 40 }).notNull().unique(),
});

/** A user's choice per notification kind (N7); no row = on. */
export const userNotificationSettings = pgTable(
  'user_notification_settings',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    notificationSettingId: integer('notification_setting_id')
      .notNull()
      .references(() => notificationSettings.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationSettingId] })],
);
