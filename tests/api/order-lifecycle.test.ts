import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lifecycleMessages as m, orderStatusChanged, type OrderStatus } from '../../contract/order-lifecycle';
import { coupons, notifications, orders, orderStatusChanges, transactions, walletHistories, wallets } from '../../server/db/schema';
import { toCents } from '../../server/modules/currencies/convert';
import { createDemoOrderTimer } from '../../server/modules/orders/demo-timer';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { insertCoupon, stockQuantity, topUp, useOrderPeople, walletBalance } from '../support/order-rows';

/**
 * The customer's side of the order lifecycle (O5, contract §2.10, §4.1) and the demo timer:
 * a cancel gives back stock, coupon and a wallet payment in its transaction, writes the history
 * row and the customer's notification; nobody cancels another customer's order.
 */

const t = useSeededApp();
const p = useOrderPeople(t, 'lifecycle');

const order = p.order;

const cancel = (id: number, token: string | undefined, status = 'canceled') =>
  call<{ data: unknown }>(t.app, 'POST', `dashboard/user/orders/${id}/status/change`, { query: { status }, ...(token ? { token } : {}) });

async function statusOf(id: number): Promise<OrderStatus> {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row!.status;
}

const history = async (id: number) =>
  (await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id)).orderBy(asc(orderStatusChanges.id))).map((r) => r.status);

const noticesOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

async function paymentOf(id: number) {
  const [row] = await t.db.select().from(transactions).where(and(eq(transactions.payableType, 'order'), eq(transactions.payableId, id)));
  return row!;
}

describe('O5: the customer cancels a new order', () => {
  it('cancels it, with a history row and a status_changed notification', async () => {
    const id = await order();
    const reply = await cancel(id, p.ana.access_token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(orderStatusChanged.parse(reply.body.data)).toEqual({ id, status: 'canceled' });
    expect(await statusOf(id)).toBe('canceled');
    expect(await history(id)).toEqual(['new', 'canceled']);
    const [changed] = await t.db.select().from(orderStatusChanges).where(and(eq(orderStatusChanges.orderId, id), eq(orderStatusChanges.status, 'canceled')));
    expect(changed!.changedById).toBe(p.ana.user.id);
    const notices = await noticesOf(p.ana.user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'status_changed',
      title: String(id),
      body: `Your order #${id} was canceled`,
      orderId: id,
      data: { id, type: 'order', status: 'canceled' },
      readAt: null,
    });
  });

  it('puts the stock of main lines and addons back, and the coupon use', async () => {
    const couponId = await insertCoupon(t.db, p.shop.shopId, 5);
    const before = { main: await stockQuantity(t.db, p.shop.stockId), addon: await stockQuantity(t.db, p.shop.addonStockId) };
    const id = await order({ couponId });
    expect(await stockQuantity(t.db, p.shop.stockId)).toBe(before.main - 2);
    expect(await stockQuantity(t.db, p.shop.addonStockId)).toBe(before.addon - 1);
    const qty = async () => (await t.db.select({ qty: coupons.qty }).from(coupons).where(eq(coupons.id, couponId)))[0]!.qty;
    expect(await qty()).toBe(4);

    expect((await cancel(id, p.ana.access_token)).status).toBe(200);
    expect(await stockQuantity(t.db, p.shop.stockId)).toBe(before.main);
    expect(await stockQuantity(t.db, p.shop.addonStockId)).toBe(before.addon);
    expect(await qty()).toBe(5);
    // Cash on delivery was never paid: the payment is canceled, no wallet movement.
    expect((await paymentOf(id)).status).toBe('canceled');
  });

  it('credits a wallet payment back to the wallet (type refund) and marks the payment refund', async () => {
    await topUp(t.db, p.ana.user.id, '500.00');
    const start = await walletBalance(t.db, p.ana.user.id);
    const id = await order({ payment: 'wallet' });
    const paid = await paymentOf(id);
    expect(paid.status).toBe('paid');
    expect(toCents(await walletBalance(t.db, p.ana.user.id))).toBe(toCents(start) - toCents(paid.price));

    expect((await cancel(id, p.ana.access_token)).status).toBe(200);
    expect(await walletBalance(t.db, p.ana.user.id)).toBe(start);
    expect((await paymentOf(id)).status).toBe('refund');
    const [wallet] = await t.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, p.ana.user.id));
    const refunds = await t.db
      .select()
      .from(walletHistories)
      .where(and(eq(walletHistories.walletId, wallet!.id), eq(walletHistories.type, 'refund'), eq(walletHistories.transactionId, paid.id)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ price: paid.price, note: `Refund for canceled order #${id}` });
  });

  it('refuses once the order is past new (422, readable), and a second cancel', async () => {
    const accepted = await order({ status: 'accepted' });
    expectError(await cancel(accepted, p.ana.access_token), 422, m.cancelOnlyNew);
    expect(await statusOf(accepted)).toBe('accepted');

    const id = await order();
    expect((await cancel(id, p.ana.access_token)).status).toBe(200);
    expectError(await cancel(id, p.ana.access_token), 422, m.cancelOnlyNew);
    expect(await history(id)).toEqual(['new', 'canceled']);
  });

  it('only cancels: any other status is a 422', async () => {
    const id = await order();
    expect(expectError(await cancel(id, p.ana.access_token, 'delivered'), 422).params?.status).toEqual([m.customerCancelOnly]);
    expect(await statusOf(id)).toBe('new');
  });

  it("never lets another customer cancel someone's order (404), and a visitor gets 401", async () => {
    const id = await order();
    const stock = await stockQuantity(t.db, p.shop.stockId);
    expectError(await cancel(id, p.luis.access_token), 404, m.orderNotFound);
    expectError(await cancel(999_999, p.ana.access_token), 404, m.orderNotFound);
    expectError(await cancel(id, undefined), 401);
    expect(await statusOf(id)).toBe('new');
    expect(await stockQuantity(t.db, p.shop.stockId)).toBe(stock);
    expect(await noticesOf(p.ana.user.id)).toHaveLength(0);
  });

  it('gives stock and money back exactly once when two cancels race', async () => {
    await topUp(t.db, p.ana.user.id, '500.00');
    const start = await walletBalance(t.db, p.ana.user.id);
    const stock = await stockQuantity(t.db, p.shop.stockId);
    const id = await order({ payment: 'wallet' });
    const replies = await Promise.all([cancel(id, p.ana.access_token), cancel(id, p.ana.access_token), cancel(id, p.ana.access_token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await stockQuantity(t.db, p.shop.stockId)).toBe(stock);
    expect(await walletBalance(t.db, p.ana.user.id)).toBe(start);
    expect(await history(id)).toEqual(['new', 'canceled']);
    expect(await noticesOf(p.ana.user.id)).toHaveLength(1);
  });
});

