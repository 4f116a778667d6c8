import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../contract/http';
import { lifecycleMessages as m, type OrderStatus } from '../../contract/order-lifecycle';
import { operatorMessages, operatorOrder, operatorOrderDetail } from '../../contract/operators';
import { notifications, orders, orderStatusChanges, users } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { stockQuantity, useOrderPeople, type OrderRowInput } from '../support/order-rows';

/**
 * Operator endpoints (`dashboard/admin/*`, contract/operators.ts): only the `admin` role; every
 * move is validated by the lifecycle and tells the customer.
 */

const t = useSeededApp();
const p = useOrderPeople(t, 'operators');

const order = (extra: Partial<OrderRowInput> = {}) => p.order({ lines: [{ stockId: p.shop.stockId, quantity: 1 }], ...extra });

const admin$ = (method: string, path: string, token: string | undefined, json?: unknown, query?: Record<string, string | number>) =>
  call<{ data: unknown; meta?: { total: number } }>(t.app, method, `dashboard/admin/${path}`, {
    ...(token ? { token } : {}),
    ...(json === undefined ? {} : { json }),
    ...(query ? { query } : {}),
  });

const move = (id: number, status: string, token = p.admin) => admin$('POST', `orders/${id}/status`, token, { status });

const history = async (id: number) =>
  (await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id)).orderBy(asc(orderStatusChanges.id))).map((r) => r.status);

describe('who may call operator endpoints', () => {
  it('lets the seeded demo operator sign in with the normal auth/login', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'admin@comanda.test'));
    expect(row).toMatchObject({ role: 'admin', active: true });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers a customer 403 with a readable message and a visitor 401, on every endpoint', async () => {
    const id = await order();
    const endpoints: Array<[string, string, unknown?]> = [
      ['GET', 'orders/paginate'],
      ['GET', `orders/${id}`],
      ['POST', `orders/${id}/status`, { status: 'accepted' }],
      ['GET', 'order-refunds/paginate'],
      ['POST', 'order-refunds/1/status', { status: 'approved' }],
    ];
    for (const [method, path, json] of endpoints) {
      expectError(await admin$(method, path, p.ana.access_token, json), 403, operatorMessages.forbidden);
      expectError(await admin$(method, path, undefined, json), 401);
    }
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('new');
  });
});

describe('orders', () => {
  it("lists every customer's orders, newest first, filtered by status", async () => {
    const a = await order();
    const b = await order({ userId: p.luis.user.id, status: 'accepted' });
    const all = await admin$('GET', 'orders/paginate', p.admin);
    expect(all.status).toBe(200);
    const rows = operatorOrder.array().parse(all.body.data);
    expect(rows.map((r) => r.id)).toEqual([b, a]);
    expect(all.body.meta?.total).toBe(2);
    expect(rows[1]).toMatchObject({
      status: 'new',
      next_statuses: ['accepted', 'canceled'],
      user: { id: p.ana.user.id, email: p.ana.user.email },
      shop: { id: p.shop.shopId },
      transaction: { status: 'progress', payment_system: { tag: 'cash' } },
    });
    expect(rows[1]!.shop.translation?.title).toBeTruthy();

    const accepted = await admin$('GET', 'orders/paginate', p.admin, undefined, { status: 'accepted' });
    expect(operatorOrder.array().parse(accepted.body.data).map((r) => r.id)).toEqual([b]);
    expect((await admin$('GET', 'orders/paginate', p.admin, undefined, { status: 'nope' })).status).toBe(422);
  });

  it('walks an order new → accepted → ready → on_a_way → delivered, each move told to the customer', async () => {
    const id = await order();
    const path: OrderStatus[] = ['accepted', 'ready', 'on_a_way', 'delivered'];
    for (const status of path) {
      const reply = await move(id, status);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(operatorOrderDetail.parse(reply.body.data).status).toBe(status);
    }
    const detail = operatorOrderDetail.parse((await admin$('GET', `orders/${id}`, p.admin)).body.data);
    expect(detail.status_changes.map((c) => c.status)).toEqual(['new', ...path]);
    expect(detail.status_changes.slice(1).every((c) => c.changed_by_id !== null)).toBe(true);
    expect(detail.next_statuses).toEqual([]);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, p.ana.user.id)).orderBy(asc(notifications.id));
    expect(notices.map((n) => [n.type, n.title, (n.data as { status: string }).status])).toEqual(path.map((s) => ['status_changed', String(id), s]));
    expect(notices.map((n) => n.body)).toContain(`Your order #${id} is on its way`);
  });

  it('takes a pickup order from ready straight to delivered, not on its way', async () => {
    const id = await order({ deliveryType: 'pickup', status: 'ready' });
    expectError(await move(id, 'on_a_way'), 422, m.invalidMove('ready', 'on_a_way'));
    expect((await move(id, 'delivered')).status).toBe(200);
  });

  it('refuses invalid moves with a readable 422 and changes nothing', async () => {
    const id = await order();
    expectError(await move(id, 'delivered'), 422, 'An order that is new cannot be marked delivered');
    expectError(await move(id, 'on_a_way'), 422, m.invalidMove('new', 'on_a_way'));
    expect(expectError(await move(id, 'cooking'), 422).params?.status).toBeTruthy();
    expect(expectError(await move(id, 'new'), 422).params?.status).toBeTruthy();
    const done = await order({ status: 'delivered' });
    expectError(await move(done, 'canceled'), 422, m.invalidMove('delivered', 'canceled'));
    const onTheWay = await order({ status: 'on_a_way' });
    expectError(await move(onTheWay, 'canceled'), 422, 'An order that is on its way cannot be canceled');
    expectError(await move(999_999, 'accepted'), 404, m.orderNotFound);
    expect(await history(id)).toEqual(['new']);
    expect(await t.db.$count(notifications)).toBe(0);
  });

  it('cancels an accepted order and puts its stock back', async () => {
    const stock = await stockQuantity(t.db, p.shop.stockId);
    const id = await order({ status: 'accepted', lines: [{ stockId: p.shop.stockId, quantity: 4 }] });
    expect(await stockQuantity(t.db, p.shop.stockId)).toBe(stock - 4);
    expect((await move(id, 'canceled')).status).toBe(200);
    expect(await stockQuantity(t.db, p.shop.stockId)).toBe(stock);
  });

  it('applies only one of racing moves: the others see the new status and are refused', async () => {
    const id = await order();
    const replies = await Promise.all([move(id, 'accepted'), move(id, 'accepted'), move(id, 'accepted')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await history(id)).toEqual(['new', 'accepted']);
    expect(await t.db.$count(notifications, eq(notifications.orderId, id))).toBe(1);
  });

  it('answers 404 for an unknown order and 422 for a bad id', async () => {
    expectError(await admin$('GET', 'orders/999999', p.admin), 404, m.orderNotFound);
    const bad = await admin$('GET', 'orders/abc', p.admin);
    expect(bad.status).toBe(422);
    expect(errorBody.parse(bad.body).message.length).toBeGreaterThan(3);
  });
});
