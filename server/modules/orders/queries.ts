import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/orders';
import type { Database, Tx } from '../../db/client';
import {
  coupons, currencies, orderDetails, orderRefunds, orders, orderStatusChanges, payments, shopDeliveryZones, shopReviews, shops,
  stocks, transactions, users,
} from '../../db/schema';
import { zoneContains, type ZonePoint } from '../../db/zone-sql';
import { variantExtras, withoutSearchVector } from '../catalog/product-queries';
import { ORDER_PAYABLE, shopPaymentList } from '../payments/payments';

/**
 * Reads of ordering: the shop facts an order is checked against, and orders with everything the
 * contract's Order shows. No Drizzle relations for the order tables (they would be shared files):
 * each part is one query by order ids, put together in `loadOrders`.
 */

/** An approved shop with what calculation and placing read: money, hours, closed dates, place. */
export async function findOrderShop(db: Database | Tx, shopId: number) {
  return db.query.shops.findFirst({
    where: and(eq(shops.id, shopId), eq(shops.status, 'approved')),
    with: { workingDays: true, closedDates: true, translations: withoutSearchVector },
  });
}
export type OrderShopRow = NonNullable<Awaited<ReturnType<typeof findOrderShop>>>;

/** Whether one of the shop's delivery zones contains the point (the same test as SH8/SH9). */
export async function shopDeliversTo(db: Database | Tx, shopId: number, point: ZonePoint): Promise<boolean> {
  const [row] = await db
    .select({ id: shopDeliveryZones.id })
    .from(shopDeliveryZones)
    .where(and(eq(shopDeliveryZones.shopId, shopId), zoneContains(point)))
    .limit(1);
  return row !== undefined;
}

/** The asked currency if active, else the default one (as every `currency_id` endpoint does). */
export async function findCurrency(db: Database, currencyId: number | undefined | null) {
  const rows = await db.select().from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.id));
  return rows.find((c) => c.id === currencyId) ?? rows.find((c) => c.default) ?? rows[0] ?? null;
}

export async function findOrderIdByKey(db: Database, userId: number, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/** The customer's own order, locked for the rest of the transaction (PAY1, O6). */
export async function lockOwnOrder(tx: Tx, userId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return row;
}

export type OrderListFilter = {
  userId: number;
  statuses?: readonly OrderStatus[] | undefined;
  column: 'id' | 'created_at' | 'total_price';
  sort: 'asc' | 'desc';
  page: number;
  perPage: number;
};

/** O3: one page of the customer's order ids, and how many there are. */
export async function pageOrderIds(db: Database, f: OrderListFilter): Promise<{ ids: number[]; total: number }> {
  const where: SQL | undefined = and(
    eq(orders.userId, f.userId),
    f.statuses?.length ? inArray(orders.status, [...f.statuses]) : undefined,
  );
  const column = f.column === 'created_at' ? orders.createdAt : f.column === 'total_price' ? orders.totalPrice : orders.id;
  const direction = f.sort === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select({ id: orders.id }).from(orders).where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(f.perPage).offset((f.page - 1) * f.perPage),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.value ?? 0 };
}

/** The stock of an order line with what its JSON shows (product, unit, extras). */
async function lineStocks(db: Database | Tx, ids: number[]) {
  if (!ids.length) return [];
  return db.query.stocks.findMany({
    where: inArray(stocks.id, ids),
    with: {
      extras: variantExtras,
      product: { with: { translations: withoutSearchVector, unit: { with: { translations: true } } } },
    },
  });
}
export type OrderLineStock = Awaited<ReturnType<typeof lineStocks>>[number];

/** Orders `ids` with every part the contract's Order shows, in the order of `ids`. */
export async function loadOrders(db: Database | Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  const list = [...ids];
  const [orderRows, details, changes, txRows, refunds, reviews] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, list)),
    db.select().from(orderDetails).where(inArray(orderDetails.orderId, list)).orderBy(asc(orderDetails.id)),
    db.select().from(orderStatusChanges).where(inArray(orderStatusChanges.orderId, list)).orderBy(asc(orderStatusChanges.id)),
    db.select({ tx: transactions, payment: { id: payments.id, tag: payments.tag } })
      .from(transactions)
      .innerJoin(payments, eq(payments.id, transactions.paymentSysId))
      .where(and(eq(transactions.payableType, ORDER_PAYABLE), inArray(transactions.payableId, list)))
      .orderBy(asc(transactions.id)),
    db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, list)).orderBy(asc(orderRefunds.id)),
    db.select().from(shopReviews).where(inArray(shopReviews.orderId, list)),
  ]);
  const shopIds = [...new Set(orderRows.map((o) => o.shopId))];
  const currencyIds = [...new Set(orderRows.flatMap((o) => (o.currencyId === null ? [] : [o.currencyId])))];
  const deliverymanIds = [...new Set(orderRows.flatMap((o) => (o.deliverymanId === null ? [] : [o.deliverymanId])))];
  const stockIds = [...new Set(details.flatMap((d) => (d.stockId === null ? [] : [d.stockId])))];
  const couponIds = [...new Set(orderRows.flatMap((o) => (o.couponId === null ? [] : [o.couponId])))];
  const [shopRows, currencyRows, deliverymen, stockRows, couponRows, shopPaymentRows] = await Promise.all([
    db.query.shops.findMany({ where: inArray(shops.id, shopIds), with: { translations: withoutSearchVector } }),
    currencyIds.length ? db.select().from(currencies).where(inArray(currencies.id, currencyIds)) : [],
    deliverymanIds.length
      ? db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, phone: users.phone, img: users.img })
        .from(users).where(inArray(users.id, deliverymanIds))
      : [],
    lineStocks(db, stockIds),
    couponIds.length ? db.select({ id: coupons.id, name: coupons.name }).from(coupons).where(inArray(coupons.id, couponIds)) : [],
    Promise.all(shopIds.map((shopId) => shopPaymentList(db, shopId))),
  ]);
  const paymentsOfShop = new Map(shopIds.map((shopId, i) => [shopId, shopPaymentRows[i] ?? []]));
  const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));
  const shopMap = byId(shopRows);
  const currencyMap = byId(currencyRows);
  const deliverymanMap = byId(deliverymen);
  const stockMap = byId(stockRows);
  const orderMap = byId(orderRows);
  return list.flatMap((id) => {
    const order = orderMap.get(id);
    const shop = order && shopMap.get(order.shopId);
    if (!order || !shop) return [];
    const lines = details.filter((d) => d.orderId === id);
    return [{
      order,
      shop,
      shopPayments: paymentsOfShop.get(shop.id) ?? [],
      couponName: order.couponId === null ? null : couponRows.find((c) => c.id === order.couponId)?.name ?? null,
      currency: order.currencyId === null ? null : currencyMap.get(order.currencyId) ?? null,
      deliveryman: order.deliverymanId === null ? null : deliverymanMap.get(order.deliverymanId) ?? null,
      lines: lines.map((line) => ({ line, stock: line.stockId === null ? null : stockMap.get(line.stockId) ?? null })),
      changes: changes.filter((c) => c.orderId === id),
      transaction: txRows.filter((t) => t.tx.payableId === id).at(-1) ?? null,
      refunds: refunds.filter((r) => r.orderId === id),
      review: reviews.find((r) => r.orderId === id) ?? null,
    }];
  });
}
export type LoadedOrder = Awaited<ReturnType<typeof loadOrders>>[number];

