import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  deliveryPointQuery, productPriceRangeQuery, recommendedShopsQuery, shopKeyParams, shopListQuery,
  shopCurrencyQuery, shopSearchQuery, shopTagListQuery,
} from '../../../contract/shops';
import type { Database } from '../../db/client';
import { shops } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { currencyConverter } from '../currencies/convert';
import type { I18nService } from '../i18n/service';
import { toShopCard, type ShopViewContext } from './shop-card';
import { loadShopDetail, toShopTag } from './shop-detail';
import { commonShopFilters, shopListWhere, shopOrderBy } from './shop-filters';
import { findProductPriceRange } from './shop-price-range';
import { findShopId, findShopIds, loadShopCards, type PageRequest } from './shop-queries';
import { searchShopIds } from './shop-search';
import { findShopTags } from './shop-tags';
import { countShopsDeliveringTo } from './shop-zones';

/** The spec's message for a point no shop delivers to (status-only check, contract §1.8). */
export const NOT_IN_ZONE = "Sorry, we're not available here";

/** The shop in a `{id}` path (id, uuid or slug), or a readable 404. */
export async function requireShopId(db: Database, c: Context<AppEnv>): Promise<number> {
  const { id } = readParams(c, shopKeyParams);
  const shopId = await findShopId(db, id);
  if (shopId === null) throw notFound(`Shop "${id}" not found`);
  return shopId;
}

/**
 * Shops (contract §2.3): SH1 list with every filter, SH2 detail, SH3 recommended, SH4 search,
 * SH6 tags, SH7 price bounds, SH8/SH9 delivery-zone checks. Static paths are registered before
 * `rest/shops/:id` so "search" and "recommended" are never read as shop keys.
 * SH1/SH3 with `category_id` list the category's shops whatever their type: `type` then filters
 * only with `strict_type=1` (a client sends a fixed `type=shop` on every category page, restaurant
 * categories included; decision 0010, shop-filters.ts#typeFilterOf).
 */
export function shopRoutes(db: Database, i18n: I18nService) {
  const converter = currencyConverter(db);

  /** Language, image and money context of a request, and the locales to load translations in. */
  async function viewOf(c: Context<AppEnv>, currencyId?: number) {
    const fallbackLocale = await i18n.defaultLocale();
    const ctx: ShopViewContext = { lang: c.var.lang, fallbackLocale, imageUrl: c.var.imageUrl, money: await converter(currencyId) };
    return { ctx, locales: [...new Set([c.var.lang, fallbackLocale])] };
  }

  async function cardPage(c: Context<AppEnv>, found: { ids: number[]; total: number }, page: PageRequest, currencyId?: number) {
    const { ctx, locales } = await viewOf(c, currencyId);
    const rows = await loadShopCards(db, found.ids, locales);
    return paginated(c, rows.map((row) => toShopCard(row, ctx)), { ...page, total: found.total });
  }

  return new Hono<AppEnv>()
    .get('/rest/shops/paginate', async (c) => {
      const f = readQuery(c, shopListQuery);
      const { rate } = await converter(f.currency_id);
      const found = await findShopIds(db, shopListWhere(f, new Date(), rate), shopOrderBy(f.order_by), f, { countInPage: f.address !== undefined });
      return cardPage(c, found, f, f.currency_id);
    })
    .get('/rest/shops/recommended', async (c) => {
      const f = readQuery(c, recommendedShopsQuery);
      const { rate } = await converter(f.currency_id);
      const where = and(shopListWhere(f, new Date(), rate), eq(shops.isRecommended, true));
      const order = f.order_by ? shopOrderBy(f.order_by) : [desc(shops.ratingAvg), asc(shops.id)];
      return cardPage(c, await findShopIds(db, where, order, f, { countInPage: f.address !== undefined }), f, f.currency_id);
    })
    .get('/rest/shops/search', async (c) => {
      const f = readQuery(c, shopSearchQuery);
      const { locales } = await viewOf(c);
      const found = await searchShopIds(db, f.search, and(...commonShopFilters(f, new Date())), locales, f);
      return cardPage(c, found, f, f.currency_id);
    })
    .get('/rest/shops-takes', async (c) => {
      const f = readQuery(c, shopTagListQuery);
      const { ctx, locales } = await viewOf(c);
      const tags = await findShopTags(db, f.category_id, locales);
      return ok(c, tags.map((tag) => toShopTag(tag, ctx)), 'publicData');
    })
    .get('/rest/products-avg-prices', async (c) => {
      const f = readQuery(c, productPriceRangeQuery);
      return ok(c, await findProductPriceRange(db, await converter(f.currency_id)), 'publicData');
    })
    .get('/rest/shop/delivery-zone/check/distance', async (c) => {
      const { address } = readQuery(c, deliveryPointQuery);
      const shopsCount = await countShopsDeliveringTo(db, address);
      if (!shopsCount) throw new ApiError(400, NOT_IN_ZONE);
      return ok(c, { shops_count: shopsCount });
    })
    .get('/rest/shop/:id/delivery-zone/check/distance', async (c) => {
      const shopId = await requireShopId(db, c);
      const { address } = readQuery(c, deliveryPointQuery);
      if (!(await countShopsDeliveringTo(db, address, shopId))) throw new ApiError(400, NOT_IN_ZONE);
      return ok(c, { shops_count: 1 });
    })
    .get('/rest/shops/:id', async (c) => {
      const shopId = await requireShopId(db, c);
      const f = readQuery(c, shopCurrencyQuery);
      const { ctx, locales } = await viewOf(c, f.currency_id);
      const detail = await loadShopDetail(db, shopId, locales, ctx, new Date());
      if (!detail) throw notFound('Shop not found');
      return ok(c, detail, 'publicData');
    });
}
