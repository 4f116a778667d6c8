import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { categories, products, shops, stockExtras, stocks } from '../../db/schema';

/**
 * Reads of products with everything their payloads need (translations, unit, variants, discounts,
 * shop), as Drizzle relational queries so one call loads a page without N+1 round trips.
 */

/** What the public sees: active, published, sold on their own, from an approved shop. */
export function visibleProducts(db: Database): SQL {
  return and(
    eq(products.active, true),
    eq(products.status, 'published'),
    eq(products.addon, false),
    inArray(products.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.status, 'approved'))),
  ) as SQL;
}

export type ProductFilter = {
  shopId?: number | undefined;
  /** The category and its sub-categories. */
  categoryId?: number | undefined;
  brandIds?: readonly number[] | undefined;
  recommended?: boolean | undefined;
};

export function productFilterWhere(db: Database, f: ProductFilter): SQL {
  return and(
    visibleProducts(db),
    f.shopId !== undefined ? eq(products.shopId, f.shopId) : undefined,
    f.categoryId !== undefined
      ? inArray(
          products.categoryId,
          db
            .select({ id: categories.id })
            .from(categories)
            .where(or(eq(categories.id, f.categoryId), eq(categories.parentId, f.categoryId))),
        )
      : undefined,
    f.brandIds?.length ? inArray(products.brandId, [...f.brandIds]) : undefined,
    f.recommended ? eq(products.isRecommended, true) : undefined,
  ) as SQL;
}

export const variantExtras = {
  orderBy: asc(stockExtras.position),
  with: { value: { with: { translations: true, group: { with: { translations: true } } } } },
} as const;

/**
 * Product and shop translations without their stored search vectors: payloads never show them,
 * and turning tsvectors into JSON and back was a share of every card query.
 */
export const withoutSearchVector = { columns: { searchVector: false } } as const;

/** Relations of a product in list payloads. */
const summaryRelations = {
  translations: withoutSearchVector,
  unit: { with: { translations: true } },
  stocks: { orderBy: asc(stocks.id), with: { extras: variantExtras } },
  discounts: { with: { discount: true } },
  shop: { with: { translations: withoutSearchVector } },
} as const;

/** A detail payload adds each variant's addons, which are products with their own stock. */
const detailRelations = {
  ...summaryRelations,
  category: { with: { translations: true } },
  brand: true,
  stocks: {
    orderBy: asc(stocks.id),
    with: {
      extras: variantExtras,
      addons: {
        with: {
          product: {
            with: {
              translations: withoutSearchVector,
              unit: { with: { translations: true } },
              stocks: { orderBy: asc(stocks.id), limit: 1 },
              discounts: { with: { discount: true } },
            },
          },
        },
      },
    },
  },
} as const;

const prepareProductsByIds = (db: Database) => db.query.products
  .findMany({ where: sql`${products.id} = any(${sql.placeholder('ids')})`, with: summaryRelations })
  .prepare('products_by_ids');

/** Product summaries by id (search pages): prepared, one array parameter for every page size. */
export async function findProductsByIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return preparedOnce(db, 'products_by_ids', prepareProductsByIds).execute({ ids: [...ids] });
}

export type ProductRow = Awaited<ReturnType<typeof findProductsByIds>>[number];

/** Products matching a filter, in menu order (insertion order within a shop). */
export async function findProducts(db: Database, where: SQL, page?: { page: number; perPage: number }) {
  return db.query.products.findMany({
    where,
    orderBy: [asc(products.shopId), asc(products.id)],
    with: summaryRelations,
    ...(page ? { limit: page.perPage, offset: (page.page - 1) * page.perPage } : {}),
  });
}

export async function findProductPage(db: Database, where: SQL, page: { page: number; perPage: number }) {
  const [rows, totals] = await Promise.all([
    findProducts(db, where, page),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** P2: a visible product (addons included: the cart shows them) by uuid, or undefined. */
export async function findProductDetail(db: Database, uuid: string) {
  return db.query.products.findFirst({
    where: and(
      eq(products.uuid, uuid),
      eq(products.active, true),
      eq(products.status, 'published'),
      inArray(products.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.status, 'approved'))),
    ),
    with: detailRelations,
  });
}

export type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof findProductDetail>>>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

/**
 * An approved shop named by id (the contract's form), uuid or slug (the storefront's URLs).
 * Returns its id and time zone, or undefined.
 */
export async function findApprovedShop(db: Database, ref: string) {
  const key = /^\d{1,9}$/.test(ref)
    ? eq(shops.id, Number(ref))
    : isUuid(ref)
      ? eq(shops.uuid, ref)
      : /^[a-z0-9-]{1,120}$/i.test(ref)
        ? eq(shops.slug, ref)
        : undefined;
  if (!key) return undefined;
  const [row] = await db
    .select({ id: shops.id, timezone: shops.timezone })
    .from(shops)
    .where(and(key, eq(shops.status, 'approved')))
    .limit(1);
  return row;
}
