import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages as m } from '../../contract/orders';
import { payment } from '../../contract/payments';
import { carts, orders, payments, settings, shopPayments, transactions, walletHistories, wallets } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { cents, demoShop, expectOrder, fillCart, makeCustomers, orderBody, paymentId, type Customer } from './orders-support';
import { dashboard } from './orders-support';

/** PAY4 `rest/payments` and PAY1 `payments/order/{id}/transactions` (contract §2.11, §3.11, §4.5). */

const t = useSeededApp();
let ana: Customer;
let luis: Customer;
let shop: Awaited<ReturnType<typeof demoShop>>;
let cash: number;
let wallet: number;

beforeAll(async () => {
  [ana, luis] = (await makeCustomers(t.db, 'pay', 2)) as [Customer, Customer];
  shop = await demoShop(t.db, 'forno-napoli');
  cash = await paymentId(t.db, 'cash');
  wallet = await paymentId(t.db, 'wallet');
});

beforeEach(async () => {
  await t.db.delete(walletHistories);
  await t.db.delete(transactions);
  await t.db.delete(orders);
  await t.db.delete(carts);
  await t.db.update(wallets).set({ price: '0' });
  await t.db.update(settings).set({ value: 'admin' }).where(eq(settings.key, 'payment_type'));
});

const pay = (who: Customer | undefined, orderId: number, body: unknown) =>
  call<{ data: unknown; message?: string }>(t.app, 'POST', `payments/order/${orderId}/transactions`, { json: body, ...(who ? { token: who.token } : {}) });

async function newOrder(who: Customer, extra = {}) {
  const [a] = shop.stocks;
  await fillCart(t.app, who.token, shop.shop.id, [{ stock_id: a!.id, quantity: 3 }]);
  return expectOrder(await dashboard(t.app, 'POST', 'orders', who.token, { json: orderBody(shop.shop, extra) }));
}

describe('PAY4', () => {
  it('lists the active payment systems only: cash and wallet, not the providers without keys', async () => {
    const reply = await call<{ data: unknown[] }>(t.app, 'GET', 'rest/payments');
    expect(reply.status).toBe(200);
    expect(payment.array().parse(reply.body.data).map((p) => p.tag)).toEqual(['cash', 'wallet']);
    expect(await t.db.$count(payments)).toBe(10);
  });

  it("shows the shop's own payment systems in SH2 shop_payments (used when payment_type is not admin)", async () => {
    const reply = await call<{ data: { shop_payments: Array<{ shop_id: number; payment: { tag: string } }> } }>(t.app, 'GET', `rest/shops/${shop.shop.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.shop_payments.map((p) => [p.shop_id, p.payment.tag])).toEqual([[shop.shop.id, 'cash'], [shop.shop.id, 'wallet']]);
  });
});

describe('PAY1', () => {
  it('needs a session (payments/* is guarded like dashboard/*)', async () => {
    expectError(await pay(undefined, 1, { payment_sys_id: cash }), 401, 'Unauthorized');
  });

  it('records a cash payment as in progress, then a wallet payment settles it once', async () => {
    const order = await newOrder(ana);
    expect(order.transaction).toBeNull();
    const withCash = await pay(ana, order.id, { payment_sys_id: cash });
    expect(withCash.status, JSON.stringify(withCash.body)).toBe(200);
    expect(withCash.body.data).toMatchObject({ id: order.id, transaction: { status: 'progress', payment_system: { tag: 'cash' } } });

    expectError(await pay(ana, order.id, { payment_sys_id: wallet }), 422, m.insufficientBalance);
    await t.db.update(wallets).set({ price: '1000.00' }).where(eq(wallets.userId, ana.userId));
    const withWallet = await pay(ana, order.id, { payment_sys_id: wallet });
    expect(withWallet.status).toBe(200);
    expect(withWallet.body.data).toMatchObject({ transaction: { status: 'paid', payment_system: { tag: 'wallet' } } });
    expect(await t.db.$count(transactions)).toBe(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, ana.userId));
    expect(cents(w!.price)).toBe(100_000 - cents(row!.totalPrice));

    expectError(await pay(ana, order.id, { payment_sys_id: wallet }), 422, m.alreadyPaid);
    expect(await t.db.$count(walletHistories)).toBe(1);
  });

  it("answers 404 for another customer's order and 422 without a method", async () => {
    const order = await newOrder(ana);
    await t.db.update(wallets).set({ price: '1000.00' }).where(eq(wallets.userId, luis.userId));
    expectError(await pay(luis, order.id, { payment_sys_id: wallet }), 404, m.orderNotFound);
    expect(await t.db.$count(walletHistories)).toBe(0);
    expectError(await pay(ana, order.id, {}), 422, m.choosePayment);
  });

  it('refuses a canceled order and a method the shop does not take when payment_type is per shop', async () => {
    const order = await newOrder(ana);
    await t.db.update(settings).set({ value: 'shop' }).where(eq(settings.key, 'payment_type'));
    await t.db.delete(shopPayments).where(eq(shopPayments.shopId, shop.shop.id));
    try {
      expectError(await pay(ana, order.id, { payment_sys_id: cash }), 422, m.paymentNotAvailable);
    } finally {
      await t.db.insert(shopPayments).values([{ shopId: shop.shop.id, paymentId: cash }, { shopId: shop.shop.id, paymentId: wallet }]);
    }
    expect((await pay(ana, order.id, { payment_sys_id: cash })).status).toBe(200);
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order.id));
    expectError(await pay(ana, order.id, { payment_sys_id: cash }), 422, m.orderCanceled);
  });
});
