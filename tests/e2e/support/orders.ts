import { expect } from 'vitest';
import type { AuthSession } from '../../../contract/auth';
import { deliveryDays, type SlotSchedule } from '../../../contract/delivery-slots';
import { order as orderSchema, type Order } from '../../../contract/orders';
import type { ShopDetail } from '../../../contract/shops';
import { DEFAULT_DEMO_ADMIN } from '../../../server/db/seed/data/operators';
import { call, expectSession } from '../../support/auth';
import { httpApp } from './customer';

/**
 * Orders on the e2e server, made through its HTTP API as a customer and moved by the demo
 * operator (the seeded admin account), for the pages that show them.
 */

type Api = ReturnType<typeof httpApp>;

const bearer = (session: AuthSession) => session.access_token;

/** The demo operator's session (role admin; DEMO_ADMIN_* defaults). */
export async function operatorSession(baseUrl: string): Promise<AuthSession> {
  return expectSession(await call(httpApp(baseUrl), 'POST', 'auth/login', { json: DEFAULT_DEMO_ADMIN }));
}

async function shop(api: Api, slug: string): Promise<ShopDetail> {
  const reply = await call<{ data: ShopDetail }>(api, 'GET', `rest/shops/${slug}`);
  expect(reply.status).toBe(200);
  return reply.body.data;
}

/** The first open slot from tomorrow on (the clock moving during a test cannot take it away). */
function laterSlot(detail: ShopDetail) {
  const schedule: SlotSchedule = {
    workingDays: detail.shop_working_days.map((d) => ({ day: d.day, from: d.from, to: d.to, disabled: d.disabled ?? false })),
    closedDates: detail.shop_closed_date.map((d) => d.day),
    timezone: detail.timezone,
    deliveryTime: { to: Number(detail.delivery_time.to), type: detail.delivery_time.type },
  };
  const day = deliveryDays(schedule, new Date()).find((d) => d.offset >= 1 && !d.disabled);
  if (!day) throw new Error('no open day this week');
  return { delivery_date: day.date, delivery_time: day.slots[0]!.start };
}

/**
 * One pickup order paid in cash (or with `paymentTag`) from a demo shop: `lines` (default: two of
 * the first product with stock) into the server cart (CT2), then O2 with a slot of a later day.
 * Answers the order as the API shows it.
 */
export async function placeDemoOrder(
  baseUrl: string, session: AuthSession, slug = 'la-brasa-paisa', lines?: Array<{ stock_id: number; quantity: number }>, paymentTag = 'cash',
): Promise<Order> {
  const api = httpApp(baseUrl);
  const token = bearer(session);
  const detail = await shop(api, slug);
  const products = await call<{ data: Array<{ stock?: { id: number; quantity: number } | null; stocks?: Array<{ id: number; quantity: number }> }> }>(
    api, 'GET', 'rest/products/paginate', { query: { shop_id: detail.id, perPage: 20 } });
  const stock = products.body.data.flatMap((p) => p.stocks ?? (p.stock ? [p.stock] : [])).find((s) => s.quantity > 5);
  if (!stock) throw new Error(`no stock to order at ${slug}`);
  const cart = await call(api, 'POST', 'dashboard/user/cart/insert-product', {
    token, json: { shop_id: detail.id, products: lines ?? [{ stock_id: stock.id, quantity: 2 }] },
  });
  expect(cart.status, JSON.stringify(cart.body)).toBe(200);
  const payments = await call<{ data: Array<{ id: number; tag: string }> }>(api, 'GET', 'rest/payments');
  const payment = payments.body.data.find((p) => p.tag === paymentTag)!;
  const placed = await call<{ data: unknown }>(api, 'POST', 'dashboard/user/orders', {
    token,
    json: {
      shop_id: detail.id, delivery_type: 'pickup', ...laterSlot(detail), payment_sys_id: payment.id,
      location: detail.location, address: { address: detail.translation?.address ?? '' },
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return orderSchema.parse(placed.body.data);
}

/** The operator moves an order one validated step (`dashboard/admin/orders/{id}/status`). */
export async function moveOrder(baseUrl: string, operator: AuthSession, id: number, status: string) {
  const reply = await call(httpApp(baseUrl), 'POST', `dashboard/admin/orders/${id}/status`, { token: bearer(operator), json: { status } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** The operator's decision on the order's pending refund. */
export async function decideRefund(baseUrl: string, operator: AuthSession, orderId: number, status: 'approved' | 'rejected') {
  const api = httpApp(baseUrl);
  const list = await call<{ data: Array<{ id: number; order_id?: number; order?: { id: number }; status: string }> }>(
    api, 'GET', 'dashboard/admin/order-refunds/paginate', { token: bearer(operator), query: { status: 'pending' } });
  const refund = list.body.data.find((r) => (r.order_id ?? r.order?.id) === orderId);
  if (!refund) throw new Error(`no pending refund for order ${orderId}`);
  const reply = await call(api, 'POST', `dashboard/admin/order-refunds/${refund.id}/status`, { token: bearer(operator), json: { status } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}
