import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody, paginationMeta } from '../../contract/http';
import { shopCard, type ShopCard } from '../../contract/shops';
import * as s from '../../server/db/schema';
import { DEMO_SPECIAL_SHOPS } from '../../server/db/seed/index';
import { convertAmount } from '../../server/modules/currencies/convert';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

type Page = { data: unknown[]; meta: unknown; links: { next: string | null; prev: string | null } };

async function shopPage(query: string) {
  const { res, body } = await getJson<Page>(t.app, `http://shop.test/api/v1/rest/shops/paginate?${query}`);
  expect(res.status, query).toBe(200);
  return { shops: shopCard.array().parse(body.data), meta: paginationMeta.parse(body.meta), links: body.links };
}

/** Every shop of a filtered list (perPage=100 covers the demo). */
async function allShops(query: string): Promise<ShopCard[]> {
  const page = await shopPage(`perPage=100&${query}`);
  expect(page.meta.total).toBe(page.shops.length);
  return page.shops;
}

const ids = (shops: readonly { id: number }[]) => shops.map((shop) => shop.id).sort((a, b) => a - b);
const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);

async function approvedIds(where?: ReturnType<typeof and>) {
  const rows = await t.db.select({ id: s.shops.id }).from(s.shops).where(and(eq(s.shops.status, 'approved'), where));
  return sorted(rows.map((r) => r.id));
}

describe('GET rest/shops/paginate: pages and languages', () => {
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

  it('returns absolute image URLs on the request origin', async () => {
    const { shops } = await shopPage('perPage=3');
    for (const s of shops) {
      expect(s.logo_img).toMatch(/^http:\/\/shop\.test\/storage\/images\/.+\.webp$/);
      expect(s.background_img).toMatch(/^http:\/\/shop\.test\/storage\/images\/.+\.webp$/);
    }
  });

  it('shows how many products each shop sells and its running discounts', async () => {
    const shops = await allShops('');
    const counts = await t.db.select({ shopId: s.products.shopId, n: sql<number>`count(*)::int` }).from(s.products)
      .where(and(eq(s.products.addon, false), eq(s.products.active, true))).groupBy(s.products.shopId);
    for (const shop of shops) expect(shop.products_count, shop.slug).toBe(counts.find((c) => c.shopId === shop.id)?.n ?? 0);
    expect(shops.filter((shop) => shop.discount?.length).length).toBeGreaterThan(0);
  });
});

