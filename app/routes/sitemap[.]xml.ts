import { cachePolicy } from '../../contract/cache-policy';
import type { ShopCard } from '../../contract/shops';
import { catalogApi } from '../features/catalog/api';
import { serverApiClient } from '../lib/api/server-client';
import { productPath, shopPath, siteOrigin } from '../lib/seo';
import type { Route } from './+types/sitemap[.]xml';

/** The API's largest page. */
const PER_PAGE = 100;
/**
 * One sitemap file may list 50 000 addresses (sitemaps.org); past these caps a sitemap index
 * would be needed. The caps also bound how long one request may keep the API busy.
 */
export const MAX_SHOPS = 5_000;
export const MAX_PRODUCTS = 40_000;

/** Every page of a paginated list, stopping at `max` rows. */
async function collect<T>(fetchPage: (page: number) => Promise<{ data: T[]; meta: { last_page: number } }>, max: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < max; page++) {
    const { data, meta } = await fetchPage(page);
    rows.push(...data);
    if (page >= meta.last_page || !data.length) break;
  }
  return rows.slice(0, max);
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * sitemap.xml: the home page, every approved shop's page and each product's deep link
 * (`/shop/{slug}?product={uuid}`), on the public origin. Anonymous, like a crawler.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request.url, process.env.PUBLIC_URL);
  const api = serverApiClient(context, undefined);
  const shops = await collect((page) => catalogApi.shops(api, { page, perPage: PER_PAGE }), MAX_SHOPS);
  const byId = new Map<number, ShopCard>(shops.map((s) => [s.id, s]));
  const products = await collect((page) => catalogApi.products(api, { page, perPage: PER_PAGE }), MAX_PRODUCTS);

  const urls = [
    `${origin}/`,
    ...shops.map((s) => origin + shopPath(s)),
    ...products.flatMap((p) => {
      const shop = byId.get(p.shop_id);
      return shop ? [origin + productPath(shop, p.uuid)] : [];
    }),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cachePolicy.publicData } });
}
