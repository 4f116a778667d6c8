import { describe, expect, it } from 'vitest';
import type { Addon, Extra, StockDetail } from '../../../../contract/products';
import {
  addonStartQuantity, canDecrease, canIncrease, chooseExtra, clampQuantity, defaultPath, displayAmount, isOutOfStock,
  lineOldPrice, linePrice, matchingStock, maxQuantity, minQuantity, setAddonQuantity, variantLevels, visibleAddons,
} from './product-choice';

const extra = (id: number, group: number, value: string): Extra => ({
  id, extra_group_id: group, value, group: { id: group, type: 'text', translation: { locale: 'en', title: group === 1 ? 'Size' : 'Crust' } },
});
const S = extra(1, 1, 'Small');
const L = extra(3, 1, 'Large');
const classic = extra(4, 2, 'Classic');
const thin = extra(5, 2, 'Thin');
const stuffed = extra(6, 2, 'Stuffed');

const addon = (id: number, price: number, quantity = 50, minQty = 1, title: string | null = 'Bacon'): Addon => ({
  id, stock_id: 900 + id,
  product: {
    id: 500 + id, uuid: `a-${id}`, shop_id: 2, img: null, min_qty: minQty, max_qty: 10, interval: 1, unit: null,
    translation: title ? { locale: 'en', title, description: null } : null,
    stock: { id: 900 + id, quantity, price, discount: 0, tax: 0, total_price: price },
  },
} as Addon);

const stock = (id: number, extras: Extra[], total: number, quantity = 10, addons: Addon[] = []): StockDetail => ({
  id, countable_id: 1, sku: null, quantity, price: total, discount: 0, tax: 0, total_price: total, extras, addons,
});

// Small has classic and thin; large has thin and stuffed (not every combination exists).
const stocks = [stock(29, [S, classic], 7.65), stock(30, [S, thin], 7.65), stock(36, [L, thin], 12.75), stock(37, [L, stuffed], 14.45)];

describe('variant choice (contract §5.4)', () => {
  it('pre-selects the first value of each level and builds levels in order, filtered by earlier choices', () => {
    const path = defaultPath(stocks);
    expect(path).toEqual([1, 4]);
    const levels = variantLevels(stocks, path);
    expect(levels.map((l) => [l.title, l.options.map((o) => o.value)])).toEqual([
      ['Size', ['Small', 'Large']],
      ['Crust', ['Classic', 'Thin']],
    ]);
    expect(variantLevels(stocks, [3, 5])[1]?.options.map((o) => o.value)).toEqual(['Thin', 'Stuffed']);
  });

  it('keeps a later choice when it still exists and otherwise falls back to the first match', () => {
    expect(chooseExtra(stocks, [1, 5], 0, 3)).toEqual([3, 5]);
    expect(chooseExtra(stocks, [1, 4], 0, 3)).toEqual([3, 5]);
    expect(chooseExtra(stocks, [3, 5], 1, 6)).toEqual([3, 6]);
  });

  it('finds the stock whose extras path equals the choice', () => {
    expect(matchingStock(stocks, [3, 6])?.id).toBe(37);
    expect(matchingStock(stocks, [1, 6])).toBeUndefined();
    const plain = [stock(8, [], 4)];
    expect(defaultPath(plain)).toEqual([]);
    expect(matchingStock(plain, [])?.id).toBe(8);
    expect(variantLevels(plain, [])).toEqual([]);
  });
});

describe('quantity (contract §5.3)', () => {
  const product = { min_qty: 2, max_qty: 5 };
  it('starts at min_qty (1 when unset) and stops at max_qty or the stock, whichever is lower', () => {
    expect(minQuantity(product)).toBe(2);
    expect(minQuantity({ min_qty: 0, max_qty: 0 })).toBe(1);
    expect(maxQuantity(product, { quantity: 100 })).toBe(5);
    expect(maxQuantity(product, { quantity: 3 })).toBe(3);
    expect(maxQuantity({ min_qty: 1, max_qty: 0 }, { quantity: 7 })).toBe(7);
    expect(canDecrease(product, 2)).toBe(false);
    expect(canDecrease(product, 3)).toBe(true);
    expect(canIncrease(product, { quantity: 100 }, 5)).toBe(false);
    expect(canIncrease(product, { quantity: 100 }, 4)).toBe(true);
    expect(clampQuantity(product, { quantity: 3 }, 5)).toBe(3);
    expect(clampQuantity(product, { quantity: 3 }, 1)).toBe(2);
  });

  it('is out of stock at quantity 0 or below the minimum', () => {
    expect(isOutOfStock(product, { quantity: 0 })).toBe(true);
    expect(isOutOfStock(product, { quantity: 1 })).toBe(true);
    expect(isOutOfStock(product, { quantity: 2 })).toBe(false);
    expect(isOutOfStock(product, undefined)).toBe(true);
  });

  it('shows counter × interval without float noise', () => {
    expect(displayAmount(3, 0.5)).toBe('1.5');
    expect(displayAmount(3, 0.1)).toBe('0.3');
    expect(displayAmount(2, 0)).toBe('2');
  });
});

describe('addons and price', () => {
  const bacon = addon(16, 2);
  const cheese = addon(17, 1.5, 2, 2);
  const hidden = addon(18, 9, 50, 1, null);
  const main = stock(35, [L, classic], 12.75, 10, [bacon, cheese, hidden]);

  it('lists addons with a product title, starting at their min_qty and bounded by their stock', () => {
    expect(visibleAddons(main).map((a) => a.id)).toEqual([16, 17]);
    expect(addonStartQuantity(cheese)).toBe(2);
    expect(setAddonQuantity({}, cheese, 5)).toEqual({ 17: 2 });
    expect(setAddonQuantity({ 17: 2 }, cheese, 0)).toEqual({});
  });

  it('prices stock × quantity plus each addon × its own quantity, in whole cents', () => {
    expect(linePrice(main, 1, visibleAddons(main), {})).toBe(12.75);
    expect(linePrice(main, 2, visibleAddons(main), { 16: 3 })).toBe(31.5);
    expect(linePrice(main, 2, visibleAddons(main), { 16: 3, 17: 1 })).toBe(33);
    expect(linePrice(stock(1, [], 0.1), 3, [], {})).toBe(0.3);
    expect(linePrice(undefined, 3, [], {})).toBe(0);
  });

  it('adds the discount back for the old price only when the stock is discounted', () => {
    const discounted = { ...stock(38, [], 8.92), discount: 1.58 };
    expect(lineOldPrice(discounted, 2, [], {})).toBe(21);
    expect(lineOldPrice(main, 2, [], {})).toBeNull();
  });
});
