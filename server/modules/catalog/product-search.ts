import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categoryTranslations, productTranslations, products, shopDeliveryZones, shops } from '../../db/schema';

/**
 * P3 product search: PostgreSQL full text (stemmed, in the row's language) OR trigram word
 * similarity on the title (typos: "piza" → Pizza, "hamburgesa" → Hamburguesa) OR a plain
 * substring, ranked by a blend of the three. Only the request's language is searched, falling
 * back to the default language for products not translated into it.
 */

/** Text-search configurations of the seeded languages; anything else is split on words only. */
const TS_CONFIGS: Readonly<Record<string, string>> = { en: 'english', es: 'spanish', ar: 'arabic' };
export const tsConfigFor = (locale: string): string => TS_CONFIGS[locale] ?? 'simple';

/** The row's own configuration, as one expression so PostgreSQL can evaluate it per row. */
const rowConfig = sql.raw(
  `(case "product_translations"."locale" ${Object.entries(TS_CONFIGS)
    .map(([locale, config]) => `when '${locale}' then '${config}'::regconfig`)
    .join(' ')} else 'simple'::regconfig end)`,
);
/** Title, description and the category's title in the same language ("pizza" finds the Pizzas). */
const document = sql`to_tsvector(${rowConfig}, ${productTranslations.title} || ' ' || coalesce(${productTranslations.description}, '')
  || ' ' || coalesce(${categoryTranslations.title}, ''))`;

/**
 * Word similarity a title needs to count as a typo match: "piza"/"Pizza" scores 0.8,
 * "hamburgesa"/"Hamburguesa" 0.82, "piza"/"Pizzas" 0.6; unrelated short words stay below.
 */
export const TYPO_THRESHOLD = 0.5;

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

/** One page of matching product ids, best first, and how many matched in all. */
export async function searchProductIds(db: Database, input: SearchInput): Promise<{ ids: number[]; total: number }> {
  const query = sql`websearch_to_tsquery(${tsConfigFor(input.lang)}::regconfig, ${input.text})`;
  const like = `%${escapeLike(input.text)}%`;
  const inLanguage = sql`(${productTranslations.locale} = ${input.lang} or (${productTranslations.locale} = ${input.fallbackLocale}
    and not exists (select 1 from ${productTranslations} own where own.product_id = ${productTranslations.productId} and own.locale = ${input.lang})))`;
  const filters: SQL[] = [
    sql`${products.active}`,
    sql`${products.status} = 'published'`,
    sql`not ${products.addon}`,
    sql`${shops.status} = 'approved'`,
  ];
  if (input.shopId !== undefined) filters.push(sql`${products.shopId} = ${input.shopId}`);
  if (input.near) {
    filters.push(sql`exists (select 1 from ${shopDeliveryZones} where ${shopDeliveryZones.shopId} = ${shops.id}
      and ${shopDeliveryZones.area} @> point(${input.near.longitude}::float8, ${input.near.latitude}::float8))`);
  }
  // word_similarity: how well the query matches the best run of words in the title (typos).
  // A hit in the product's own title outranks one in its category's title.
  const titleSimilarity = sql`word_similarity(${input.text}, ${productTranslations.title})`;
  const categorySimilarity = sql`coalesce(word_similarity(${input.text}, ${categoryTranslations.title}), 0)`;
  const score = sql`(ts_rank(${document}, ${query}) * 2 + ${titleSimilarity} + ${categorySimilarity} * 0.5
    + case when ${productTranslations.title} ilike ${like} then 0.5 else 0 end)`;
  const result = await db.execute(sql`
    with matches as (
      select ${productTranslations.productId} as product_id, max(${score}) as score
      from ${productTranslations}
      join ${products} on ${products.id} = ${productTranslations.productId}
      join ${shops} on ${shops.id} = ${products.shopId}
      left join ${categoryTranslations} on ${categoryTranslations.categoryId} = ${products.categoryId}
        and ${categoryTranslations.locale} = ${productTranslations.locale}
      where ${inLanguage} and ${sql.join(filters, sql` and `)}
        and (${document} @@ ${query} or ${productTranslations.title} ilike ${like}
          or ${titleSimilarity} >= ${TYPO_THRESHOLD} or ${categorySimilarity} >= ${TYPO_THRESHOLD})
      group by ${productTranslations.productId}
    )
    select product_id, count(*) over () as total from matches
    order by score desc, product_id
    limit ${input.perPage} offset ${(input.page - 1) * input.perPage}`);
  // node-postgres and PGlite both answer raw queries with `{ rows }`.
  const { rows } = result as unknown as { rows: Array<{ product_id: number; total: number | string }> };
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && input.page > 1) total = await countMatchesOnly(db, input);
  return { ids: rows.map((r) => Number(r.product_id)), total };
}

/** A page past the end has no rows to carry the window count; count separately (rare). */
async function countMatchesOnly(db: Database, input: SearchInput): Promise<number> {
  const { total } = await searchProductIds(db, { ...input, page: 1, perPage: 1 });
  return total;
}
