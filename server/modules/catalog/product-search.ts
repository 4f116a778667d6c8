import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categoryTranslations, productTranslations, products, shopDeliveryZones, shops } from '../../db/schema';
import { zoneContains } from '../../db/zone-sql';
import { prefixQuery } from './shop-search';

/**
 * P3 product search. A product matches when, in the request's language (or the default one for
 * products not translated into it), its title or description matches the words (full text,
 * stemmed in the row's language: "lemonades" → lemonade) or their prefixes ("piz" → pizza), its
 * title contains the text or a run of words close to it (typos: "piza" → Pizza, "hamburgesa" →
 * Hamburguesa), or its category's title matches the same ways ("pizza" finds the Pizzas).
 * Ranked by a blend of those, best first.
 *
 * Built for a million products: every way of matching is an index lookup (the stored
 * `search_vector` GIN, the title trigram GIN, the small category table), the lookups are
 * united, and only those candidates are joined, filtered and scored. Nothing runs per row of
 * the whole table.
 */

/** Text-search configurations of the seeded languages; anything else is split on words only. */
const TS_CONFIGS: Readonly<Record<string, string>> = { en: 'english', es: 'spanish', ar: 'arabic' };
export const tsConfigFor = (locale: string): string => TS_CONFIGS[locale] ?? 'simple';

/**
 * Word similarity a title needs to count as a typo match: "piza"/"Pizza" scores 0.8,
 * "hamburgesa"/"Hamburguesa" 0.82, "piza"/"Pizzas" 0.6; unrelated short words stay below.
 * Set per transaction as pg_trgm's threshold so `<%` can use the trigram index.
 */
export const TYPO_THRESHOLD = 0.5;
/**
 * Substring and typo matching need trigrams, so at least 3 characters; shorter text matches
 * whole words and word prefixes only ("te" → tea, not every title with "te" inside).
 */
export const SUBSTRING_MIN_LENGTH = 3;
/** A one-letter prefix would match most of the catalog; one letter matches whole words only. */
export const PREFIX_MIN_LENGTH = 2;

/** `%`, `_` and `\` are literal in a search box, not LIKE wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type SearchInput = {
  text: string;
  lang: string;
  fallbackLocale: string;
  shopId?: number | undefined;
  /** Only shops whose delivery zone contains this point. */
  near?: { latitude: number; longitude: number } | undefined;
  page: number;
  perPage: number;
};

/** How a search text is matched; pure, so the short-text rules are unit-tested. */
export function searchPlan(text: string) {
  const compact = text.trim();
  const prefix = compact.replace(/[^\p{L}\p{N}]/gu, '').length >= PREFIX_MIN_LENGTH ? prefixQuery(compact) : null;
  const substring = [...compact].length >= SUBSTRING_MIN_LENGTH;
  return { prefix, substring, typos: substring };
}

/** One page of matching product ids, best first, and how many matched in all. */
export async function searchProductIds(db: Database, input: SearchInput): Promise<{ ids: number[]; total: number }> {
  const plan = searchPlan(input.text);
  const cfg = sql`${tsConfigFor(input.lang)}::regconfig`;
  const words = sql`websearch_to_tsquery(${cfg}, ${input.text})`;
  const prefixes = plan.prefix ? sql`to_tsquery(${cfg}, ${plan.prefix})` : null;
  const like = `%${escapeLike(input.text)}%`;
  const locales = sql`(${input.lang}, ${input.fallbackLocale})`;

  // Text conditions on one translation row (pt) or category title (ct); each can use an index.
  const textMatch = (vector: SQL, title: SQL) => sql.join([
    sql`${vector} @@ ${words}`,
    ...(prefixes ? [sql`${vector} @@ ${prefixes}`] : []),
    ...(plan.substring ? [sql`${title} ilike ${like}`] : []),
    ...(plan.typos ? [sql`${input.text} <% ${title}`] : []),
  ], sql` or `);
  const categoryVector = sql`to_tsvector(${cfg}, ct.title)`;

  const filters: SQL[] = [
    sql`p.active`, sql`p.status = 'published'`, sql`not p.addon`, sql`s.status = 'approved'`,
    // The request's language, or the default one when the product has no row in it.
    sql`(pt.locale = ${input.lang} or (pt.locale = ${input.fallbackLocale} and not exists (
      select 1 from ${productTranslations} own where own.product_id = pt.product_id and own.locale = ${input.lang})))`,
  ];
  if (input.shopId !== undefined) filters.push(sql`p.shop_id = ${input.shopId}`);
  if (input.near) {
    filters.push(sql`exists (select 1 from ${shopDeliveryZones} where ${shopDeliveryZones.shopId} = s.id and ${zoneContains(input.near)})`);
  }

  // A hit in the product's own title outranks one in its description or its category's title.
  const score = sql`(ts_rank(pt.search_vector, ${words}) * 2
    ${prefixes ? sql`+ ts_rank(pt.search_vector, ${prefixes})` : sql``}
    + word_similarity(${input.text}, pt.title)
    + case when pt.title ilike ${like} then 0.5 else 0 end
    + coalesce(word_similarity(${input.text}, ct.title) * 0.5, 0)
    + case when ${categoryVector} @@ ${words} then 0.5 else 0 end)`;

  const statement = sql`
    with matched_categories as (
      select ct.category_id from ${categoryTranslations} ct
      where ct.locale in ${locales} and (${textMatch(categoryVector, sql`ct.title`)})
    ),
    candidates as (
      select pt.id from ${productTranslations} pt
      where pt.locale in ${locales} and (${textMatch(sql`pt.search_vector`, sql`pt.title`)})
      union
      select pt.id from ${products} p
      join ${productTranslations} pt on pt.product_id = p.id and pt.locale in ${locales}
      where p.category_id = any (array(select category_id from matched_categories))
    ),
    scored as (
      select pt.product_id, max(${score}) as score
      from candidates c
      join ${productTranslations} pt on pt.id = c.id
      join ${products} p on p.id = pt.product_id
      join ${shops} s on s.id = p.shop_id
      left join ${categoryTranslations} ct on ct.category_id = p.category_id and ct.locale = pt.locale
      where ${sql.join(filters, sql` and `)}
      group by pt.product_id
    )
    select product_id, count(*) over () as total from scored
    order by score desc, product_id
    limit ${input.perPage} offset ${(input.page - 1) * input.perPage}`;

  const rows = await db.transaction(async (tx) => {
    // `<%` compares against pg_trgm's threshold. JIT compilation (on by default in PostgreSQL
    // ≥ 12) costs hundreds of milliseconds and kicks in on the large estimates of common words;
    // it never pays off for a query that must answer in milliseconds. Both local to this transaction.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true), set_config('jit', 'off', true)`);
    // node-postgres and PGlite both answer raw queries with `{ rows }`.
    return ((await tx.execute(statement)) as unknown as { rows: Array<{ product_id: number; total: number | string }> }).rows;
  });
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && input.page > 1) total = await countMatchesOnly(db, input);
  return { ids: rows.map((r) => Number(r.product_id)), total };
}

/** A page past the end has no rows to carry the window count; count separately (rare). */
async function countMatchesOnly(db: Database, input: SearchInput): Promise<number> {
  const { total } = await searchProductIds(db, { ...input, page: 1, perPage: 1 });
  return total;
}
