import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contract/cart';
import { cartFingerprint, orderMessages as m } from '../../contract/orders';
import { currency } from '../../contract/presentation';
import { carts, orders } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { dashboard, demoShop, fillCart, makeCustomers, orderBody, paymentId, stockQuantity, type Customer } from './orders-support';

/**
 * The order guard (issue #23): O2 with `expected_total` / `expected_lines` — what the checkout
 * page showed — places the order only if the cart priced now still gives them. The scenario is the
 * one customers met: the page was priced on 2 × a dish, the sign-in carry-over then made it 3.
 */

const t = useSeededApp();
let ana: Customer;
let brasa: Awaited<ReturnType<typeof demoShop>>;
let cash: number;

beforeAll(async () => {
  [ana] = (await makeCustomers(t.db, 'guard', 1)) as [Customer];
  brasa = await demoShop(t.db, 'la-brasa-paisa');
  cash = await paymentId(t.db, 'cash');
}, 60_000);

/** What the checkout page shows: CT1's lines as a fingerprint and O1's total, in `currencyId`. */
async function shown(who: Customer, currencyId?: number) {
  const query: Record<string, number> = currencyId ? { currency_id: currencyId } : {};
  const cart = (await dashboard(t.app, 'GET', 'cart', who.token, { query })).body.data as Cart;
  const lines = cart.user_carts.flatMap((u) => u.cartDetails).map((d) => ({
    stockId: d.stock.id, quantity: d.quantity, addons: d.addons.map((a) => ({ stockId: a.stock.id, quantity: a.quantity })),
  }));
  const body = orderBody(brasa.shop);
  const calc = await dashboard(t.app, 'POST', `cart/calculate/${cart.id}`, who.token, { json: { type: 'delivery', address: body.location, ...query } });
  expect(calc.status, JSON.stringify(calc.body)).toBe(200);
  return { total: (calc.body.data as { total_price: number }).total_price, lines: cartFingerprint(lines) };
}

const place = (who: Customer, extra: Record<string, unknown>) =>
  dashboard(t.app, 'POST', 'orders', who.token, { json: { ...orderBody(brasa.shop), payment_sys_id: cash, ...extra } });

describe('O2 order guard (expected_total / expected_lines)', () => {
  it('refuses an order whose cart changed since the page was shown (409, nothing written); the fresh figures pass', async () => {
    const stock = brasa.stocks[0]!;
    await fillCart(t.app, ana.token, brasa.shop.id, [{ stock_id: stock.id, quantity: 2 }]);
    const before = await shown(ana);
    // The carry-over adds the visitor's 1 to the account's 2 after the page was priced.
    await fillCart(t.app, ana.token, brasa.shop.id, [{ stock_id: stock.id, quantity: 3 }]);
    const left = await stockQuantity(t.db, stock.id);

    const stale = await place(ana, { expected_total: before.total, expected_lines: before.lines });
    expectError(stale, 409, m.cartChanged);
    const onlyTotal = await place(ana, { expected_total: String(before.total) });
    expect(expectError(onlyTotal, 409, m.cartChanged).params).toEqual({ expected_total: [m.cartChanged] });
    const onlyLines = await place(ana, { expected_lines: before.lines });
    expect(expectError(onlyLines, 409, m.cartChanged).params).toEqual({ expected_lines: [m.cartChanged] });
    // Nothing written: no order, the cart and the stock as they were.
    expect(await t.db.select().from(orders).where(eq(orders.userId, ana.userId))).toEqual([]);
    expect(await t.db.select().from(carts).where(eq(carts.ownerId, ana.userId))).toHaveLength(1);
    expect(await stockQuantity(t.db, stock.id)).toBe(left);

    // The page shown again (fresh totals) → the order is placed, and it is what was shown.
    const after = await shown(ana);
    expect(after.total).toBeGreaterThan(before.total);
    const placed = await place(ana, { expected_total: after.total, expected_lines: after.lines });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data as { total_price: number; details: Array<{ quantity: number; stock: { id: number } }> };
    expect(order.total_price).toBe(after.total);
    expect(order.details.map((d) => [d.stock.id, d.quantity])).toEqual([[stock.id, 3]]);
    expect(await stockQuantity(t.db, stock.id)).toBe(left - 3);
  });

  it('compares the total in the chosen currency, to the cent', async () => {
    const reply = await call<{ data: unknown[] }>(t.app, 'GET', 'rest/currencies/active');
    const cop = currency.array().parse(reply.body.data).find((c) => c.title === 'COP')!;
    await fillCart(t.app, ana.token, brasa.shop.id, [{ stock_id: brasa.stocks[1]!.id, quantity: 2 }]);
    const { total } = await shown(ana, cop.id);
    const off = await place(ana, { currency_id: cop.id, expected_total: (Math.round(total * 100) - 1) / 100 });
    expectError(off, 409, m.cartChanged);
    const placed = await place(ana, { currency_id: cop.id, expected_total: total.toFixed(2) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((placed.body.data as { total_price: number }).total_price).toBe(total);
  });

  it('says which field is malformed (422), never a 500', async () => {
    const bad = await place(ana, { expected_total: '12.345' });
    expect(expectError(bad, 422).params?.expected_total?.[0]).toBe('expected_total must be an amount with at most 2 decimals');
    const worse = await place(ana, { expected_total: 'abc' });
    expectError(worse, 422);
  });
});
