import { sql, type SQL } from 'drizzle-orm';

/**
 * Text-search configurations PostgreSQL ships, by locale; other locales use `simple` (words are
 * split and lower-cased, not stemmed). Shared by the stored shop search document (schema) and the
 * queries that must stem the search text the same way (shop-search.ts).
 */
export const SHOP_SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  ar: 'arabic', da: 'danish', de: 'german', en: 'english', es: 'spanish', fi: 'finnish', fr: 'french',
  hu: 'hungarian', id: 'indonesian', it: 'italian', nl: 'dutch', no: 'norwegian', pt: 'portuguese',
  ro: 'romanian', ru: 'russian', sv: 'swedish', tr: 'turkish',
};

/** `(CASE <locale> WHEN 'en' THEN 'english' … ELSE 'simple' END)::regconfig`, with literals only (immutable). */
export function shopSearchConfigSql(locale: SQL): SQL {
  const cases = Object.entries(SHOP_SEARCH_CONFIGS).map(([code, config]) => `WHEN '${code}' THEN '${config}'::regconfig`).join(' ');
  return sql`(CASE ${locale} ${sql.raw(cases)} ELSE 'simple'::regconfig END)`;
}
