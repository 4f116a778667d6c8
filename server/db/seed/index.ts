import { and, eq, getTableName, inArray, is, ne, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import * as schema from '../schema';
import { ads, banners } from './data/content-marketing';
import { blogs } from './data/content-blog';
import { careers, faqs, pages } from './data/content-help';
import { DEFAULT_DEMO_ADMIN, type DemoAdmin } from './data/operators';
import { recipes } from './data/recipes';
import { uiStrings } from './data/ui-strings';
import { supersededUiStrings, type SupersededUiStrings } from './data/ui-strings-superseded';
import type { Locale } from './data/types';
import { insertBase, uiStringRows } from './insert/base';
import { insertContent } from './insert/content';
import { hashDemoCustomerPassword, insertCustomers } from './insert/customers';
import { hashDemoAdmin, insertOperators } from './insert/operators';
import { insertOrdering } from './insert/ordering';
import { insertShopReviews } from './insert/reviews';
import { insertShops } from './insert/shops';
import { buildShops, buildStories, recipeShop } from './model';

/**
 * The demo marketplace: a Medellín food-and-grocery market in English, Spanish and Arabic.
 * `npm run db:seed` and the tests call these; the server seeds an empty database at start.
 */

export { SPECIAL_SHOPS as DEMO_SPECIAL_SHOPS } from './model';

export type SeedSummary = {
  languages: number;
  currencies: number;
  settings: number;
  uiStrings: number;
  shops: number;
  restaurants: number;
  stores: number;
  products: number;
  addons: number;
  stocks: number;
  categories: number;
  brands: number;
  banners: number;
  ads: number;
  stories: number;
  blogs: number;
  faqs: number;
  careers: number;
  pages: number;
  recipes: number;
};

/** Inserts the whole demo in one transaction. Assumes empty tables (see `clearDatabase`). */
/** `admin`: the demo operator's sign-in (server/config.ts `DEMO_ADMIN_*`; default data/operators.ts). */
export async function seedDemo(db: Database, options: { now?: Date; admin?: DemoAdmin } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  // Build (and validate) everything before touching the database.
  const shops = buildShops(now);
  const stories = buildStories(shops, now);
  recipeShop(shops);
  const admin = await hashDemoAdmin(options.admin ?? DEFAULT_DEMO_ADMIN);
  const customerPassword = await hashDemoCustomerPassword();

  await db.transaction(async (tx) => {
    const base = await insertBase(tx);
    const ids = await insertShops(tx, base, shops);
    await insertShopReviews(tx, shops, ids.shops, now);
    await insertContent(tx, base, ids, stories, now);
    await insertOrdering(tx, ids.shops, now);
    await insertOperators(tx, admin, now);
    await insertCustomers(tx, customerPassword, now);
  });

  const count = (table: PgTable): Promise<number> => db.$count(table);
  const products = shops.flatMap((shop) => shop.products);
  return {
    languages: await count(schema.languages),
    currencies: await count(schema.currencies),
    settings: await count(schema.settings),
    uiStrings: await count(schema.translations),
    shops: shops.length,
    restaurants: shops.filter((shop) => shop.def.type === 'restaurant').length,
    stores: shops.filter((shop) => shop.def.type === 'shop').length,
    products: products.filter((product) => !product.addon).length,
    addons: products.filter((product) => product.addon).length,
    stocks: products.reduce((sum, product) => sum + product.stocks.length, 0),
    categories: await count(schema.categories),
    brands: await count(schema.brands),
    banners: banners.length,
    ads: ads.length,
    stories: stories.length,
    blogs: blogs.length,
    faqs: faqs.length,
    careers: careers.length,
    pages: pages.length,
    recipes: recipes.length,
  };
}

/** True before the first seed: no languages means nothing was ever set up. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.languages.id }).from(schema.languages).limit(1);
  return rows.length === 0;
}

/** Every table of the schema, found from its exports so new tables are cleared too. */
function schemaTables(): string[] {
  const tables: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
  return tables.map((table) => {
    const name = `"${getTableName(table)}"`;
    const schemaName = getTableConfig(table).schema;
    return schemaName ? `"${schemaName}".${name}` : name;
  });
}

/** Empties every table and restarts the id sequences (re-seed, test resets). */
export async function clearDatabase(db: Database): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE TABLE ${schemaTables().join(', ')} RESTART IDENTITY CASCADE`));
}

/**
 * Adds interface strings that a newer release brought and this database lacks (for the seeded
 * locales). Existing rows are never overwritten, so an operator's edits stay. Returns how many
 * rows were added.
 */
export async function addMissingUiStrings(db: Database): Promise<number> {
  // Read the keys first and insert only what is missing: on a start with nothing new (the usual
  // case) this is one small select instead of thousands of conflicting inserts (1.4 s → ~0.1 s).
  const present = await db.select({ locale: schema.translations.locale, key: schema.translations.key }).from(schema.translations);
  const have = new Set(present.map((row) => `${row.locale}\u0000${row.key}`));
  const rows = uiStringRows().filter((row) => !have.has(`${row.locale}\u0000${row.key}`));
  if (!rows.length) return 0;
  const added = await db
    .insert(schema.translations)
    .values(rows)
    .onConflictDoNothing({ target: [schema.translations.locale, schema.translations.key] })
    .returning({ id: schema.translations.id });
  return added.length;
}

/**
 * Moves interface strings still at a superseded default (an earlier release's text, listed in
 * `data/ui-strings-superseded.ts`) to this release's default. A row is changed only when its value
 * equals a default we shipped, so an operator's edit is never overwritten; an operator who typed
 * exactly an old default by hand cannot be told apart, and gets the correction too. Runs in one
 * transaction; returns how many rows changed.
 */
export async function updateSupersededUiStrings(db: Database, superseded: SupersededUiStrings = supersededUiStrings): Promise<number> {
  const entries = (Object.entries(superseded) as Array<[Locale, Record<string, readonly string[]>]>).flatMap(([locale, keys]) =>
    Object.entries(keys).flatMap(([key, old]) => {
      const current = uiStrings[locale][key];
      return current === undefined || !old.length ? [] : [{ locale, key, old, current }];
    }),
  );
  if (!entries.length) return 0;
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const { locale, key, old, current } of entries) {
      const rows = await tx
        .update(schema.translations)
        .set({ value: current, updatedAt: new Date() })
        .where(
          and(
            eq(schema.translations.locale, locale),
            eq(schema.translations.key, key),
            inArray(schema.translations.value, [...old]),
            ne(schema.translations.value, current),
          ),
        )
        .returning({ id: schema.translations.id });
      changed += rows.length;
    }
    return changed;
  });
}
