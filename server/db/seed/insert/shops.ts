import * as s from '../../schema';
import { addHours } from '../geo';
import type { ProductModel, ShopModel } from '../model';
import type { BaseIds } from './base';
import { insertAll, insertReturning, must, perLocale, titleRows, zipIds, type Tx } from './common';

/** Ids the content step needs: shops by slug, products and their stocks by `slug/key`. */
export type ShopIds = {
  shops: Map<string, number>;
  products: Map<string, number>;
  stocks: Map<string, number[]>;
};

export async function insertShops(tx: Tx, base: BaseIds, shops: readonly ShopModel[]): Promise<ShopIds> {
  const shopIds = await insertReturning(shops, (slice) => tx.insert(s.shops).values(slice.map(({ def, uuid, logo, cover, createdAt }) => ({
    uuid, slug: def.slug, type: def.type, status: 'approved' as const, open: true,
    verify: def.verify ?? false, isRecommended: def.recommended ?? false, hasSection: def.hasSection ?? false,
    logoImg: logo.path, backgroundImg: cover.path, phone: def.phone,
    price: def.price.toFixed(2), pricePerKm: def.pricePerKm.toFixed(2), minAmount: def.minAmount.toFixed(2), tax: def.tax.toFixed(2),
    deliveryTimeFrom: def.delivery[0], deliveryTimeTo: def.delivery[1], deliveryTimeType: def.delivery[2],
    latitude: def.lat, longitude: def.lng, ratingAvg: def.rating.toFixed(2), reviewsCount: def.reviews, ordersCount: def.orders,
    createdAt, updatedAt: createdAt,
  }))).returning({ id: s.shops.id }));
  const pairs = zipIds(shops, shopIds);

  await insertAll(pairs.flatMap(([{ def }, shopId]) => perLocale((locale) => ({
    shopId, locale, title: def.title[locale], description: def.description[locale], address: def.address[locale],
  }))), (slice) => tx.insert(s.shopTranslations).values(slice));
  await insertAll(pairs.flatMap(([shop, shopId]) => shop.workingDays.map((day) => ({ shopId, ...day }))),
    (slice) => tx.insert(s.shopWorkingDays).values(slice));
  await insertAll(pairs.flatMap(([shop, shopId]) => shop.closedDates.map((day) => ({ shopId, day }))),
    (slice) => tx.insert(s.shopClosedDates).values(slice));
  await insertAll(pairs.map(([shop, shopId]) => ({ shopId, area: shop.zone })), (slice) => tx.insert(s.shopDeliveryZones).values(slice));
  await insertAll(pairs.flatMap(([{ def }, shopId]) => def.tags.map((tag) => ({ shopId, shopTagId: must(base.tags, tag, 'tag') }))),
    (slice) => tx.insert(s.shopsToTags).values(slice));
  await insertAll(pairs.flatMap(([{ def }, shopId]) => def.categories.map((key) => ({ shopId, categoryId: must(base.shopCategories, key, 'shop category') }))),
    (slice) => tx.insert(s.shopsToCategories).values(slice));

  const branches = pairs.flatMap(([{ def }, shopId]) => (def.branches ?? []).map((branch) => ({ shopId, branch })));
  const branchIds = await insertReturning(branches, (slice) => tx.insert(s.branches)
    .values(slice.map(({ shopId, branch }) => ({ shopId, latitude: branch.lat, longitude: branch.lng }))).returning({ id: s.branches.id }));
  await insertAll(zipIds(branches, branchIds).flatMap(([{ branch }, branchId]) => perLocale((locale) => ({
    branchId, locale, title: branch.title[locale], address: branch.address[locale],
  }))), (slice) => tx.insert(s.branchTranslations).values(slice));

  const shopMap = new Map(pairs.map(([shop, id]) => [shop.def.slug, id] as const));
  const { products, stocks } = await insertProducts(tx, base, pairs);
  await insertDiscounts(tx, pairs, products);
  return { shops: shopMap, products, stocks };
}

type Row = { shop: ShopModel; shopId: number; product: ProductModel; position: number };

