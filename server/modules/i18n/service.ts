import { and, asc, eq } from 'drizzle-orm';
import type { Language, TranslationBundle } from '../../../contract/presentation';
import type { Database } from '../../db/client';
import { languages, translations } from '../../db/schema';
import { ttlCache } from '../../lib/ttl-cache';

/** Spec §9: the server reloads its translation cache every hour. */
export const TRANSLATION_RELOAD_MS = 60 * 60 * 1000;

export type I18nService = ReturnType<typeof createI18nService>;

/**
 * Languages and interface strings, held in memory and reloaded hourly: every request resolves
 * its language through here, so it must not cost a query each time.
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

  const bundles = new Map<string, ReturnType<typeof ttlCache<TranslationBundle>>>();
  const bundleFor = async (locale: string, group?: string): Promise<TranslationBundle> => {
    if (group !== undefined && !(await knownGroups.get()).has(group)) return {};
    const cacheKey = `${locale}:${group ?? '*'}`;
    let cache = bundles.get(cacheKey);
    if (!cache) {
      cache = ttlCache(ttlMs, async () => {
        const where = group
          ? and(eq(translations.locale, locale), eq(translations.group, group))
          : eq(translations.locale, locale);
        const rows = await db.select({ key: translations.key, value: translations.value }).from(translations).where(where);
        return Object.fromEntries(rows.map((r) => [r.key, r.value]));
      });
      bundles.set(cacheKey, cache);
    }
    return cache.get();
  };

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
      bundles.clear();
    },
  };
}
