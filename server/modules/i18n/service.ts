import { asc, eq } from 'drizzle-orm';
import type { Language, TranslationBundle } from '../../../contract/presentation';
import { clearOnChange } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { languages, translations } from '../../db/schema';
import { ttlCache } from '../../lib/ttl-cache';

/** Spec §9: the server reloads its translation cache every hour. */
export const TRANSLATION_RELOAD_MS = 60 * 60 * 1000;

/** The language every other one falls back to (the storefront bundles it, spec §4). */
export const FALLBACK_LOCALE = 'en';

/**
 * A readable stand-in for a key no language has text for: `saved.locations` → "Saved locations",
 * `order.onAWay` → "Order on a way". Better than the raw key a client would otherwise show.
 */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/_(one|other|zero|two|few|many)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[._:\s-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export type I18nService = ReturnType<typeof createI18nService>;

/**
 * Languages and interface strings, held in memory and reloaded hourly: every request resolves
 * its language through here, so it must not cost a query each time.
 *
 * Unknown keys (issue #22, docs/decisions/0011-translation-fallbacks.md): contract S4 and the
 * i18next files are flat bundles a client merges into its dictionary, so the server cannot answer
 * a key it was never told about — but it never leaves a hole it knows of. A language's bundle holds
 * every key any language defines: its own text, else English (`FALLBACK_LOCALE`), else the key
 * made readable (`humaniseKey`). Keys a Foodyman client uses and Comanda does not define are added
 * by an operator (`POST dashboard/admin/translations`, operator-routes.ts), in one language or
 * several; every instance drops its copy at once through the change feed.
 */
export function createI18nService(db: Database, ttlMs = TRANSLATION_RELOAD_MS) {
  const activeLanguages = ttlCache(ttlMs, async (): Promise<Language[]> => {
    const rows = await db
      .select()
      .from(languages)
      .where(eq(languages.active, true))
      .orderBy(asc(languages.position), asc(languages.id));
    return rows.map((l) => ({
      id: l.id,
      locale: l.locale,
      title: l.title,
      backward: l.backward,
      default: l.default,
      active: l.active,
    }));
  });

  // Groups that exist, so that requests naming other namespaces cannot grow the cache below.
  const knownGroups = ttlCache(ttlMs, async () => {
    const rows = await db.selectDistinct({ group: translations.group }).from(translations);
    return new Set(rows.map((r) => r.group));
  });

  // Every string of every language, read once; the bundles below are views of it.
  const allStrings = ttlCache(ttlMs, () =>
    db.select({ locale: translations.locale, group: translations.group, key: translations.key, value: translations.value }).from(translations),
  );

  const bundles = new Map<string, ReturnType<typeof ttlCache<TranslationBundle>>>();
  const bundleFor = async (locale: string, group?: string): Promise<TranslationBundle> => {
    if (group !== undefined && !(await knownGroups.get()).has(group)) return {};
    const cacheKey = `${locale}:${group ?? '*'}`;
    let cache = bundles.get(cacheKey);
    if (!cache) {
      cache = ttlCache(ttlMs, async () => {
        const rows = (await allStrings.get()).filter((r) => group === undefined || r.group === group);
        const own = new Map<string, string>();
        const english = new Map<string, string>();
        for (const r of rows) {
          if (r.locale === locale) own.set(r.key, r.value);
          if (r.locale === FALLBACK_LOCALE) english.set(r.key, r.value);
        }
        const bundle: TranslationBundle = {};
        for (const { key } of rows) bundle[key] ??= own.get(key) ?? english.get(key) ?? humaniseKey(key);
        return bundle;
      });
      bundles.set(cacheKey, cache);
    }
    return cache.get();
  };

  // An operator's edit reaches every instance at once, not after the hourly reload.
  clearOnChange(db, ['languages'], activeLanguages);
  clearOnChange(db, ['translations'], knownGroups, allStrings, bundles);

  return {
    languages: () => activeLanguages.get(),
    async defaultLocale(): Promise<string> {
      const list = await activeLanguages.get();
      return (list.find((l) => l.default) ?? list[0])?.locale ?? 'en';
    },
    /** The requested locale when it is an active language, else the default one. */
    async resolveLocale(requested: string | undefined): Promise<string> {
      const list = await activeLanguages.get();
      const wanted = requested?.toLowerCase();
      if (wanted && list.some((l) => l.locale === wanted)) return wanted;
      return (list.find((l) => l.default) ?? list[0])?.locale ?? 'en';
    },
    async isActive(locale: string): Promise<boolean> {
      return (await activeLanguages.get()).some((l) => l.locale === locale);
    },
    bundle: (locale: string, group?: string) => bundleFor(locale, group),
    /** Forget cached values now (after a write, or for tests). */
    invalidate() {
      activeLanguages.clear();
      knownGroups.clear();
      allStrings.clear();
      bundles.clear();
    },
  };
}