async function insertProducts(tx: Tx, base: BaseIds, pairs: ReadonlyArray<readonly [ShopModel, number]>) {
  const rows: Row[] = pairs.flatMap(([shop, shopId]) => shop.products.map((product, position) => ({ shop, shopId, product, position })));
  const productIds = await insertReturning(rows, (slice) => tx.insert(s.products).values(slice.map(({ shop, shopId, product, position }) => {
    const { def } = product;
    // Products "arrive" after their shop, one minute apart, so newest-first lists are stable.
    const createdAt = addHours(shop.createdAt, 1 + position / 60);
    return {
      uuid: product.uuid, shopId, categoryId: must(base.productCategories, product.category, 'product category'),
      brandId: def.brand ? must(base.brands, def.brand, 'brand') : null, unitId: def.unit ? must(base.units, def.unit, 'unit') : null,
      img: product.image.path, addon: product.addon, minQty: def.minQty ?? 1, maxQty: def.maxQty ?? (def.unit === 'kg' ? 20 : 10),
      interval: String(def.interval ?? 1), tax: (def.tax ?? 0).toFixed(2), isRecommended: def.recommended ?? false,
      createdAt, updatedAt: createdAt,
    };
  })).returning({ id: s.products.id }));
  const withIds = zipIds(rows, productIds);
  await insertAll(withIds.flatMap(([{ product }, productId]) => titleRows('productId', productId, product.def.title, product.def.description)),
    (slice) => tx.insert(s.productTranslations).values(slice));

  const stockRows = withIds.flatMap(([row, productId]) => row.product.stocks.map((stock) => ({ row, productId, stock })));
  const stockIds = await insertReturning(stockRows, (slice) => tx.insert(s.stocks)
    .values(slice.map(({ productId, stock }) => ({ productId, price: stock.price, quantity: stock.quantity, sku: stock.sku })))
    .returning({ id: s.stocks.id }));
  const stocksWithIds = zipIds(stockRows, stockIds);
  await insertAll(stocksWithIds.flatMap(([{ stock }, stockId]) => stock.extras.map((extra, position) => ({
    stockId, position, extraValueId: must(base.extraValues, `${extra.group}:${extra.value}`, 'extra value'),
  }))), (slice) => tx.insert(s.stockExtras).values(slice));

  const products = new Map(withIds.map(([{ shop, product }, id]) => [`${shop.def.slug}/${product.key}`, id] as const));
  const stocks = new Map<string, number[]>();
  for (const [{ row }, stockId] of stocksWithIds) {
    const key = `${row.shop.def.slug}/${row.product.key}`;
    stocks.set(key, [...(stocks.get(key) ?? []), stockId]);
  }
  // Addons hang off every stock (variant) of the main product.
  const links = pairs.flatMap(([shop]) => shop.addonLinks.flatMap(([main, addon]) => {
    const addonProductId = must(products, `${shop.def.slug}/${addon}`, 'addon');
    return must(stocks, `${shop.def.slug}/${main}`, 'stock').map((stockId) => ({ stockId, addonProductId }));
  }));
  await insertAll(links, (slice) => tx.insert(s.stockAddons).values(slice));
  return { products, stocks };
}

async function insertDiscounts(tx: Tx, pairs: ReadonlyArray<readonly [ShopModel, number]>, products: ReadonlyMap<string, number>) {
  const discounted = pairs.flatMap(([shop, shopId]) => (shop.discount ? [{ shop, shopId, discount: shop.discount }] : []));
  const ids = await insertReturning(discounted, (slice) => tx.insert(s.discounts).values(slice.map(({ shopId, discount }) => ({
    shopId, type: discount.type, price: discount.price, start: discount.start, end: discount.end, active: true,
  }))).returning({ id: s.discounts.id }));
  await insertAll(zipIds(discounted, ids).flatMap(([{ shop, discount }, discountId]) => discount.products.map((key) => ({
    discountId, productId: must(products, `${shop.def.slug}/${key}`, 'discounted product'),
  }))), (slice) => tx.insert(s.productsToDiscounts).values(slice));
}
