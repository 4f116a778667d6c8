import type { Category } from '../../../contract/categories';
import type { CategoryWithProducts, ProductSummary } from '../../../contract/products';
import type { categories, categoryTranslations } from '../../db/schema';
import { pickTranslation } from '../i18n/pick-translation';
import type { TreeNode } from './category-tree';

/** Category rows → the contract's Category (§3.22) and P1's category-with-products. */

type CategoryRow = typeof categories.$inferSelect & {
  translations: Array<typeof categoryTranslations.$inferSelect>;
  children?: CategoryRow[];
};

export type CategoryViewContext = {
  lang: string;
  fallbackLocale: string;
  imageUrl: (stored: string | null | undefined) => string | null;
};

function translation(row: Pick<CategoryRow, 'translations'>, ctx: CategoryViewContext) {
  const t = pickTranslation(row.translations, ctx.lang, ctx.fallbackLocale);
  return t ? { locale: t.locale, title: t.title, description: t.description } : null;
}

export function toCategory(row: CategoryRow, ctx: CategoryViewContext): Category {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    parent_id: row.parentId,
    img: ctx.imageUrl(row.img),
    input: row.input,
    active: row.active,
    status: row.status,
    translation: translation(row, ctx),
    children: (row.children ?? []).map((child) => toCategory(child, ctx)),
  };
}

/** A tree node (from `buildCategoryTree`) as a Category, children included. */
export function treeToCategory(node: TreeNode<CategoryRow>, ctx: CategoryViewContext): Category {
  return { ...toCategory(node.row, ctx), children: node.children.map((child) => treeToCategory(child, ctx)) };
}

/** P1: each category with its own products; sub-categories carry theirs. */
export function toCategoryWithProducts(
  node: TreeNode<CategoryRow>,
  productsOf: (categoryId: number) => ProductSummary[],
  ctx: CategoryViewContext,
): CategoryWithProducts {
  return {
    id: node.row.id,
    uuid: node.row.uuid,
    img: ctx.imageUrl(node.row.img),
    input: node.row.input,
    translation: translation(node.row, ctx),
    products: productsOf(node.row.id),
    children: node.children.map((child) => toCategoryWithProducts(child, productsOf, ctx)),
  };
}
