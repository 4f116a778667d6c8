import { SITEMAP_MAX_URLS } from '../../contract/sitemap';
import { sitemapIndexResponse } from '../features/seo/sitemap';
import type { Route } from './+types/sitemap[.]xml';

/** sitemap.xml: a sitemap index of the numbered child files (features/seo/sitemap.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return sitemapIndexResponse(request, context, { perFile: SITEMAP_MAX_URLS });
}
