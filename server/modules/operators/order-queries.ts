import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { OperatorOrder, OperatorOrderDetail, OperatorRefund } from '../../../contract/operators';
import { lifecycleMessages, type OrderStatus } from '../../../contract/order-lifecycle';
import type { Database } from '../../db/client';
import { currencies, orderRefunds, orders, orderStatusChanges, payments, transactions, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { num } from '../../http/respond';
import type { I18nService } from '../i18n/service';
import { nextStatuses } from '../orders/lifecycle';
import { shopTitles } from '../orders/shop-titles';
import type { Page, RefundRow } from '../refunds/service';
import { toRefundFields } from '../refunds/view';

const orderColumns = {
  id: orders.id,
  status: orders.status,
  shopId: orders.shopId,
  deliveryType: orders.deliveryType,
  deliveryDate: orders.deliveryDate,
  deliveryTime: orders.deliveryTime,
  totalPrice: orders.totalPrice,
  rate: orders.rate,
  currencyId: currencies.id,
  currencySymbol: currencies.symbol,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  address: orders.address,
  note: orders.note,
  phone: orders.phone,
  username: orders.username,
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  userPhone: users.phone,
};

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

const orderRows = (db: Database) =>
  db
    .select(orderColumns)
    .from(orders)
    .leftJoin(currencies, eq(currencies.id, orders.currencyId))
    .leftJoin(users, eq(users.id, orders.userId))
    .$dynamic();

const person = (r: { userId: number | null; firstname: string | null; lastname: string | null; email: string | null; phone: string | null }) =>
  r.userId === null ? null : { id: r.userId, firstname: r.firstname, lastname: r.lastname, email: r.email, phone: r.phone };

/**
 * What operators read of orders and refunds (contract/operators.ts): every order, whoever placed
 * it. Amounts are in the base currency.
 */
export function createOperatorQueries(deps: { db: Database; i18n: I18nService }) {
  const { db, i18n } = deps;

  async function titles(shopIds: number[], lang: string) {
    return shopTitles(db, shopIds, lang, await i18n.defaultLocale());
  }

  /** Each order's latest payment with its payment system. */
  async function paymentsOf(orderIds: number[]) {
    if (!orderIds.length) return new Map<number, OperatorOrder['transaction']>();
    const rows = await db
      .select({ id: transactions.id, orderId: transactions.payableId, status: transactions.status, price: transactions.price, paymentId: payments.id, tag: payments.tag })
      .from(transactions)
      .innerJoin(payments, eq(payments.id, transactions.paymentSysId))
      .where(and(eq(transactions.payableType, 'order'), inArray(transactions.payableId, orderIds)))
      .orderBy(asc(transactions.id));
    // Ascending: a later payment of the same order replaces an earlier one.
    return new Map(rows.map((r) => [r.orderId, { id: r.id, status: r.status, price: num(r.price), payment_system: { id: r.paymentId, tag: r.tag } }]));
  }

  async function summaries(rows: OrderRow[], lang: string): Promise<OperatorOrder[]> {
    const [shopNames, paid] = await Promise.all([titles(rows.map((r) => r.shopId), lang), paymentsOf(rows.map((r) => r.id))]);
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      next_statuses: [...nextStatuses(r.status, r.deliveryType)],
      user: person({ ...r, phone: r.userPhone }),
      shop: { id: r.shopId, translation: shopNames.get(r.shopId) ?? null },
      delivery_type: r.deliveryType,
      delivery_date: r.deliveryDate,
      delivery_time: r.deliveryTime,
      total_price: num(r.totalPrice),
      currency: r.currencyId === null ? null : { id: r.currencyId, symbol: r.currencySymbol ?? '' },
      rate: num(r.rate),
      transaction: paid.get(r.id) ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  return {
    async listOrders(page: Page, status: OrderStatus | undefined, lang: string): Promise<{ rows: OperatorOrder[]; total: number }> {
      const where = status ? eq(orders.status, status) : undefined;
      const [rows, [totals]] = await Promise.all([
        orderRows(db).where(where).orderBy(desc(orders.id)).limit(page.perPage).offset((page.page - 1) * page.perPage),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows: await summaries(rows, lang), total: totals?.total ?? 0 };
    },

    async orderDetail(id: number, lang: string): Promise<OperatorOrderDetail> {
      const [row] = await orderRows(db).where(eq(orders.id, id));
      if (!row) throw new ApiError(404, lifecycleMessages.orderNotFound);
      const [[summary], changes, refunds] = await Promise.all([
        summaries([row], lang),
        db
          .select({ status: orderStatusChanges.status, changedById: orderStatusChanges.changedById, createdAt: orderStatusChanges.createdAt })
          .from(orderStatusChanges)
          .where(eq(orderStatusChanges.orderId, id))
          .orderBy(asc(orderStatusChanges.id)),
        db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(asc(orderRefunds.id)),
      ]);
      return {
        ...summary!,
        address: row.address ?? null,
        note: row.note,
        phone: row.phone,
        username: row.username,
        status_changes: changes.map((ch) => ({ status: ch.status, changed_by_id: ch.changedById, created_at: ch.createdAt.toISOString() })),
        order_refunds: refunds.map(toRefundFields),
      };
    },

    async refundViews(rows: RefundRow[], lang: string): Promise<OperatorRefund[]> {
      const shopNames = await titles(rows.map((r) => r.shopId), lang);
      return rows.map((r) => ({
        ...toRefundFields(r),
        user: person(r),
        order: { id: r.orderId, status: r.orderStatus, total_price: num(r.totalPrice), shop: { id: r.shopId, translation: shopNames.get(r.shopId) ?? null } },
      }));
    },
  };
}
