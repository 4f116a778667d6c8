import { and, asc, desc, eq } from 'drizzle-orm';
import { orderMessages as m } from '../../../contract/orders';
import { PAYMENT_TAGS, type Payment } from '../../../contract/payments';
import type { Database, Tx } from '../../db/client';
import { payments, settings, shopPayments, transactions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { toCents } from '../currencies/convert';
import { debitWallet } from '../wallet/ledger';
import { isOffered } from './offered';

/**
 * Payment systems and the payment of an order (contract §2.11, §3.11). An order has one current
 * transaction (`payable_type` 'order'); paying again while it is unpaid replaces its method.
 * How each method settles:
 * - cash: `progress` until the operator marks it paid on delivery;
 * - wallet: debited now, in the caller's transaction (the order's own or PAY1's), `paid`;
 * - an external provider (offered only when its keys are configured, offered.ts): `progress`
 *   until its provider confirms — PAY3 `dashboard/user/order-{tag}-process` (checkout.ts) answers
 *   the page to send the customer to, and the provider's verified webhook or status call
 *   (settle.ts) marks the transaction paid.
 */

export const ORDER_PAYABLE = 'order';

export type PaymentRow = { id: number; tag: string };

/** PAY4: the active payment systems, cash first (the default choice). */
export async function activePayments(db: Database): Promise<Payment[]> {
  const rows = await db.select({ id: payments.id, tag: payments.tag }).from(payments).where(eq(payments.active, true)).orderBy(asc(payments.id));
  return rows.filter((row) => isOffered(db, row.tag));
}

/** SH2 `shop_payments[]`: the active systems the shop takes (read when `payment_type` is not `admin`). */
export async function shopPaymentList(db: Database | Tx, shopId: number) {
  const rows = await db
    .select({ id: shopPayments.id, shopId: shopPayments.shopId, paymentId: payments.id, tag: payments.tag })
    .from(shopPayments)
    .innerJoin(payments, eq(payments.id, shopPayments.paymentId))
    .where(and(eq(shopPayments.shopId, shopId), eq(shopPayments.status, true), eq(payments.active, true)))
    .orderBy(asc(payments.id));
  return rows.filter((r) => isOffered(db, r.tag)).map((r) => ({ id: r.id, shop_id: r.shopId, payment: { id: r.paymentId, tag: r.tag } }));
}

/**
 * The payment system `paymentSysId` if the customer may pay `shopId`'s order with it: active, and
 * when the setting `payment_type` is not `admin`, switched on in the shop's `shop_payments`.
 * Otherwise 422 'This payment method is not available'.
 */
export async function requireShopPayment(db: Database | Tx, shopId: number, paymentSysId: number): Promise<PaymentRow> {
  const [row] = await db
    .select({ id: payments.id, tag: payments.tag })
    .from(payments)
    .where(and(eq(payments.id, paymentSysId), eq(payments.active, true)));
  const refuse = () => new ApiError(422, m.paymentNotAvailable, { payment_sys_id: [m.paymentNotAvailable] });
  if (!row || !isOffered(db, row.tag)) throw refuse();
  const [type] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'payment_type'));
  if ((type?.value ?? 'admin') !== 'admin') {
    const [allowed] = await db
      .select({ id: shopPayments.id })
      .from(shopPayments)
      .where(and(eq(shopPayments.shopId, shopId), eq(shopPayments.paymentId, paymentSysId), eq(shopPayments.status, true)));
    if (!allowed) throw refuse();
  }
  return row;
}

export type OrderToPay = { id: number; userId: number; shopId: number; totalPrice: string };

/**
 * Records the order's payment with `payment` in the caller's transaction: updates the order's
 * unpaid transaction or makes one, and settles it as the method does. The wallet debit (422
 * 'Insufficient wallet balance' when short) rolls back with everything else.
 */
export async function payOrder(tx: Tx, order: OrderToPay, payment: PaymentRow, now: Date): Promise<number> {
  const [current] = await tx
    .select({ id: transactions.id, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.payableType, ORDER_PAYABLE), eq(transactions.payableId, order.id)))
    .orderBy(desc(transactions.id))
    .limit(1)
    .for('update');
  if (current?.status === 'paid') throw new ApiError(422, m.alreadyPaid);

  const values = { paymentSysId: payment.id, price: order.totalPrice, status: 'progress' as const, note: null, updatedAt: now };
  const id = current
    ? current.id
    : (await tx
      .insert(transactions)
      .values({ ...values, userId: order.userId, payableType: ORDER_PAYABLE, payableId: order.id, createdAt: now })
      .returning({ id: transactions.id }))[0]!.id;
  if (current) await tx.update(transactions).set(values).where(eq(transactions.id, id));

  if (payment.tag === PAYMENT_TAGS.wallet) {
    // Nothing to take (a 100 % coupon) settles without a movement.
    if (toCents(order.totalPrice) > 0n) {
      await debitWallet(tx, { userId: order.userId, amount: order.totalPrice, type: 'withdraw', transactionId: id, note: `Order #${order.id}` });
    }
    await tx.update(transactions).set({ status: 'paid', updatedAt: now }).where(eq(transactions.id, id));
  }
  return id;
}
