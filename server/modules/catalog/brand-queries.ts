import { and, asc, count, eq, ilike, isNotNull, type SQL } from 'drizzle-orm';
import type { Brand } from '../../../contract/categories';
import type { Database } from '../../db/client';
import { brands, products } from '../../db/schema';
import { escapeLike } from './product-search';
import { productFilterWhere } from './product-queries';

export type BrandFilter = {
  categoryId?: number | undefined;
  shopId?: number | undefined;
  search?: string | undefined;
  page: number;
  perPage: number;
};

/**
 * B1: active brands with how many visible products each has under the filters. With a category
 * or shop filter only brands that have products there are listed (the brand filter chips of a
 * shop or category page); without one every active brand is.
 */
export async function findBrandPage(db: Database, f: BrandFilter) {
  const counted = db
    .select({ brandId: products.brandId, n: count().as('products_count') })
    .from(products)
    .where(productFilterWhere(db, { shopId: f.shopId, categoryId: f.categoryId }))
    .groupBy(products.brandId)
    .as('counted');
  const narrowed = f.categoryId !== undefined || f.shopId !== undefined;
  const where = and(
    eq(brands.active, true),
    narrowed ? isNotNull(counted.n) : undefined,
    f.search ? ilike(brands.title, `%${escapeLike(f.search)}%`) : undefined,
  ) as SQL;
  const [rows, totals] = await Promise.all([
    db
      .select({ brand: brands, productsCount: counted.n })
      .from(brands)
      .leftJoin(counted, eq(counted.brandId, brands.id))
      .where(where)
      .orderBy(asc(brands.title), asc(brands.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ value: count() }).from(brands).leftJoin(counted, eq(counted.brandId, brands.id)).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findBrand(db: Database, id: number) {
  const counted = db
    .select({ value: count() })
    .from(products)
    .where(and(productFilterWhere(db, {}), eq(products.brandId, id)));
  const [row] = await db.select().from(brands).where(and(eq(brands.id, id), eq(brands.active, true))).limit(1);
  if (!row) return undefined;
  const [n] = await counted;
  return { brand: row, productsCount: n?.value ?? 0 };
}

export function toBrand(
  row: { brand: typeof brands.$inferSelect; productsCount: number | null },
  imageUrl: (stored: string | null | undefined) => string | null,
): Brand {
  return {
    id: row.brand.id,
    uuid: row.brand.uuid,
    title: row.brand.title,
    img: imageUrl(row.brand.img),
    active: row.brand.active,
    products_count: Number(row.productsCount ?? 0),
  };
}
