import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { blog, blogSummary } from '../../../contract/blog';
import { bookingShopCard } from '../../../contract/booking';
import { branch } from '../../../contract/branches';
import { brand, category } from '../../../contract/categories';
import {
  contractAboutPage, contractBookingConfig, contractBookingShop, contractCareer, contractDisabledDate, contractFaq,
  contractLandingPage, contractLegalPage, contractPage, contractParcelPrice, contractParcelType, contractRecipe,
  contractRecipeCard, contractShopSection, contractStat, contractTable,
} from '../../../contract/conformance';
import { coupon } from '../../../contract/coupons';
import { banner, bannerDetail, storyGroups } from '../../../contract/marketing';
import { payment } from '../../../contract/payments';
import { currency, language, referral, setting, translationBundle } from '../../../contract/presentation';
import { productDetail, productSearchResult, shopProducts } from '../../../contract/products';
import { deliveryZoneCheck, productPriceRange, shopCard, shopDetail, shopReview, shopTag } from '../../../contract/shops';
import { banners, blogs, bookingTables, careers, categories, products, recipes, shops, shopSections } from '../../../server/db/schema';
import type { DomainSetup, EndpointCase } from './runner';

/**
 * Public storefront endpoints (contract §2.2–§2.5, §2.8, §2.11 PAY4, §2.13, §2.16 PC1–PC2,
 * §2.17 public booking calls, §2.18–§2.23, §2.28): what a visitor's pages and server rendering
 * call, with the queries the contract's clients send.
 */

/** The demo city centre (Medellín), inside every demo shop's delivery zone. */
const at = { 'address[latitude]': '6.2442', 'address[longitude]': '-75.5812' };

export const storefrontSetup: DomainSetup = async ({ db }) => {
  const [shop] = await db.select({ id: shops.id, uuid: shops.uuid }).from(shops).where(eq(shops.slug, 'forno-napoli'));
  const [shopCategory] = await db
    .select({ id: categories.id, uuid: categories.uuid })
    .from(categories)
    .where(and(eq(categories.type, 'shop'), isNull(categories.parentId), eq(categories.active, true)))
    .orderBy(asc(categories.input), asc(categories.id))
    .limit(1);
  const [product] = await db.select({ uuid: products.uuid }).from(products).where(and(eq(products.shopId, shop!.id), eq(products.addon, false), eq(products.active, true))).orderBy(asc(products.id)).limit(1);
  const [post] = await db.select({ uuid: blogs.uuid }).from(blogs).where(and(eq(blogs.type, 'blog'), eq(blogs.active, true))).orderBy(asc(blogs.id)).limit(1);
  const [ban] = await db.select({ id: banners.id }).from(banners).where(and(eq(banners.type, 'banner'), eq(banners.active, true), isNotNull(banners.img))).orderBy(asc(banners.id)).limit(1);
  const [section] = await db.select({ id: shopSections.id }).from(shopSections).where(eq(shopSections.shopId, shop!.id)).orderBy(asc(shopSections.id)).limit(1);
  const [table] = await db.select({ id: bookingTables.id }).from(bookingTables).where(eq(bookingTables.shopSectionId, section!.id)).orderBy(asc(bookingTables.id)).limit(1);
  const [ad] = await db.select({ id: banners.id }).from(banners).where(and(eq(banners.type, 'ad'), eq(banners.active, true))).orderBy(asc(banners.id)).limit(1);
  const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.active, true)).orderBy(asc(recipes.id)).limit(1);
  const [career] = await db.select({ id: careers.id }).from(careers).where(eq(careers.active, true)).orderBy(asc(careers.id)).limit(1);
  return {
    shop: shop!.id,
    shopCategory: shopCategory!.id,
    shopCategoryUuid: shopCategory!.uuid,
    product: product!.uuid,
    blog: post!.uuid,
    banner: ban!.id,
    ad: ad!.id,
    recipe: recipe!.id,
    career: career!.id,
    section: section!.id,
    table: table!.id,
  };
};

const nonEmpty = (body: unknown, what: string) => {
  const list = (body as { data: unknown[] }).data;
  if (!list.length) throw new Error(`${what}: the seeded demo data should give at least one item`);
};

