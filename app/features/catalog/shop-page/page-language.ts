import type { ApiClient } from '../../../lib/api/client';
import { loadPresentation } from '../../../lib/load-presentation';
import type { Preferences } from '../../../lib/preferences';

/**
 * The visitor's language, strings and currency (and the site's name) for rendering the shop
 * page's HTML, chosen exactly as the root loader chooses them.
 */
export async function loadPageLanguage(api: ApiClient, prefs: Pick<Preferences, 'locale' | 'currencyId'>) {
  const p = await loadPresentation(api, prefs);
  return {
    language: { locale: p.locale, dir: p.dir, bundle: p.translations },
    currency: p.currency,
    /** The marketplace's name (setting `title`), for page titles. */
    siteName: p.settings.title || 'Comanda',
  };
}
