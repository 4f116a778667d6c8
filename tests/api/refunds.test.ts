import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorMessages, operatorRefund } from '../../contract/operators';
import { REFUND_CAUSE_MAX, refund as refundSchema, refundMessages as m } from '../../contract/refunds';
import { notifications, orderRefunds, orders, transactions, walletHistories, wallets } from '../../server/db/schema';
import { toCents } from '../../server/modules/currencies/convert';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { useOrderPeople, walletBalance, type OrderRowInput } from '../support/order-rows';

/**
 * Refunds (RF1/RF2, contract §2.15, §4.3) and the operator's decision: only a customer's own
 * delivered order, one open refund per order even under concurrency, approval credits the
 * wallet exactly once.
 */

const t = useSeededApp();
const p = useOrderPeople(t, 'refunds');

const delivered = (extra: Partial<OrderRowInput> = {}) => p.order({ status: 'delivered', ...extra });

const ask = (token: string | undefined, json: unknown) =>
  call<{ data: unknown }>(t.app, 'POST', 'dashboard/user/order-refunds', { json, ...(token ? { token } : {}) });
const mine = (token: string) => call<{ data: unknown[]; meta: { total: number } }>(t.app, 'GET', 'dashboard/user/order-refunds/paginate', { token });
const decide = (id: number, json: unknown, token = p.admin) =>
  call<{ data: unknown }>(t.app, 'POST', `dashboard/admin/order-refunds/${id}/status`, { token, json });

async function orderTotal(id: number) {
  const [row] = await t.db.select({ total: orders.totalPrice }).from(orders).where(eq(orders.id, id));
  return row!.total;
}

function expectRefund(reply: Awaited<ReturnType<typeof ask>>) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return refundSchema.parse(reply.body.data);
}

