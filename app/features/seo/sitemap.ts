import { cachePolicy } from '../../../contract/cache-policy';
import type { Envelope } from '../../../contract/http';
import { SITEMAP_MAX_ID, type SitemapEntries, type SitemapProduct, type SitemapShop, type SitemapSummary } from '../../../contract/sitemap';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { serverApiClient } from '../../lib/api/server-client';
import { productPath, shopPath, siteOrigin } from '../../lib/seo';
import { catalogApi } from '../catalog/api';
import { contentSitemapPaths } from './content-paths';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/**
 * The sitemaps: `/sitemap.xml` is always a sitemap index; its children are `/sitemaps/pages-{n}.xml`
 * (the home page, the content pages and their recipes, posts and positions: content-paths.ts;
 * one file unless there are more than `perFile`), `/sitemaps/shops-{n}.xml` and `/sitemaps/products-{n}.xml`. Child `n` of a kind
 * holds the rows with ids in `((n - 1) * perFile, n * perFile]`, so no file exceeds `perFile` URLs
 * and a shop or product keeps its file while the catalog changes. The index lists only the files
 * that hold a row. `perFile` is a parameter so tests can prove the split with a small catalog.
 */
export type SitemapOptions = { perFile: number };

/** Rows per API read: big enough for few round trips, small enough to keep each one short. */
const READ_LIMIT = 5_000;

type Kind = 'pages' | 'shops' | 'products';
export type SitemapFile = { kind: Kind; n: number };

/** `shops-3.xml` → `{ kind: 'shops', n: 3 }`; anything else names no file. */
export function parseSitemapFile(name: string): SitemapFile | null {
  const match = /^(pages|shops|products)-([1-9]\d{0,8})\.xml$/.exec(name);
  return match ? { kind: match[1] as Kind, n: Number(match[2]) } : null;
}

const fileName = (f: SitemapFile) => `${f.kind}-${f.n}.xml`;

const xmlResponse = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cachePolicy.publicData } });

const sitemapApi = {
  summary: (api: ApiClient, perFile: number) => api.get<Envelope<SitemapSummary>>('rest/sitemap', { per_file: perFile }),
  shops: (api: ApiClient, q: { after_id: number; until_id: number; limit: number }) =>
    api.get<Envelope<SitemapEntries<SitemapShop>>>('rest/sitemap/shops', q),
  products: (api: ApiClient, q: { after_id: number; until_id: number; limit: number }) =>
    api.get<Envelope<SitemapEntries<SitemapProduct>>>('rest/sitemap/products', q),
};

/**
 * A Foodyman API has no `rest/sitemap*` reads (Comanda's own: keyset reads by id). Against one,
 * child `n` of a kind is instead the n-th run of `perFile` rows of the contract's paginated list
 * (SH1, P1), read in pages of at most 100 (the contract's page sizes). Slower on a big catalog and
 * a row may move between files as the catalog changes, but every shop and product is listed.
 * Products link to their shop by id there (P1 has no shop slug); the page's canonical says the rest.
 */
const LIST_PAGE_MAX = 100;

const isMissingEndpoint = (error: unknown) => error instanceof ApiResponseError && error.status === 404;

/** The largest page size ≤ 100 that divides `perFile`, so a file is a whole number of pages. */
function listPageSize(perFile: number): number {
  for (let size = Math.min(LIST_PAGE_MAX, perFile); size > 1; size--) if (perFile % size === 0) return size;
  return 1;
}

const fileCount = (total: number, perFile: number) => Array.from({ length: Math.ceil(total / perFile) }, (_, i) => i + 1);

async function listSummary(api: ApiClient, perFile: number): Promise<SitemapSummary> {
  const [shops, products] = await Promise.all([catalogApi.shops(api, { perPage: 1 }), catalogApi.products(api, { perPage: 1 })]);
  return { shops: fileCount(shops.meta.total, perFile), products: fileCount(products.meta.total, perFile) };
}

