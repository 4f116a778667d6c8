import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeliveryPoint, shopFilterQuery, shopListQuery, ShopOrder } from '../../../contract/shops';
import {
  categories, discounts, products, shopDeliveryZones, shops, shopsToCategories, shopsToTags, stocks,
} from '../../db/schema';
import { zoneContains } from '../../db/zone-sql';
import { shopOpenAt } from './shop-open-sql';

type ShopFilter = z.infer<typeof shopFilterQuery>;
type ShopListFilter = z.infer<typeof shopListQuery>;

/** Only approved shops are ever listed or shown. */
export const visibleShop = eq(shops.status, 'approved');

/** The shop delivers to `point`: one of its zones (polygons of (lng, lat)) contains it. */
export function deliversTo(point: DeliveryPoint): SQL {
  return sql`EXISTS (SELECT 1 FROM ${shopDeliveryZones} WHERE ${shopDeliveryZones.shopId} = ${shops.id}
    AND ${zoneContains(point)})`;
}

/** A discount running today on the shop's calendar. */
export const hasRunningDeal = sql`EXISTS (SELECT 1 FROM ${discounts} WHERE ${discounts.shopId} = ${shops.id}
  AND ${discounts.active} AND (now() AT TIME ZONE ${shops.timezone})::date BETWEEN ${discounts.start} AND ${discounts.end})`;

/** Filters every shop list shares (SH1, SH3, SH4). */
export function commonShopFilters(f: ShopFilter, at: Date): Array<SQL | undefined> {
  return [
    visibleShop,
    f.type ? eq(shops.type, f.type) : undefined,
    f.open ? shopOpenAt(at) : undefined,
    f.verify ? eq(shops.verify, true) : undefined,
    f.has_section ? eq(shops.hasSection, true) : undefined,
    f.address ? deliversTo(f.address) : undefined,
  ];
}

/**
 * SH1's `type` with a category (decision 0010): a category lists its shops whatever their type, as
 * clients send a fixed `type=shop` on category pages that may be restaurant categories; only
 * `strict_type` keeps both filters.
 */
export function typeFilterOf(f: Pick<ShopListFilter, 'type' | 'category_id' | 'strict_type'>): ShopListFilter['type'] {
  return f.category_id !== undefined && !f.strict_type ? undefined : f.type;
}

/**
 * SH1 filters. `rate` is the `currency_id` rate: the client sends `prices[]` in that currency, so
 * stock prices are converted the way responses convert them (exact numeric, rounded to cents).
 */
export function shopListWhere(f: ShopListFilter, at: Date, rate: string): SQL | undefined {
  return and(
    ...commonShopFilters({ ...f, type: typeFilterOf(f) }, at),
    f.category_id !== undefined
      ? sql`EXISTS (SELECT 1 FROM ${shopsToCategories} WHERE ${shopsToCategories.shopId} = ${shops.id}
          AND (${shopsToCategories.categoryId} = ${f.category_id} OR ${shopsToCategories.categoryId} IN
            (SELECT ${categories.id} FROM ${categories} WHERE ${categories.parentId} = ${f.category_id})))`
      : undefined,
    f.take !== undefined
      ? sql`EXISTS (SELECT 1 FROM ${shopsToTags} WHERE ${shopsToTags.shopId} = ${shops.id} AND ${shopsToTags.shopTagId} = ${f.take})`
      : undefined,
    f.free_delivery ? eq(shops.price, '0') : undefined,
    f.deals ? hasRunningDeal : undefined,
    f.rating ? and(gte(shops.ratingAvg, String(f.rating.min)), lte(shops.ratingAvg, String(f.rating.max))) : undefined,
    f.prices
      ? sql`EXISTS (SELECT 1 FROM ${products} JOIN ${stocks} ON ${stocks.productId} = ${products.id}
          WHERE ${products.shopId} = ${shops.id} AND ${products.active} AND ${products.status} = 'published'
            AND NOT ${products.addon}
            AND round(${stocks.price} * ${rate}::numeric, 2) BETWEEN ${String(f.prices.min)}::numeric AND ${String(f.prices.max)}::numeric)`
      : undefined,
  );
}

/** `order_by` of SH1; every ordering ends on the id so pages never overlap. */
export function shopOrderBy(order: ShopOrder | undefined): SQL[] {
  switch (order) {
    case 'trust_you':
      // "Shops you can trust": recommended and verified first, then the best rated.
      return [desc(shops.isRecommended), desc(shops.verify), desc(shops.ratingAvg), asc(shops.id)];
    case 'best_sale':
      return [desc(shops.ordersCount), asc(shops.id)];
    case 'low_sale':
      return [asc(shops.ordersCount), asc(shops.id)];
    case 'high_rating':
      return [desc(shops.ratingAvg), desc(shops.reviewsCount), asc(shops.id)];
    case 'low_rating':
      return [asc(shops.ratingAvg), asc(shops.reviewsCount), asc(shops.id)];
    case 'new':
      return [desc(shops.createdAt), asc(shops.id)];
    default:
      return [asc(shops.id)];
  }
}
