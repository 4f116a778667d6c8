import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productSearchLexicon, productSearchTerms, shopDeliveryZones } from '../../db/schema';
import { zoneContains } from '../../db/zone-sql';

/**
 * P3 product search over the postings of migration 0005 (`product_search_terms`: one row per
 * product, language and stemmed word of its title, category title or description, kept by
 * triggers). A product matches when, in the request's language (products without a translation
 * in it are posted there in the default language; when nothing matches there, the other
 * languages in turn: `SearchInput.otherLangs`), every word of the search matches one of its
 * terms:
 *
 * - exactly, after stemming in that language ("lemonades" → lemonad);
 * - as a prefix of a term while the customer types ("choco", from 2 letters; the last word only);
 * - as a typo or a part of a term, from 4 letters ("piza" → pizza, "burgr" → burger,
 *   "burg" → hamburguesa): the closest terms of the language's lexicon by trigram similarity.
 *
 * Ranked by how the longest word matched (exact, prefix, typo), then where (first word of the
 * title, elsewhere in the title, category title, description), then by title length (a title
 * that is exactly the word first), then by id.
 *
 * Built for a million products. One word: the ranked index (`product_search_terms_rank_idx`) is
 * ordered by exactly that rank within a term, so a page is the merge of the first rows of a
 * handful of index ranges, and the total is counted only up to RESULT_CAP. Several words: see
 * `searchSeveralWords` (the rarest word drives, or the words' ranges are merge-joined in product
 * order through `product_search_terms_probe_idx`, migration 0008).
 *
 * Words are stemmed with `product_search_config(lang)` (migration 0005), as the postings are.
 *
 * Why a capped total and no GIN index: counting every match of a common word ("chicken": 67 000)
 * would be the one step that grows with the catalog, and the contract only asks `meta` to be
 * consistent (§1.5; decided for issue #4), so `meta.total` and `last_page` stop at RESULT_CAP. A
 * GIN lookup (tsvector or trigram) builds the bitmap of every match before anything is limited.
 */

/** `meta.total` counts matches up to this many; more are reported as this many (see the header). */
export const RESULT_CAP = 1000;
/** Prefix lookups follow the shortest terms starting with the text: enough for "cr" to reach croissant. */
export const PREFIX_TERMS = 40;
/** Typo lookups follow the most similar terms of the lexicon only. */
export const TYPO_TERMS = 6;
/** Trigram similarity from which a lexicon term counts as a typo of a word ("burgr"/"burger" 0.44). */
export const TYPO_SIMILARITY = 0.4;
/** Letters (not UTF-16 units: `char_length`) from which a word matches as a prefix. */
export const PREFIX_MIN_LENGTH = 2;
/**
 * Typos and parts of words from 4 letters: a 3-letter word has too few trigrams for similarity to
 * mean a typo ("ice" would find rice, spice, juice and slice), and it still matches as a prefix.
 */
export const TYPO_MIN_LENGTH = 4;
/** At most this many words of a search are used. */
export const MAX_WORDS = 6;
/**
 * Several words: a word with at most this many postings drives the search, every other word is
 * checked per driving product (signature, then an index lookup). A lookup costs about as much as
 * reading 20–40 postings in order, so beyond this the words' ranges are merge-joined instead
 * (each read once, in order). Words are counted only up to this (a short index read each).
 */
export const DRIVER_MAX_POSTINGS = 1000;
/**
 * A word checked per product with at most this many terms is looked up in each term's range of
 * the product-ordered index; with more (the prefixes of a word being typed) the product's own
 * postings are read once through the primary key instead.
 */
const PROBE_MAX_TERMS = 4;

/** `%`, `_` and `\` are literal in a search box, not LIKE wildcards (category and brand search). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The words of a search: runs of letters and digits, lower-cased, at most MAX_WORDS. Nothing else
 * reaches SQL patterns, so `%`, `_` and `\` typed in the box are never LIKE wildcards.
 */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
}

/**
 * A PostgreSQL array literal of the texts, each quoted: unquoted, a search for "null" would be a
 * NULL element. `"` and `\` are escaped, so any text (lexicon terms too) stays one element.
 */
export const wordArray = (words: readonly string[]): string =>
  `{${words.map((w) => `"${w.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

