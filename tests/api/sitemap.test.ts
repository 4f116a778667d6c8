import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StorefrontContext } from '../../contract/transport';
import { parseSitemapFile, sitemapFileResponse, sitemapIndexResponse } from '../../app/features/seo/sitemap';
import { visibleProducts } from '../../server/modules/catalog/product-queries';
import { products, shops } from '../../server/db/schema';
import { expectApiError, getJson, useSeededApp } from '../support/app';

const t = useSeededApp();
const ORIGIN = 'https://comanda.test';

/** The loaders' context with the API in-process, as server rendering has it. */
const context = (): StorefrontContext => ({
  apiFetch: (request) => Promise.resolve(t.app.fetch(request)),
  serverApiBase: `${ORIGIN}/api/v1`,
  documentOnly: null,
});

/**
 * The document's `<loc>`s, after checking the whole text is exactly the expected shape: the XML
 * declaration, one root in the sitemaps.org namespace, one `<loc>` per item, nothing else. (No XML
 * parser ships in Node; the browser test parses the same files with DOMParser.)
 */
function locsOf(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  const item = root === 'urlset' ? 'url' : 'sitemap';
  const lines = xml.split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(lines.slice(-2)).toEqual([`</${root}>`, '']);
  const itemRe = new RegExp(`^<${item}><loc>([^<>&]*(?:&(?:amp|lt|gt|quot|apos);[^<>&]*)*)</loc></${item}>$`);
  return lines.slice(2, -2).map((line) => {
    const m = itemRe.exec(line);
    expect(m, line).not.toBeNull();
    return m![1]!.replace(/&amp;/g, '&');
  });
}

async function fetchFile(loc: string, perFile: number) {
  const name = loc.slice(`${ORIGIN}/sitemaps/`.length);
  const res = await sitemapFileResponse(new Request(loc), context(), name, { perFile });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  return locsOf(await res.text(), 'urlset');
}

/** Every id (or uuid) of a public content list, as its page shows them (issue #19). */
async function contentIds(list: string, key: 'id' | 'uuid'): Promise<string[]> {
  const { body } = await getJson<{ data: Array<Record<'id' | 'uuid', string | number>> }>(t.app, `/api/v1/rest/${list}${list.includes('?') ? '&' : '?'}perPage=100`);
  return body.data.map((row) => String(row[key]));
}

/**
 * What the sitemaps must list: home and the content pages with every recipe, post and open
 * position, approved shops, and visible products of approved shops. Products link to their shop
 * by slug, or by id when read from the paginated list (a Foodyman API).
 */
