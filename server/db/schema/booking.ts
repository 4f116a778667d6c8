import { sql } from 'drizzle-orm';
import {
  boolean, check, date, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, translationColumns } from './columns';
import { weekDay } from './enums';
import { shops } from './shops';
import { users } from './users';

/**
 * Table reservations (contract §2.17, §3.15, §4.4, §5.8). A restaurant that takes bookings has a
 * booking config (BK6 `{id, max_time}`), its own booking hours and closed dates (which may differ
 * from its delivery hours), sections (zones with a picture) and tables with seats.
 *
 * A booking holds its table for [start_date, end_date) (end = start + `min_reservation_time`
 * hours). Two live bookings (`new`, `accepted`) of one table never overlap: the exclusion
 * constraint `user_bookings_no_overlap` (btree_gist, migration 0020) refuses the second one
 * whatever the application checked before, so concurrent requests cannot both win.
 */

/** Contract §4.4 (not enumerated by the clients): new → accepted → completed; new, accepted → canceled. */
export const bookingStatus = pgEnum('booking_status', ['new', 'accepted', 'completed', 'canceled']);

/** BK6 BookingConfig: one per restaurant that takes bookings. */
export const bookingConfigs = pgTable(
  'booking_configs',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    /** Longest stay in hours a booking may be made for (shown; the hold is `min_reservation_time`). */
    maxTime: smallint('max_time').notNull().default(3),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('booking_configs_shop_idx').on(t.shopId)],
);

/** `booking_shop_working_days[]`: the hours tables can be booked, per weekday, shop time zone. */
export const bookingWorkingDays = pgTable(
  'booking_working_days',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    day: weekDay('day').notNull(),
    from: varchar('from', { length: 5 }).notNull(),
    to: varchar('to', { length: 5 }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [uniqueIndex('booking_working_days_shop_day_idx').on(t.shopId, t.day)],
);

/** `booking_shop_closed_date[]`: days without bookings. */
export const bookingClosedDates = pgTable(
  'booking_closed_dates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('booking_closed_dates_shop_day_idx').on(t.shopId, t.day)],
);

/** BK2/BK3 ShopSection: a zone of the restaurant (terrace, hall…) with a picture. */
export const shopSections = pgTable(
  'shop_sections',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    /** Square metres (`area`). */
    area: integer('area'),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('shop_sections_shop_idx').on(t.shopId)],
);

export const shopSectionTranslations = pgTable(
  'shop_section_translations',
  {
    ...translationColumns(),
    shopSectionId: integer('shop_section_id').notNull().references(() => shopSections.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('shop_section_translations_section_locale_idx').on(t.shopSectionId, t.locale)],
);

/** BK4 Table: `chair_count` seats. */
export const bookingTables = pgTable(
  'booking_tables',
  {
    id: serial('id').primaryKey(),
    shopSectionId: integer('shop_section_id').notNull().references(() => shopSections.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    chairCount: smallint('chair_count').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('booking_tables_section_idx').on(t.shopSectionId),
    check('booking_tables_chair_count_check', sql`${t.chairCount} > 0`),
  ],
);

/** BK7/BK8 a customer's booking of a table. */
export const userBookings = pgTable(
  'user_bookings',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull().references(() => bookingConfigs.id, { onDelete: 'cascade' }),
    tableId: integer('table_id').notNull().references(() => bookingTables.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    guest: smallint('guest').notNull(),
    note: text('note'),
    status: bookingStatus('status').notNull().default('new'),
    ...timestamps(),
  },
  (t) => [
    index('user_bookings_user_idx').on(t.userId, t.id),
    index('user_bookings_table_start_idx').on(t.tableId, t.startDate),
    check('user_bookings_range_check', sql`${t.endDate} > ${t.startDate}`),
    check('user_bookings_guest_check', sql`${t.guest} > 0`),
  ],
);
