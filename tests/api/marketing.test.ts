import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { paginationMeta } from '../../contract/http';
import { banner, bannerDetail, storyGroups } from '../../contract/marketing';
import {
  banners, bannersToShops, bannerTranslations, products, shopDeliveryZones, shops, stories,
} from '../../server/db/schema';
import { expectApiError, getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

type Page = { data: unknown[]; meta: unknown };

async function list(path: string) {
  const { res, body } = await getJson<Page>(t.app, `http://shop.test/api/v1/rest/${path}`);
  expect(res.status, path).toBe(200);
  return { items: banner.array().parse(body.data), meta: paginationMeta.parse(body.meta) };
}

async function detail(path: string, init?: RequestInit) {
  const { res, body } = await getJson<{ data: unknown }>(t.app, `http://shop.test/api/v1/rest/${path}`, init);
  expect(res.status, path).toBe(200);
  return bannerDetail.parse(body.data);
}

const expectError = (path: string, status: number) => expectApiError(t.app, path, status);

async function idsOf(type: 'banner' | 'ad') {
  const rows = await t.db.select({ id: banners.id }).from(banners).where(and(eq(banners.type, type), eq(banners.active, true)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function linkedShopIds(bannerId: number) {
  const rows = await t.db
    .select({ id: bannersToShops.shopId })
    .from(bannersToShops)
    .innerJoin(shops, eq(shops.id, bannersToShops.shopId))
    .where(and(eq(bannersToShops.bannerId, bannerId), eq(shops.status, 'approved')));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Shops whose zone contains the point, straight from the zone table. */
async function shopsDeliveringTo(latitude: number, longitude: number) {
  const rows = await t.db
    .selectDistinct({ id: shopDeliveryZones.shopId })
    .from(shopDeliveryZones)
    .where(sql`${shopDeliveryZones.area} @> point(${longitude}::float8, ${latitude}::float8)`);
  return new Set(rows.map((r) => r.id));
}

const MEDELLIN = { latitude: 6.2442, longitude: -75.5812 };

describe('GET rest/banners/paginate (BN1)', () => {
  it('lists the active banners (not ads) in the Laravel shape, paged', async () => {
    const expected = await idsOf('banner');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const all = await list('banners/paginate?perPage=100');
    expect(all.items.map((b) => b.id).sort((a, b) => a - b)).toEqual(expected);
    expect(all.items.every((b) => b.type === 'banner' && b.active && b.clickable === 1)).toBe(true);
    expect(all.meta.total).toBe(expected.length);

    const first = await list('banners/paginate?perPage=2&page=1');
    const second = await list('banners/paginate?perPage=2&page=2');
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 2, last_page: Math.ceil(expected.length / 2) });
    expect(second.items.map((b) => b.id)).toEqual(all.items.slice(2, 4).map((b) => b.id));
  });

  it('answers without any query too, with absolute image URLs', async () => {
    const { items } = await list('banners/paginate');
    expect(items.length).toBeGreaterThan(0);
    for (const b of items) expect(b.img).toMatch(/^http:\/\/shop\.test\/storage\/images\/.+\.webp$/);
  });

  it('names the first linked shop as shop_id', async () => {
    const { items } = await list('banners/paginate?perPage=100');
    for (const b of items) expect(b.shop_id).toBe((await linkedShopIds(b.id))[0] ?? null);
  });

  it('leaves out switched-off banners', async () => {
    const [hidden] = await idsOf('banner');
    await t.db.update(banners).set({ active: false }).where(eq(banners.id, hidden!));
    try {
      const { items } = await list('banners/paginate?perPage=100');
      expect(items.map((b) => b.id)).not.toContain(hidden);
      await expectError(`banners/${hidden}`, 404);
    } finally {
      await t.db.update(banners).set({ active: true }).where(eq(banners.id, hidden!));
    }
  });
});

describe('banner and ad translations', () => {
  beforeEach(async () => t.reset(), 120_000);

  it('answers in the requested language and falls back to the default, then to any', async () => {
    const [id] = await idsOf('ad');
    const inLang = async (lang: string) => (await detail(`banners-ads/${id}?lang=${lang}`)).translation;
    expect((await inLang('en'))?.locale).toBe('en');
    expect((await inLang('ar'))?.title).toMatch(/[\u0600-\u06FF]/);

    await t.db.delete(bannerTranslations).where(and(eq(bannerTranslations.bannerId, id!), eq(bannerTranslations.locale, 'ar')));
    expect((await inLang('ar'))?.locale).toBe('es');
    const list = await getJson<Page>(t.app, '/api/v1/rest/banners-ads?perPage=100&lang=ar');
    const listed = banner.array().parse(list.body.data);
    expect(listed.find((b) => b.id === id)?.translation?.locale).toBe('es');
    expect(listed.filter((b) => b.id !== id).every((b) => b.translation?.locale === 'ar')).toBe(true);

    await t.db.delete(bannerTranslations).where(and(eq(bannerTranslations.bannerId, id!), eq(bannerTranslations.locale, 'es')));
    expect((await inLang('ar'))?.locale).toBe('en');
  });
});

describe('GET rest/banners/{id} (BN2) and rest/banners-ads/{id} (BN4)', () => {
  it('returns the banner flat with one page of its shops and the total, anonymously', async () => {
    const ids = await idsOf('banner');
    const counts = await Promise.all(ids.map(linkedShopIds));
    const index = counts.findIndex((c) => c.length >= 2);
    expect(index).toBeGreaterThanOrEqual(0);
    const id = ids[index]!;
    const linked = counts[index]!;

    const seen: number[] = [];
    for (let page = 1; page <= linked.length + 1; page++) {
      const b = await detail(`banners/${id}?perPage=1&page=${page}`);
      expect(b.id).toBe(id);
      expect(b.translation?.title.length).toBeGreaterThan(0);
      expect(b.shops_count).toBe(linked.length);
      expect(b.shops.length).toBe(page <= linked.length ? 1 : 0);
      seen.push(...b.shops.map((s) => s.id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(linked);

    const whole = await detail(`banners/${id}`);
    expect(whole.shops.length).toBe(Math.min(12, linked.length));
  });

  it('ads carry their shops as shop cards', async () => {
    for (const id of await idsOf('ad')) {
      const ad = await detail(`banners-ads/${id}?page=1&perPage=12`);
      expect(ad.type).toBe('ad');
      expect(ad.translation?.description?.length).toBeGreaterThan(0);
      expect(ad.shops.map((s) => s.id).sort((a, b) => a - b)).toEqual(await linkedShopIds(id));
      expect(ad.shops_count).toBe(ad.shops.length);
      for (const shop of ad.shops) expect(shop.logo_img).toMatch(/^http:\/\/shop\.test\/storage\/images\//);
    }
  });

  it('does not log the visitor out for a stale token (§1.7)', async () => {
    const [id] = await idsOf('ad');
    const ad = await detail(`banners-ads/${id}`, { headers: { Authorization: 'Bearer 1|expired' } });
    expect(ad.id).toBe(id);
  });

  it('hides shops that are not approved', async () => {
    const [id] = await idsOf('ad');
    const [shopId] = await linkedShopIds(id!);
    await t.db.update(shops).set({ status: 'inactive' }).where(eq(shops.id, shopId!));
    try {
      const ad = await detail(`banners-ads/${id}`);
      expect(ad.shops.map((s) => s.id)).not.toContain(shopId);
      expect(ad.shops_count).toBe((await linkedShopIds(id!)).length);
    } finally {
      await t.db.update(shops).set({ status: 'approved' }).where(eq(shops.id, shopId!));
    }
  });

  it('answers 404 with a readable message for unknown ids and for the other kind', async () => {
    const [bannerId] = await idsOf('banner');
    const [adId] = await idsOf('ad');
    expect((await expectError('banners/999999', 404)).message).toContain('999999');
    await expectError('banners-ads/999999', 404);
    await expectError(`banners/${adId}`, 404);
    await expectError(`banners-ads/${bannerId}`, 404);
  });

  it('answers 422 for malformed ids and paging', async () => {
    const [id] = await idsOf('banner');
    expect((await expectError('banners/abc', 422)).params).toHaveProperty('id');
    await expectError('banners-ads/-3', 422);
    expect((await expectError(`banners/${id}?perPage=1000`, 422)).params).toHaveProperty('perPage');
    await expectError(`banners-ads/${id}?page=0`, 422);
  });
});

describe('GET rest/banners-ads (BN3)', () => {
  it('lists only ads, in both query-string styles', async () => {
    const expected = await idsOf('ad');
    const { items, meta } = await list('banners-ads?page=1&perPage=10');
    expect(items.map((b) => b.id).sort((a, b) => a - b)).toEqual(expected.slice(0, 10));
    expect(items.every((b) => b.type === 'ad')).toBe(true);
    expect(meta.total).toBe(expected.length);
    const indexed = await list(`banners-ads?perPage=6&address%5Blatitude%5D=${MEDELLIN.latitude}&address%5Blongitude%5D=${MEDELLIN.longitude}`);
    const brackets = await list(`banners-ads?perPage=6&address[latitude]=${MEDELLIN.latitude}&address[longitude]=${MEDELLIN.longitude}`);
    expect(indexed.items.map((b) => b.id)).toEqual(brackets.items.map((b) => b.id));
  });

  it('with an address, keeps the ads with a shop delivering there', async () => {
    const delivering = await shopsDeliveringTo(MEDELLIN.latitude, MEDELLIN.longitude);
    const expected: number[] = [];
    for (const id of await idsOf('ad')) {
      if ((await linkedShopIds(id)).some((shopId) => delivering.has(shopId))) expected.push(id);
    }
    expect(expected.length).toBeGreaterThan(0);
    const near = await list(`banners-ads?perPage=100&address[latitude]=${MEDELLIN.latitude}&address[longitude]=${MEDELLIN.longitude}`);
    expect(near.items.map((b) => b.id).sort((a, b) => a - b)).toEqual(expected);
    expect(near.meta.total).toBe(expected.length);

    const far = await list('banners-ads?perPage=6&address[latitude]=48.85&address[longitude]=2.35');
    expect(far.items).toEqual([]);
    expect(far.meta.total).toBe(0);
  });

  it('answers 422 for a malformed address or paging', async () => {
    const bad = await expectError('banners-ads?address[latitude]=north&address[longitude]=1', 422);
    expect(bad.params).toHaveProperty(['address.latitude']);
    await expectError('banners-ads?address[latitude]=95&address[longitude]=1', 422);
    await expectError('banners/paginate?perPage=0', 422);
    await expectError('banners/paginate?page=x', 422);
  });
});

describe('GET rest/stories/paginate (ST1)', () => {
  async function storiesBody(query = '') {
    const res = await t.app.request(`http://shop.test/api/v1/rest/stories/paginate${query}`);
    expect(res.status).toBe(200);
    return storyGroups.parse(await res.json());
  }

  async function activeStoryCount() {
    const rows = await t.db
      .select({ id: stories.id })
      .from(stories)
      .innerJoin(shops, eq(shops.id, stories.shopId))
      .where(and(eq(stories.active, true), eq(shops.status, 'approved')));
    return rows.length;
  }

  it('is a bare array of arrays, one per shop, freshest shop first, each played oldest first', async () => {
    const groups = await storiesBody();
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.flat().length).toBe(await activeStoryCount());
    const shopIds = groups.map((g) => g[0]!.shop_id);
    expect(new Set(shopIds).size).toBe(groups.length);
    for (const group of groups) {
      expect(group.length).toBeGreaterThan(0);
      expect(new Set(group.map((s) => s.shop_id)).size).toBe(1);
      const times = group.map((s) => Date.parse(s.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const s of group) {
        expect(s.url).toMatch(/^http:\/\/shop\.test\/storage\/images\/.+\.webp$/);
        expect(s.logo_img).toMatch(/^http:\/\/shop\.test\/storage\/images\//);
        expect(s.title.length).toBeGreaterThan(0);
      }
    }
    const newest = groups.map((g) => Math.max(...g.map((s) => Date.parse(s.created_at))));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('names the product a story opens, in the requested language', async () => {
    const [en, ar] = await Promise.all([storiesBody('?lang=en'), storiesBody('?lang=ar')]);
    const withProduct = en.flat().filter((s) => s.product_uuid);
    expect(withProduct.length).toBeGreaterThan(0);
    const [row] = await t.db.select({ uuid: products.uuid }).from(products).where(inArray(products.uuid, withProduct.map((s) => s.product_uuid!)));
    expect(row).toBeDefined();
    expect(withProduct.every((s) => (s.product_title ?? '').length > 0)).toBe(true);
    const arTitles = ar.flat().filter((s) => s.product_uuid).map((s) => s.product_title ?? '');
    expect(arTitles.some((title) => /[\u0600-\u06FF]/.test(title))).toBe(true);
    expect(en.flat().filter((s) => !s.product_uuid).every((s) => s.product_title === null)).toBe(true);
  });

  it('with an address, keeps the stories of shops delivering there', async () => {
    const delivering = await shopsDeliveringTo(MEDELLIN.latitude, MEDELLIN.longitude);
    const all = (await storiesBody()).flat();
    const near = (await storiesBody(`?address[latitude]=${MEDELLIN.latitude}&address[longitude]=${MEDELLIN.longitude}`)).flat();
    expect(near.map((s) => s.id).sort()).toEqual(all.filter((s) => delivering.has(s.shop_id)).map((s) => s.id).sort());
    expect(near.length).toBeGreaterThan(0);
    expect(await storiesBody('?address[latitude]=48.85&address[longitude]=2.35')).toEqual([]);
    await expectError('stories/paginate?address[latitude]=1', 422);
  });

  describe('after edits', () => {
    beforeEach(async () => t.reset(), 120_000);

    it('leaves out switched-off stories and shops that are not approved, and products no longer on sale', async () => {
      const groups = await storiesBody();
      const [first, second] = groups;
      const story = first![0]!;
      await t.db.update(stories).set({ active: false }).where(eq(stories.id, story.id));
      await t.db.update(shops).set({ status: 'inactive' }).where(eq(shops.id, second![0]!.shop_id));
      const withProduct = groups.flat().find((s) => s.product_uuid && s.shop_id !== second![0]!.shop_id && s.id !== story.id)!;
      await t.db.update(products).set({ active: false }).where(eq(products.uuid, withProduct.product_uuid!));

      const after = (await storiesBody()).flat();
      expect(after.map((s) => s.id)).not.toContain(story.id);
      expect(after.some((s) => s.shop_id === second![0]!.shop_id)).toBe(false);
      expect(after.length).toBe(await activeStoryCount());
      const stripped = after.find((s) => s.id === withProduct.id);
      expect(stripped).toMatchObject({ product_uuid: null, product_title: null, shop_id: withProduct.shop_id });
    });
  });
});
