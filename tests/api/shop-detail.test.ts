import { and, asc, avg, count, eq, inArray, max, min } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody, paginationMeta } from '../../contract/http';
import { deliveryZoneCheck, productPriceRange, shopDetail, shopReview, shopTag } from '../../contract/shops';
import * as s from '../../server/db/schema';
import { DEMO_SPECIAL_SHOPS } from '../../server/db/seed/index';
import { convertAmount } from '../../server/modules/currencies/convert';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

const api = (path: string) => getJson<{ data: unknown; meta?: unknown; message?: string }>(t.app, `http://shop.test/api/v1/${path}`);

async function demoShop(slug: string) {
  const [row] = await t.db.select().from(s.shops).where(eq(s.shops.slug, slug));
  if (!row) throw new Error(`no demo shop ${slug}`);
  return row;
}

async function otherCurrency() {
  const [row] = await t.db.select().from(s.currencies).where(eq(s.currencies.default, false)).limit(1);
  if (!row) throw new Error('demo has one currency only');
  return row;
}

describe('GET rest/shops/{id}', () => {
  it('finds the same shop by numeric id, uuid and slug', async () => {
    const row = await demoShop('forno-napoli');
    const answers = await Promise.all([String(row.id), row.uuid, row.uuid.toUpperCase(), row.slug].map((key) => api(`rest/shops/${key}?lang=en`)));
    for (const { res, body } of answers) {
      expect(res.status).toBe(200);
      const detail = shopDetail.parse(body.data);
      expect(detail).toMatchObject({ id: row.id, uuid: row.uuid, slug: row.slug });
      expect(detail.translation?.locale).toBe('en');
    }
  });

  it('has everything the shop page reads: hours, closed dates, tags, discounts, phone', async () => {
    const row = await demoShop(DEMO_SPECIAL_SHOPS.closedDates[0] ?? '');
    const { body } = await api(`rest/shops/${row.id}`);
    const detail = shopDetail.parse(body.data);
    const days = await t.db.select().from(s.shopWorkingDays).where(eq(s.shopWorkingDays.shopId, row.id));
    const closed = await t.db.select().from(s.shopClosedDates).where(eq(s.shopClosedDates.shopId, row.id)).orderBy(asc(s.shopClosedDates.day));
    const tags = await t.db.select().from(s.shopsToTags).where(eq(s.shopsToTags.shopId, row.id));
    expect(detail.shop_working_days.map((d) => d.day).sort()).toEqual(days.map((d) => d.day).sort());
    expect(detail.shop_working_days.every((d) => /^\d\d:\d\d$/.test(d.from) && /^\d\d:\d\d$/.test(d.to))).toBe(true);
    expect(detail.shop_closed_date.map((d) => d.day)).toEqual(closed.map((d) => d.day));
    expect(detail.shop_closed_date.length).toBeGreaterThan(0);
    expect(detail.tags.map((tag) => tag.id).sort()).toEqual(tags.map((tag) => tag.shopTagId).sort());
    expect(detail.tags.every((tag) => tag.translation?.title && tag.img?.startsWith('http://shop.test/'))).toBe(true);
    expect(detail.phone).toBe(row.phone);
    expect(detail.timezone).toBe(row.timezone);
    expect(detail.is_open_now).toBe(false); // a holiday today
  });

  it('keeps shop.price in the base currency with currency_id (§1.11) and converts fixed discounts', async () => {
    const [fix] = await t.db.select().from(s.discounts).where(eq(s.discounts.type, 'fix')).limit(1);
    const cop = await otherCurrency();
    const base = shopDetail.parse((await api(`rest/shops/${fix?.shopId}`)).body.data);
    const converted = shopDetail.parse((await api(`rest/shops/${fix?.shopId}?currency_id=${cop.id}`)).body.data);
    expect(converted.price).toBe(base.price);
    expect(converted.min_amount).toBe(base.min_amount);
    expect(base.discount[0]?.price).toBe(Number(fix?.price));
    expect(converted.discount[0]?.price).toBe(Number(convertAmount(fix?.price ?? '0', cop.rate)));
    expect(converted.discounts_count).toBe(1);
  });

  it('answers 404 with a readable message for an unknown shop, and 422 for a malformed key', async () => {
    for (const key of ['999999', '00000000-0000-4000-8000-000000000000', 'no-such-shop']) {
      const { res, body } = await api(`rest/shops/${key}`);
      expect(res.status, key).toBe(404);
      expect(errorBody.parse(body).message).toBe(`Shop "${key}" not found`);
    }
    const bad = await api('rest/shops/bad%20key!');
    expect(bad.res.status).toBe(422);
    expect(errorBody.parse(bad.body).params?.id).toBeDefined();
  });

  it('hides shops that are not approved', async () => {
    const row = await demoShop('forno-napoli');
    await t.db.update(s.shops).set({ status: 'inactive' }).where(eq(s.shops.id, row.id));
    try {
      expect((await api(`rest/shops/${row.slug}`)).res.status).toBe(404);
      const list = await api('rest/shops/paginate?perPage=100');
      expect((list.body.data as Array<{ id: number }>).some((shop) => shop.id === row.id)).toBe(false);
    } finally {
      await t.db.update(s.shops).set({ status: 'approved' }).where(eq(s.shops.id, row.id));
    }
  });
});