describe('RF1/RF2: asking for a refund', () => {
  it('records a pending refund of an own delivered order, listed by RF2 with its order and shop', async () => {
    const id = await delivered();
    const created = expectRefund(await ask(p.ana.access_token, { order_id: id, cause: '  Cold and late  ' }));
    expect(created).toMatchObject({ status: 'pending', cause: 'Cold and late', answer: null, order: { id } });

    const list = await mine(p.ana.access_token);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    const [row] = refundSchema.array().parse(list.body.data);
    expect(row).toMatchObject({ id: created.id, status: 'pending', order: { id, shop: { id: p.shop.shopId } } });
    expect(row!.order.total_price).toBe(Number(await orderTotal(id)));
    expect(row!.order.shop.translation?.title).toBeTruthy();
    // Luis sees none of Ana's refunds.
    expect((await mine(p.luis.access_token)).body.meta.total).toBe(0);
  });

  it('refuses an order that is not delivered (422) and anyone else\'s order (404)', async () => {
    const fresh = await delivered({ status: 'on_a_way' });
    expectError(await ask(p.ana.access_token, { order_id: fresh, cause: 'Never came' }), 422, m.onlyDelivered);
    const id = await delivered();
    expectError(await ask(p.luis.access_token, { order_id: id, cause: 'Mine now' }), 404, m.orderNotFound);
    expectError(await ask(p.ana.access_token, { order_id: 999_999, cause: 'No order' }), 404, m.orderNotFound);
    expectError(await ask(undefined, { order_id: id, cause: 'Visitor' }), 401);
    expect(await t.db.$count(orderRefunds)).toBe(0);
  });

  it('needs a cause, trimmed and not too long', async () => {
    const id = await delivered();
    for (const cause of [undefined, '', '   ']) {
      expect(expectError(await ask(p.ana.access_token, { order_id: id, cause }), 422).params?.cause).toEqual([m.causeRequired]);
    }
    const long = await ask(p.ana.access_token, { order_id: id, cause: 'x'.repeat(REFUND_CAUSE_MAX + 1) });
    expect(expectError(long, 422).params?.cause).toEqual([m.causeTooLong]);
    expect(expectError(await ask(p.ana.access_token, { cause: 'No id' }), 422).params?.order_id).toBeTruthy();
  });

  it('keeps one open refund per order, also when two requests race; a rejected one may be asked again', async () => {
    const id = await delivered();
    const replies = await Promise.all([1, 2, 3].map((n) => ask(p.ana.access_token, { order_id: id, cause: `Try ${n}` })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    for (const r of replies.filter((x) => x.status === 422)) expectError(r, 422, m.alreadyOpen);
    expectError(await ask(p.ana.access_token, { order_id: id, cause: 'Again' }), 422, m.alreadyOpen);

    const [open] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
    expect((await decide(open!.id, { status: 'rejected', answer: 'Photos please' })).status).toBe(200);
    expect(expectRefund(await ask(p.ana.access_token, { order_id: id, cause: 'Here are photos' })).status).toBe('pending');
  });
});

describe("the operator's decision", () => {
  async function pendingRefund(extra: Partial<OrderRowInput> = {}) {
    const id = await delivered(extra);
    const created = expectRefund(await ask(p.ana.access_token, { order_id: id, cause: 'Wrong pizza' }));
    return { orderId: id, refundId: created.id };
  }

  it('approves: the order total to the wallet, the payment marked refund, an order_refunded notification', async () => {
    const { orderId, refundId } = await pendingRefund();
    const before = await walletBalance(t.db, p.ana.user.id);
    const total = await orderTotal(orderId);

    const reply = await decide(refundId, { status: 'approved', answer: 'Sorry about that' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(operatorRefund.parse(reply.body.data)).toMatchObject({ id: refundId, status: 'approved', answer: 'Sorry about that', order: { id: orderId } });

    expect(toCents(await walletBalance(t.db, p.ana.user.id))).toBe(toCents(before) + toCents(total));
    const [wallet] = await t.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, p.ana.user.id));
    const credits = await t.db.select().from(walletHistories).where(and(eq(walletHistories.walletId, wallet!.id), eq(walletHistories.type, 'refund')));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ price: total, note: `Refund for order #${orderId}` });
    const [payment] = await t.db.select().from(transactions).where(eq(transactions.payableId, orderId));
    expect(payment!.status).toBe('refund');
    expect(credits[0]!.transactionId).toBe(payment!.id);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, p.ana.user.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'order_refunded',
      title: String(orderId),
      body: m.approvedNotice(orderId),
      orderId,
      data: { id: orderId, type: 'order_refund', status: 'approved' },
    });
    expect(refundSchema.array().parse((await mine(p.ana.access_token)).body.data)[0]).toMatchObject({ status: 'approved', answer: 'Sorry about that' });
    // Approved is still open: no second request.
    expectError(await ask(p.ana.access_token, { order_id: orderId, cause: 'More' }), 422, m.alreadyOpen);
  });

  it('credits the wallet exactly once when approvals race', async () => {
    const { orderId, refundId } = await pendingRefund();
    const before = await walletBalance(t.db, p.ana.user.id);
    const replies = await Promise.all([1, 2, 3].map(() => decide(refundId, { status: 'approved' })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    for (const r of replies.filter((x) => x.status === 422)) expectError(r, 422, m.alreadyDecided);
    expect(toCents(await walletBalance(t.db, p.ana.user.id))).toBe(toCents(before) + toCents(await orderTotal(orderId)));
    expect(await t.db.$count(notifications, eq(notifications.type, 'order_refunded'))).toBe(1);
  });

  it('rejects with an answer and credits nothing; a decided refund cannot be decided again', async () => {
    const { refundId } = await pendingRefund();
    const before = await walletBalance(t.db, p.ana.user.id);
    const reply = await decide(refundId, { status: 'rejected', answer: '  The order was complete  ' });
    expect(operatorRefund.parse(reply.body.data)).toMatchObject({ status: 'rejected', answer: 'The order was complete' });
    expect(await walletBalance(t.db, p.ana.user.id)).toBe(before);
    expect(await t.db.$count(notifications)).toBe(0);
    expectError(await decide(refundId, { status: 'approved' }), 422, m.alreadyDecided);
    expect(await walletBalance(t.db, p.ana.user.id)).toBe(before);
  });

  it('validates the decision, lists refunds by status, and is for operators only', async () => {
    const { refundId } = await pendingRefund();
    expect(expectError(await decide(refundId, { status: 'canceled' }), 422).params?.status).toEqual([operatorMessages.decisionRequired]);
    expectError(await decide(999_999, { status: 'approved' }), 404, m.refundNotFound);
    expectError(await decide(refundId, { status: 'approved' }, p.ana.access_token), 403, operatorMessages.forbidden);

    const list = await call<{ data: unknown[]; meta: { total: number } }>(t.app, 'GET', 'dashboard/admin/order-refunds/paginate', {
      token: p.admin,
      query: { status: 'pending' },
    });
    expect(list.status).toBe(200);
    const rows = operatorRefund.array().parse(list.body.data);
    expect(rows.map((r) => r.id)).toEqual([refundId]);
    expect(rows[0]!.user).toMatchObject({ id: p.ana.user.id, email: p.ana.user.email });
    const none = await call<{ meta: { total: number } }>(t.app, 'GET', 'dashboard/admin/order-refunds/paginate', { token: p.admin, query: { status: 'approved' } });
    expect(none.body.meta.total).toBe(0);
  });
});
