import { describe, expect, it } from 'vitest';
import { addonRow, detail, serverCart, stock } from './cart-fixtures';
import type { CartLine } from './cart-store';
import { canIncreaseTo, checkoutHref, shortfall, detailEntries, detailRemoveIds, localCartView, localTotal, mergedEntries, serverCartView } from './cart-view';

const localLine = (over: Partial<CartLine> = {}): CartLine => ({
  id: '10',
  quantity: 2,
  stock: { id: 10, price: 7.65 },
  shop_id: 2,
  addons: [],
  product: { uuid: 'p-1', title: 'Margherita', img: null, extras: ['Large'], min_qty: 1, max_qty: 5, available: 9, discount: 0 },
  ...over,
});

describe('local cart view (contract §5.1 "Guest (local) cart total")', () => {
  it('sums every stock × its quantity, addons included, in whole cents', () => {
    const lines = [
      localLine({ addons: [{ stock: { id: 99, price: 0.1 }, quantity: 3, title: 'Olives' }] }),
      localLine({ id: '11', stock: { id: 11, price: 0.2 }, quantity: 1 }),
    ];
    // 7.65 × 2 + 0.10 × 3 + 0.20 = 15.80 (never 15.799999…)
    expect(localTotal(lines)).toBe(15.8);
    const view = localCartView(lines);
    expect(view).toMatchObject({ source: 'local', shopId: 2, cartId: null, total: 15.8, count: 3 });
    expect(view.lines[0]).toMatchObject({ price: 15.6, extras: ['Large'], addons: [{ title: 'Olives', quantity: 3 }], oldPrice: null });
  });

  it('shows the old price when the stock is discounted and stops "+" at the stock or max_qty', () => {
    const [line] = localCartView([localLine({ quantity: 5, product: { uuid: 'p', title: 'T', img: null, max_qty: 5, available: 9, discount: 1 } })]).lines;
    expect(line).toMatchObject({ price: 38.25, oldPrice: 43.25, canIncrease: false });
    expect(canIncreaseTo(3, 3, 0)).toBe(false);
    expect(canIncreaseTo(2, 3, 0)).toBe(true);
    expect(canIncreaseTo(4, undefined, 4)).toBe(false);
  });

  it('is empty without lines', () => {
    expect(localCartView([])).toMatchObject({ shopId: null, total: 0, count: 0, lines: [] });
  });

  it('shows the prices in a currency chosen after adding (amounts are rate × base amount)', () => {
    // Added while a currency of rate 1 was chosen; shown with one of rate 4000 (e.g. COP), then back.
    const line = localLine({
      rate: 1,
      addons: [{ stock: { id: 99, price: 0.1 }, quantity: 3, title: 'Olives' }],
      product: { uuid: 'p', title: 'T', img: null, discount: 0.5 },
    });
    const inPesos = localCartView([line], 4000);
    expect(inPesos.total).toBe(62400); // (7.65 × 2 + 0.10 × 3) × 4000
    expect(inPesos.lines[0]).toMatchObject({ price: 62400, oldPrice: 66400 });
    expect(localCartView([line], 1).total).toBe(15.6);
    // Lines without a rate (or no currency known) are shown as they were seen.
    expect(localCartView([localLine()], 4000).total).toBe(15.3);
    expect(localCartView([line]).total).toBe(15.6);
  });

  it('rounds a converted price to the cent', () => {
    // 7.65 in a currency of rate 3 → 2.55 in one of rate 1; 0.10 → 0.0333… → 0.03.
    const line = localLine({ rate: 3, quantity: 1, addons: [{ stock: { id: 99, price: 0.1 }, quantity: 1 }] });
    expect(localCartView([line], 1).lines[0]!.price).toBe(2.58);
  });
});