describe('GET rest/shops/{id}/reviews', () => {
  it('pages a shop’s reviews newest first; the card’s rating and count agree with them', async () => {
    const row = await demoShop('smash-and-co');
    const first = await api(`rest/shops/${row.slug}/reviews?perPage=2`);
    expect(first.res.status).toBe(200);
    const meta = paginationMeta.parse(first.body.meta);
    const reviews = shopReview.array().parse(first.body.data);
    const all = shopReview.array().parse((await api(`rest/shops/${row.id}/reviews?perPage=100`)).body.data);
    expect(reviews).toEqual(all.slice(0, 2));
    expect(meta.total).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.map((r) => Date.parse(r.created_at))).toEqual([...all.map((r) => Date.parse(r.created_at))].sort((a, b) => b - a));
    for (const review of all) {
      expect(review.reviewable_id).toBe(row.id);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.user.firstname.length).toBeGreaterThan(0);
      expect(review.comment?.length).toBeGreaterThan(0);
    }
    const card = shopDetail.parse((await api(`rest/shops/${row.id}`)).body.data);
    expect(card.reviews_count).toBe(all.length);
    const mean = all.reduce((sum, r) => sum + r.rating, 0) / all.length;
    expect(card.rating_avg).toBeCloseTo(mean, 2);
  });

  it('every shop’s stored rating is its reviews’ average (seeded in the same transaction)', async () => {
    const stats = await t.db.select({ shopId: s.shopReviews.shopId, n: count(), mean: avg(s.shopReviews.rating) })
      .from(s.shopReviews).groupBy(s.shopReviews.shopId);
    const shops = await t.db.select().from(s.shops);
    expect(stats).toHaveLength(shops.length);
    for (const shop of shops) {
      const mine = stats.find((row) => row.shopId === shop.id);
      expect(shop.reviewsCount, shop.slug).toBe(mine?.n);
      expect(Number(shop.ratingAvg), shop.slug).toBeCloseTo(Number(mine?.mean), 2);
    }
  });

  it('404 for an unknown shop, 422 for bad paging', async () => {
    const unknown = await api('rest/shops/999999/reviews');
    expect(unknown.res.status).toBe(404);
    expect(errorBody.parse(unknown.body).message).toMatch(/not found/);
    expect((await api('rest/shops/1/reviews?perPage=1000')).res.status).toBe(422);
  });
});

describe('GET rest/shops-takes', () => {
  it('lists every shop tag with its translated title and picture', async () => {
    const { res, body } = await api('rest/shops-takes?lang=en');
    expect(res.status).toBe(200);
    const tags = shopTag.array().parse(body.data);
    const stored = await t.db.select({ id: s.shopTags.id }).from(s.shopTags);
    expect(tags.map((tag) => tag.id)).toEqual(stored.map((tag) => tag.id).sort((a, b) => a - b));
    expect(tags.every((tag) => tag.translation?.locale === 'en' && tag.img?.endsWith('.webp'))).toBe(true);
  });

  it('with category_id only the tags that category’s shops (and its sub-categories’ shops) carry', async () => {
    const cats = await t.db.select({ id: s.categories.id, parentId: s.categories.parentId }).from(s.categories).where(eq(s.categories.type, 'shop'));
    const tagsOfCategories = async (categoryIds: number[]) => {
      const links = await t.db.selectDistinct({ id: s.shopsToTags.shopTagId }).from(s.shopsToTags)
        .innerJoin(s.shopsToCategories, eq(s.shopsToCategories.shopId, s.shopsToTags.shopId))
        .where(inArray(s.shopsToCategories.categoryId, categoryIds));
      return links.map((row) => row.id).sort((a, b) => a - b);
    };
    const all = shopTag.array().parse((await api('rest/shops-takes')).body.data);
    const parent = cats.find((c) => cats.some((child) => child.parentId === c.id));
    const leaf = cats.find((c) => c.parentId !== null);
    for (const category of [parent, leaf]) {
      if (!category) throw new Error('demo has no shop sub-categories');
      const family = cats.filter((c) => c.id === category.id || c.parentId === category.id).map((c) => c.id);
      const tags = shopTag.array().parse((await api(`rest/shops-takes?category_id=${category.id}`)).body.data);
      expect(tags.map((tag) => tag.id)).toEqual(await tagsOfCategories(family));
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.length).toBeLessThan(all.length);
    }
    expect((await api('rest/shops-takes?category_id=999999')).body.data).toEqual([]);
    expect((await api('rest/shops-takes?category_id=abc')).res.status).toBe(422);
  });
});

