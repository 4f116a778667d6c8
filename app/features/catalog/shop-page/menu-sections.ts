import type { CategoryWithProducts, ProductSummary } from '../../../../contract/products';

/** One heading of the shop's menu with its products; sub-categories become nested sections. */
export type MenuSection = {
  /** Element id, the target of the category bar's `#anchor` links. */
  anchor: string;
  title: string;
  products: ProductSummary[];
  children: MenuSection[];
};

/** Anchor of the recommended row, shown first. */
export const RECOMMENDED_ANCHOR = 'recommended';

const hasProducts = (c: CategoryWithProducts): boolean => c.products.length > 0 || c.children.some(hasProducts);

function toSection(category: CategoryWithProducts): MenuSection {
  return {
    anchor: `category-${category.id}`,
    title: category.translation?.title ?? '',
    products: category.products,
    children: category.children.filter(hasProducts).map(toSection),
  };
}

/**
 * The shop's menu (P1 `{all, recommended}`) as page sections: recommended first (when any), then
 * each category that has something to show, in the server's order.
 */
export function menuSections(menu: { all: CategoryWithProducts[]; recommended: ProductSummary[] }, recommendedTitle: string): MenuSection[] {
  const sections = menu.all.filter(hasProducts).map(toSection);
  if (!menu.recommended.length) return sections;
  return [{ anchor: RECOMMENDED_ANCHOR, title: recommendedTitle, products: menu.recommended, children: [] }, ...sections];
}
