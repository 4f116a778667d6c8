import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { operatorRefundDecisionBody } from '../../../contract/operators';
import { refundMessages as m, type Refund, type RefundStatus, type refundCreateBody } from '../../../contract/refunds';
import type { Database, Tx } from '../../db/client';
import { currencies, orderRefunds, orders, transactions, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { num } from '../../http/respond';
import { isUniqueViolation } from '../auth/users';
import { convertAmount, toCents } from '../currencies/convert';
import type { I18nService } from '../i18n/service';
import { notifyCustomer } from '../notifications/notify';
import { orderTransaction } from '../orders/release';
import { shopTitles } from '../orders/shop-titles';
import { creditWallet } from '../wallet/ledger';
import { toRefundFields } from './view';

type CreateBody = z.infer<typeof refundCreateBody>;
type Decision = z.infer<typeof operatorRefundDecisionBody>;
export type Page = { page: number; perPage: number };

const OPEN: RefundStatus[] = ['pending', 'approved'];

/** What the refund views read: the refund, its order, the order's currency and customer. */
const refundColumns = {
  id: orderRefunds.id,
  status: orderRefunds.status,
  cause: orderRefunds.cause,
  answer: orderRefunds.answer,
  createdAt: orderRefunds.createdAt,
  updatedAt: orderRefunds.updatedAt,
  orderId: orders.id,
  orderStatus: orders.status,
  totalPrice: orders.totalPrice,
  rate: orders.rate,
  shopId: orders.shopId,
  currencyId: currencies.id,
  currencySymbol: currencies.symbol,
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phone: users.phone,
};

const refundRows = (db: Database | Tx) =>
  db
    .select(refundColumns)
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .leftJoin(currencies, eq(currencies.id, orders.currencyId))
    .leftJoin(users, eq(users.id, orderRefunds.userId))
    .$dynamic();

export type RefundRow = Awaited<ReturnType<ReturnType<typeof refundRows>['execute']>>[number];

/**
 * Order refunds (contract §2.15, spec §4): a customer asks for one on their own delivered order;
 * an operator approves or rejects it. One open (pending or approved) refund per order, held by
 * the partial unique index `order_refunds_open_idx` even when two requests race. Approval
 * credits the order's total to the customer's wallet, marks the payment `refund` and writes the
 * `order_refunded` notification, all in the transaction that moves the refund out of `pending`.
 */
export function createRefundService(deps: { db: Database; i18n: I18nService; now?: () => Date }) {
  const { db, i18n } = deps;
  const now = deps.now ?? (() => new Date());

  async function customerView(rows: RefundRow[], lang: string): Promise<Refund[]> {
    const titles = await shopTitles(db, rows.map((r) => r.shopId), lang, await i18n.defaultLocale());
    return rows.map((r) => ({
      ...toRefundFields(r),
      order: {
        id: r.orderId,
        // In the currency the order was placed in (amounts are stored in the base currency).
        total_price: num(convertAmount(r.totalPrice, r.rate)),
        currency: r.currencyId === null ? null : { id: r.currencyId, symbol: r.currencySymbol ?? '' },
        shop: { id: r.shopId, translation: titles.get(r.shopId) ?? null },
      },
    }));
  }

  async function openRefundExists(orderId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.status, OPEN)))
      .limit(1);
    return row !== undefined;
  }

  return {
    /** RF1. */
    async request(userId: number, body: CreateBody, lang: string): Promise<Refund> {
      const [order] = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, body.order_id), eq(orders.userId, userId)));
      if (!order) throw new ApiError(404, m.orderNotFound, { order_id: [m.orderNotFound] });
      if (order.status !== 'delivered') throw new ApiError(422, m.onlyDelivered, { order_id: [m.onlyDelivered] });
      if (await openRefundExists(order.id)) throw new ApiError(422, m.alreadyOpen, { order_id: [m.alreadyOpen] });
      let id: number;
      try {
        const [row] = await db.insert(orderRefunds).values({ orderId: order.id, userId, cause: body.cause }).returning({ id: orderRefunds.id });
        id = row!.id;
      } catch (err) {
        // A concurrent request for the same order got its row in first.
        if (isUniqueViolation(err)) throw new ApiError(422, m.alreadyOpen, { order_id: [m.alreadyOpen] });
        throw err;
      }
      const rows = await refundRows(db).where(eq(orderRefunds.id, id));
      return (await customerView(rows, lang))[0]!;
    },

    /** RF2: the customer's own refunds, newest first. */
    async listOwn(userId: number, page: Page, lang: string): Promise<{ rows: Refund[]; total: number }> {
      const where = eq(orderRefunds.userId, userId);
      const [rows, [totals]] = await Promise.all([
        refundRows(db).where(where).orderBy(desc(orderRefunds.id)).limit(page.perPage).offset((page.page - 1) * page.perPage),
        db.select({ total: count() }).from(orderRefunds).where(where),
      ]);
      return { rows: await customerView(rows, lang), total: totals?.total ?? 0 };
    },

    /** Every refund (operators), newest first, optionally of one status. */
    async listAll(page: Page, status: RefundStatus | undefined): Promise<{ rows: RefundRow[]; total: number }> {
      const where = status ? eq(orderRefunds.status, status) : undefined;
      const [rows, [totals]] = await Promise.all([
        refundRows(db).where(where).orderBy(desc(orderRefunds.id)).limit(page.perPage).offset((page.page - 1) * page.perPage),
        db.select({ total: count() }).from(orderRefunds).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * An operator's decision on a pending refund. The refund row is locked and the UPDATE is
     * guarded by `status = 'pending'`, so of two racing approvals exactly one credits the wallet;
     * the other gets 422 'already decided'.
     */
    async decide(refundId: number, decision: Decision): Promise<RefundRow> {
      const at = now();
      await db.transaction(async (tx) => {
        const [refund] = await tx
          .select({ id: orderRefunds.id, status: orderRefunds.status, orderId: orderRefunds.orderId })
          .from(orderRefunds)
          .where(eq(orderRefunds.id, refundId))
          .for('update');
        if (!refund) throw new ApiError(404, m.refundNotFound);
        if (refund.status !== 'pending') throw new ApiError(422, m.alreadyDecided, { status: [m.alreadyDecided] });
        const [decided] = await tx
          .update(orderRefunds)
          .set({ status: decision.status, answer: decision.answer ?? null, updatedAt: at })
          .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'pending')))
          .returning({ id: orderRefunds.id });
        if (!decided) throw new ApiError(422, m.alreadyDecided, { status: [m.alreadyDecided] });
        if (decision.status === 'approved') await payOut(tx, refund.orderId, at);
      });
      const [row] = await refundRows(db).where(eq(orderRefunds.id, refundId));
      return row!;
    },
  };
}

/** An approved refund: the order's total to the wallet, the payment marked `refund`, the customer told. */
async function payOut(tx: Tx, orderId: number, at: Date): Promise<void> {
  const [order] = await tx.select({ id: orders.id, userId: orders.userId, totalPrice: orders.totalPrice }).from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId === null) return;
  const payment = await orderTransaction(tx, order.id);
  if (toCents(order.totalPrice) > 0n) {
    await creditWallet(tx, {
      userId: order.userId,
      amount: order.totalPrice,
      type: 'refund',
      transactionId: payment?.id ?? null,
      note: m.walletNote(order.id),
    });
  }
  if (payment) await tx.update(transactions).set({ status: 'refund', updatedAt: at }).where(eq(transactions.id, payment.id));
  await notifyCustomer(tx, {
    userId: order.userId,
    type: 'order_refunded',
    title: String(order.id),
    body: m.approvedNotice(order.id),
    orderId: order.id,
    data: { id: order.id, type: 'order_refund', status: 'approved' },
    at,
  });
}

export type RefundService = ReturnType<typeof createRefundService>;