export type SearchInput = {
  text: string;
  lang: string;
  /**
   * Languages searched in turn, in this order, when `lang` finds nothing (issue #23): "pizza" typed
   * in the Arabic storefront finds nothing among the Arabic titles, but matches the products'
   * titles in the default language, and "بيتزا" typed in the Spanish one matches their Arabic
   * titles, so a product is found by any of its translations (and the usual transliterations,
   * which its translations are). Each language is the same index-only search, and a search that
   * finds something in its own language (nearly every one) costs nothing more; one that finds
   * nothing anywhere costs a search per language.
   */
  otherLangs?: readonly string[] | undefined;
  shopId?: number | undefined;
  /** Only shops whose delivery zone contains this point. */
  near?: { latitude: number; longitude: number } | undefined;
  page: number;
  perPage: number;
  /** Where `total` stops counting: RESULT_CAP unless given (tests use a small one). */
  cap?: number | undefined;
  /** Several words: DRIVER_MAX_POSTINGS unless given (tests pass 0 to take the other ways on a small catalog). */
  driverMaxPostings?: number | undefined;
};

type SearchResult = { ids: number[]; total: number };

/** The page to return: ranks `offset` to `wanted` (exclusive) of the matches, best first. */
type Page = { offset: number; wanted: number; cap: number };

/** One page of matching product ids, best first, and how many matched (capped at RESULT_CAP). */
export async function searchProductIds(db: Database, input: SearchInput): Promise<SearchResult> {
  const words = searchWords(input.text);
  if (!words.length) return { ids: [], total: 0 };
  const cap = input.cap ?? RESULT_CAP;
  const offset = (input.page - 1) * input.perPage;
  // Pages past the cap are empty (meta.last_page never points there); only the total is needed.
  const wanted = offset >= cap ? 0 : Math.min(offset + input.perPage, cap);
  const page = { offset, wanted, cap };
  let shopIds: number[] | undefined;
  if (input.near) {
    const zones = await db.selectDistinct({ shopId: shopDeliveryZones.shopId }).from(shopDeliveryZones).where(zoneContains(input.near));
    shopIds = zones.map((z) => z.shopId).sort((a, b) => a - b);
    // No shop delivers there.
    if (!shopIds.length) return { ids: [], total: 0 };
  }
  const scope: Scope = { shopId: input.shopId, shopIds };
  // The request's language first; the others only when it finds nothing (see `otherLangs`).
  for (const lang of new Set([input.lang, ...(input.otherLangs ?? [])])) {
    const found = words.length > 1
      ? await searchSeveralWords(db, lang, scope, words, page, input.driverMaxPostings ?? DRIVER_MAX_POSTINGS)
      : await searchOneWord(db, lang, scope, words, page);
    if (found.total > 0) return found;
  }
  return { ids: [], total: 0 };
}

const ps = productSearchTerms;

/**
 * `typed`, `words`, `terms` and `lead`, the common start of every search statement: each word's
 * stem, its terms with how they match (class 0 exact, 1 prefix, 2 typo) and the word that ranks.
 */
function termCtes(words: readonly string[], lang: string): SQL {
  const lexicon = productSearchLexicon;
  const lastWord = words.length;
  return sql`
    typed as (
      select w.word, w.i, (select l.lexeme from unnest(to_tsvector(product_search_config(${lang}), w.word)) l limit 1) as stem
      from unnest(${wordArray(words)}::text[]) with ordinality as w(word, i)
    ),
    -- Stop words ("de", "the") have no stem and are left out, unless the search is nothing else.
    words as materialized (
      select i, word, coalesce(stem, word) as stem from typed
      where stem is not null or not exists (select 1 from typed where stem is not null)
    ),
    -- Each word's terms: its stem (class 0); for the word being typed (the last), the shortest
    -- lexicon terms it begins (1); from 4 letters, the lexicon terms closest to it or containing
    -- it (2). \`%\` (pg_trgm's default threshold, 0.3) lets the trigram index find candidates.
    terms as materialized (
      select w.i, x.term, min(x.class) as class from words w
      cross join lateral (
        select w.stem as term, 0 as class
        union all
        (select l.term, 1 from ${lexicon} l
          where l.locale = ${lang} and w.i = ${lastWord} and char_length(w.word) >= ${PREFIX_MIN_LENGTH} and l.term <> w.stem
            and (l.term like w.stem || '%' or l.term like w.word || '%')
          order by char_length(l.term), l.term limit ${PREFIX_TERMS})
        union all
        (select l.term, 2 from ${lexicon} l
          where l.locale = ${lang} and char_length(w.word) >= ${TYPO_MIN_LENGTH} and l.term <> w.stem
            and (((l.term % w.stem or l.term % w.word)
                and greatest(similarity(l.term, w.stem), similarity(l.term, w.word)) >= ${TYPO_SIMILARITY})
              or l.term like '%' || w.word || '%')
          order by greatest(similarity(l.term, w.stem), similarity(l.term, w.word)) desc, l.term limit ${TYPO_TERMS})
      ) x
      group by w.i, x.term
    ),
    -- The longest word ranks (usually the most specific).
    lead as (select i from words order by char_length(word) desc, i limit 1)`;
}

