import { and, asc, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { deliveryDays, type SlotSchedule } from '../../contract/delivery-slots';
import { order as orderSchema, orderCalculation, type Order, type OrderCalculation, type PlaceOrderBody } from '../../contract/orders';
import type { ApiApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { payments, products, shops, stocks, wallets } from '../../server/db/schema';
import { createUser } from '../../server/modules/auth/users';
import { issueToken } from '../../server/modules/auth/tokens';
import { call, type Call } from '../support/auth';

/** Helpers shared by the ordering suites (orders*.test.ts, payments, coupons). */

export type Customer = { userId: number; token: string };

/**
 * `n` customers made directly (user, wallet and a session token) instead of through sign-up,
 * whose scrypt would take seconds each. `balance` is put in every wallet (base currency).
 */
export async function makeCustomers(db: Database, prefix: string, n: number, options: { balance?: string; phone?: boolean } = {}): Promise<Customer[]> {
  const made: Customer[] = [];
  for (let i = 0; i < n; i++) {
    const user = await db.transaction((tx) =>
      createUser(tx, {
        email: `${prefix}.${i}@example.com`,
        firstname: `Customer ${i}`,
        lastname: prefix,
        emailVerifiedAt: new Date(),
        ...(options.phone ? { phone: `57300${String(Date.now() % 100000).padStart(5, '0')}${String(i).padStart(3, '0')}` } : {}),
      }));
    if (options.balance) await db.update(wallets).set({ price: options.balance }).where(eq(wallets.userId, user.id));
    const { token } = await issueToken(db, user.id, 'login', { now: new Date() });
    made.push({ userId: user.id, token });
  }
  return made;
}

export const dashboard = (app: ApiApp, method: string, path: string, token: string | undefined, init: Call = {}) =>
  call<{ data: unknown; message?: string }>(app, method, `dashboard/user/${path}`, { ...init, ...(token ? { token } : {}) });

/** A demo shop with what ordering reads, and a main-line stock of it with plenty left. */
export async function demoShop(db: Database, slug: string) {
  const shop = await db.query.shops.findFirst({ where: eq(shops.slug, slug), with: { workingDays: true, closedDates: true } });
  if (!shop) throw new Error(`no demo shop ${slug}`);
  const stockRows = await db
    .select({ id: stocks.id, price: stocks.price, quantity: stocks.quantity, productId: stocks.productId, tax: products.tax })
    .from(stocks)
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(and(eq(products.shopId, shop.id), eq(products.addon, false), eq(products.active, true), eq(products.status, 'published'), gt(stocks.quantity, 20)))
    .orderBy(asc(stocks.id));
  return { shop, stocks: stockRows };
}

export function scheduleOf(shop: Awaited<ReturnType<typeof demoShop>>['shop']): SlotSchedule {
  return {
    workingDays: shop.workingDays,
    closedDates: shop.closedDates.map((d) => d.day),
    timezone: shop.timezone,
    deliveryTime: { to: shop.deliveryTimeTo, type: shop.deliveryTimeType },
  };
}

/** A slot on a later day (never today: the clock moving during a test cannot take it away). */
export function laterSlot(schedule: SlotSchedule): { delivery_date: string; delivery_time: string } {
  const day = deliveryDays(schedule, new Date()).find((d) => d.offset >= 1 && !d.disabled);
  if (!day) throw new Error('no open day in the week');
  return { delivery_date: day.date, delivery_time: day.slots[0]!.start };
}

export async function paymentId(db: Database, tag: string): Promise<number> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.tag, tag));
  return row!.id;
}

export async function fillCart(app: ApiApp, token: string, shopId: number, lines: Array<{ stock_id: number; quantity: number; parent_id?: number }>) {
  const reply = await dashboard(app, 'POST', 'cart/insert-product', token, { json: { shop_id: shopId, products: lines } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as { id: number; total_price: number };
}

export function expectCalculation(reply: Awaited<ReturnType<typeof dashboard>>): OrderCalculation {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return orderCalculation.parse(reply.body.data);
}

export function expectOrder(reply: Awaited<ReturnType<typeof dashboard>>, status = 201): Order {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return orderSchema.parse(reply.body.data);
}

/** An O2 body for `shop` delivered to its own location on a later day's first slot. */
export function orderBody(shop: Awaited<ReturnType<typeof demoShop>>['shop'], extra: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    shop_id: shop.id,
    delivery_type: 'delivery',
    ...laterSlot(scheduleOf(shop)),
    location: { latitude: shop.latitude, longitude: shop.longitude },
    address: { address: 'Carrera 43A #1-50', house: '12', floor: '3' },
    ...extra,
  };
}

export const stockQuantity = async (db: Database, id: number) =>
  (await db.select({ q: stocks.quantity }).from(stocks).where(eq(stocks.id, id)))[0]!.q;

export const cents = (value: number | string) => Math.round(Number(value) * 100);

