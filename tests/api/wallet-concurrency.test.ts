import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletMessages as m } from '../../contract/wallet';
import type { ApiApp } from '../../server/app';
import { shops, stocks, transactions, users, walletHistories, wallets, walletTransfers } from '../../server/db/schema';
import type { RateLimiter } from '../../server/modules/auth/rate-limit';
import { useSeededApp } from '../support/app';
import { call } from '../support/auth';
import { topUp } from '../support/order-rows';
import { expectBalancesMatchHistory } from '../support/wallet';
import { cents, dashboard, demoShop, expectOrder, fillCart, makeCustomers, orderBody, paymentId, type Customer } from './orders-support';

/**
 * Issue #17's reliability bar, on PostgreSQL only (vitest.config.ts leaves this file out of the
 * PGlite project, whose one connection runs transactions one after another): 1 000 transfers at
 * once among 20 customers — random pairs and amounts, some beyond the sender's balance — and wallet
 * payments of orders racing them. Money is neither made nor lost, no balance goes below zero, an
 * accepted transfer has both its rows and a refused one none, and nothing deadlocks (every
 * refusal is the readable 422).
 */
const t = useSeededApp();
let app: ApiApp;
let shop: Awaited<ReturnType<typeof demoShop>>;

/** The per-customer transfer limit (30 a minute) is not what this test is about. */
const unlimited: RateLimiter = {
  hit: () => Promise.resolve({ allowed: true, remaining: 1, retryAfterMs: 0 }),
  peek: () => Promise.resolve({ allowed: true, remaining: 1, retryAfterMs: 0 }),
  reset: () => Promise.resolve(),
};

beforeAll(async () => {
  app = t.freshApp({}, { auth: { limiter: unlimited } });
  shop = await demoShop(t.db, 'smash-and-co');
  await t.db.update(shops).set({ minAmount: '0' }).where(eq(shops.id, shop.shop.id));
  await t.db.update(stocks).set({ quantity: 10_000 }).where(eq(stocks.id, shop.stocks[0]!.id));
});

/** A deterministic pseudo-random sequence (failures can be replayed). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function customersWithMoney(prefix: string, n: number, balance: string) {
  const made = await makeCustomers(t.db, `${prefix}${Date.now()}`, n);
  for (const c of made) await topUp(t.db, c.userId, balance);
  const rows = await t.db.select({ id: users.id, uuid: users.uuid }).from(users).where(inArray(users.id, made.map((c) => c.userId)));
  const uuid = new Map(rows.map((r) => [r.id, r.uuid]));
  return made.map((c) => ({ ...c, uuid: uuid.get(c.userId)! }));
}

const totalCents = async (ids: number[]) =>
  (await t.db.select({ price: wallets.price }).from(wallets).where(inArray(wallets.userId, ids))).reduce((sum, w) => sum + cents(w.price), 0);

function transfers(people: Array<Customer & { uuid: string }>, count: number, seed: number) {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const from = people[Math.floor(next() * people.length)]!;
    let to = people[Math.floor(next() * people.length)]!;
    if (to === from) to = people[(people.indexOf(from) + 1) % people.length]!;
    // 0.01 … 40.00: many fit a 50.00 balance, the larger ones often do not.
    const amount = (1 + Math.floor(next() * 4000)) / 100;
    return { from, to, amount: amount.toFixed(2) };
  });
}

async function expectTransfersWhole(people: Customer[], accepted: number) {
  const ids = people.map((p) => p.userId);
  const made = await t.db.select({ id: walletTransfers.id }).from(walletTransfers).where(inArray(walletTransfers.fromUserId, ids));
  expect(made).toHaveLength(accepted);
  const sides = await t.db
    .select({ transferId: walletHistories.transferId, n: sql<number>`count(*)::int`, types: sql<string>`string_agg(${walletHistories.type}, ',' order by ${walletHistories.type})` })
    .from(walletHistories)
    .where(inArray(walletHistories.transferId, made.length ? made.map((r) => r.id) : [0]))
    .groupBy(walletHistories.transferId);
  expect(sides).toHaveLength(accepted);
  for (const side of sides) expect([side.n, side.types]).toEqual([2, 'transfer_in,transfer_out']);
  const negative = await t.db.select({ id: wallets.id }).from(wallets).where(sql`${wallets.price} < 0`);
  expect(negative).toEqual([]);
  await expectBalancesMatchHistory(t.db);
}

describe('concurrent transfers (PostgreSQL)', () => {
  it('1 000 transfers among 20 customers at once: no money made or lost, none below zero, each whole or absent', async () => {
    const people = await customersWithMoney('race', 20, '50.00');
    const ids = people.map((p) => p.userId);
    const before = await totalCents(ids);
    expect(before).toBe(20 * 5000);

    const planned = transfers(people, 1000, 17);
    const replies = await Promise.all(planned.map((p) =>
      call<{ message?: string }>(app, 'POST', 'dashboard/user/wallet/send', { token: p.from.token, json: { price: p.amount, uuid: p.to.uuid } })));
    const accepted = replies.filter((r) => r.status === 200).length;
    const refused = replies.filter((r) => r.status !== 200);
    for (const r of refused) expect([r.status, r.body.message]).toEqual([422, m.insufficientBalance]);
    expect(accepted).toBeGreaterThan(100);
    expect(refused.length).toBeGreaterThan(0);

    expect(await totalCents(ids)).toBe(before);
    await expectTransfersWhole(people, accepted);
  }, 60_000);

  it('wallet payments of orders racing transfers: what was paid left the wallets, nothing else did', async () => {
    const people = await customersWithMoney('pay', 20, '50.00');
    const ids = people.map((p) => p.userId);
    const orderIds: number[] = [];
    for (const c of people) {
      await fillCart(app, c.token, shop.shop.id, [{ stock_id: shop.stocks[0]!.id, quantity: 2 }]);
      orderIds.push(expectOrder(await dashboard(app, 'POST', 'orders', c.token, { json: orderBody(shop.shop) })).id);
    }
    const before = await totalCents(ids);
    const walletPayment = await paymentId(t.db, 'wallet');

    const planned = transfers(people, 400, 29);
    const payments = people.map((c, i) => () =>
      call<{ message?: string }>(app, 'POST', `payments/order/${orderIds[i]}/transactions`, { token: c.token, json: { payment_sys_id: walletPayment } }));
    const sends = planned.map((p) => () =>
      call<{ message?: string }>(app, 'POST', 'dashboard/user/wallet/send', { token: p.from.token, json: { price: p.amount, uuid: p.to.uuid } }));
    // Payments spread among the transfers.
    const all = [...sends];
    payments.forEach((pay, i) => all.splice(i * 20 + 7, 0, pay));
    const replies = await Promise.all(all.map((run) => run()));

    for (const r of replies.filter((x) => x.status !== 200)) expect([r.status, r.body.message]).toEqual([422, m.insufficientBalance]);
    const paid = await t.db
      .select({ price: transactions.price })
      .from(transactions)
      .where(sql`${transactions.payableType} = 'order' and ${inArray(transactions.payableId, orderIds)} and ${transactions.status} = 'paid'`);
    expect(paid.length).toBeGreaterThan(0);
    const paidCents = paid.reduce((sum, p) => sum + cents(p.price), 0);
    expect(await totalCents(ids)).toBe(before - paidCents);
    const acceptedTransfers = replies.filter((r, i) => r.status === 200 && sends.includes(all[i]!)).length;
    await expectTransfersWhole(people, acceptedTransfers);
  }, 60_000);
});
