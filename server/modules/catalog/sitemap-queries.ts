import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { SitemapProduct, SitemapShop } from '../../../contract/sitemap';
import type { Database } from '../../db/client';
import { products, shops } from '../../db/schema';
import { visibleProducts } from './product-queries';
import { visibleShop } from './shop-filters';

export type IdWindow = { afterId: number; untilId?: number | undefined; limit: number };

/** The file numbers (1-based, ascending) of id ranges of `perFile` that hold a listed row. */
async function filesOf(db: Database, id: typeof shops.id | typeof products.id, where: SQL, perFile: number) {
  // Integer division groups ids into fixed ranges (grouped and sorted by position: the bound
  // parameter makes two copies of the expression look different to PostgreSQL).
  const file = sql<number>`((${id} - 1) / ${perFile}::int) + 1`.mapWith(Number);
  const rows = await db.select({ file }).from(id.table).where(where).groupBy(sql`1`).orderBy(sql`1`);
  return rows.map((r) => r.file);
}

export async function findSitemapFiles(db: Database, perFile: number) {
  return {
    shops: await filesOf(db, shops.id, visibleShop, perFile),
    products: await filesOf(db, products.id, visibleProducts(db), perFile),
  };
}

/** Keyset window on the primary key: no OFFSET, so page 1 000 costs what page 1 does. */
const windowOn = (id: typeof shops.id | typeof products.id, w: IdWindow) =>
  and(gt(id, w.afterId), w.untilId === undefined ? undefined : lte(id, w.untilId));

export async function findSitemapShops(db: Database, w: IdWindow): Promise<SitemapShop[]> {
  return db
    .select({ id: shops.id, slug: shops.slug })
    .from(shops)
    .where(and(visibleShop, windowOn(shops.id, w)))
    .orderBy(asc(shops.id))
    .limit(w.limit);
}

export async function findSitemapProducts(db: Database, w: IdWindow): Promise<SitemapProduct[]> {
  const rows = await db
    .select({ id: products.id, uuid: products.uuid, shopId: shops.id, slug: shops.slug })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(visibleProducts(db), windowOn(products.id, w)))
    .orderBy(asc(products.id))
    .limit(w.limit);
  return rows.map((r) => ({ id: r.id, uuid: r.uuid, shop: { id: r.shopId, slug: r.slug } }));
}
