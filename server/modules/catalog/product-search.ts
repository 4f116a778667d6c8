import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productSearchLexicon, productSearchTerms, shopDeliveryZones } from '../../db/schema';
import { zoneContains } from '../../db/zone-sql';

/**
 * P3 product search over the postings of migration 0005 (`product_search_terms`: one row per
 * product, language and stemmed word of its title, category title or description, kept by
 * triggers). A product matches when, in the request's language (products without a translation
 * in it are posted there in the default language), every word of the search matches one of its
 * terms:
 *
 * - exactly, after stemming in that language ("lemonades" → lemonad);
 * - as a prefix of a term while the customer types ("choco", from 2 letters; the last word only);
 * - as a typo or a part of a term, from 4 letters ("piza" → pizza, "burgr" → burger,
 *   "burg" → hamburguesa): the closest terms of the language's lexicon by trigram similarity.
 *
 * Ranked by how the word matched (exact, prefix, typo), then where (first word of the title,
 * elsewhere in the title, category title, description), then by title length (a title that is
 * exactly the word first), then by id.
 *
 * Built for a million products: the postings index is ordered by exactly that rank within a
 * term, so a page is the merge of the first rows of a handful of index ranges, and the total is
 * counted only up to RESULT_CAP: a one-word search never reads every match of a common word.
 * With several words, each other word's matches are read once into a hashed set, which costs in
 * proportion to how common that word is (the slowest case: two common words).
 *
 * Words are stemmed with `product_search_config(lang)` (migration 0005), as the postings are.
 */

/** `meta.total` counts matches up to this many; more are reported as this many (docs/architecture.md). */
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
 * A PostgreSQL array literal of the words, each quoted: unquoted, a search for "null" would be a
 * NULL element. Words hold letters and digits only, so nothing needs escaping inside the quotes.
 */
export const wordArray = (words: readonly string[]): string => `{${words.map((w) => `"${w}"`).join(',')}}`;

export type SearchInput = {
  text: string;
  lang: string;
  shopId?: number | undefined;
  /** Only shops whose delivery zone contains this point. */
  near?: { latitude: number; longitude: number } | undefined;
  page: number;
  perPage: number;
  /** Where `total` stops counting: RESULT_CAP unless given (tests use a small one). */
  cap?: number | undefined;
};

/** One page of matching product ids, best first, and how many matched (capped at RESULT_CAP). */
export async function searchProductIds(db: Database, input: SearchInput): Promise<{ ids: number[]; total: number }> {
  const words = searchWords(input.text);
  if (!words.length) return { ids: [], total: 0 };
  const cap = input.cap ?? RESULT_CAP;
  const offset = (input.page - 1) * input.perPage;
  // Pages past the cap are empty (meta.last_page never points there); only the total is needed.
  const wanted = offset >= cap ? 0 : Math.min(offset + input.perPage, cap);
  const lang = input.lang;
  const ps = productSearchTerms;
  const lexicon = productSearchLexicon;

  const postingFilters: SQL[] = [sql`ps.visible`, sql`ps.locale = ${lang}`, sql`ps.term = t.term`];
  if (input.shopId !== undefined) postingFilters.push(sql`ps.shop_id = ${input.shopId}`);
  if (input.near) {
    postingFilters.push(sql`ps.shop_id = any (array(select ${shopDeliveryZones.shopId} from ${shopDeliveryZones} where ${zoneContains(input.near)}))`);
  }
  // Every other word must match a term of the same product too: each other word's products are
  // read once into a hashed set (uncorrelated IN, evaluated once since the leading scan runs once),
  // so every posting of the leading word costs a hash probe rather than index probes. A dropped
  // stop word asks nothing.
  for (let j = 1; j <= words.length && words.length > 1; j += 1) {
    postingFilters.push(sql`(${j} = (select i from lead) or not exists (select 1 from words where i = ${j})
      or ps.product_id in (select o.product_id from terms ot join ${ps} o on o.visible and o.locale = ${lang} and o.term = ot.term
        where ot.i = ${j}))`);
  }
  const where = sql.join(postingFilters, sql` and `);
  const lastWord = words.length;

  const statement = sql`
    with typed as (
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
    -- The longest word leads (usually the most specific); the others filter its postings.
    lead as (select i from words order by char_length(word) desc, i limit 1),
    lead_terms as (select t.* from terms t where t.i = (select i from lead)),
    ${words.length > 1 ? sql`
    -- Several words: one ranked scan per leading term, up to the cap, feeds both the page and the
    -- count, so the other words' hashed sets are built once. A term cut at the cap has more than
    -- the cap on its own, so the distinct count is exact or over the cap.
    lead_rows as materialized (
      select t.class, ps.product_id, ps.weight, ps.title_words from lead_terms t
      cross join lateral (
        select ps.product_id, ps.weight, ps.title_words from ${ps} ps
        where ${where}
        order by ps.weight, ps.title_words, ps.product_id
        limit ${cap + 1}
      ) ps
    ),
    hits as (
      select product_id, min(array[class, weight, title_words]) as rank from lead_rows group by product_id
    ),
    counted as (select count(distinct product_id) as raw, count(distinct product_id) as uniq from lead_rows)
    ` : sql`
    -- One word: the page merges the first rows of each term's range; the count stops at the cap.
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
    )`}
    select (select raw from counted) as raw, (select uniq from counted) as uniq,
      coalesce((select array_agg(product_id order by rank, product_id) from (
        select product_id, rank from hits order by rank, product_id offset ${offset} limit ${wanted - offset > 0 ? wanted - offset : 0}) page), '{}') as ids`;

  // node-postgres and PGlite both answer raw queries with `{ rows }`.
  const [row] = ((await db.execute(statement)) as unknown as { rows: Array<{ raw: number | string; uniq: number | string; ids: Array<number | string> }> }).rows;
  const raw = Number(row?.raw ?? 0);
  const total = raw > cap ? cap : Number(row?.uniq ?? 0);
  return { ids: (row?.ids ?? []).map(Number), total };
}
