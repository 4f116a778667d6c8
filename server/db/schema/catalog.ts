import {
  bigint, boolean, check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, smallint, text, uniqueIndex,
  uuid, varchar, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { money, timestamps, translationColumns, tsvector } from './columns';
import { shops } from './shops';

/**
 * One tree for every kind of category (contract §4.7): `shop` categories group shops,
 * `main` categories group products, `receipt` group recipes, `career` group job openings.
 */
export const categoryType = pgEnum('category_type', ['shop', 'main', 'sub_shop', 'receipt', 'career']);
export const publishStatus = pgEnum('publish_status', ['pending', 'published', 'unpublished']);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    type: categoryType('type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    img: text('img'),
    /** Sort key, ascending. */
    input: integer('input').notNull().default(0),
    active: boolean('active').notNull().default(true),
    status: publishStatus('status').notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index('categories_type_parent_idx').on(t.type, t.parentId, t.active, t.status)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    ...translationColumns(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('category_translations_category_locale_idx').on(t.categoryId, t.locale)],
);

/** Which shop categories a shop is listed under (`category_id` filter of the shop list). */
export const shopsToCategories = pgTable(
  'shops_to_categories',
  {
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.categoryId] }), index('shops_to_categories_category_idx').on(t.categoryId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  title: text('title').notNull(),
  img: text('img'),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});

export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  active: boolean('active').notNull().default(true),
});

