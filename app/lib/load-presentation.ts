import type { ApiClient } from './api/client';
import { endpoints } from './api/endpoints';
import { withEnglishFallback } from './i18n/english-fallback';
import type { Preferences } from './preferences';

/**
 * Languages, settings, currencies and the chosen language's strings, and which language and
 * currency the visitor gets (their cookies, else the marketplace defaults). The root loader uses
 * it for every page; loaders that render HTML themselves (the shop page) use it too, since a
 * route's loader cannot read the root's data. The server caches all of it, so a second ask is cheap.
 */
export async function loadPresentation(api: ApiClient, prefs: Pick<Preferences, 'locale' | 'currencyId'>) {
  const [languages, settings, currencies] = await Promise.all([
    endpoints.activeLanguages(api),
    endpoints.settings(api),
    endpoints.activeCurrencies(api),
  ]);
  const language =
    languages.data.find((l) => l.locale === prefs.locale) ?? languages.data.find((l) => l.default) ?? languages.data[0];
  const locale = language?.locale ?? 'en';
  // The cookie may name a language that is gone: ask for the one actually chosen.
  const translations = await endpoints.translations(api, locale);
  const currency =
    currencies.data.find((c) => c.id === prefs.currencyId) ?? currencies.data.find((c) => c.default) ?? currencies.data[0] ?? null;
  return {
    locale,
    dir: language?.backward ? ('rtl' as const) : ('ltr' as const),
    currency,
    languages: languages.data,
    currencies: currencies.data,
    settings: Object.fromEntries(settings.data.map((s) => [s.key, s.value])),
    translations: withEnglishFallback(translations.data),
  };
}
