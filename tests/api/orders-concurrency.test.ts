import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { couponMessages } from '../../contract/coupons';
import { orderMessages as m } from '../../contract/orders';
import { carts, coupons, orderDetails, orders, shops, stocks, transactions, walletHistories, wallets } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call } from '../support/auth';
import { cents, dashboard, demoShop, expectOrder, fillCart, makeCustomers, orderBody, paymentId, stockQuantity, type Customer } from './orders-support';

/**
 * The quality bar: ordering under concurrent requests never oversells, never makes two
 * orders of one submission and never drives a wallet below zero. Runs on PGlite (one connection:
 * transactions queue) and PostgreSQL (real concurrency: the guarded UPDATEs and row locks decide).
 */

const t = useSeededApp();
let shop: Awaited<ReturnType<typeof demoShop>>;
let stockId: number;

beforeAll(async () => {
  shop = await demoShop(t.db, 'smash-and-co');
  stockId = shop.stocks[0]!.id;
  // One unit must be a valid order: no minimum for this file's shop.
  await t.db.update(shops).set({ minAmount: '0' }).where(eq(shops.id, shop.shop.id));
});

beforeEach(async () => {
  await t.db.delete(walletHistories);
  await t.db.delete(transactions);
  await t.db.delete(orders);
  await t.db.delete(carts);
  await t.db.update(stocks).set({ quantity: 1000 }).where(eq(stocks.id, stockId));
});

const place = (who: Customer, body: unknown, headers: Record<string, string> = {}) =>
  dashboard(t.app, 'POST', 'orders', who.token, { json: body, headers });

describe('concurrent orders', () => {
  it('sells a stock of 10 to exactly 10 of 50 simultaneous customers; the rest get Out of stock', async () => {
    const customers = await makeCustomers(t.db, 'rush', 50);
    for (const c of customers) await fillCart(t.app, c.token, shop.shop.id, [{ stock_id: stockId, quantity: 1 }]);
    await t.db.update(stocks).set({ quantity: 10 }).where(eq(stocks.id, stockId));

    const replies = await Promise.all(customers.map((c) => place(c, orderBody(shop.shop))));
    const placed = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect([r.status, r.body.message]).toEqual([422, m.outOfStock]);

    expect(await stockQuantity(t.db, stockId)).toBe(0);
    expect(await t.db.$count(orders)).toBe(10);
    expect(await t.db.$count(orderDetails)).toBe(10);
    const ids = placed.map((r) => (r.body.data as { id: number }).id);
    expect(new Set(ids).size).toBe(10);
    // The winners' carts are gone, the others keep theirs.
    expect(await t.db.$count(carts)).toBe(40);
  }, 120_000);

  it('makes one order of one idempotency key sent several times at once', async () => {
    const [ana] = await makeCustomers(t.db, 'twice', 1);
    await fillCart(t.app, ana!.token, shop.shop.id, [{ stock_id: stockId, quantity: 3 }]);
    const body = orderBody(shop.shop);
    const replies = await Promise.all([
      place(ana!, { ...body, idempotency_key: 'one-submission' }),
      place(ana!, body, { 'Idempotency-Key': 'one-submission' }),
      place(ana!, { ...body, idempotency_key: 'one-submission' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(replies.map((r) => (r.body.data as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(await t.db.$count(orders)).toBe(1);
    expect(await stockQuantity(t.db, stockId)).toBe(997);
  });

  it('gives the last uses of a coupon to as many orders as it has uses', async () => {
    const customers = await makeCustomers(t.db, 'coupon', 8);
    for (const c of customers) await fillCart(t.app, c.token, shop.shop.id, [{ stock_id: stockId, quantity: 1 }]);
    const [coupon] = await t.db.insert(coupons).values({ shopId: shop.shop.id, name: 'LAST3', type: 'fix', price: '1.00', qty: 3 }).returning();
    const replies = await Promise.all(customers.map((c) => place(c, orderBody(shop.shop, { coupon: 'LAST3' }))));
    const placed = replies.filter((r) => r.status === 201);
    expect(placed).toHaveLength(3);
    for (const r of replies.filter((x) => x.status !== 201)) expect([r.status, r.body.message]).toEqual([422, couponMessages.usedUp]);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.qty).toBe(0);
    expect(await stockQuantity(t.db, stockId)).toBe(997);
  });
});

describe('concurrent wallet payments', () => {
  it('pays 2 of 5 orders paid at once with a balance enough for 2, never below zero, history matching', async () => {
    const [ana] = await makeCustomers(t.db, 'wallet', 1);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      await fillCart(t.app, ana!.token, shop.shop.id, [{ stock_id: stockId, quantity: 1 }]);
      ids.push(expectOrder(await place(ana!, orderBody(shop.shop))).id);
    }
    const totals = await t.db.select({ total: orders.totalPrice }).from(orders).where(inArray(orders.id, ids));
    const each = cents(totals[0]!.total);
    expect(totals.every((o) => cents(o.total) === each)).toBe(true);
    const balance = each * 2 + Math.floor(each / 2);
    await t.db.update(wallets).set({ price: (balance / 100).toFixed(2) }).where(eq(wallets.userId, ana!.userId));

    const walletId = await paymentId(t.db, 'wallet');
    const replies = await Promise.all(ids.map((id) =>
      call<{ data: unknown; message?: string }>(t.app, 'POST', `payments/order/${id}/transactions`, { token: ana!.token, json: { payment_sys_id: walletId } })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of replies.filter((x) => x.status !== 200)) expect([r.status, r.body.message]).toEqual([422, m.insufficientBalance]);

    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, ana!.userId));
    expect(cents(w!.price)).toBe(balance - 2 * each);
    const history = await t.db.select().from(walletHistories).where(eq(walletHistories.walletId, w!.id));
    expect(history).toHaveLength(2);
    expect(history.reduce((s, h) => s + cents(h.price), 0)).toBe(2 * each);
    const paid = await t.db.select().from(transactions).where(sql`${transactions.status} = 'paid'`);
    expect(paid.map((p) => p.id).sort()).toEqual(history.map((h) => h.transactionId).sort());
  }, 60_000);
});
