import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shops, shopTranslations } from '../../db/schema';
import type { PageRequest } from './shop-queries';

/**
 * SH4 ranking: PostgreSQL full text in each translation's own language (stemmed, so "burgers"
 * finds "burger"), word prefixes (so "pizz" finds "pizza" while the customer types), and trigram
 * word similarity for typos ("burgr") on queries long enough to have trigrams. Title hits weigh
 * more than description hits.
 */

/** Text-search configurations PostgreSQL ships, by locale; others use `simple` (no stemming). */
const SEARCH_CONFIGS: Record<string, string> = {
  ar: 'arabic', da: 'danish', de: 'german', en: 'english', es: 'spanish', fi: 'finnish', fr: 'french',
  hu: 'hungarian', id: 'indonesian', it: 'italian', nl: 'dutch', no: 'norwegian', pt: 'portuguese',
  ro: 'romanian', ru: 'russian', sv: 'swedish', tr: 'turkish',
};

/** Word similarity (0–1) from which a word counts as a typo of the query (pg_trgm's own default). */
const TYPO_SIMILARITY = 0.6;
/** Shorter queries have too few trigrams for similarity to mean anything. */
const TYPO_MIN_LENGTH = 3;

const configOf = (locale: SQL | string) => {
  const cases = Object.entries(SEARCH_CONFIGS).map(([code, config]) => sql`WHEN ${code} THEN ${config}`);
  return sql`(CASE ${locale} ${sql.join(cases, sql` `)} ELSE 'simple' END)::regconfig`;
};

/** `"pizz nap"` → `pizz:* & nap:*`; only letters and digits reach to_tsquery, so it cannot fail. */
export function prefixQuery(search: string): string | null {
  const words = search.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

function matchAndScore(search: string) {
  const cfg = configOf(sql`${shopTranslations.locale}`);
  const description = sql`coalesce(${shopTranslations.description}, '')`;
  const doc = sql`(setweight(to_tsvector(${cfg}, ${shopTranslations.title}), 'A') || setweight(to_tsvector(${cfg}, ${description}), 'B'))`;
  const words = sql`websearch_to_tsquery(${cfg}, ${search})`;
  const prefix = prefixQuery(search);
  const prefixes = prefix ? sql`to_tsquery(${cfg}, ${prefix})` : null;
  const titleSimilarity = sql`word_similarity(${search}, ${shopTranslations.title})`;
  const descriptionSimilarity = sql`word_similarity(${search}, ${description})`;
  const typos = search.length >= TYPO_MIN_LENGTH;

  const match = sql.join([
    sql`${doc} @@ ${words}`,
    ...(prefixes ? [sql`${doc} @@ ${prefixes}`] : []),
    ...(typos ? [sql`${titleSimilarity} >= ${TYPO_SIMILARITY}`, sql`${descriptionSimilarity} >= ${TYPO_SIMILARITY}`] : []),
  ], sql` OR `);
  const score = sql`(2 * ts_rank(${doc}, ${words})${prefixes ? sql` + ts_rank(${doc}, ${prefixes})` : sql``}
    + ${titleSimilarity} + 0.5 * ${descriptionSimilarity})`;
  return { match: sql`(${match})`, score };
}

/**
 * One page of shop ids matching `search` in the given locales (the request's language and the
 * default one) and `filters`, best match first. Without a search: every shop, best rated first.
 */
export async function searchShopIds(db: Database, search: string | undefined, filters: SQL | undefined, locales: string[], page: PageRequest) {
  const offset = (page.page - 1) * page.perPage;
  if (!search) {
    const [rows, totals] = await Promise.all([
      db.select({ id: shops.id }).from(shops).where(filters)
        .orderBy(desc(shops.ratingAvg), asc(shops.id)).limit(page.perPage).offset(offset),
      db.select({ value: count() }).from(shops).where(filters),
    ]);
    return { ids: rows.map((r) => r.id), total: totals[0]?.value ?? 0 };
  }

  const { match, score } = matchAndScore(search);
  const matches = db.$with('matches').as(
    db.select({ shopId: shopTranslations.shopId, score: sql<number>`max(${score})`.as('score') })
      .from(shopTranslations)
      .where(and(inArray(shopTranslations.locale, locales), match))
      .groupBy(shopTranslations.shopId),
  );
  const [rows, totals] = await Promise.all([
    db.with(matches).select({ id: shops.id }).from(shops).innerJoin(matches, eq(matches.shopId, shops.id))
      .where(filters).orderBy(desc(matches.score), desc(shops.ratingAvg), asc(shops.id))
      .limit(page.perPage).offset(offset),
    db.with(matches).select({ value: count() }).from(shops).innerJoin(matches, eq(matches.shopId, shops.id)).where(filters),
  ]);
  return { ids: rows.map((r) => r.id), total: totals[0]?.value ?? 0 };
}
