import { describe, expect, it } from 'vitest';
import { cartMessages as m } from '../../../contract/cart';
import { ApiError } from '../../http/errors';
import type { StockForCart } from './queries';
import { planInsert, quantityProblem, rowsToRemove } from './rules';

const SHOP = 7;

function stock(id: number, over: { quantity?: number; minQty?: number; maxQty?: number; addon?: boolean; shopId?: number; productId?: number; active?: boolean } = {}): StockForCart {
  const productId = over.productId ?? id * 10;
  return {
    id,
    productId,
    quantity: over.quantity ?? 50,
    product: {
      id: productId,
      shopId: over.shopId ?? SHOP,
      active: over.active ?? true,
      status: 'published',
      addon: over.addon ?? false,
      minQty: over.minQty ?? 1,
      maxQty: over.maxQty ?? 100,
      shop: { status: 'approved' },
      translations: [{ id: 1 }],
    },
  };
}

const PIZZA = stock(1);
const CHEESE = stock(2, { addon: true });
const BACON = stock(3, { addon: true });
const facts = (...list: StockForCart[]) => ({
  shopId: SHOP,
  stocks: new Map(list.map((s) => [s.id, s])),
  // The pizza offers cheese and bacon (by addon product id).
  addonLinks: new Map([[PIZZA.id, new Set([CHEESE.productId, BACON.productId])]]),
});

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected an ApiError');
}

describe('quantityProblem', () => {
  it('checks the stock first, then the minimum (at least 1), then the maximum', () => {
    expect(quantityProblem(1, stock(1, { quantity: 0 }))).toBe(m.outOfStock);
    expect(quantityProblem(6, stock(1, { quantity: 5 }))).toBe(m.outOfStock);
    expect(quantityProblem(5, stock(1, { quantity: 5 }))).toBeUndefined();
    expect(quantityProblem(1, stock(1, { minQty: 2 }))).toBe('The minimum quantity is 2');
    expect(quantityProblem(0, stock(1, { minQty: 0 }))).toBe('The minimum quantity is 1');
    expect(quantityProblem(4, stock(1, { maxQty: 3 }))).toBe('The maximum quantity is 3');
    // max_qty 0 = no ceiling but the stock.
    expect(quantityProblem(40, stock(1, { maxQty: 0 }))).toBeUndefined();
  });
});

describe('planInsert', () => {
  it('groups addons under their line; a line sent without addons gets none', () => {
    const plan = planInsert(
      [
        { stock_id: PIZZA.id, quantity: 2 },
        { stock_id: CHEESE.id, quantity: 1, parent_id: PIZZA.id },
        { stock_id: BACON.id, quantity: 0, parent_id: PIZZA.id },
      ],
      facts(PIZZA, CHEESE, BACON),
    );
    expect(plan.mains).toEqual([{ stockId: PIZZA.id, quantity: 2 }]);
    expect(plan.addons).toEqual(new Map([[PIZZA.id, [{ stockId: CHEESE.id, quantity: 1 }]]]));
    expect(planInsert([{ stock_id: PIZZA.id, quantity: 1 }], facts(PIZZA)).addons).toEqual(new Map([[PIZZA.id, []]]));
  });

  it('names every bad entry in one 422', () => {
    const error = thrown(() =>
      planInsert(
        [
          { stock_id: CHEESE.id, quantity: 1 },
          { stock_id: PIZZA.id, quantity: 1 },
          { stock_id: PIZZA.id, quantity: 1 },
          { stock_id: stock(4, { shopId: 99 }).id, quantity: 1 },
          { stock_id: stock(5).id, quantity: 1, parent_id: PIZZA.id },
        ],
        facts(PIZZA, CHEESE, stock(4, { shopId: 99 }), stock(5)),
      ),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe(m.addonOnly);
    expect(error.params).toEqual({
      'products.0.stock_id': [m.addonOnly],
      'products.2.stock_id': [m.listedTwice],
      'products.3.stock_id': [m.notThisShop],
      'products.4.stock_id': [m.notAnAddon],
    });
  });

  it('answers 404 when a stock is unknown or not for sale', () => {
    const off = stock(6, { active: false });
    const error = thrown(() => planInsert([{ stock_id: 404, quantity: 1 }, { stock_id: off.id, quantity: 1 }], facts(off)));
    expect(error.status).toBe(404);
    expect(error.params).toEqual({ 'products.0.stock_id': [m.productNotFound], 'products.1.stock_id': [m.productNotFound] });
  });
});

describe('rowsToRemove', () => {
  // Line 10 (stock 1) with addons 11 (stock 2) and 12 (stock 3); line 2 (stock 5) with addon 13 (stock 2).
  const rows = [
    { id: 10, stockId: 1, parentId: null },
    { id: 11, stockId: 2, parentId: 10 },
    { id: 12, stockId: 3, parentId: 10 },
    { id: 2, stockId: 5, parentId: null },
    { id: 13, stockId: 2, parentId: 2 },
  ];

  it('reads [lineId, ...addonStockIds]: an addon stock id that is also a line id names the addon, not the line', () => {
    // 2 follows line 10, which has an addon of stock 2: it is that addon, and line 2 stays.
    expect(rowsToRemove([10, 2, 3], rows)).toEqual(new Set([10, 11, 12]));
  });

  it('reads a line id that comes first as a line, and single addon rows by their own id', () => {
    expect(rowsToRemove([2, 2], rows)).toEqual(new Set([2, 13]));
    expect(rowsToRemove([12], rows)).toEqual(new Set([12]));
    expect(rowsToRemove([10, 3, 2], rows)).toEqual(new Set([10, 11, 12]));
  });

  it('names nothing with ids outside the rows', () => {
    expect(rowsToRemove([999, 5], rows)).toEqual(new Set());
  });
});
