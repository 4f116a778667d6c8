import type { StorefrontContext } from '../../../contract/transport';
import { pageNumber } from '../../lib/api/route-errors';
import { serverApiClient } from '../../lib/api/server-client';
import { readPreferences } from '../../lib/preferences';
import { siteOrigin } from '../../lib/seo';

/**
 * What every content page's loader (issue #19: recipes, blog, help, careers, about, terms,
 * privacy) starts from. Content is public: the API client sends no session, so server rendering
 * reuses cached public answers (server/ssr/public-data-cache.ts).
 */
export function contentRequest(request: Request, context: StorefrontContext) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const url = new URL(request.url);
  return {
    api: serverApiClient(context, prefs.locale),
    url,
    page: pageNumber(url.searchParams.get('page')),
    currencyId: prefs.currencyId,
    origin: siteOrigin(request.url, process.env.PUBLIC_URL),
  };
}

/**
 * A list's own address with only the parameters that choose what it shows (not the first page):
 * `/recipes?category_id=3&page=2`. The canonical link and the page links use it.
 */
export function listHref(path: string, params: Record<string, string | number | null | undefined>, page = 1): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null && value !== '') query.set(key, String(value));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * An optional positive id from the query (`?category_id=`): junk (`abc`, `1.5`, `-1`) is the same
 * as none, so a bad filter shows the whole list instead of an error.
 */
export function optionalId(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}