describe('GET rest/shops/paginate: filters', () => {
  it('filters by type, verify and has_section; switched-off toggles do not filter', async () => {
    const restaurants = await allShops('type=restaurant');
    const stores = await allShops('type=shop');
    const all = await allShops('');
    expect(restaurants.every((s) => s.type === 'restaurant')).toBe(true);
    expect(stores.every((s) => s.type === 'shop')).toBe(true);
    expect(restaurants.length + stores.length).toBe(all.length);

    const verified = await allShops('verify=1');
    expect(ids(verified)).toEqual(await approvedIds(eq(s.shops.verify, true)));
    expect(verified.length).toBeLessThan(all.length);
    expect(ids(await allShops('has_section=1'))).toEqual(await approvedIds(eq(s.shops.hasSection, true)));
    expect(ids(await allShops('verify=0&has_section=false&free_delivery=0&deals=false'))).toEqual(ids(all));
  });

  it('filters by shop category; a parent category includes its sub-categories', async () => {
    const cats = await t.db.select({ id: s.categories.id, parentId: s.categories.parentId }).from(s.categories)
      .where(eq(s.categories.type, 'shop'));
    const parent = cats.find((c) => cats.some((child) => child.parentId === c.id));
    if (!parent) throw new Error('demo has no shop sub-categories');
    const family = cats.filter((c) => c.id === parent.id || c.parentId === parent.id).map((c) => c.id);
    const linked = await t.db.selectDistinct({ id: s.shopsToCategories.shopId }).from(s.shopsToCategories)
      .where(inArray(s.shopsToCategories.categoryId, family));
    expect(ids(await allShops(`category_id=${parent.id}`))).toEqual(sorted(linked.map((r) => r.id)));

    const child = cats.find((c) => c.parentId === parent.id);
    const childShops = await allShops(`category_id=${child?.id}`);
    const childLinks = await t.db.select({ id: s.shopsToCategories.shopId }).from(s.shopsToCategories)
      .where(eq(s.shopsToCategories.categoryId, child?.id ?? 0));
    expect(ids(childShops)).toEqual(sorted(childLinks.map((r) => r.id)));
    expect(childShops.length).toBeGreaterThan(0);
  });

  it("lists a category's shops whatever the type sent with it, unless strict_type asks for both (decision 0010)", async () => {
    // A category whose shops are all restaurants, as a client's category page asks for it: type=shop.
    const links = await t.db.select({ categoryId: s.shopsToCategories.categoryId, type: s.shops.type })
      .from(s.shopsToCategories).innerJoin(s.shops, eq(s.shops.id, s.shopsToCategories.shopId))
      .where(eq(s.shops.status, 'approved'));
    const restaurantOnly = [...new Set(links.map((l) => l.categoryId))]
      .find((id) => links.filter((l) => l.categoryId === id).every((l) => l.type === 'restaurant'));
    if (restaurantOnly === undefined) throw new Error('demo has no restaurant-only category');
    const everyType = await allShops(`category_id=${restaurantOnly}`);
    expect(everyType.length).toBeGreaterThan(0);
    expect(ids(await allShops(`type=shop&category_id=${restaurantOnly}`))).toEqual(ids(everyType));
    expect(ids(await allShops(`type=restaurant&category_id=${restaurantOnly}`))).toEqual(ids(everyType));
    // Both filters, asked for explicitly.
    expect(await allShops(`type=shop&category_id=${restaurantOnly}&strict_type=1`)).toEqual([]);
    expect(ids(await allShops(`type=restaurant&category_id=${restaurantOnly}&strict_type=1`))).toEqual(ids(everyType));
    // Without a category, type filters as before.
    expect((await allShops('type=shop&strict_type=0')).every((shop) => shop.type === 'shop')).toBe(true);
  });

  it('filters by shop tag (take)', async () => {
    const [link] = await t.db.select({ tagId: s.shopsToTags.shopTagId }).from(s.shopsToTags).limit(1);
    const tagged = await t.db.select({ id: s.shopsToTags.shopId }).from(s.shopsToTags).where(eq(s.shopsToTags.shopTagId, link?.tagId ?? 0));
    const shops = await allShops(`take=${link?.tagId}`);
    expect(ids(shops)).toEqual(sorted(tagged.map((r) => r.id)));
  });

  it('free_delivery lists the shops whose delivery starts at 0', async () => {
    const shops = await allShops('free_delivery=true');
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((shop) => shop.price === 0)).toBe(true);
    expect(ids(shops)).toEqual(await approvedIds(eq(s.shops.price, '0')));
  });

  it('deals lists the shops with a discount running today, each showing it', async () => {
    const shops = await allShops('deals=1');
    const running = await t.db.selectDistinct({ id: s.discounts.shopId }).from(s.discounts)
      .where(and(eq(s.discounts.active, true), sql`current_date BETWEEN ${s.discounts.start} AND ${s.discounts.end}`));
    expect(ids(shops)).toEqual(sorted(running.map((r) => r.id)));
    expect(shops.every((shop) => (shop.discount?.length ?? 0) > 0)).toBe(true);
  });

  it('filters by rating range in both array styles, or a single lower bound', async () => {
    const all = await allShops('');
    const inRange = all.filter((shop) => shop.rating_avg >= 4.5 && shop.rating_avg <= 4.8);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(all.length);
    expect(ids(await allShops('rating[]=4.5&rating[]=4.8'))).toEqual(ids(inRange));
    expect(ids(await allShops('rating%5B0%5D=4.5&rating%5B1%5D=4.8'))).toEqual(ids(inRange));
    expect(ids(await allShops('rating=4.5,4.8'))).toEqual(ids(inRange));
    expect(ids(await allShops('rating=4.7'))).toEqual(ids(all.filter((shop) => shop.rating_avg >= 4.7)));
  });

  it('filters by product price range, read in the currency_id currency', async () => {
    const matching = await t.db.selectDistinct({ id: s.products.shopId }).from(s.products)
      .innerJoin(s.stocks, eq(s.stocks.productId, s.products.id))
      .where(and(eq(s.products.addon, false), sql`${s.stocks.price} BETWEEN 40 AND 60`));
    const expected = sorted(matching.map((r) => r.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await allShops('prices[]=40&prices[]=60'))).toEqual(expected);

    const [cop] = await t.db.select().from(s.currencies).where(eq(s.currencies.default, false)).limit(1);
    if (!cop) throw new Error('demo has one currency only');
    const low = convertAmount('40', cop.rate);
    const high = convertAmount('60', cop.rate);
    expect(ids(await allShops(`currency_id=${cop.id}&prices[0]=${low}&prices[1]=${high}`))).toEqual(expected);
  });

  it('restricts to shops delivering to address[latitude]/address[longitude] (point in zone polygon)', async () => {
    const all = await allShops('');
    const centre = await allShops('address[latitude]=6.2442&address[longitude]=-75.5812');
    expect(centre.map((shop) => shop.slug).sort()).toEqual(
      all.map((shop) => shop.slug).filter((slug) => !DEMO_SPECIAL_SHOPS.outsideZone.includes(slug)).sort(),
    );
    // Same point, indexed-key encoding of qs.stringify.
    const encoded = await allShops('address%5Blatitude%5D=6.2442&address%5Blongitude%5D=-75.5812');
    expect(ids(encoded)).toEqual(ids(centre));

    // At the out-of-town shop's door only it (and no city shop) delivers.
    const outside = all.find((shop) => shop.slug === DEMO_SPECIAL_SHOPS.outsideZone[0]);
    const there = await allShops(`address[latitude]=${outside?.location.latitude}&address[longitude]=${outside?.location.longitude}`);
    expect(there.map((shop) => shop.slug)).toEqual(DEMO_SPECIAL_SHOPS.outsideZone);
    // Bogotá: nobody.
    expect(await allShops('address[latitude]=4.711&address[longitude]=-74.0721')).toEqual([]);
  });

  it('combines filters', async () => {
    const shops = await allShops('type=restaurant&verify=1&address[latitude]=6.2442&address[longitude]=-75.5812');
    const expected = (await allShops('type=restaurant')).filter((shop) => shop.verify === 1);
    expect(ids(shops)).toEqual(ids(expected));
  });

  it('keeps shop.price and min_amount in the base currency but converts fixed discounts (§1.11)', async () => {
    const [cop] = await t.db.select().from(s.currencies).where(eq(s.currencies.default, false)).limit(1);
    const base = await allShops('deals=1');
    const converted = await allShops(`deals=1&currency_id=${cop?.id}`);
    const [fix] = await t.db.select().from(s.discounts).where(eq(s.discounts.type, 'fix')).limit(1);
    for (const shop of converted) {
      const same = base.find((b) => b.id === shop.id);
      expect(shop.price).toBe(same?.price);
      expect(shop.min_amount).toBe(same?.min_amount);
    }
    const fixShop = converted.find((shop) => shop.id === fix?.shopId);
    expect(fixShop?.discount?.[0]?.price).toBe(Number(convertAmount(fix?.price ?? '0', cop?.rate ?? '1')));
    expect(base.find((shop) => shop.id === fix?.shopId)?.discount?.[0]?.price).toBe(Number(fix?.price));
    // An unknown currency falls back to the base rate.
    expect((await allShops('deals=1&currency_id=99999')).find((shop) => shop.id === fix?.shopId)?.discount?.[0]?.price)
      .toBe(Number(fix?.price));
  });
});

