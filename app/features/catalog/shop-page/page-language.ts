import type { ApiClient } from '../../../lib/api/client';
import { endpoints } from '../../../lib/api/endpoints';
import { withEnglishFallback } from '../../../lib/i18n/english-fallback';
import type { Preferences } from '../../../lib/preferences';

/**
 * The visitor's language, strings and currency (and the site's name), chosen by the same rules as the root loader
 * (which a route's loader cannot read), for rendering the shop page's HTML. The server caches
 * all three lists, so asking again costs little.
 */
export async function loadPageLanguage(api: ApiClient, prefs: Pick<Preferences, 'locale' | 'currencyId'>) {
  const [languages, currencies, settings] = await Promise.all([
    endpoints.activeLanguages(api),
    endpoints.activeCurrencies(api),
    endpoints.settings(api),
  ]);
  const language =
    languages.data.find((l) => l.locale === prefs.locale) ?? languages.data.find((l) => l.default) ?? languages.data[0];
  const locale = language?.locale ?? 'en';
  const translations = await endpoints.translations(api, locale);
  const currency =
    currencies.data.find((c) => c.id === prefs.currencyId) ?? currencies.data.find((c) => c.default) ?? currencies.data[0] ?? null;
  return {
    language: { locale, dir: language?.backward ? ('rtl' as const) : ('ltr' as const), bundle: withEnglishFallback(translations.data) },
    currency,
    /** The marketplace's name (setting `title`), for page titles. */
    siteName: settings.data.find((x) => x.key === 'title')?.value || 'Comanda',
  };
}
