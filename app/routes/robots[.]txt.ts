import { cachePolicy } from '../../contract/cache-policy';
import { siteOrigin } from '../lib/seo';
import type { Route } from './+types/robots[.]txt';

/** robots.txt: every page may be crawled; the sitemap says which ones exist. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request.url, process.env.PUBLIC_URL);
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cachePolicy.publicData } });
}