describe('GET rest/products-avg-prices', () => {
  it('answers the cheapest and dearest product on sale, converted by currency_id', async () => {
    const [bounds] = await t.db.select({ min: min(s.stocks.price), max: max(s.stocks.price) }).from(s.stocks)
      .innerJoin(s.products, eq(s.products.id, s.stocks.productId))
      .where(and(eq(s.products.addon, false), eq(s.products.active, true)));
    const base = productPriceRange.parse((await api('rest/products-avg-prices')).body.data);
    expect(base).toEqual({ min: Number(bounds?.min), max: Number(bounds?.max) });
    expect(base.min).toBeLessThan(base.max);
    const cop = await otherCurrency();
    const converted = productPriceRange.parse((await api(`rest/products-avg-prices?currency_id=${cop.id}`)).body.data);
    expect(converted).toEqual({ min: Number(convertAmount(bounds?.min ?? '0', cop.rate)), max: Number(convertAmount(bounds?.max ?? '0', cop.rate)) });
  });
});

describe('delivery-zone checks (status only, contract §1.8)', () => {
  const centre = 'address[latitude]=6.2442&address[longitude]=-75.5812';
  const bogota = 'address[latitude]=4.711&address[longitude]=-74.0721';

  it('SH8: 2xx when some shop delivers to the point, 400 with the spec’s message when none does', async () => {
    const inside = await api(`rest/shop/delivery-zone/check/distance?${centre}`);
    expect(inside.res.status).toBe(200);
    const shops = await t.db.select({ n: count() }).from(s.shops);
    expect(deliveryZoneCheck.parse(inside.body.data).shops_count).toBe((shops[0]?.n ?? 0) - DEMO_SPECIAL_SHOPS.outsideZone.length);
    const encoded = await api('rest/shop/delivery-zone/check/distance?address%5Blatitude%5D=6.2442&address%5Blongitude%5D=-75.5812');
    expect(encoded.res.status).toBe(200);

    const outside = await api(`rest/shop/delivery-zone/check/distance?${bogota}`);
    expect(outside.res.status).toBe(400);
    expect(errorBody.parse(outside.body).message).toBe("Sorry, we're not available here");
  });

  it('SH9: per shop, inside and outside its own zone', async () => {
    const far = await demoShop(DEMO_SPECIAL_SHOPS.outsideZone[0] ?? '');
    const city = await demoShop('forno-napoli');
    const atFarShop = `address[latitude]=${far.latitude}&address[longitude]=${far.longitude}`;
    expect((await api(`rest/shop/${far.id}/delivery-zone/check/distance?${centre}`)).res.status).toBe(400);
    expect((await api(`rest/shop/${far.id}/delivery-zone/check/distance?${atFarShop}`)).res.status).toBe(200);
    expect((await api(`rest/shop/${city.slug}/delivery-zone/check/distance?${centre}`)).res.status).toBe(200);
    expect((await api(`rest/shop/${city.id}/delivery-zone/check/distance?${atFarShop}`)).res.status).toBe(400);
  });

  it('404 for an unknown shop, 422 without a point or with a bad one', async () => {
    expect((await api(`rest/shop/999999/delivery-zone/check/distance?${centre}`)).res.status).toBe(404);
    for (const query of ['', 'address[latitude]=6.2', 'address[latitude]=abc&address[longitude]=-75', 'address[latitude]=6.2&address[longitude]=-200']) {
      const { res, body } = await api(`rest/shop/delivery-zone/check/distance?${query}`);
      expect(res.status, query).toBe(422);
      expect(errorBody.parse(body).message).toMatch(/^address/);
    }
  });
});
