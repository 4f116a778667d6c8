import { describe, expect, it } from 'vitest';
import type { RecipeStock } from '../../../contract/recipes';
import { recipeCartPlan } from './recipe-cart';

const stock = (id: number, title: string, over: Partial<RecipeStock> = {}): RecipeStock => ({
  id,
  countable_id: id + 100,
  sku: `SKU-${id}`,
  quantity: 10,
  price: 2,
  discount: 0.5,
  tax: 0,
  total_price: 1.5,
  extras: [],
  min_quantity: 2,
  available: true,
  product: {
    id: id + 100,
    uuid: `uuid-${id}`,
    shop_id: 7,
    img: null,
    translation: { locale: 'en', title, description: null },
    min_qty: 1,
    max_qty: 20,
    interval: 1,
    unit: null,
  },
  ...over,
});

describe('recipeCartPlan', () => {
  it('adds every available ingredient at its recipe quantity and names the others', () => {
    const plan = recipeCartPlan({ shop_id: 7, stocks: [stock(1, 'Rice'), stock(2, 'Saffron', { available: false, quantity: 0 }), stock(3, 'Onion', { min_quantity: 1 })] }, 1);
    expect(plan.skipped).toEqual(['Saffron']);
    expect(plan.lines).toHaveLength(2);
    expect(plan.lines[0]).toEqual({
      rate: 1,
      quantity: 2,
      stock: { id: 1, price: 1.5 },
      shop_id: 7,
      addons: [],
      product: { uuid: 'uuid-1', title: 'Rice', img: null, extras: [], min_qty: 1, max_qty: 20, available: 10, discount: 0.5 },
    });
    expect(plan.lines[1]).toMatchObject({ quantity: 1, stock: { id: 3 } });
  });

  it('gives nothing to add when nothing is available', () => {
    expect(recipeCartPlan({ shop_id: 7, stocks: [stock(1, 'Rice', { available: false })] }, undefined)).toEqual({ lines: [], skipped: ['Rice'] });
    expect(recipeCartPlan({ shop_id: 7, stocks: [] }, undefined)).toEqual({ lines: [], skipped: [] });
  });
});
