/**
 * Chooses the row for the request's language, falling back to the default language and then to
 * any row, so content never disappears because one translation is missing.
 */
export function pickTranslation<T extends { locale: string }>(
  rows: readonly T[],
  lang: string,
  fallbackLocale: string,
): T | null {
  return rows.find((r) => r.locale === lang) ?? rows.find((r) => r.locale === fallbackLocale) ?? rows[0] ?? null;
}
