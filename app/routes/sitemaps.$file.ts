import { SITEMAP_MAX_URLS } from '../../contract/sitemap';
import { sitemapFileResponse } from '../features/seo/sitemap';
import type { Route } from './+types/sitemaps.$file';

/** `/sitemaps/{pages|shops|products}-{n}.xml`: one child of the sitemap index. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return sitemapFileResponse(request, context, params.file, { perFile: SITEMAP_MAX_URLS });
}