describe('GET rest/shops/paginate: order_by', () => {
  const stats = async () => {
    const rows = await t.db.select({ id: s.shops.id, orders: s.shops.ordersCount }).from(s.shops);
    return new Map(rows.map((r) => [r.id, r.orders]));
  };
  const isSorted = (values: number[], direction: 'asc' | 'desc') =>
    values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));

  it('high_rating and low_rating sort by rating_avg', async () => {
    const high = await allShops('order_by=high_rating');
    const low = await allShops('order_by=low_rating');
    expect(isSorted(high.map((shop) => shop.rating_avg), 'desc')).toBe(true);
    expect(isSorted(low.map((shop) => shop.rating_avg), 'asc')).toBe(true);
    expect(high[0]?.rating_avg).toBeGreaterThan(low[0]?.rating_avg ?? 5);
  });

  it('best_sale and low_sale sort by delivered orders', async () => {
    const orders = await stats();
    const best = (await allShops('order_by=best_sale')).map((shop) => orders.get(shop.id) ?? 0);
    const worst = (await allShops('order_by=low_sale')).map((shop) => orders.get(shop.id) ?? 0);
    expect(isSorted(best, 'desc')).toBe(true);
    expect(isSorted(worst, 'asc')).toBe(true);
    expect(best[0]).toBeGreaterThan(worst[0] ?? Infinity);
  });

  it('new sorts newest first', async () => {
    const shops = await allShops('order_by=new');
    expect(isSorted(shops.map((shop) => Date.parse(shop.created_at)), 'desc')).toBe(true);
  });

  it('trust_you puts recommended, then verified shops first', async () => {
    const shops = await allShops('order_by=trust_you');
    const rank = shops.map((shop) => (shop.is_recommended ? 2 : 0) + shop.verify);
    expect(isSorted(rank, 'desc')).toBe(true);
    expect(shops[0]?.is_recommended).toBe(true);
  });

  it('pages an ordering without overlaps', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => shopPage(`order_by=high_rating&perPage=10&page=${page}`)));
    const seen = pages.flatMap((p) => p.shops.map((shop) => shop.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(pages[0]?.meta.total);
  });
});

