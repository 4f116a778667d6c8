import { sql } from 'drizzle-orm';
import {
  boolean, check, date, doublePrecision, index, integer, numeric, pgEnum, pgTable, primaryKey, serial,
  smallint, text, uniqueIndex, uuid, varchar, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { shopSearchConfigSql } from '../search-config';
import { money, polygon, timestamps, translationColumns, tsvector } from './columns';
import { weekDay } from './enums';
import { orders } from './orders';
import { users } from './users';

export const shopType = pgEnum('shop_type', ['restaurant', 'shop']);
export const shopStatus = pgEnum('shop_status', ['new', 'approved', 'rejected', 'inactive']);
export const deliveryTimeUnit = pgEnum('delivery_time_unit', ['minute', 'hour']);
export { weekDay };

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    type: shopType('type').notNull(),
    /** Seller account that owns the shop (none for the demo shops); the shop outlives the account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: shopStatus('status').notNull().default('approved'),
    /** Switched on by the seller; false = closed whatever the hours say. */
    open: boolean('open').notNull().default(true),
    verify: boolean('verify').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    logoImg: text('logo_img'),
    backgroundImg: text('background_img'),
    phone: varchar('phone', { length: 32 }),
    /** Delivery start price, base currency. */
    price: money('price').notNull().default('0'),
    pricePerKm: money('price_per_km').notNull().default('0'),
    minAmount: money('min_amount').notNull().default('0'),
    /** Percent, e.g. 8.00. */
    tax: numeric('tax', { precision: 5, scale: 2 }).notNull().default('0'),
    serviceFee: money('service_fee').notNull().default('0'),
    deliveryTimeFrom: integer('delivery_time_from').notNull().default(20),
    deliveryTimeTo: integer('delivery_time_to').notNull().default(40),
    deliveryTimeType: deliveryTimeUnit('delivery_time_type').notNull().default('minute'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA zone the working hours are written in. */
    timezone: varchar('timezone', { length: 64 }).notNull().default('America/Bogota'),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** Delivered orders; `order_by=best_sale|low_sale`. */
    ordersCount: integer('orders_count').notNull().default(0),
    /** Offers table reservations (`has_section=1`). */
    hasSection: boolean('has_section').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('shops_type_status_idx').on(t.type, t.status, t.open),
    index('shops_verify_idx').on(t.verify),
    index('shops_rating_idx').on(t.ratingAvg),
    index('shops_orders_count_idx').on(t.ordersCount),
    index('shops_created_at_idx').on(t.createdAt),
    // `free_delivery` (price = 0) and `has_section` filters of the shop lists.
    index('shops_price_idx').on(t.price),
    index('shops_has_section_idx').on(t.hasSection),
  ],
);

export const shopTranslations = pgTable(
  'shop_translations',
  {
    ...translationColumns(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    address: text('address'),
    /**
     * SH4 full-text document: the title (weight A) and description (B), stemmed in the row's own
     * language. Stored and GIN-indexed so a search looks matches up instead of running
     * to_tsvector over every translation (shop-search.ts).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(${shopSearchConfigSql(sql.raw('locale'))}, title), 'A') || setweight(to_tsvector(${shopSearchConfigSql(sql.raw('locale'))}, coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('shop_translations_shop_locale_idx').on(t.shopId, t.locale),
    index('shop_translations_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('shop_translations_search_idx').using('gin', t.searchVector),
  ],
);

export const shopWorkingDays = pgTable(
  'shop_working_days',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    day: weekDay('day').notNull(),
    /** `HH:mm`, in the shop's time zone. */
    from: varchar('from', { length: 5 }).notNull(),
    to: varchar('to', { length: 5 }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [uniqueIndex('shop_working_days_shop_day_idx').on(t.shopId, t.day)],
);

export const shopClosedDates = pgTable(
  'shop_closed_dates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [uniqueIndex('shop_closed_dates_shop_day_idx').on(t.shopId, t.day)],
);

export const shopDeliveryZones = pgTable(
  'shop_delivery_zones',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    area: polygon('area').notNull(),
  },
  (t) => [
    index('shop_delivery_zones_shop_idx').on(t.shopId),
    // Candidates for the point-in-zone test (db/zone-sql.ts): GiST cannot index polygon @> point.
    index('shop_delivery_zones_bbox_idx').using('gist', sql`box(${t.area})`),
  ],
);

export const shopTags = pgTable('shop_tags', {
  id: serial('id').primaryKey(),
  img: text('img'),
  ...timestamps(),
});

export const shopTagTranslations = pgTable(
  'shop_tag_translations',
  {
    ...translationColumns(),
    shopTagId: integer('shop_tag_id').notNull().references(() => shopTags.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('shop_tag_translations_tag_locale_idx').on(t.shopTagId, t.locale)],
);

export const shopsToTags = pgTable(
  'shops_to_tags',
  {
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    shopTagId: integer('shop_tag_id').notNull().references(() => shopTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.shopTagId] }), index('shops_to_tags_tag_idx').on(t.shopTagId)],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    ...timestamps(),
  },
  (t) => [index('branches_shop_idx').on(t.shopId)],
);

export const branchTranslations = pgTable(
  'branch_translations',
  {
    ...translationColumns(),
    branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
    address: text('address'),
  },
  (t) => [uniqueIndex('branch_translations_branch_locale_idx').on(t.branchId, t.locale)],
);

/**
 * Customers' reviews of a shop (contract §3.5), written after a delivered order (O6) or directly.
 * `shops.rating_avg` and `shops.reviews_count` are kept equal to these rows' average and count by
 * whoever writes them, so lists can sort and filter by rating without aggregating.
 * The author is stored as shown when the review was written: the review outlives the account,
 * so `user_id` is set null when the account goes.
 */
export const shopReviews = pgTable(
  'shop_reviews',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One review per order. */
    orderId: integer('order_id').unique().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    img: text('img'),
    authorFirstname: varchar('author_firstname', { length: 100 }).notNull(),
    authorLastname: varchar('author_lastname', { length: 100 }),
    authorImg: text('author_img'),
    ...timestamps(),
  },
  (t) => [
    index('shop_reviews_shop_created_idx').on(t.shopId, t.createdAt),
    check('shop_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
