import { describe, expect, it } from 'vitest';
import type { CategoryWithProducts, ProductSummary } from '../../../../contract/products';
import { menuSections } from './menu-sections';

const product = (id: number) => ({ id, uuid: `p${id}` }) as ProductSummary;
const category = (id: number, products: ProductSummary[], children: CategoryWithProducts[] = []): CategoryWithProducts => ({
  id, uuid: `c${id}`, img: null, input: id, translation: { locale: 'en', title: `Category ${id}`, description: null }, products, children,
});

describe('menuSections', () => {
  it('puts recommended first and keeps categories with products (or with sub-categories that have some)', () => {
    const sections = menuSections(
      {
        recommended: [product(1)],
        all: [category(10, [product(1), product(2)]), category(11, []), category(12, [], [category(13, [product(3)]), category(14, [])])],
      },
      'Recommended',
    );
    expect(sections.map((s) => [s.anchor, s.title])).toEqual([
      ['recommended', 'Recommended'],
      ['category-10', 'Category 10'],
      ['category-12', 'Category 12'],
    ]);
    expect(sections[2]!.children.map((s) => s.anchor)).toEqual(['category-13']);
  });

  it('has no recommended section when nothing is recommended', () => {
    expect(menuSections({ recommended: [], all: [category(1, [product(1)])] }, 'R').map((s) => s.anchor)).toEqual(['category-1']);
  });
});
