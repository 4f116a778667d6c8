import { sql } from 'drizzle-orm';
import {
  boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp,
  uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { money, timestamps, translationColumns } from './columns';
import { orderStatus } from './enums';
import { currencies } from './presentation';
import { users } from './users';

/**
 * Parcels, door-to-door delivery (contract §2.16, §3.14, §4.2). A parcel type says what may be
 * sent (size and weight limits) and what it costs (`price` + km × `price_per_km`, base currency);
 * a parcel order freezes its base-currency price with the customer's currency and rate, like an
 * order. Statuses use the order vocabulary (`order_status`). Payments are `transactions` rows with
 * `payable_type` 'parcel'.
 */

export const parcelTypes = pgTable('parcel_types', {
  id: serial('id').primaryKey(),
  /** Stable key; the storefront's fallback label (i18n of `tag`). */
  tag: varchar('tag', { length: 60 }).notNull().unique(),
  img: text('img'),
  /** Grams. */
  minG: integer('min_g').notNull().default(0),
  maxG: integer('max_g').notNull(),
  /** Centimetres. */
  minLength: integer('min_length').notNull().default(0),
  maxLength: integer('max_length').notNull(),
  minWidth: integer('min_width').notNull().default(0),
  maxWidth: integer('max_width').notNull(),
  minHeight: integer('min_height').notNull().default(0),
  maxHeight: integer('max_height').notNull(),
  /** Base price, base currency. */
  price: money('price').notNull().default('0'),
  pricePerKm: money('price_per_km').notNull().default('0'),
  active: boolean('active').notNull().default(true),
  position: smallint('position').notNull().default(0),
  ...timestamps(),
});

/** The type's name per language (answered as `type`). */
export const parcelTypeTranslations = pgTable(
  'parcel_type_translations',
  {
    ...translationColumns(),
    parcelTypeId: integer('parcel_type_id').notNull().references(() => parcelTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('parcel_type_translations_type_locale_idx').on(t.parcelTypeId, t.locale)],
);

/** Quick-add description chips of a type (`options[]`). */
export const parcelOptions = pgTable(
  'parcel_options',
  {
    id: serial('id').primaryKey(),
    parcelTypeId: integer('parcel_type_id').notNull().references(() => parcelTypes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('parcel_options_type_idx').on(t.parcelTypeId)],
);

export const parcelOptionTranslations = pgTable(
  'parcel_option_translations',
  {
    ...translationColumns(),
    parcelOptionId: integer('parcel_option_id').notNull().references(() => parcelOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('parcel_option_translations_option_locale_idx').on(t.parcelOptionId, t.locale)],
);

/** One end of a parcel's trip (`address_from` / `address_to`). */
export type ParcelPoint = {
  latitude: number;
  longitude: number;
  address: string;
  house: string | null;
  stage: string | null;
  room: string | null;
};

export const parcelOrders = pgTable(
  'parcel_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    typeId: integer('type_id').notNull().references(() => parcelTypes.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('new'),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull().default('1'),
    /** Base currency: the type's price + km × price per km, when ordered. */
    totalPrice: money('total_price').notNull(),
    /** Straight-line km between the two points, charged for. */
    km: doublePrecision('km').notNull(),
    usernameFrom: varchar('username_from', { length: 100 }).notNull(),
    phoneFrom: varchar('phone_from', { length: 20 }).notNull(),
    addressFrom: jsonb('address_from').$type<ParcelPoint>().notNull(),
    usernameTo: varchar('username_to', { length: 100 }).notNull(),
    phoneTo: varchar('phone_to', { length: 20 }).notNull(),
    addressTo: jsonb('address_to').$type<ParcelPoint>().notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryTime: varchar('delivery_time', { length: 5 }).notNull(),
    note: text('note'),
    description: text('description'),
    instructions: text('instructions'),
    /** The customer's "remain anonymous / don't notify the recipient" switch (`notify`). */
    notify: boolean('notify').notNull().default(false),
    qrValue: varchar('qr_value', { length: 200 }),
    img: text('img'),
    deliverymanId: integer('deliveryman_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    ...timestamps(),
  },
  (t) => [
    index('parcel_orders_user_idx').on(t.userId, t.id),
    index('parcel_orders_status_idx').on(t.status),
    uniqueIndex('parcel_orders_user_idempotency_idx').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    check('parcel_orders_total_price_check', sql`${t.totalPrice} >= 0`),
  ],
);

/** Every status a parcel went through (the detail's timeline). */
export const parcelStatusChanges = pgTable(
  'parcel_status_changes',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id').notNull().references(() => parcelOrders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parcel_status_changes_parcel_idx').on(t.parcelId, t.id)],
);

/** PC7: the customer's review of the courier, once per parcel. */
export const parcelReviews = pgTable(
  'parcel_reviews',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id').notNull().references(() => parcelOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcel_reviews_parcel_idx').on(t.parcelId),
    check('parcel_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