describe('GET rest/shops/recommended', () => {
  it('lists recommended shops only, best rated first, with the list filters', async () => {
    const { body, res } = await getJson<Page>(t.app, '/api/v1/rest/shops/recommended?perPage=100');
    expect(res.status).toBe(200);
    const shops = shopCard.array().parse(body.data);
    expect(ids(shops)).toEqual(await approvedIds(eq(s.shops.isRecommended, true)));
    expect(shops.map((shop) => shop.rating_avg)).toEqual([...shops.map((shop) => shop.rating_avg)].sort((a, b) => b - a));

    const far = await getJson<Page>(t.app, '/api/v1/rest/shops/recommended?address[latitude]=4.711&address[longitude]=-74.0721');
    expect(far.body.data).toEqual([]);
    const verified = await getJson<Page>(t.app, '/api/v1/rest/shops/recommended?perPage=100&verify=1');
    expect(ids(shopCard.array().parse(verified.body.data))).toEqual(ids(shops.filter((shop) => shop.verify === 1)));
  });
});

describe('GET rest/shops/paginate: bad input is a 422 naming the field', () => {
  it.each([
    ['perPage=0', 'perPage'],
    ['page=abc', 'page'],
    ['type=cafe', 'type'],
    ['order_by=cheapest', 'order_by'],
    ['rating[]=abc', 'rating'],
    ['rating[]=4.8&rating[]=3', 'rating'],
    ['rating=7', 'rating'],
    ['rating=1,2,3', 'rating'],
    ['prices[]=-1', 'prices'],
    ['address[latitude]=100&address[longitude]=-75', 'address.latitude'],
    ['address[latitude]=6.2', 'address.longitude'],
    ['address[latitude]=&address[longitude]=-75', 'address.latitude'],
    ['take=x', 'take'],
    ['category_id=-3', 'category_id'],
    ['open=maybe', 'open'],
  ])('%s', async (query, field) => {
    const { res, body } = await getJson(t.app, `/api/v1/rest/shops/paginate?${query}`);
    expect(res.status).toBe(422);
    const error = errorBody.parse(body);
    expect(Object.keys(error.params ?? {}).some((key) => key.startsWith(field))).toBe(true);
    expect(error.message).toMatch(new RegExp(`^${field.split('.')[0]}`));
  });

  it('never answers 500 for odd but valid input', async () => {
    for (const query of ['perPage=100&page=999', 'category_id=999999', 'take=999999', 'rating=0', 'prices[]=0&prices[]=0']) {
      const { res, body } = await getJson<Page>(t.app, `/api/v1/rest/shops/paginate?${query}`);
      expect(res.status, query).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
    }
    const none = await getJson<Page>(t.app, '/api/v1/rest/shops/paginate?category_id=999999');
    expect(none.body.data).toEqual([]);
  });
});
