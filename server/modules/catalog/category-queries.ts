import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { CategoryType } from '../../../contract/categories';
import type { Database } from '../../db/client';
import { categories, categoryTranslations, products } from '../../db/schema';
import { escapeLike } from './product-search';

/** The public sees only switched-on, published categories. */
const visible = and(eq(categories.active, true), eq(categories.status, 'published')) as SQL;
const sortOrder: SQL[] = [asc(categories.input), asc(categories.id)];

/** Two levels below a root (shop categories use one); each level only visible rows. */
const withChildren = {
  translations: true,
  children: {
    where: visible,
    orderBy: sortOrder,
    with: { translations: true, children: { where: visible, orderBy: sortOrder, with: { translations: true } } },
  },
} as const;

/** A category whose title (any language) contains the text, or whose sub-category's does. */
function titleMatches(db: Database, search: string): SQL {
  const ids = db
    .select({ id: categoryTranslations.categoryId })
    .from(categoryTranslations)
    .where(ilike(categoryTranslations.title, `%${escapeLike(search)}%`));
  const parents = db.select({ id: categories.parentId }).from(categories).where(inArray(categories.id, ids));
  return or(inArray(categories.id, ids), inArray(categories.id, parents)) as SQL;
}

export type CategoryListFilter = { type: CategoryType; search?: string | undefined; page: number; perPage: number };

/** C1/C2: root categories of one type with their children, by `input`. */
export async function findCategoryPage(db: Database, f: CategoryListFilter) {
  const where = and(eq(categories.type, f.type), isNull(categories.parentId), visible, f.search ? titleMatches(db, f.search) : undefined);
  const [rows, totals] = await Promise.all([
    db.query.categories.findMany({
      where,
      orderBy: sortOrder,
      limit: f.perPage,
      offset: (f.page - 1) * f.perPage,
      with: withChildren,
    }),
    db.select({ value: count() }).from(categories).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export type CategoryRow = Awaited<ReturnType<typeof findCategoryPage>>['rows'][number];

/** C3: one visible category by uuid, with its children. */
export function findCategoryByUuid(db: Database, uuid: string) {
  return db.query.categories.findFirst({ where: and(eq(categories.uuid, uuid), visible), with: withChildren });
}

/** C5: the visible sub-categories of a visible shop category, or undefined when there is no such parent. */
export async function findSubShopCategories(db: Database, parentId: number, page: { page: number; perPage: number }) {
  const parent = await db.query.categories.findFirst({
    where: and(eq(categories.id, parentId), inArray(categories.type, ['shop', 'sub_shop']), visible),
    columns: { id: true },
  });
  if (!parent) return undefined;
  const where = and(eq(categories.parentId, parentId), visible);
  const [rows, totals] = await Promise.all([
    db.query.categories.findMany({ where, orderBy: sortOrder, limit: page.perPage, offset: (page.page - 1) * page.perPage, with: withChildren }),
    db.select({ value: count() }).from(categories).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/**
 * The visible categories the given products belong to, plus the parents of those (so a
 * sub-category shows under its parent). Flat rows with translations; callers build the tree.
 */
export async function findCategoriesOfProducts(db: Database, productWhere: SQL) {
  const used = db.selectDistinct({ id: products.categoryId }).from(products).where(productWhere);
  const parents = db.select({ id: categories.parentId }).from(categories).where(inArray(categories.id, used));
  return db.query.categories.findMany({
    where: and(visible, or(inArray(categories.id, used), inArray(categories.id, parents))),
    orderBy: sortOrder,
    with: { translations: true },
  });
}

export type FlatCategoryRow = Awaited<ReturnType<typeof findCategoriesOfProducts>>[number];
