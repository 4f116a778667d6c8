import { describe, expect, it } from 'vitest';
import { paginationMeta } from '../../contract/http';
import { shopCard } from '../../contract/shops';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

type Page = { data: unknown[]; meta: unknown; links: { next: string | null; prev: string | null } };

async function shopPage(query: string) {
  const { res, body } = await getJson<Page>(t.app, `http://shop.test/api/v1/rest/shops/paginate?${query}`);
  expect(res.status, await Promise.resolve(query)).toBe(200);
  return { shops: shopCard.array().parse(body.data), meta: paginationMeta.parse(body.meta), links: body.links };
}

describe('GET rest/shops/paginate (foundation subset)', () => {
  it('pages through all demo shops in the Laravel collection shape', async () => {
    const first = await shopPage('perPage=10&page=1');
    expect(first.meta.total).toBeGreaterThanOrEqual(24);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 10));
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toContain('page=2');
    const seen = new Set<number>();
    for (let page = 1; page <= first.meta.last_page; page++) {
      for (const shop of (await shopPage(`perPage=10&page=${page}`)).shops) seen.add(shop.id);
    }
    expect(seen.size).toBe(first.meta.total);
  });

  it('returns content in the requested language, falling back to the default (es)', async () => {
    const [enPage, esPage, arPage, unknown] = await Promise.all(
      ['en', 'es', 'ar', 'zz'].map((lang) => shopPage(`perPage=5&lang=${lang}`)),
    );
    expect(enPage!.shops.every((s) => s.translation?.locale === 'en')).toBe(true);
    expect(esPage!.shops.every((s) => s.translation?.locale === 'es')).toBe(true);
    expect(arPage!.shops.some((s) => /[\u0600-\u06FF]/.test(s.translation?.title ?? ''))).toBe(true);
    expect(unknown!.shops.every((s) => s.translation?.locale === 'es')).toBe(true);
  });

  it('filters by type, verify and shop category', async () => {
    const restaurants = await shopPage('type=restaurant&perPage=100');
    const shops = await shopPage('type=shop&perPage=100');
    const all = await shopPage('perPage=100');
    expect(restaurants.shops.length).toBeGreaterThan(0);
    expect(shops.shops.length).toBeGreaterThan(0);
    expect(restaurants.shops.every((s) => s.type === 'restaurant')).toBe(true);
    expect(restaurants.meta.total + shops.meta.total).toBe(all.meta.total);

    const verified = await shopPage('verify=1&perPage=100');
    expect(verified.shops.length).toBeGreaterThan(0);
    expect(verified.shops.every((s) => s.verify === 1)).toBe(true);
    expect(verified.meta.total).toBeLessThan(all.meta.total);
  });

  it('tolerates the extra parameters of both query-string styles (contract §1.2)', async () => {
    const plain = await shopPage('type=shop&perPage=3');
    const indexed = await getJson<Page>(t.app, '/api/v1/rest/shops/paginate?type=shop&perPage=3&rating%5B0%5D=3.5&rating%5B1%5D=5');
    const brackets = await getJson<Page>(t.app, '/api/v1/rest/shops/paginate?type=shop&perPage=3&rating[]=3.5&address[latitude]=6.2&address[longitude]=-75.5');
    expect(indexed.res.status).toBe(200);
    expect(brackets.res.status).toBe(200);
    expect(shopCard.array().parse(indexed.body.data).map((s) => s.id)).toEqual(plain.shops.map((s) => s.id));
  });

  it('returns absolute image URLs on the request origin', async () => {
    const { shops } = await shopPage('perPage=3');
    for (const s of shops) {
      expect(s.logo_img).toMatch(/^http:\/\/shop\.test\/storage\/images\/.+\.webp$/);
      expect(s.background_img).toMatch(/^http:\/\/shop\.test\/storage\/images\/.+\.webp$/);
    }
  });
});