async function expectedUrls(productShopKey: 'slug' | 'id' = 'slug') {
  const [recipeIds, postIds, careerIds] = await Promise.all([
    contentIds('receipts/paginate', 'id'),
    contentIds('blogs/paginate?type=blog', 'uuid'),
    contentIds('careers/paginate', 'id'),
  ]);
  expect(recipeIds.length * postIds.length * careerIds.length).toBeGreaterThan(0);
  const shopRows = await t.db.select({ slug: shops.slug }).from(shops).where(eq(shops.status, 'approved'));
  const productRows = await t.db
    .select({ uuid: products.uuid, slug: shops.slug, id: shops.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(visibleProducts(t.db));
  return [
    `${ORIGIN}/`,
    ...['/recipes', '/blog', '/help', '/careers', '/about', '/terms', '/privacy', '/deliver'].map((path) => ORIGIN + path),
    ...recipeIds.map((id) => `${ORIGIN}/recipes/${id}`),
    ...postIds.map((uuid) => `${ORIGIN}/blog/${uuid}`),
    ...careerIds.map((id) => `${ORIGIN}/careers/${id}`),
    ...shopRows.map((s) => `${ORIGIN}/shop/${s.slug}`),
    ...productRows.map((p) => `${ORIGIN}/shop/${p[productShopKey]}?product=${p.uuid}`),
  ];
}

describe('sitemaps', () => {
  it.each([3, 7, 50_000])('split into files of at most %i URLs, every shop and product exactly once', async (perFile) => {
    const index = await sitemapIndexResponse(new Request(`${ORIGIN}/sitemap.xml`), context(), { perFile });
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const files = locsOf(await index.text(), 'sitemapindex');
    expect(files[0]).toBe(`${ORIGIN}/sitemaps/pages-1.xml`);
    expect(new Set(files).size).toBe(files.length);

    const urls: string[] = [];
    for (const file of files) {
      const locs = await fetchFile(file, perFile);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(perFile);
      urls.push(...locs);
    }
    const expected = await expectedUrls();
    expect(expected.length).toBeGreaterThan(20);
    expect(urls.length).toBe(new Set(urls).size);
    expect([...urls].sort()).toEqual([...expected].sort());
    // A small limit really splits the catalog: several files of each kind.
    if (perFile < 10) {
      expect(files.filter((f) => f.includes('/shops-')).length).toBeGreaterThan(1);
      expect(files.filter((f) => f.includes('/products-')).length).toBeGreaterThan(1);
    } else {
      expect(files.map((f) => f.slice(ORIGIN.length))).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/shops-1.xml', '/sitemaps/products-1.xml']);
    }
  });

  it('lists every shop and product from the paginated lists when the API has no sitemap reads (a Foodyman API)', async () => {
    // The same API without Comanda's `rest/sitemap*` reads: they answer 404, like a route it lacks.
    const foodyman = (): StorefrontContext => ({
      ...context(),
      apiFetch: (request) =>
        new URL(request.url).pathname.startsWith('/api/v1/rest/sitemap')
          ? Promise.resolve(new Response(JSON.stringify({ status: false, message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } }))
          : Promise.resolve(t.app.fetch(request)),
    });
    for (const perFile of [7, 50_000]) {
      const index = await sitemapIndexResponse(new Request(`${ORIGIN}/sitemap.xml`), foodyman(), { perFile });
      const files = locsOf(await index.text(), 'sitemapindex');
      const urls: string[] = [];
      for (const file of files) {
        const name = file.slice(`${ORIGIN}/sitemaps/`.length);
        const res = await sitemapFileResponse(new Request(file), foodyman(), name, { perFile });
        const locs = locsOf(await res.text(), 'urlset');
        expect(locs.length).toBeGreaterThan(0);
        expect(locs.length).toBeLessThanOrEqual(perFile);
        urls.push(...locs);
      }
      // Products link to their shop by id: the list of products carries no slug.
      const expected = await expectedUrls('id');
      expect(urls.length, `perFile ${perFile}`).toBe(new Set(urls).size);
      expect([...urls].sort()).toEqual([...expected].sort());
    }
  });

  it('leaves out hidden shops and their products, and keeps the others in their files', async () => {
    const [hidden] = await t.db.select({ id: shops.id, slug: shops.slug }).from(shops).where(eq(shops.status, 'approved')).limit(1);
    const before = await fetchFile(`${ORIGIN}/sitemaps/products-1.xml`, 50_000);
    await t.db.update(shops).set({ status: 'inactive' }).where(eq(shops.id, hidden!.id));
    try {
      const shopUrls = await fetchFile(`${ORIGIN}/sitemaps/shops-1.xml`, 50_000);
      expect(shopUrls).not.toContain(`${ORIGIN}/shop/${hidden!.slug}`);
      const after = await fetchFile(`${ORIGIN}/sitemaps/products-1.xml`, 50_000);
      expect(after).toEqual(before.filter((u) => !u.startsWith(`${ORIGIN}/shop/${hidden!.slug}?`)));
      expect(after.length).toBeLessThan(before.length);
    } finally {
      await t.reset();
    }
  });

  it('answers 404 for unknown names and for ranges without a row', async () => {
    for (const name of ['pages-2.xml', 'shops-0.xml', 'shops-1.txt', 'users-1.xml', 'products-999999.xml']) {
      const res = await sitemapFileResponse(new Request(`${ORIGIN}/sitemaps/${name}`), context(), name, { perFile: 50_000 })
        .then(() => null, (thrown: unknown) => thrown);
      expect(res, name).toBeInstanceOf(Response);
      expect((res as Response).status, name).toBe(404);
    }
    expect(parseSitemapFile('products-12.xml')).toEqual({ kind: 'products', n: 12 });
  });

  it('reads entries by keyset: after_id/until_id windows, a cursor, limits validated', async () => {
    const ids = (await t.db.select({ id: products.id }).from(products).where(and(visibleProducts(t.db)))).map((r) => r.id).sort((a, b) => a - b);
    const read = async (query: string) =>
      (await getJson<{ data: { entries: Array<{ id: number; uuid: string; shop: { slug: string } }>; next_after_id: number | null } }>(
        t.app, `/api/v1/rest/sitemap/products?${query}`,
      )).body.data;
    const first = await read('limit=4');
    expect(first.entries.map((e) => e.id)).toEqual(ids.slice(0, 4));
    expect(first.next_after_id).toBe(ids[3]);
    const next = await read(`limit=4&after_id=${first.next_after_id}`);
    expect(next.entries.map((e) => e.id)).toEqual(ids.slice(4, 8));
    const bounded = await read(`after_id=${ids[0]}&until_id=${ids[2]}`);
    expect(bounded).toEqual({ entries: expect.any(Array), next_after_id: null });
    expect(bounded.entries.map((e) => e.id)).toEqual(ids.slice(1, 3));
    const hiddenIds = await t.db.select({ id: products.id }).from(products).where(inArray(products.active, [false]));
    const all = await read('limit=5000');
    for (const h of hiddenIds) expect(all.entries.map((e) => e.id)).not.toContain(h.id);
    await expectApiError(t.app, 'sitemap/products?limit=5001', 422);
    await expectApiError(t.app, 'sitemap?per_file=50001', 422);
  });
});
