import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { discounts, products, shops, shopTranslations } from '../../db/schema';

export type PageRequest = { page: number; perPage: number };

/**
 * One page of shop ids and the total, for any filter and ordering.
 *
 * `countInPage`: for a selective filter whose cost is finding the rows (the delivery-zone test:
 * hundreds of shops out of 10 000), the page carries the total as a window count, so the shops
 * are found once; otherwise the page (which can stop after `perPage` rows of an index order) and
 * the count run side by side.
 */
export async function findShopIds(db: Database, where: SQL | undefined, orderBy: SQL[], page: PageRequest, options: { countInPage?: boolean } = {}) {
  const offset = (page.page - 1) * page.perPage;
  if (options.countInPage) {
    const rows = await db.select({ id: shops.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(shops)
      .where(where).orderBy(...orderBy).limit(page.perPage).offset(offset);
    // A page past the end carries no count; count separately (rare).
    const total = rows[0]?.total ?? (offset > 0 ? (await db.select({ value: count() }).from(shops).where(where))[0]?.value ?? 0 : 0);
    return { ids: rows.map((r) => r.id), total };
  }
  const [rows, totals] = await Promise.all([
    db.select({ id: shops.id }).from(shops).where(where).orderBy(...orderBy).limit(page.perPage).offset(offset),
    db.select({ value: count() }).from(shops).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: totals[0]?.value ?? 0 };
}

export type ShopCardRow = Awaited<ReturnType<typeof loadShopCards>>[number];

// The three card queries, prepared (preparedOnce): planning them cost more than running them.
const ids = sql.placeholder('ids');
const prepareCardShops = (db: Database) => db.query.shops.findMany({
  where: sql`${shops.id} = any(${ids})`,
  // The stored search vector stays out: cards never show it, and it was most of each row's JSON.
  with: { translations: { columns: { searchVector: false }, where: sql`${shopTranslations.locale} = any(${sql.placeholder('locales')})` } },
}).prepare('shop_cards');
const prepareCardDeals = (db: Database) => db
  .select({ shopId: discounts.shopId, id: discounts.id, type: discounts.type, price: discounts.price, start: discounts.start, end: discounts.end })
  .from(discounts).innerJoin(shops, eq(shops.id, discounts.shopId))
  .where(and(
    sql`${discounts.shopId} = any(${ids})`,
    eq(discounts.active, true),
    sql`(now() AT TIME ZONE ${shops.timezone})::date BETWEEN ${discounts.start} AND ${discounts.end}`,
  ))
  .orderBy(discounts.id)
  .prepare('shop_card_deals');
// Exactly the predicate of the partial index products_listed_shop_idx: an index-only count.
const prepareCardProductCounts = (db: Database) => db
  .select({ shopId: products.shopId, value: count() }).from(products)
  .where(sql`${products.shopId} = any(${ids}) and ${products.active} and ${products.status} = 'published' and not ${products.addon}`)
  .groupBy(products.shopId)
  .prepare('shop_card_product_counts');

/**
 * Everything a shop card shows, for the given ids in that order: the shop, its translations in
 * the wanted locales, today's running discounts and how many products it sells.
 */
export async function loadShopCards(db: Database, shopIds: readonly number[], locales: string[]) {
  if (!shopIds.length) return [];
  const idList = [...shopIds];
  const [rows, deals, productCounts] = await Promise.all([
    preparedOnce(db, 'shop_cards', prepareCardShops).execute({ ids: idList, locales }),
    preparedOnce(db, 'shop_card_deals', prepareCardDeals).execute({ ids: idList }),
    preparedOnce(db, 'shop_card_product_counts', prepareCardProductCounts).execute({ ids: idList }),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const countOf = new Map(productCounts.map((row) => [row.shopId, row.value]));
  return idList.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{
      ...row,
      discounts: deals.filter((deal) => deal.shopId === id),
      productsCount: countOf.get(id) ?? 0,
    }];
  });
}

/** A shop by numeric id, uuid or slug (SH2 accepts all three); approved shops only. */
export function shopKeyCondition(key: string): SQL {
  if (/^\d{1,9}$/.test(key)) return eq(shops.id, Number(key));
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return eq(shops.uuid, key.toLowerCase());
  return eq(shops.slug, key);
}

export async function findShopId(db: Database, key: string): Promise<number | null> {
  const rows = await db.select({ id: shops.id }).from(shops)
    .where(and(eq(shops.status, 'approved'), shopKeyCondition(key))).limit(1);
  return rows[0]?.id ?? null;
}
