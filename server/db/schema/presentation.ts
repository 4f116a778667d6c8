import { boolean, integer, pgEnum, pgTable, serial, text, uniqueIndex, varchar, index, numeric } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Marketplace-wide settings as key/value pairs (contract §3.27); values are strings. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: text('value').notNull().default(''),
  ...timestamps(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  locale: varchar('locale', { length: 8 }).notNull().unique(),
  title: text('title').notNull(),
  /** Right-to-left script. */
  backward: boolean('backward').notNull().default(false),
  default: boolean('default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  ...timestamps(),
});

/** Interface strings per locale (`t('key')` in the storefront). English also ships bundled. */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    locale: varchar('locale', { length: 8 }).notNull(),
    group: varchar('group', { length: 40 }).notNull().default('web'),
    key: varchar('key', { length: 191 }).notNull(),
    value: text('value').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('translations_locale_key_idx').on(t.locale, t.key)],
);

export const currencyPosition = pgEnum('currency_position', ['before', 'after']);

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 8 }).notNull().unique(),
    symbol: varchar('symbol', { length: 8 }).notNull(),
    /** Units of this currency per one unit of the default currency (default has rate 1). */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    default: boolean('default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: currencyPosition('position').notNull().default('before'),
    ...timestamps(),
  },
  (t) => [index('currencies_active_idx').on(t.active)],
);