describe('server cart view (contract §3.8, §5.1, §5.3)', () => {
  it('takes the total from the server and lines from its rows', () => {
    const d = detail({ addons: [addonRow(101, 99, 1.5, 2)] });
    const view = serverCartView(serverCart([d], 24));
    expect(view).toMatchObject({ source: 'server', shopId: 2, cartId: 9, total: 24, count: 2 });
    expect(view.lines[0]).toMatchObject({ key: '100', price: 24, addons: [{ key: '99', quantity: 2 }], minQty: 1, canIncrease: true });
  });

  it('shows a debounced quantity at once and moves the total by the difference until the server answers', () => {
    const view = serverCartView(serverCart([detail()], 21), { '100': 3 });
    expect(view.lines[0]).toMatchObject({ quantity: 3, price: 31.5 });
    expect(view.total).toBe(31.5);
    expect(view.count).toBe(3);
  });

  it('never lets a gift line be edited or counted', () => {
    const gift = detail({ id: 200, bonus: true, quantity: 1, price: 0 });
    const [line] = serverCartView(serverCart([gift], 0)).lines;
    expect(line).toMatchObject({ bonus: true, price: 0, canIncrease: false });
    expect(serverCartView(serverCart([gift], 0)).count).toBe(0);
  });

  it('stops "+" at the stock left and at max_qty', () => {
    const low = detail({ quantity: 3, stock: stock(10, 2, { quantity: 3 }) });
    expect(serverCartView(serverCart([low], 6)).lines[0]!.canIncrease).toBe(false);
    const capped = detail({ quantity: 4, stock: stock(10, 2, { max_qty: 4 }) });
    expect(serverCartView(serverCart([capped], 8)).lines[0]!.canIncrease).toBe(false);
  });
});

describe('cart writes (contract §5.4)', () => {
  it('re-sends a whole line with its new absolute quantity, addons as entries with parent_id', () => {
    const d = detail({ addons: [addonRow(101, 99, 1.5, 2)] });
    expect(detailEntries(d, 4)).toEqual([
      { stock_id: 10, quantity: 4 },
      { stock_id: 99, quantity: 2, parent_id: 10 },
    ]);
  });

  it('removes a line by its cart-detail id and its addons stock ids', () => {
    expect(detailRemoveIds(detail({ addons: [addonRow(101, 99, 1, 1), addonRow(102, 98, 1, 1)] }))).toEqual([100, 99, 98]);
  });

  it('merges local lines of one stock into one server line, adding to what the cart holds', () => {
    const held = [detail({ quantity: 2, addons: [addonRow(101, 99, 1, 1)] })];
    const entries = mergedEntries(
      [
        { stock: { id: 10, price: 1 }, quantity: 1, addons: [{ stock: { id: 99, price: 1 }, quantity: 2 }] },
        { stock: { id: 10, price: 1 }, quantity: 3, addons: [{ stock: { id: 98, price: 1 }, quantity: 1 }, { stock: { id: 97, price: 1 }, quantity: 0 }] },
        { stock: { id: 11, price: 1 }, quantity: 1, addons: [] },
      ],
      held,
    );
    expect(entries).toEqual([
      { stock_id: 10, quantity: 6 },
      { stock_id: 99, quantity: 3, parent_id: 10 },
      { stock_id: 98, quantity: 1, parent_id: 10 },
      { stock_id: 11, quantity: 1 },
    ]);
  });

  it('links checkout to the shop by id', () => {
    expect(checkoutHref(4)).toBe('/restaurant/4/checkout');
  });

  it('says the shortfall below the shop minimum, to the cent (issue #23: $11.70 of a $12 minimum)', () => {
    expect(shortfall({ total: 11.7, minAmount: 12 })).toBe(0.3);
    expect(shortfall({ total: 12, minAmount: 12 })).toBe(0);
    expect(shortfall({ total: 3, minAmount: 0 })).toBe(0);
    // A visitor's minimum (SH2, base currency) in the chosen currency, like the prices.
    expect(localCartView([], 4000, 12).minAmount).toBe(48000);
    expect(localCartView([], undefined, 12).minAmount).toBe(12);
  });
});
