import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { uiStrings } from '../../server/db/seed/data/ui-strings';
import { bogotaDate, bogotaWeekday } from '../../server/db/seed/geo';
import { ensureDemoImages, listDemoImages } from '../../server/db/seed/images';
import { clearDatabase, DEMO_SPECIAL_SHOPS, isDatabaseEmpty, seedDemo, type SeedSummary } from '../../server/db/seed/index';
import { useTestDatabase } from '../support/db';

const t = useTestDatabase();
/** A fixed clock: Wednesday 11 March 2026, 10:00 in Bogotá. */
const NOW = new Date('2026-03-11T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const arabic = /[\u0600-\u06FF]/;
let summary: SeedSummary;

beforeAll(async () => {
  await clearDatabase(t.handle.db);
  summary = await seedDemo(t.handle.db, { now: NOW });
}, 60_000);

const db = () => t.handle.db;

describe('demo seed: marketplace basics', () => {
  it('seeds en, es (default) and ar (right to left)', async () => {
    const langs = await db().select().from(s.languages).orderBy(s.languages.position);
    expect(langs.map((l) => [l.locale, l.default, l.backward, l.active])).toEqual([
      ['en', false, false, true], ['es', true, false, true], ['ar', false, true, true],
    ]);
    expect(await isDatabaseEmpty(db())).toBe(false);
  });

  it('seeds USD as the default currency plus COP and EUR with string rates', async () => {
    const rows = await db().select().from(s.currencies);
    const byTitle = new Map(rows.map((c) => [c.title, c]));
    expect(byTitle.get('USD')).toMatchObject({ symbol: '$', default: true, position: 'before' });
    expect(Number(byTitle.get('USD')?.rate)).toBe(1);
    expect(Number(byTitle.get('COP')?.rate)).toBeGreaterThan(3000);
    expect(byTitle.get('EUR')).toMatchObject({ symbol: '€', default: false, position: 'after' });
    expect(rows.filter((c) => c.default)).toHaveLength(1);
  });

  it('has every settings key the storefront reads', async () => {
    const settings = new Map((await db().select().from(s.settings)).map((row) => [row.key, row.value]));
    const keys = ['payment_type', 'instagram', 'facebook', 'twitter', 'referral_active', 'otp_expire_time', 'customer_app_android',
      'customer_app_ios', 'delivery_app_android', 'delivery_app_ios', 'vendor_app_android', 'vendor_app_ios', 'group_order',
      'footer_text', 'ui_type', 'address', 'phone', 'email', 'reservation_time_durations', 'reservation_before_time',
      'min_reservation_time', 'active_parcel', 'before_order_phone_required', 'reservation_enable_for_user', 'title',
      'default_lat', 'default_lng', 'map_tile_url', 'service_fee'];
    for (const key of keys) expect(settings.get(key), key).toBeTruthy();
    expect(settings.get('payment_type')).toBe('admin');
    expect(settings.get('default_lat')).toBe('6.2442');
    expect(settings.get('default_lng')).toBe('-75.5812');
    expect(settings.get('ui_type')).toBe('1');
    // The admin panel's address is deployment configuration (ADMIN_PANEL_URL), not demo data.
    expect(settings.has('admin_url')).toBe(false);
  });

  it('stores one interface-string row per locale and key', async () => {
    const rows = await db().select({ locale: s.translations.locale, n: count() }).from(s.translations).groupBy(s.translations.locale);
    const counts = Object.fromEntries(rows.map((r) => [r.locale, r.n]));
    for (const locale of ['en', 'es', 'ar'] as const) {
      expect(counts[locale] ?? 0).toBe(Object.keys(uiStrings[locale]).length);
    }
    expect(summary.uiStrings).toBe(Object.values(uiStrings).reduce((n, strings) => n + Object.keys(strings).length, 0));
  });
});

describe('demo seed: shops', () => {
  it('has 14 restaurants and 10 shops with complete en/es/ar translations', async () => {
    const shops = await db().select().from(s.shops);
    expect(shops.filter((shop) => shop.type === 'restaurant')).toHaveLength(14);
    expect(shops.filter((shop) => shop.type === 'shop')).toHaveLength(10);
    const translations = await db().select().from(s.shopTranslations);
    for (const shop of shops) {
      const mine = translations.filter((tr) => tr.shopId === shop.id);
      expect(mine.map((tr) => tr.locale).sort(), shop.slug).toEqual(['ar', 'en', 'es']);
      for (const tr of mine) expect(tr.title && tr.description && tr.address, `${shop.slug}/${tr.locale}`).toBeTruthy();
      expect(mine.find((tr) => tr.locale === 'ar')?.title).toMatch(arabic);
      expect(shop.logoImg).toMatch(/^demo\/shops\/.+-logo\.webp$/);
      expect(shop.backgroundImg).toMatch(/^demo\/shops\/.+\.webp$/);
      expect(Number(shop.ratingAvg)).toBeGreaterThanOrEqual(3.5);
    }
    expect(shops.filter((shop) => shop.verify).length).toBeGreaterThanOrEqual(5);
    expect(shops.filter((shop) => shop.hasSection && shop.type === 'restaurant').length).toBeGreaterThanOrEqual(3);
    expect(shops.filter((shop) => Number(shop.price) === 0).length).toBeGreaterThanOrEqual(2);
    expect(shops.some((shop) => shop.deliveryTimeType === 'hour')).toBe(true);
    expect(new Set(shops.map((shop) => shop.createdAt.toISOString())).size).toBe(shops.length);
  });

  it('gives every shop 7 working days, 2–4 tags and at least one shop category', async () => {
    const shops = await db().select({ id: s.shops.id, slug: s.shops.slug }).from(s.shops);
    const days = await db().select().from(s.shopWorkingDays);
    const tags = await db().select().from(s.shopsToTags);
    const cats = await db().select().from(s.shopsToCategories);
    for (const shop of shops) {
      const mine = days.filter((d) => d.shopId === shop.id);
      expect(new Set(mine.map((d) => d.day)).size, shop.slug).toBe(7);
      for (const d of mine) expect(`${d.from}-${d.to}`).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
      const tagCount = tags.filter((x) => x.shopId === shop.id).length;
      expect(tagCount, shop.slug).toBeGreaterThanOrEqual(2);
      expect(tagCount, shop.slug).toBeLessThanOrEqual(4);
      expect(cats.filter((x) => x.shopId === shop.id).length, shop.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it('closes exactly one shop for the whole of today (Bogotá weekday of `now`)', async () => {
    const closed = await db().select({ slug: s.shops.slug }).from(s.shopWorkingDays)
      .innerJoin(s.shops, eq(s.shops.id, s.shopWorkingDays.shopId))
      .where(and(eq(s.shopWorkingDays.disabled, true)));
    expect(closed.map((row) => row.slug)).toEqual(DEMO_SPECIAL_SHOPS.closedToday);
    expect(closed).toHaveLength(1);
    const [day] = await db().select({ day: s.shopWorkingDays.day }).from(s.shopWorkingDays).where(eq(s.shopWorkingDays.disabled, true));
    expect(day?.day).toBe(bogotaWeekday(NOW));
    expect(day?.day).toBe('wednesday');
  });

  it('gives one shop holidays today and in three days', async () => {
    const rows = await db().select({ slug: s.shops.slug, day: s.shopClosedDates.day }).from(s.shopClosedDates)
      .innerJoin(s.shops, eq(s.shops.id, s.shopClosedDates.shopId));
    expect([...new Set(rows.map((row) => row.slug))]).toEqual(DEMO_SPECIAL_SHOPS.closedDates);
    expect(rows.map((row) => row.day).sort()).toEqual(['2026-03-11', '2026-03-14']);
    expect(rows.map((row) => row.day)).toContain(bogotaDate(new Date(NOW.getTime() + 3 * DAY)));
  });

  it('has a 5–8 point delivery zone per shop; all but one cover the default map point', async () => {
    const zones = await db().select({ shopId: s.shopDeliveryZones.shopId, area: s.shopDeliveryZones.area }).from(s.shopDeliveryZones);
    expect(new Set(zones.map((z) => z.shopId)).size).toBe(24);
    for (const zone of zones) {
      expect(zone.area.length).toBeGreaterThanOrEqual(5);
      expect(zone.area.length).toBeLessThanOrEqual(8);
    }
    const covering = await db().selectDistinct({ slug: s.shops.slug }).from(s.shopDeliveryZones)
      .innerJoin(s.shops, eq(s.shops.id, s.shopDeliveryZones.shopId))
      .where(sql`${s.shopDeliveryZones.area} @> point(-75.5812, 6.2442)`);
    const all = await db().select({ slug: s.shops.slug }).from(s.shops);
    const outside = all.map((shop) => shop.slug).filter((slug) => !covering.some((c) => c.slug === slug));
    expect(outside).toEqual(DEMO_SPECIAL_SHOPS.outsideZone);
    expect(outside).toEqual(['mercado-organico-tierra-viva']);
    // A point far outside the city is in no zone at all.
    const nowhere = await db().select({ n: count() }).from(s.shopDeliveryZones).where(sql`${s.shopDeliveryZones.area} @> point(-74.0721, 4.711)`);
    expect(nowhere[0]?.n).toBe(0);
  });

  it('links categories into a tree with children and gives every category three titles', async () => {
    const cats = await db().select().from(s.categories);
    const shopCats = cats.filter((c) => c.type === 'shop');
    expect(shopCats.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(10);
    expect(new Set(shopCats.filter((c) => c.parentId !== null).map((c) => c.parentId)).size).toBeGreaterThanOrEqual(2);
    expect(cats.filter((c) => c.type === 'main').length).toBeGreaterThanOrEqual(30);
    expect(cats.filter((c) => c.type === 'receipt').length).toBeGreaterThanOrEqual(3);
    expect(cats.filter((c) => c.type === 'career').length).toBeGreaterThanOrEqual(3);
    for (const c of cats.filter((c) => c.type !== 'career')) expect(c.img).toMatch(/^demo\/categories\//);
    const trs = await db().select({ id: s.categoryTranslations.categoryId, n: count() }).from(s.categoryTranslations).groupBy(s.categoryTranslations.categoryId);
    expect(trs).toHaveLength(cats.length);
    expect(trs.every((row) => row.n === 3)).toBe(true);
  });
});

describe('demo seed: products', () => {
  it('gives each shop 15–40 products, each with three translations and at least one stock', async () => {
    const perShop = await db().select({ shopId: s.products.shopId, n: count() }).from(s.products).where(eq(s.products.addon, false)).groupBy(s.products.shopId);
    expect(perShop).toHaveLength(24);
    for (const row of perShop) {
      expect(row.n).toBeGreaterThanOrEqual(15);
      expect(row.n).toBeLessThanOrEqual(40);
    }
    const products = await db().select({ id: s.products.id, img: s.products.img }).from(s.products);
    const trs = await db().select({ productId: s.productTranslations.productId, locale: s.productTranslations.locale, title: s.productTranslations.title }).from(s.productTranslations);
    const stocks = await db().select({ productId: s.stocks.productId, price: s.stocks.price }).from(s.stocks);
    for (const product of products) {
      const mine = trs.filter((tr) => tr.productId === product.id);
      expect(mine.map((tr) => tr.locale).sort()).toEqual(['ar', 'en', 'es']);
      expect(mine.find((tr) => tr.locale === 'ar')?.title).toMatch(arabic);
      expect(product.img).toMatch(/^demo\/products\/[a-z-]+-\d\.webp$/);
      const prices = stocks.filter((st) => st.productId === product.id).map((st) => Number(st.price));
      expect(prices.length).toBeGreaterThanOrEqual(1);
      expect(prices.every((price) => price > 0)).toBe(true);
    }
  });

  it('models pizza variants as one stock per size × crust, extras in level order', async () => {
    const [pizza] = await db().select({ id: s.products.id }).from(s.products).innerJoin(s.productTranslations, eq(s.productTranslations.productId, s.products.id))
      .where(and(eq(s.productTranslations.locale, 'en'), eq(s.productTranslations.title, 'Pepperoni')));
    expect(pizza).toBeDefined();
    const stocks = await db().select().from(s.stocks).where(eq(s.stocks.productId, pizza?.id ?? -1));
    expect(stocks).toHaveLength(9);
    const extras = await db().select({ stockId: s.stockExtras.stockId, position: s.stockExtras.position, value: s.extraValues.value, group: s.extraGroupTranslations.title })
      .from(s.stockExtras).innerJoin(s.extraValues, eq(s.extraValues.id, s.stockExtras.extraValueId))
      .innerJoin(s.extraGroupTranslations, and(eq(s.extraGroupTranslations.extraGroupId, s.extraValues.extraGroupId), eq(s.extraGroupTranslations.locale, 'en')))
      .where(inArray(s.stockExtras.stockId, stocks.map((st) => st.id)));
    expect(extras).toHaveLength(18);
    expect(new Set(extras.filter((e) => e.position === 0).map((e) => e.group))).toEqual(new Set(['Size']));
    expect(new Set(extras.filter((e) => e.position === 1).map((e) => e.group))).toEqual(new Set(['Crust']));
    const small = stocks.find((st) => extras.some((e) => e.stockId === st.id && e.value === 'Small') && extras.some((e) => e.stockId === st.id && e.value === 'Classic'));
    const large = stocks.find((st) => extras.some((e) => e.stockId === st.id && e.value === 'Large') && extras.some((e) => e.stockId === st.id && e.value === 'Classic'));
    expect(Number(large?.price)).toBeGreaterThan(Number(small?.price));
  });

  it('also sells drinks by volume, coffee by size and milk, and ice cream by scoops', async () => {
    const used = await db().select({ group: s.extraGroupTranslations.title, stocks: sql<number>`count(distinct ${s.stockExtras.stockId})::int` })
      .from(s.stockExtras).innerJoin(s.extraValues, eq(s.extraValues.id, s.stockExtras.extraValueId))
      .innerJoin(s.extraGroupTranslations, and(eq(s.extraGroupTranslations.extraGroupId, s.extraValues.extraGroupId), eq(s.extraGroupTranslations.locale, 'en')))
      .groupBy(s.extraGroupTranslations.title);
    const byGroup = Object.fromEntries(used.map((row) => [row.group, row.stocks]));
    for (const group of ['Size', 'Crust', 'Volume', 'Milk', 'Scoops']) expect(byGroup[group] ?? 0, group).toBeGreaterThan(5);
    const groupTitles = await db().select({ locale: s.extraGroupTranslations.locale }).from(s.extraGroupTranslations);
    expect(groupTitles.filter((row) => row.locale === 'ar')).toHaveLength(5);
  });

  it('offers addon products of the same shop with main-product stocks', async () => {
    const links = await db().select({ mainShop: s.products.shopId, addonId: s.stockAddons.addonProductId }).from(s.stockAddons)
      .innerJoin(s.stocks, eq(s.stocks.id, s.stockAddons.stockId)).innerJoin(s.products, eq(s.products.id, s.stocks.productId));
    expect(links.length).toBeGreaterThan(50);
    const addons = await db().select({ id: s.products.id, shopId: s.products.shopId, addon: s.products.addon }).from(s.products)
      .where(inArray(s.products.id, [...new Set(links.map((l) => l.addonId))]));
    const byId = new Map(addons.map((a) => [a.id, a]));
    for (const link of links) {
      expect(byId.get(link.addonId)?.addon).toBe(true);
      expect(byId.get(link.addonId)?.shopId).toBe(link.mainShop);
    }
    expect(new Set(links.map((l) => l.mainShop)).size).toBeGreaterThanOrEqual(5);
  });

  it('runs discounts that are active now, on products of their own shop', async () => {
    const rows = await db().select({ discount: s.discounts, productShop: s.products.shopId }).from(s.discounts)
      .innerJoin(s.productsToDiscounts, eq(s.productsToDiscounts.discountId, s.discounts.id)).innerJoin(s.products, eq(s.products.id, s.productsToDiscounts.productId));
    const today = bogotaDate(NOW);
    expect(new Set(rows.map((r) => r.discount.id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.discount.type))).toEqual(new Set(['fix', 'percent']));
    for (const { discount, productShop } of rows) {
      expect(discount.start <= today && today <= discount.end).toBe(true);
      expect(productShop).toBe(discount.shopId);
    }
  });

  it('has sold-out products in several shops and produce sold in half kilos', async () => {
    const soldOut = await db().select({ shopId: s.products.shopId }).from(s.products).innerJoin(s.stocks, eq(s.stocks.productId, s.products.id))
      .groupBy(s.products.id, s.products.shopId).having(sql`max(${s.stocks.quantity}) = 0`);
    expect(new Set(soldOut.map((r) => r.shopId)).size).toBeGreaterThanOrEqual(3);
    const produce = await db().select({ interval: s.products.interval }).from(s.products).innerJoin(s.unitTranslations, eq(s.unitTranslations.unitId, s.products.unitId))
      .where(and(eq(s.unitTranslations.locale, 'en'), eq(s.unitTranslations.title, 'kg')));
    expect(produce.length).toBeGreaterThan(10);
    expect(produce.some((p) => Number(p.interval) === 0.5)).toBe(true);
    const limited = await db().select({ n: count() }).from(s.products).where(sql`${s.products.minQty} >= 2 or ${s.products.maxQty} <= 5`);
    expect(limited[0]?.n).toBeGreaterThan(2);
    const branded = await db().select({ n: count() }).from(s.products).where(sql`${s.products.brandId} is not null`);
    expect(branded[0]?.n).toBeGreaterThan(20);
  });
});

describe('demo seed: content', () => {
  it('links banners and ads to shops', async () => {
    const rows = await db().select({ type: s.banners.type, n: count() }).from(s.banners).groupBy(s.banners.type);
    expect(Object.fromEntries(rows.map((r) => [r.type, r.n]))).toEqual({ banner: 5, ad: 6 });
    const unlinked = await db().select({ id: s.banners.id }).from(s.banners)
      .where(sql`not exists (select 1 from ${s.bannersToShops} where ${s.bannersToShops.bannerId} = ${s.banners.id})`);
    expect(unlinked).toHaveLength(0);
    const trs = await db().select({ button: s.bannerTranslations.buttonText }).from(s.bannerTranslations);
    expect(trs).toHaveLength(33);
    expect(trs.every((tr) => tr.button)).toBe(true);
  });

  it('has stories for at least 8 shops, some opening a product of that shop', async () => {
    const rows = await db().select({ shopId: s.stories.shopId, productShop: s.products.shopId }).from(s.stories).leftJoin(s.products, eq(s.products.id, s.stories.productId));
    expect(new Set(rows.map((r) => r.shopId)).size).toBeGreaterThanOrEqual(8);
    const withProduct = rows.filter((r) => r.productShop !== null);
    expect(withProduct.length).toBeGreaterThan(0);
    expect(withProduct.every((r) => r.productShop === r.shopId)).toBe(true);
  });

  it('has blog posts and news with HTML bodies published over recent weeks', async () => {
    const rows = await db().select().from(s.blogs);
    expect(rows.filter((b) => b.type === 'blog').length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((b) => b.type === 'notification').length).toBeGreaterThanOrEqual(4);
    expect(rows.every((b) => b.publishedAt < NOW && b.publishedAt.getTime() > NOW.getTime() - 60 * DAY)).toBe(true);
    const trs = await db().select().from(s.blogTranslations);
    expect(trs).toHaveLength(rows.length * 3);
    expect(trs.every((tr) => tr.description?.startsWith('<p>') && tr.shortDesc)).toBe(true);
  });

  it('has FAQs, careers, pages, recipes and the referral programme in three languages', async () => {
    expect((await db().select({ n: count() }).from(s.faqTranslations))[0]?.n).toBeGreaterThanOrEqual(24);
    const careers = await db().select().from(s.careers);
    expect(careers.length).toBeGreaterThanOrEqual(5);
    expect(careers.every((c) => c.categoryId !== null)).toBe(true);
    const pages = await db().select().from(s.pages);
    expect(pages.map((p) => p.type).sort()).toEqual(['about', 'about_section', 'about_section', 'delivery', 'privacy', 'terms']);
    expect(pages.filter((p) => p.type === 'about_section').every((p) => p.buttons?.app_store_button_link && p.buttons.google_play_button_link)).toBe(true);
    expect((await db().select({ n: count() }).from(s.pageTranslations))[0]?.n).toBe(18);

    const recipes = await db().select().from(s.recipes);
    expect(recipes.length).toBeGreaterThanOrEqual(6);
    const ingredients = await db().select({ recipeShop: s.recipes.shopId, stockShop: s.products.shopId }).from(s.recipeStocks)
      .innerJoin(s.recipes, eq(s.recipes.id, s.recipeStocks.recipeId)).innerJoin(s.stocks, eq(s.stocks.id, s.recipeStocks.stockId))
      .innerJoin(s.products, eq(s.products.id, s.stocks.productId));
    expect(ingredients.length).toBeGreaterThanOrEqual(recipes.length * 3);
    expect(ingredients.every((row) => row.recipeShop === row.stockShop)).toBe(true);
    const recipeTrs = await db().select().from(s.recipeTranslations);
    expect(recipeTrs.every((tr) => tr.ingredient?.startsWith('<ul>') && tr.instruction?.startsWith('<ol>'))).toBe(true);
    expect((await db().select({ n: count() }).from(s.recipeNutritions))[0]?.n).toBeGreaterThanOrEqual(recipes.length * 3);

    const [referral] = await db().select().from(s.referrals);
    // The referrer's reward (price_from) is the larger one (decision 0015).
    expect(Number(referral?.priceFrom)).toBeGreaterThan(Number(referral?.priceTo));
    expect(Number(referral?.priceTo)).toBeGreaterThan(0);
    expect(await db().select().from(s.referralTranslations)).toHaveLength(3);
  });
});

describe('demo seed: pictures', () => {
  let storage = '';
  beforeAll(() => {
    storage = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-seed-images-'));
  });
  afterAll(() => fs.rmSync(storage, { recursive: true, force: true }));

  it('renders every picture the database refers to, as WebP, and skips the work on a re-run', async () => {
    await ensureDemoImages(storage);
    const referenced = await db().execute<{ img: string }>(sql`
      select logo_img as img from shops union select background_img from shops union select img from products
      union select img from categories where img is not null union select img from brands union select img from shop_tags
      union select img from banners union select img from stories union select img from blogs union select img from recipes
      union select bg_img from recipes union select img from pages where img is not null union select img from referrals`);
    const paths = (referenced as unknown as { rows: Array<{ img: string }> }).rows.map((row) => row.img);
    expect(paths.length).toBeGreaterThan(300);
    const missing = paths.filter((img) => !fs.existsSync(path.join(storage, img)));
    expect(missing).toEqual([]);
    expect(new Set(listDemoImages().map((image) => image.path))).toEqual(new Set(paths));

    const product = await sharp(path.join(storage, paths.find((p) => p.startsWith('demo/products/')) ?? '')).metadata();
    expect(product).toMatchObject({ format: 'webp', width: 600, height: 600 });
    const cover = await sharp(path.join(storage, paths.find((p) => p.endsWith('-cover.webp')) ?? '')).metadata();
    expect(cover).toMatchObject({ format: 'webp', width: 1200, height: 600 });

    const marker = path.join(storage, 'demo', '.version');
    const before = fs.statSync(marker).mtimeMs;
    const sample = path.join(storage, paths[0] ?? '');
    const sampleBefore = fs.statSync(sample).mtimeMs;
    const started = Date.now();
    await ensureDemoImages(storage);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fs.statSync(marker).mtimeMs).toBe(before);
    expect(fs.statSync(sample).mtimeMs).toBe(sampleBefore);
  }, 180_000);
});

describe('demo seed: re-seeding', () => {
  it('clears every table and seeds the same marketplace again with stable uuids', async () => {
    const before = await db().select({ uuid: s.products.uuid }).from(s.products);
    await clearDatabase(db());
    expect(await isDatabaseEmpty(db())).toBe(true);
    expect((await db().select({ n: count() }).from(s.products))[0]?.n).toBe(0);
    const again = await seedDemo(db(), { now: NOW });
    expect(again).toEqual(summary);
    const after = await db().select({ uuid: s.products.uuid }).from(s.products);
    expect(new Set(after.map((p) => p.uuid))).toEqual(new Set(before.map((p) => p.uuid)));
    const [first] = await db().select({ id: s.shops.id }).from(s.shops).orderBy(s.shops.id).limit(1);
    expect(first?.id).toBe(1);
  }, 60_000);
});