export const unitTranslations = pgTable(
  'unit_translations',
  {
    ...translationColumns(),
    unitId: integer('unit_id').notNull().references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('unit_translations_unit_locale_idx').on(t.unitId, t.locale)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    img: text('img'),
    /** Addon products are sold only as extras of another product. */
    addon: boolean('addon').notNull().default(false),
    minQty: integer('min_qty').notNull().default(1),
    maxQty: integer('max_qty').notNull().default(100),
    /** Display multiplier: shown amount = counter × interval (e.g. 0.5 kg steps). */
    interval: numeric('interval', { precision: 10, scale: 3 }).notNull().default('1'),
    /** Percent. */
    tax: numeric('tax', { precision: 5, scale: 2 }).notNull().default('0'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    active: boolean('active').notNull().default(true),
    status: publishStatus('status').notNull().default('published'),
    ...timestamps(),
  },
  (t) => [
    index('products_shop_category_idx').on(t.shopId, t.categoryId, t.active, t.status),
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    // Products a shop card counts (`products_count`): an index-only count per shop instead of
    // visiting ~100 scattered heap rows per shop of a page.
    index('products_listed_shop_idx').on(t.shopId).where(sql`${t.active} and ${t.status} = 'published' and not ${t.addon}`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    ...translationColumns(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /**
     * Full-text document of the title and description, stemmed in the row's own language
     * (product-search.ts). Stored and GIN-indexed so search looks matches up instead of running
     * to_tsvector over every row; PostgreSQL keeps it current on every write.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector(CASE locale WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'ar' THEN 'arabic'::regconfig ELSE 'simple'::regconfig END, title || ' ' || coalesce(description, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('product_translations_product_locale_idx').on(t.productId, t.locale),
    index('product_translations_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('product_translations_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Product search postings (product-search.ts): one row per product, language and search term
 * (a stemmed word of the title, the description or the category's title, as
 * `to_tsvector(product_search_config(locale), …)` yields it). Written only by the triggers of
 * migration 0005, in the transaction that changes a product, its translations, its shop's status
 * or its category's titles; the application never writes it.
 *
 * Why: a GIN index can only produce all matches of a word (67 000 for "chicken" in the large
 * catalog) before anything is ranked or limited. This B-tree, ordered by term and then by rank,
 * yields the best matches of a term first and stops after a page or after the capped count.
 */
export const productSearchTerms = pgTable(
  'product_search_terms',
  {
    productId: integer('product_id').notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    term: text('term').notNull(),
    /** Where the term occurs, best first: 0 first word of the title, 1 title, 2 category title, 3 description. */
    weight: smallint('weight').notNull(),
    /** Words in the title: with the same term and weight, shorter (closer to exact) titles rank first. */
    titleWords: smallint('title_words').notNull(),
    shopId: integer('shop_id').notNull(),
    /** Product active, published, not an addon, of an approved shop: only those are searched. */
    visible: boolean('visible').notNull(),
    /**
     * A 128-bit signature of every term the product has in this language, in two halves (a Bloom
     * filter: three bits per term, `product_search_term_bits`, migration 0008), the same on all
     * its postings. A search of several words tests it while reading one word's postings in the
     * index, and looks the other words up only for the few products whose bits say they may
     * have them. (64 bits were too few: "chicken" and "burger" shared two of their three.)
     */
    termBitsLow: bigint('term_bits_low', { mode: 'bigint' }).notNull(),
    termBitsHigh: bigint('term_bits_high', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale, t.term] }),
    index('product_search_terms_rank_idx').on(t.locale, t.term, t.weight, t.titleWords, t.productId, t.shopId, t.termBitsLow, t.termBitsHigh).where(sql`${t.visible}`),
    // The same postings in product order within a term (migration 0008): searches of several
    // words merge-join the words' ranges on product_id, and check one product for a word with a
    // lookup that stays inside that word's range (the primary key is product-major: a check
    // there lands on a different page of a 1 GB index for every product). Rank columns, shop
    // and signature ride along so none needs the table.
    index('product_search_terms_probe_idx').on(t.locale, t.term, t.productId, t.weight, t.titleWords, t.shopId, t.termBitsLow, t.termBitsHigh).where(sql`${t.visible}`),
  ],
);

/** Every term of `product_search_terms` per language: what prefixes and typos are matched against. */
export const productSearchLexicon = pgTable(
  'product_search_lexicon',
  {
    locale: varchar('locale', { length: 8 }).notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.term] }),
    index('product_search_lexicon_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

export const extraGroupType = pgEnum('extra_group_type', ['text', 'color', 'image']);

export const extraGroups = pgTable('extra_groups', {
  id: serial('id').primaryKey(),
  type: extraGroupType('type').notNull().default('text'),
  active: boolean('active').notNull().default(true),
});

export const extraGroupTranslations = pgTable(
  'extra_group_translations',
  {
    ...translationColumns(),
    extraGroupId: integer('extra_group_id').notNull().references(() => extraGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('extra_group_translations_group_locale_idx').on(t.extraGroupId, t.locale)],
);

export const extraValues = pgTable(
  'extra_values',
  {
    id: serial('id').primaryKey(),
    extraGroupId: integer('extra_group_id').notNull().references(() => extraGroups.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('extra_values_group_idx').on(t.extraGroupId)],
);

/**
 * An extra value in one language ("Large" → "Grande" / "كبير"). Responses keep the contract's
 * `value` field and put the request's language in it (pick-translation order); a value without
 * rows (one an operator added) shows `extra_values.value` as stored.
 */
export const extraValueTranslations = pgTable(
  'extra_value_translations',
  {
    id: serial('id').primaryKey(),
    extraValueId: integer('extra_value_id').notNull().references(() => extraValues.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('extra_value_translations_value_locale_idx').on(t.extraValueId, t.locale)],
);

/** A sellable variant of a product: its price and how many are left. */
export const stocks = pgTable(
  'stocks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull().default(0),
    sku: varchar('sku', { length: 64 }),
    ...timestamps(),
  },
  // Orders decrement with `quantity - n where quantity >= n`; the check is the last guard.
  (t) => [index('stocks_product_idx').on(t.productId), check('stocks_quantity_check', sql`${t.quantity} >= 0`)],
);

/** The extra values that define a variant, in level order (`position`). */
export const stockExtras = pgTable(
  'stock_extras',
  {
    stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
    extraValueId: integer('extra_value_id').notNull().references(() => extraValues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.extraValueId] })],
);

/** Addon products offered with a stock (e.g. extra cheese with a large pizza). */
export const stockAddons = pgTable(
  'stock_addons',
  {
    id: serial('id').primaryKey(),
    stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
    addonProductId: integer('addon_product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('stock_addons_stock_addon_idx').on(t.stockId, t.addonProductId)],
);

export const discountType = pgEnum('discount_type', ['fix', 'percent']);

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    type: discountType('type').notNull(),
    /** Amount off per unit (base currency) for `fix`, percent for `percent`. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    start: date('start').notNull(),
    end: date('end').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('discounts_shop_active_idx').on(t.shopId, t.active, t.start, t.end)],
);

export const productsToDiscounts = pgTable(
  'products_to_discounts',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id').notNull().references(() => discounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.discountId] }), index('products_to_discounts_discount_idx').on(t.discountId)],
);