export const storefrontCases: readonly EndpointCase[] = [
  // §2.2 settings, languages, currencies, translations
  { id: 'S1', method: 'GET', path: 'rest/settings', auth: 'public', shape: 'single', schema: z.array(setting) },
  { id: 'S2', method: 'GET', path: 'rest/languages/active', auth: 'public', shape: 'single', schema: z.array(language) },
  {
    id: 'S3', method: 'GET', path: 'rest/currencies/active', auth: 'public', shape: 'single', schema: z.array(currency),
    check: (body) => {
      const list = (body as { data: Array<{ default: boolean }> }).data;
      if (list.filter((c) => c.default).length !== 1) throw new Error('S3: exactly one currency must be `default`');
    },
  },
  { id: 'S4', method: 'GET', path: 'rest/translations/paginate', auth: 'public', query: { lang: 'es' }, shape: 'single', schema: translationBundle },

  // §2.3 shops
  {
    id: 'SH1', method: 'GET', path: 'rest/shops/paginate', auth: 'public', shape: 'paginated', schema: shopCard,
    query: { type: 'restaurant', page: 1, perPage: 12, open: 0, ...at }, check: (b) => nonEmpty(b, 'SH1'),
  },
  { id: 'SH2', method: 'GET', path: 'rest/shops/{shop}', auth: 'public', shape: 'single', schema: shopDetail },
  { id: 'SH3', method: 'GET', path: 'rest/shops/recommended', auth: 'public', query: { ...at, currency_id: 1 }, shape: 'single', schema: z.array(shopCard) },
  { id: 'SH4', method: 'GET', path: 'rest/shops/search', auth: 'public', query: { search: 'pizza', page: 1, ...at }, shape: 'paginated', schema: shopCard },
  {
    id: 'SH5', method: 'GET', path: 'rest/booking/shops/paginate', auth: 'public', query: { page: 1, ...at, has_section: 1 },
    shape: 'paginated',
    // Comanda adds `booking_next_times` (issue #18) to the contract's fields.
    schema: contractBookingShop.partial({ booking_shop_working_days: true, booking_shop_closed_date: true })
      .extend({ booking_next_times: bookingShopCard.shape.booking_next_times }),
  },
  { id: 'SH6', method: 'GET', path: 'rest/shops-takes', auth: 'public', shape: 'single', schema: z.array(shopTag) },
  { id: 'SH7', method: 'GET', path: 'rest/products-avg-prices', auth: 'public', shape: 'single', schema: productPriceRange },
  { id: 'SH8', method: 'GET', path: 'rest/shop/delivery-zone/check/distance', auth: 'public', query: at, shape: 'status', schema: deliveryZoneCheck },
  { id: 'SH9', method: 'GET', path: 'rest/shop/{shop}/delivery-zone/check/distance', auth: 'public', query: at, shape: 'status', schema: deliveryZoneCheck },
  { id: 'SH10', method: 'GET', path: 'rest/shops/{shop}/reviews', auth: 'public', shape: 'paginated', schema: shopReview },

  // §2.4 categories and brands
  {
    id: 'C1', method: 'GET', path: 'rest/categories/paginate', auth: 'public', query: { type: 'shop', perPage: 20, page: 1 },
    shape: 'paginated', schema: category, check: (b) => nonEmpty(b, 'C1'),
  },
  { id: 'C2', method: 'GET', path: 'rest/categories/paginate', auth: 'public', query: { type: 'receipt', perPage: 100 }, shape: 'paginated', schema: category },
  { id: 'C3', method: 'GET', path: 'rest/categories/{shopCategoryUuid}', auth: 'public', query: { active: 1, status: 'published' }, shape: 'single', schema: category },
  { id: 'C4', method: 'GET', path: 'rest/shops/{shop}/categories', auth: 'public', query: { active: 1, status: 'published', page: 1, perPage: 10 }, shape: 'paginated', schema: category },
  { id: 'B1', method: 'GET', path: 'rest/brands/paginate', auth: 'public', query: (c) => ({ shop_id: c.f.shop!, perPage: 100 }), shape: 'paginated', schema: brand },

  // §2.5 products
  { id: 'P1', method: 'GET', path: 'rest/shops/{shop}/products', auth: 'public', query: { currency_id: 1 }, shape: 'single', schema: shopProducts },
  { id: 'P2', method: 'GET', path: 'rest/products/{product}', auth: 'public', query: { currency_id: 1 }, shape: 'single', schema: productDetail },
  { id: 'P3', method: 'GET', path: 'rest/products/search', auth: 'public', query: (c) => ({ search: 'pizza', page: 1, shop_id: c.f.shop! }), shape: 'paginated', schema: productSearchResult },

  // §2.8 coupons (status only), §2.11 PAY4, §2.13 R1
  {
    id: 'CP1', method: 'POST', path: 'rest/coupons/check', auth: 'public', json: (c) => ({ coupon: 'WELCOME10', user_id: c.userId, shop_id: c.f.shop }),
    shape: 'status', schema: coupon,
  },
  { id: 'PAY4', method: 'GET', path: 'rest/payments', auth: 'public', shape: 'single', schema: z.array(payment) },
  { id: 'R1', method: 'GET', path: 'rest/referral', auth: 'public', shape: 'single', schema: referral },

  // §2.16 parcels, public part
  { id: 'PC1', method: 'GET', path: 'rest/parcel-order/types', auth: 'public', shape: 'single', schema: z.array(contractParcelType) },
  {
    id: 'PC2', method: 'GET', path: 'rest/parcel-order/calculate-price', auth: 'public', shape: 'single', schema: contractParcelPrice,
    query: { 'address_from[latitude]': '6.2442', 'address_from[longitude]': '-75.5812', 'address_to[latitude]': '6.2100', 'address_to[longitude]': '-75.5700', type_id: 1, currency_id: 1 },
  },

  // §2.17 reservations, public part
  { id: 'BK1', method: 'GET', path: 'rest/booking/shops/{shop}', auth: 'public', shape: 'single', schema: contractBookingShop },
  { id: 'BK2', method: 'GET', path: 'rest/booking/shop-sections', auth: 'public', query: (c) => ({ page: 1, perPage: 100, shop_id: c.f.shop! }), shape: 'paginated', schema: contractShopSection },
  { id: 'BK3', method: 'GET', path: 'rest/booking/shop-sections/{section}', auth: 'public', shape: 'single', schema: contractShopSection },
  { id: 'BK4', method: 'GET', path: 'rest/booking/tables', auth: 'public', query: (c) => ({ page: 1, perPage: 100, shop_section_id: c.f.section! }), shape: 'paginated', schema: contractTable },
  {
    id: 'BK5', method: 'GET', path: 'rest/booking/disable-dates/table/{table}', auth: 'public', shape: 'bare', schema: z.array(contractDisabledDate),
    query: () => {
      const day = new Date().toISOString().slice(0, 10);
      return { date_from: day, date_to: day };
    },
  },
  { id: 'BK6', method: 'GET', path: 'rest/booking/bookings', auth: 'public', shape: 'paginated', schema: contractBookingConfig },

  // §2.18 recipes
  { id: 'RC1', method: 'GET', path: 'rest/receipts/paginate', auth: 'public', query: { page: 1, perPage: 12 }, shape: 'paginated', schema: contractRecipeCard },
  { id: 'RC2', method: 'GET', path: 'rest/receipts/{recipe}', auth: 'public', query: { currency_id: 1 }, shape: 'single', schema: contractRecipe },

  // §2.19 blogs
  { id: 'BL1', method: 'GET', path: 'rest/blogs/paginate', auth: 'public', query: { type: 'blog', page: 1, perPage: 10, active: 1 }, shape: 'paginated', schema: blogSummary },
  { id: 'BL2', method: 'GET', path: 'rest/blogs/{blog}', auth: 'public', shape: 'single', schema: blog },
  { id: 'BL3', method: 'GET', path: 'rest/last-blog/show', auth: 'public', shape: 'single', schema: blog },

  // §2.20–§2.22 careers, FAQ, pages
  { id: 'CR1', method: 'GET', path: 'rest/careers/paginate', auth: 'public', query: { page: 1, active: 1 }, shape: 'paginated', schema: contractCareer },
  { id: 'CR2', method: 'GET', path: 'rest/careers/{career}', auth: 'public', shape: 'single', schema: contractCareer },
  { id: 'F1', method: 'GET', path: 'rest/faqs/paginate', auth: 'public', query: { page: 1, perPage: 12 }, shape: 'paginated', schema: contractFaq },
  { id: 'PG1', method: 'GET', path: 'rest/pages/delivery', auth: 'public', shape: 'single', schema: contractPage.partial({ id: true, type: true }) },
  { id: 'PG2', method: 'GET', path: 'rest/pages/paginate', auth: 'public', query: { page: 1, perPage: 10, type: 'all_about' }, shape: 'paginated', schema: contractAboutPage },
  { id: 'PG4', method: 'GET', path: 'rest/policy', auth: 'public', shape: 'single', schema: contractLegalPage },
  { id: 'PG5', method: 'GET', path: 'rest/term', auth: 'public', shape: 'single', schema: contractLegalPage },
  { id: 'PG6', method: 'GET', path: 'rest/landing-pages/welcome', auth: 'public', shape: 'single', schema: contractLandingPage },
  { id: 'PG7', method: 'GET', path: 'rest/stat', auth: 'public', shape: 'single', schema: contractStat },

  // §2.23 banners, ads, stories
  { id: 'BN1', method: 'GET', path: 'rest/banners/paginate', auth: 'public', query: { page: 1, perPage: 10 }, shape: 'paginated', schema: banner },
  { id: 'BN2', method: 'GET', path: 'rest/banners/{banner}', auth: 'public', query: { page: 1, perPage: 12 }, shape: 'single', schema: bannerDetail },
  { id: 'BN3', method: 'GET', path: 'rest/banners-ads', auth: 'public', query: { perPage: 6, ...at }, shape: 'paginated', schema: banner },
  { id: 'BN4', method: 'GET', path: 'rest/banners-ads/{ad}', auth: 'public', query: { page: 1, perPage: 12 }, shape: 'single', schema: bannerDetail },
  { id: 'ST1', method: 'GET', path: 'rest/stories/paginate', auth: 'public', query: at, shape: 'bare', schema: storyGroups },

  // §2.28 branches
  { id: 'BR1', method: 'GET', path: 'rest/branches', auth: 'public', query: (c) => ({ shop_id: c.f.shop!, page: 1, perPage: 10 }), shape: 'paginated', schema: branch },
];