/** The rows of file `n` from a paginated list. */
async function readListRun<T>(read: (page: { page: number; perPage: number }) => Promise<{ data: T[] }>, n: number, perFile: number): Promise<T[]> {
  const perPage = listPageSize(perFile);
  const pagesPerFile = perFile / perPage;
  const rows: T[] = [];
  for (let page = (n - 1) * pagesPerFile + 1; page <= n * pagesPerFile; page++) {
    const { data } = await read({ page, perPage });
    rows.push(...data);
    if (data.length < perPage) break;
  }
  return rows;
}

/** Every row of one file's id range, read by keyset pages. */
async function readRange<T>(
  read: (q: { after_id: number; until_id: number; limit: number }) => Promise<Envelope<SitemapEntries<T>>>,
  n: number,
  perFile: number,
): Promise<T[]> {
  const rows: T[] = [];
  const untilId = Math.min(n * perFile, SITEMAP_MAX_ID);
  let after: number | null = (n - 1) * perFile;
  if (after >= SITEMAP_MAX_ID) return rows;
  while (after !== null) {
    const { data } = await read({ after_id: after, until_id: untilId, limit: Math.min(READ_LIMIT, perFile) });
    rows.push(...data.entries);
    after = data.next_after_id;
  }
  return rows;
}

/** The paths of the `pages` files: home first, then the content pages (always at least one). */
async function sitemapPages(api: ApiClient): Promise<string[]> {
  return ['/', ...(await contentSitemapPaths(api))];
}

/** `/sitemap.xml`: the index of every child file that has a URL. */
export async function sitemapIndexResponse(request: Request, context: StorefrontContext, options: SitemapOptions) {
  const origin = siteOrigin(request.url, process.env.PUBLIC_URL);
  const api = serverApiClient(context, undefined);
  const data = await sitemapApi.summary(api, options.perFile).then(
    (r) => r.data,
    (error: unknown) => {
      if (isMissingEndpoint(error)) return listSummary(api, options.perFile);
      throw error;
    },
  );
  const pages = await sitemapPages(api);
  const files: SitemapFile[] = [
    ...fileCount(pages.length, options.perFile).map((n) => ({ kind: 'pages' as const, n })),
    ...data.shops.map((n) => ({ kind: 'shops' as const, n })),
    ...data.products.map((n) => ({ kind: 'products' as const, n })),
  ];
  return xmlResponse(sitemapIndexXml(files.map((f) => `${origin}/sitemaps/${fileName(f)}`)));
}

/** `/sitemaps/{kind}-{n}.xml`, or a 404 for a name or range that lists nothing. */
export async function sitemapFileResponse(request: Request, context: StorefrontContext, name: string, options: SitemapOptions) {
  const file = parseSitemapFile(name);
  if (!file) throw new Response('Not found', { status: 404 });
  const origin = siteOrigin(request.url, process.env.PUBLIC_URL);
  const api = serverApiClient(context, undefined);
  let urls: string[];
  const { n } = file;
  const { perFile } = options;
  // The keyset read, or the paginated list when the API has no sitemap reads.
  const orFromList = <T>(keyset: () => Promise<T[]>, list: () => Promise<T[]>) =>
    keyset().catch((error: unknown) => {
      if (isMissingEndpoint(error)) return list();
      throw error;
    });
  if (file.kind === 'pages') urls = (await sitemapPages(api)).slice((n - 1) * perFile, n * perFile).map((path) => origin + path);
  else if (file.kind === 'shops') {
    const rows = await orFromList<SitemapShop>(
      () => readRange((q) => sitemapApi.shops(api, q), n, perFile),
      () => readListRun((page) => catalogApi.shops(api, page), n, perFile),
    );
    urls = rows.map((s) => origin + shopPath(s));
  } else {
    const rows = await orFromList<SitemapProduct>(
      () => readRange((q) => sitemapApi.products(api, q), n, perFile),
      async () => (await readListRun((page) => catalogApi.products(api, page), n, perFile)).map((p) => ({ id: p.id, uuid: p.uuid, shop: { id: p.shop_id, slug: '' } })),
    );
    urls = rows.map((p) => origin + productPath(p.shop, p.uuid));
  }
  // A urlset needs at least one <url> (sitemaps.org schema); an empty range is not a file.
  if (!urls.length) throw new Response('Not found', { status: 404 });
  return xmlResponse(urlsetXml(urls));
}
