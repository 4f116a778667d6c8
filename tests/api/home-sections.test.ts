import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOP_SECTIONS, sectionShops, type ShopSectionName } from '../../app/features/browse/shop-sections';
import { createApiClient } from '../../app/lib/api/client';
import type { ShopCard } from '../../contract/shops';
import * as s from '../../server/db/schema';
import { getJson, useSeededApp } from '../support/app';
import { OPEN_ALL_DAY } from '../e2e/support/open-all-day';

/**
 * Issue #23: a home rail and its "See all" list are one definition (app/features/browse/shop-sections.ts).
 * These run the definition the way home (10 shops) and /shop (pages of 12) call it, on the demo.
 */
const t = useSeededApp();

/** The demo's default location (settings default_lat/default_lng). */
const near = { address: { latitude: 6.2442, longitude: -75.5812 } };

const api = () => createApiClient({ baseUrl: 'http://shop.test/api/v1', fetch: (req) => Promise.resolve(t.app.fetch(req)), lang: 'en' });

const idsOf = (shops: readonly { id: number }[]) => shops.map((shop) => shop.id);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Every shop of a section's list, page by page as /shop shows it. */
async function wholeList(name: ShopSectionName): Promise<ShopCard[]> {
  const shops: ShopCard[] = [];
  for (let page = 1; ; page++) {
    const res = await sectionShops(api(), name, { ...near, page, perPage: 12 });
    shops.push(...res.data);
    if (page >= res.meta.last_page) return shops;
  }
}

async function approved(where: ReturnType<typeof eq>) {
  const rows = await t.db.select({ id: s.shops.id }).from(s.shops).where(and(eq(s.shops.status, 'approved'), where));
  return sorted(rows.map((r) => r.id));
}

describe('home sections and their "See all" lists', () => {
  // "Open now" is read at the wall clock (SQL now()): with the demo's real hours the restaurants
  // close at night in Medellín and the open rail would hold no restaurant, so the result would
  // depend on the hour the suite runs at. Opening hours themselves are tested at fixed instants
  // in shop-open.test.ts.
  beforeAll(async () => {
    await t.db.execute(sql.raw(OPEN_ALL_DAY));
  });

  it('every section: the rail is the first shops of its list, and the list never repeats a shop', async () => {
    for (const name of Object.keys(SHOP_SECTIONS) as ShopSectionName[]) {
      const rail = await sectionShops(api(), name, { ...near, perPage: 10 });
      expect(rail.data.length, name).toBeGreaterThan(0);
      const list = await wholeList(name);
      expect(idsOf(list.slice(0, rail.data.length)), name).toEqual(idsOf(rail.data));
      expect(new Set(idsOf(list)).size, name).toBe(list.length);
      expect(list.length, name).toBe(rail.meta.total);
    }
  });

  it('open now: restaurants and shops open at this moment, like the rail (not only groceries)', async () => {
    const list = await wholeList('open');
    expect(list.some((shop) => shop.type === 'restaurant')).toBe(true);
    expect(list.some((shop) => shop.type === 'shop')).toBe(true);
    // Each one says it is open now on its own page (SH2 `is_open_now`).
    for (const shop of list) {
      const { body } = await getJson<{ data: { is_open_now: boolean } }>(t.app, `/api/v1/rest/shops/${shop.id}`);
      expect(body.data.is_open_now, String(shop.id)).toBe(true);
    }
  });

  it('verified: exactly the verified shops (both types), as the API\'s verify filter', async () => {
    const list = await wholeList('verified');
    expect(sorted(idsOf(list))).toEqual(await approved(eq(s.shops.verify, true)));
    expect(list.every((shop) => shop.verify === 1)).toBe(true);
  });

  it('recommended restaurants, popular (best rated first) and daily offers (a deal running today)', async () => {
    const recommended = await wholeList('recommended');
    expect(recommended.every((shop) => shop.is_recommended && shop.type === 'restaurant')).toBe(true);
    const recommendedRestaurants = await approved(eq(s.shops.isRecommended, true));
    const restaurants = await t.db.select({ id: s.shops.id }).from(s.shops)
      .where(and(inArray(s.shops.id, recommendedRestaurants), eq(s.shops.type, 'restaurant')));
    expect(sorted(idsOf(recommended))).toEqual(sorted(restaurants.map((r) => r.id)));

    const popular = await wholeList('popular');
    const ratings = popular.map((shop) => shop.rating_avg);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(popular.some((shop) => shop.type === 'restaurant') && popular.some((shop) => shop.type === 'shop')).toBe(true);

    const offers = await wholeList('offers');
    expect(offers.every((shop) => (shop.discount?.length ?? 0) > 0)).toBe(true);
  });
});

type Found = { data: Array<{ uuid: string; translation: { title: string; locale: string } | null }>; meta: { total: number } };

async function productSearch(search: string, lang: string) {
  const { res, body } = await getJson<Found>(t.app, `/api/v1/rest/products/search?search=${encodeURIComponent(search)}&lang=${lang}&perPage=50`);
  expect(res.status).toBe(200);
  return body;
}

const uuids = (found: Found) => found.data.map((p) => p.uuid).sort();

describe('product search in any of a product\'s languages (issue #23)', () => {
  it('finds the pizzas for "pizza" typed in the Arabic storefront, shown in Arabic', async () => {
    const inSpanish = await productSearch('pizza', 'es');
    expect(inSpanish.meta.total).toBeGreaterThan(0);
    const inArabic = await productSearch('pizza', 'ar');
    expect(uuids(inArabic)).toEqual(uuids(inSpanish));
    expect(inArabic.data.every((p) => /[\u0600-\u06FF]/.test(p.translation?.title ?? ''))).toBe(true);
  });

  it('finds them for the Arabic word typed in the Spanish and English storefronts', async () => {
    const arabic = await productSearch('بيتزا', 'ar');
    expect(arabic.meta.total).toBeGreaterThan(0);
    for (const lang of ['es', 'en']) {
      const found = await productSearch('بيتزا', lang);
      expect(uuids(found), lang).toEqual(uuids(arabic));
      expect(found.data.every((p) => p.translation?.locale === lang), lang).toBe(true);
    }
  });

  it('the Spanish word finds the products in English, and a search that matches in its own language stays there', async () => {
    const burgers = await productSearch('hamburguesa', 'en');
    expect(burgers.meta.total).toBeGreaterThan(0);
    expect(burgers.data.every((p) => p.translation?.locale === 'en')).toBe(true);
    // "pizza" is an English word too: the English titles answer, no other language is searched.
    const pizza = await productSearch('pizza', 'en');
    expect(pizza.meta.total).toBe((await productSearch('pizza', 'es')).meta.total);
    expect((await productSearch('zzqxv', 'ar')).meta.total).toBe(0);
  });
});
