import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SHOP_SEARCH_CONFIGS } from '../../db/search-config';
import type { Database } from '../../db/client';
import { productSearchLexicon, shops, shopTranslations } from '../../db/schema';
import { searchWords } from './product-search';
import type { PageRequest } from './shop-queries';

/**
 * SH4 ranking: PostgreSQL full text stemmed in the request's and the default language (so
 * "burgers" finds "burger"), word prefixes (so "pizz" finds "pizza" while the customer types), and,
 * when neither finds anything, typos ("burgr") on queries long enough to have trigrams: a title
 * close to the text (trigram word similarity), or the words corrected through the marketplace's
 * vocabulary (`product_search_lexicon`: the stemmed words of every product, category and
 * description per language, where "burgr" is closest to burger). Title hits weigh more than
 * description hits. With 10 000 shops (30 000 translations) every way of matching is an index
 * lookup; only the matches are scored.
 */

/** Lexicon terms taken per mistyped word, and the trigram similarity they need (as product search). */
const TYPO_TERMS = 4;
const TYPO_SIMILARITY = 0.4;

/** Shorter queries have too few trigrams for similarity to mean anything. */
const TYPO_MIN_LENGTH = 3;

const configOf = (locale: string) => sql`${SHOP_SEARCH_CONFIGS[locale] ?? 'simple'}::regconfig`;

/** `"pizz nap"` → `pizz:* & nap:*`; only letters and digits reach to_tsquery, so it cannot fail. */
export function prefixQuery(search: string): string | null {
  const words = search.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Match and score over the stored `search_vector` (title A, description B) and the trigram
 * indexes, so matching is index lookups: the query is stemmed in each wanted language and the
 * results OR-ed, one constant tsquery the GIN index can answer. ts_rank's default weights already
 * put title hits (A) above description hits (B).
 */
function matchAndScore(search: string, locales: string[], withTypos: boolean) {
  const t = shopTranslations;
  const anyOf = (build: (cfg: SQL) => SQL) => sql`(${sql.join(locales.map((l) => build(configOf(l))), sql` || `)})`;
  const words = anyOf((cfg) => sql`websearch_to_tsquery(${cfg}, ${search})`);
  const prefix = prefixQuery(search);
  const prefixes = prefix ? anyOf((cfg) => sql`to_tsquery(${cfg}, ${prefix})`) : null;

  const match = sql.join([
    sql`${t.searchVector} @@ ${words}`,
    ...(prefixes ? [sql`${t.searchVector} @@ ${prefixes}`] : []),
    // Typos: `<%` is word_similarity ≥ pg_trgm.word_similarity_threshold, left at its default 0.6,
    // answered by the title trigram index; descriptions through the corrected words (GIN).
    ...(withTypos ? [sql`${search} <% ${t.title}`] : []),
    ...(withTypos && searchWords(search).length ? [sql`${t.searchVector} @@ ${correctedWords(search, locales)}`] : []),
  ], sql` OR `);
  // ts_rank's weights rank title hits (A) above description hits (B). Title similarity ranks typo
  // matches only: computed over a common word's thousands of matches it was most of the query.
  const score = sql`(2 * ts_rank(${t.searchVector}, ${words})${prefixes ? sql` + ts_rank(${t.searchVector}, ${prefixes})` : sql``}
    ${withTypos ? sql`+ word_similarity(${search}, ${t.title})` : sql``})`;
  return { match: sql`(${match})`, score };
}

/**
 * Every word of `search` replaced by the closest lexicon terms (`(a | b) & (c | d)`), one constant
 * tsquery; a word without any close term makes it NULL, which matches nothing. Lexemes are
 * quoted, so no text reaches to_tsquery's syntax.
 */
function correctedWords(search: string, locales: string[]): SQL {
  const words = searchWords(search);
  const l = productSearchLexicon;
  const groups = words.map((word) => sql`(select '(' || string_agg(quote_literal(x.term), ' | ') || ')' from (
    select ${l.term} as term from ${l} where ${inArray(l.locale, locales)} and ${l.term} % ${word}
      and similarity(${l.term}, ${word}) >= ${TYPO_SIMILARITY}
    order by similarity(${l.term}, ${word}) desc, ${l.term} limit ${TYPO_TERMS}) x)`);
  return sql`to_tsquery('simple', ${sql.join(groups, sql` || ' & ' || `)})`;
}

/**
 * One page of shop ids matching `search` in the given locales (the request's language and the
 * default one) and `filters`, best match first. Without a search: every shop, best rated first.
 */
export async function searchShopIds(
  db: Database, search: string | undefined, filters: SQL | undefined, locales: string[], page: PageRequest,
): Promise<{ ids: number[]; total: number }> {
  const offset = (page.page - 1) * page.perPage;
  if (!search) {
    const [rows, totals] = await Promise.all([
      db.select({ id: shops.id }).from(shops).where(filters)
        .orderBy(desc(shops.ratingAvg), asc(shops.id)).limit(page.perPage).offset(offset),
      db.select({ value: count() }).from(shops).where(filters),
    ]);
    return { ids: rows.map((r) => r.id), total: totals[0]?.value ?? 0 };
  }

  // Words and prefixes first; typos only when nothing matched that way. Typo matches rank below
  // word matches anyway, and rechecking trigram similarity on hundreds of matched descriptions
  // was most of the cost of a common word.
  const found = await matchPage(db, search, filters, locales, page, false);
  if (found.total > 0 || [...search].length < TYPO_MIN_LENGTH) return found;
  return matchPage(db, search, filters, locales, page, true);
}

async function matchPage(
  db: Database, search: string, filters: SQL | undefined, locales: string[], page: PageRequest, withTypos: boolean,
): Promise<{ ids: number[]; total: number }> {
  const offset = (page.page - 1) * page.perPage;
  const { match, score } = matchAndScore(search, locales, withTypos);
  const matches = db.$with('matches').as(
    db.select({ shopId: shopTranslations.shopId, score: sql<number>`max(${score})`.as('score') })
      .from(shopTranslations)
      .where(and(inArray(shopTranslations.locale, locales), match))
      .groupBy(shopTranslations.shopId),
  );
  // Page and total in one pass over the matches (a few thousand at most): two parallel queries
  // would each look the matches up again.
  const rows = await db.with(matches).select({ id: shops.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(shops).innerJoin(matches, eq(matches.shopId, shops.id))
    .where(filters).orderBy(desc(matches.score), desc(shops.ratingAvg), asc(shops.id))
    .limit(page.perPage).offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, search, filters, locales, withTypos) : 0);
  return { ids: rows.map((r) => r.id), total };
}

/** A page past the end has no row to carry the window count; count on the first page (rare). */
async function countMatches(db: Database, search: string, filters: SQL | undefined, locales: string[], withTypos: boolean): Promise<number> {
  const { total } = await matchPage(db, search, filters, locales, { page: 1, perPage: 1 }, withTypos);
  return total;
}