/**
 * Where the products may be: one shop, and/or the shops delivering to a point, looked up once
 * per search as a constant list (PostgreSQL hashes a constant list, so each posting's check is
 * one lookup; a list computed inside the statement would be scanned for every posting).
 */
type Scope = { shopId?: number | undefined; shopIds?: number[] | undefined };

/** The scope's filters on the postings aliased `alias` (all of a product's postings share its shop). */
function shopFilters(scope: Scope, alias: SQL): SQL[] {
  const filters: SQL[] = [];
  if (scope.shopId !== undefined) filters.push(sql`${alias}.shop_id = ${scope.shopId}`);
  if (scope.shopIds) filters.push(sql`${alias}.shop_id = any (${ints(scope.shopIds)})`);
  return filters;
}

/** node-postgres and PGlite both answer raw queries with `{ rows }`. */
async function rowsOf<T>(db: Pick<Database, 'execute'>, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** One word: the page merges the first rows of each term's ranked range; the count stops at the cap. */
async function searchOneWord(db: Database, lang: string, scope: Scope, words: string[], { offset, wanted, cap }: Page): Promise<SearchResult> {
  const where = sql.join([sql`ps.visible`, sql`ps.locale = ${lang}`, sql`ps.term = t.term`, ...shopFilters(scope, sql`ps`)], sql` and `);
  const statement = sql`
    with ${termCtes(words, lang)},
    lead_terms as (select t.* from terms t where t.i = (select i from lead)),
    hits as (
      select ps.product_id, min(array[t.class, ps.weight, ps.title_words]) as rank
      from lead_terms t
      cross join lateral (
        select ps.product_id, ps.weight, ps.title_words from ${ps} ps
        where ${where}
        order by ps.weight, ps.title_words, ps.product_id
        limit ${wanted}
      ) ps
      group by ps.product_id
    ),
    counted as (
      select count(*) as raw, count(distinct product_id) as uniq from (
        select ps.product_id from lead_terms t
        cross join lateral (select ps.product_id from ${ps} ps where ${where} limit ${cap + 1}) ps
        limit ${cap + 1}
      ) c
    )
    select (select raw from counted) as raw, (select uniq from counted) as uniq,
      coalesce((select array_agg(product_id order by rank, product_id) from (
        select product_id, rank from hits order by rank, product_id offset ${offset} limit ${wanted - offset > 0 ? wanted - offset : 0}) page), '{}') as ids`;
  const [row] = await rowsOf<{ raw: number | string; uniq: number | string; ids: Array<number | string> }>(db, statement);
  const raw = Number(row?.raw ?? 0);
  const total = raw > cap ? cap : Number(row?.uniq ?? 0);
  return { ids: (row?.ids ?? []).map(Number), total };
}

/** A word of a search of several: its terms, whether it ranks, and its postings counted up to the driver limit + 1. */
type Word = { i: number; lead: boolean; postings: number; terms: Array<{ term: string; class: number; low: string; high: string }> };

/** A rank: how the lead word matched (class), where (weight) and the title's length. */
type Rank = { cls: number; weight: number; titleWords: number };

/**
 * Several words. A product matches when it has every word; it ranks by the lead word (the
 * longest). Which way is cheapest depends on how common the words are, so the words' terms come
 * first, each word's postings counted up to DRIVER_MAX_POSTINGS (a short index read):
 *
 * 1. A rare word (≤ DRIVER_MAX_POSTINGS postings) drives: its products are read, and each is
 *    checked for the other words (signature, then lookup) and given its lead rank. All matches
 *    are known, so the total is exact and the page is sorted from them.
 * 2. Only common words: their ranges are merge-joined in product order (the product-ordered
 *    index), stopping at the cap's first matches. "family pizza" (53 000 and 16 000 postings,
 *    824 matches) reads both ranges once instead of hashing one and probing it per posting of
 *    the other; "ice cream" (30 000 matches) stops after a few thousand postings.
 * 3. More matches than the cap: the page comes from the lead word's ranked ranges, read up to
 *    where way 2's matches say the page ends, checking the other words per posting (signature,
 *    then lookup) and stopping after a page's worth of matches.
 *
 * The results are those of ranking every match (tests/api/product-search.test.ts runs the three
 * ways on the same searches).
 */
async function searchSeveralWords(
  db: Database, lang: string, scope: Scope, searchWordsList: string[], page: Page, driverMax: number,
): Promise<SearchResult> {
  const limit = driverMax + 1;
  const rows = await rowsOf<{ i: number | string; term: string; class: number | string; low: string; high: string; lead: boolean; postings: number | string }>(db, sql`
    with ${termCtes(searchWordsList, lang)},
    sizes as materialized (
      select w.i, (select count(*) from (
        select 1 from terms t
        cross join lateral (select 1 from ${ps} ps where ps.visible and ps.locale = ${lang} and ps.term = t.term limit ${limit}) p
        where t.i = w.i limit ${limit}) c) as postings
      from words w
    )
    select t.i, t.term, t.class, product_search_term_bits(t.term, false)::text as low, product_search_term_bits(t.term, true)::text as high,
      t.i = (select i from lead) as lead, s.postings
    from terms t join sizes s on s.i = t.i
    order by t.i, t.class, t.term`);
  const byIndex = new Map<number, Word>();
  for (const row of rows) {
    const i = Number(row.i);
    const word = byIndex.get(i) ?? { i, lead: row.lead, postings: Number(row.postings), terms: [] };
    word.terms.push({ term: row.term, class: Number(row.class), low: row.low, high: row.high });
    byIndex.set(i, word);
  }
  const words = [...byIndex.values()];
  const lead = words.find((w) => w.lead);
  // A word without any posting matches nothing (no lead: no words at all).
  if (!lead || words.some((w) => w.postings === 0)) return { ids: [], total: 0 };

  // The rarest word drives; on a tie the lead, which then needs no lookup for its rank.
  const driver = words.reduce((best, w) => (w.postings < best.postings || (w.postings === best.postings && w.lead && !best.lead) ? w : best));
  if (driver.postings <= driverMax) return rareWordDrives(db, lang, scope, words, driver, lead, page);

  const merged = await mergeWords(db, lang, scope, words, lead, page);
  if ('ids' in merged) return merged;
  return { ids: await rankedPage(db, lang, scope, words, lead, merged.bound, page), total: page.cap };
}

const texts = (values: readonly string[]) => sql`${wordArray(values)}::text[]`;
const ints = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * Signatures are tested for words of at most this many terms: the test is one AND per term, and a
 * word with many terms (the prefixes of the word being typed) has some term's bits in most
 * signatures anyway.
 */
const SIGNATURE_MAX_TERMS = 8;

/**
 * The signature of the postings aliased `alias` may hold `word` (some term's three bits are all
 * set): a test on the index entry itself that rules out most products without the word (with
 * ~8 terms per product about 1 % pass wrongly, a few % for a word sharing a bit with the one
 * read). True for words with too many terms to test.
 */
function mayHaveWord(word: Word, alias: SQL): SQL {
  if (word.terms.length > SIGNATURE_MAX_TERMS) return sql`true`;
  return sql`(${sql.join(word.terms.map(({ low, high }) => sql`(${alias}.term_bits_low & ${low}::bigint = ${low}::bigint
    and ${alias}.term_bits_high & ${high}::bigint = ${high}::bigint)`), sql` or `)})`;
}

/**
 * Product `productId` (an SQL expression) has a posting of `word` in `lang`: the signature test
 * on the postings aliased `alias` first, then a lookup. Per-row subqueries, never turned into
 * joins: a join would read the word's whole range to check a few products. Visibility needs no
 * check: a product's postings all share it.
 */
function hasWord(word: Word, lang: string, alias: SQL, productId: SQL): SQL {
  const terms = word.terms.map((t) => t.term);
  const lookup = terms.length <= PROBE_MAX_TERMS
    // One lookup per term, each inside that term's range of the product-ordered index.
    ? sql`(select true from ${ps} o where o.visible and o.locale = ${lang} and o.term = any (${texts(terms)}) and o.product_id = ${productId} limit 1)`
    // Many terms: read the product's postings in the language once (primary key) and test each
    // term against the list; `<@` keeps the terms out of the index condition (a descent per term).
    : sql`(select true from ${ps} o where o.product_id = ${productId} and o.locale = ${lang} and array[o.term] <@ ${texts(terms)} limit 1)`;
  return sql`${mayHaveWord(word, alias)} and ${lookup}`;
}

/** The page of matches `(product_id, rank)` ordered by rank, and how many matches there are (`n`). */
function pageOf(matches: SQL, { offset, wanted }: Page): SQL {
  return sql`
    select (select count(*) from ${matches} m) as n,
      coalesce((select array_agg(product_id order by rank, product_id) from (
        select product_id, rank from ${matches} m order by rank, product_id offset ${offset} limit ${Math.max(wanted - offset, 0)}) p), '{}') as ids`;
}

type PageRow = { n: number | string; ids: Array<number | string>; bound?: Array<number | string> | null };

async function pageRow(db: Pick<Database, 'execute'>, statement: SQL): Promise<{ ids: number[]; n: number; bound: Rank }> {
  const [row] = await rowsOf<PageRow>(db, statement);
  const [cls = 0, weight = 0, titleWords = 0] = (row?.bound ?? []).map(Number);
  return { ids: (row?.ids ?? []).map(Number), n: Number(row?.n ?? 0), bound: { cls, weight, titleWords } };
}

/** Way 1: the rare `driver` word's products, each checked for the other words and ranked by the lead. */
async function rareWordDrives(db: Database, lang: string, scope: Scope, words: Word[], driver: Word, lead: Word, page: Page): Promise<SearchResult> {
  const others = words.filter((w) => w !== driver && w !== lead);
  const leadTerms = sql`unnest(${texts(lead.terms.map((t) => t.term))}, ${ints(lead.terms.map((t) => t.class))}) as t(term, class)`;
  const leadRank = driver === lead
    ? sql`d.rank`
    : sql`case when ${mayHaveWord(lead, sql`d`)} then (select min(array[t.class, o.weight, o.title_words]) from ${leadTerms}
        cross join lateral (select o.weight, o.title_words from ${ps} o
          where o.visible and o.locale = ${lang} and o.term = t.term and o.product_id = d.product_id) o) end`;
  const checks = others.map((w) => hasWord(w, lang, sql`d`, sql`d.product_id`));
  const statement = sql`
    with driver as materialized (
      select ps.product_id, min(array[t.class, ps.weight, ps.title_words]) as rank,
        min(ps.term_bits_low) as term_bits_low, min(ps.term_bits_high) as term_bits_high
      from unnest(${texts(driver.terms.map((t) => t.term))}, ${ints(driver.terms.map((t) => t.class))}) as t(term, class)
      cross join lateral (
        select ps.product_id, ps.weight, ps.title_words, ps.term_bits_low, ps.term_bits_high from ${ps} ps
        where ${sql.join([sql`ps.visible`, sql`ps.locale = ${lang}`, sql`ps.term = t.term`, ...shopFilters(scope, sql`ps`)], sql` and `)}
      ) ps
      group by ps.product_id
    ),
    matches as materialized (
      select product_id, rank from (select d.product_id, ${leadRank} as rank from driver d
        ${checks.length ? sql`where ${sql.join(checks, sql` and `)}` : sql``}) x
      where rank is not null
    )
    ${pageOf(sql`matches`, page)}`;
  const { ids, n } = await pageRow(db, statement);
  return { ids, total: Math.min(n, page.cap) };
}

/**
 * Way 2: the words' ranges merge-joined in product order, up to the cap's first matches. With no
 * more matches than the cap all are known: the result. With more, those first matches (spread
 * over the catalog, whatever their rank) bound the page: the `wanted`-th best of them ranks at
 * least as well as the page's last, so the page is read from lead postings ranked up to there.
 * The planner is held to merge joins and sorted grouping for this statement: hashing a word's
 * range reads all of it, which is what stopping at the cap avoids.
 */
async function mergeWords(db: Database, lang: string, scope: Scope, words: Word[], lead: Word, page: Page): Promise<SearchResult | { bound: Rank }> {
  const range = (word: Word, alias: string) => {
    const filters = word === lead ? shopFilters(scope, sql`ps`) : [];
    // Each term's range in product order; `order by` in each branch is what makes PostgreSQL
    // merge them (Merge Append) rather than sort their union.
    const branches = word.terms.map(({ term, class: cls }) => sql`
      (select ps.product_id${word === lead ? sql`, ${cls}::int as class, ps.weight, ps.title_words` : sql``} from ${ps} ps
      where ${sql.join([sql`ps.visible`, sql`ps.locale = ${lang}`, sql`ps.term = ${term}`, ...filters], sql` and `)}
      order by ps.product_id)`);
    return sql`(${sql.join(branches, sql` union all `)}) ${sql.raw(alias)}`;
  };
  const others = words.filter((w) => w !== lead);
  const joins = others.map((w, k) => sql`join ${range(w, `w${k}`)} on ${sql.raw(`w${k}`)}.product_id = l.product_id`);
  const statement = sql`
    with matches as materialized (
      select l.product_id, min(array[l.class, l.weight, l.title_words]) as rank
      from ${range(lead, 'l')} ${sql.join(joins, sql` `)}
      group by l.product_id
      limit ${page.cap + 1}
    )
    ${pageOf(sql`matches`, page)},
    (select rank from matches order by rank, product_id offset ${Math.max(page.wanted - 1, 0)} limit 1) as bound`;
  const { ids, n, bound } = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_nestloop', 'off', true),
      set_config('enable_hashagg', 'off', true), set_config('enable_sort', 'off', true)`);
    return pageRow(tx, statement);
  });
  return n <= page.cap ? { ids, total: n } : { bound };
}

/**
 * Way 3 (more matches than the cap): per lead term, the first `wanted` postings in rank order,
 * up to `bound`, whose product has the other words. The signature test on the index entries
 * leaves a lookup for a few % of the postings that lack the other words: "ice cream" reads ~1 900
 * "cream" postings ("Cream cheese"… first) for 10 matches, with a few dozen lookups. Classes ranked after
 * the bound's are not read, and a class only while the better ones leave the page short.
 */
async function rankedPage(db: Database, lang: string, scope: Scope, words: Word[], lead: Word, bound: Rank, { offset, wanted }: Page): Promise<number[]> {
  if (wanted <= offset) return [];
  const others = words.filter((w) => w !== lead);
  const classes = [...new Set(lead.terms.map((t) => t.class))].filter((c) => c <= bound.cls).sort((a, b) => a - b);
  const done: string[] = [];
  const ctes = classes.map((cls) => {
    const name = `c${cls}`;
    const filters = [
      sql`ps.visible`, sql`ps.locale = ${lang}`, sql`ps.term = t.term`,
      ...(cls === bound.cls ? [sql`(ps.weight, ps.title_words) <= (${bound.weight}::smallint, ${bound.titleWords}::smallint)`] : []),
      ...shopFilters(scope, sql`ps`),
      ...others.map((w) => hasWord(w, lang, sql`ps`, sql`ps.product_id`)),
    ];
    // Read only while the better classes have found fewer than `wanted` products.
    const short = done.length
      ? sql`where (select count(distinct product_id) from (${sql.join(done.map((d) => sql`select product_id from ${sql.raw(d)}`), sql` union all `)}) e) < ${wanted}`
      : sql``;
    done.push(name);
    return sql`${sql.raw(name)} as materialized (
      select ps.product_id, array[${cls}::int, ps.weight, ps.title_words] as rank
      from unnest(${texts(lead.terms.filter((t) => t.class === cls).map((t) => t.term))}) as t(term)
      cross join lateral (
        select ps.product_id, ps.weight, ps.title_words from ${ps} ps
        where ${sql.join(filters, sql` and `)}
        order by ps.weight, ps.title_words, ps.product_id limit ${wanted}
      ) ps
      ${short}
    )`;
  });
  const all = done.map((d) => sql`select product_id, rank from ${sql.raw(d)}`);
  const [row] = await rowsOf<{ ids: Array<number | string> }>(db, sql`
    with ${sql.join(ctes, sql`, `)}
    select coalesce((select array_agg(product_id order by rank, product_id) from (
      select product_id, min(rank) as rank from (${sql.join(all, sql` union all `)}) a
      group by product_id order by rank, product_id offset ${offset} limit ${wanted - offset}) p), '{}') as ids`);
  return (row?.ids ?? []).map(Number);
}