describe('demo mode timer', () => {
  const log = pino({ level: 'silent' });
  const STEP = 25_000;

  it('moves a fresh delivery order through every status, one step per interval, with notifications', async () => {
    const start = new Date('2026-11-25T12:00:00Z');
    let clock = start.getTime();
    const timer = createDemoOrderTimer({ db: t.db, log, stepMs: STEP, now: () => new Date(clock) });
    const id = await order({ createdAt: start });

    clock += STEP - 1000;
    expect(await timer.tick()).toBe(0); // not yet a step's time in `new`
    const seen: OrderStatus[] = [];
    for (let i = 0; i < 6; i++) {
      clock += STEP;
      await timer.tick();
      seen.push(await statusOf(id));
    }
    expect(seen).toEqual(['accepted', 'ready', 'on_a_way', 'delivered', 'delivered', 'delivered']);
    expect(await history(id)).toEqual(['new', 'accepted', 'ready', 'on_a_way', 'delivered']);
    const notices = await noticesOf(p.ana.user.id);
    expect(notices.map((n) => n.body)).toEqual([
      `Your order #${id} was accepted`,
      `Your order #${id} is ready`,
      `Your order #${id} is on its way`,
      `Your order #${id} was delivered`,
    ]);
    // System moves have no author.
    const changes = await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id));
    expect(changes.filter((c) => c.status !== 'new').every((c) => c.changedById === null)).toBe(true);
  });

  it('takes a pickup order past on_a_way, and leaves old and finished orders alone', async () => {
    const start = new Date('2026-11-25T12:00:00Z');
    let clock = start.getTime();
    const timer = createDemoOrderTimer({ db: t.db, log, stepMs: STEP, maxAgeMs: 10 * 60_000, now: () => new Date(clock) });
    const pickup = await order({ createdAt: start, deliveryType: 'pickup' });
    const old = await order({ createdAt: new Date(start.getTime() - 11 * 60_000) });
    const canceled = await order({ createdAt: start, status: 'canceled' });
    for (let i = 0; i < 5; i++) {
      clock += STEP;
      await timer.tick();
    }
    expect(await history(pickup)).toEqual(['new', 'accepted', 'ready', 'delivered']);
    expect(await statusOf(old)).toBe('new');
    expect(await statusOf(canceled)).toBe('canceled');
  });

  it('steps an order once even when several instances tick at the same moment', async () => {
    const start = new Date('2026-11-25T12:00:00Z');
    const at = () => new Date(start.getTime() + STEP);
    const timers = [1, 2, 3].map(() => createDemoOrderTimer({ db: t.db, log, stepMs: STEP, now: at }));
    const id = await order({ createdAt: start });
    const moved = await Promise.all(timers.map((timer) => timer.tick()));
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await history(id)).toEqual(['new', 'accepted']);
  });

  it('runs on its interval once started and stops cleanly', async () => {
    const start = new Date('2026-11-25T12:00:00Z');
    const timer = createDemoOrderTimer({ db: t.db, log, stepMs: STEP, pollMs: 20, now: () => new Date(start.getTime() + STEP) });
    const id = await order({ createdAt: start });
    timer.start();
    await expect.poll(() => statusOf(id), { timeout: 5000, interval: 20 }).toBe('accepted');
    await timer.stop();
    expect(await history(id)).toEqual(['new', 'accepted']);
  });
});
