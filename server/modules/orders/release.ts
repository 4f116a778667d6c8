import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { canceledOrderWalletNote } from '../../../contract/order-lifecycle';
import type { Tx } from '../../db/client';
import { coupons, orderDetails, payments, stocks, transactions } from '../../db/schema';
import { toCents } from '../currencies/convert';
import { creditWallet } from '../wallet/ledger';

/**
 * What a move does to stock, coupons and the payment, inside the move's transaction
 * (lifecycle.ts). A canceled order gives back the stock its lines took, the coupon use and a paid
 * amount: placing an order takes exactly these (server/modules/orders/place-order.ts), so a
 * cancel is its mirror image. A delivered cash order has been paid at the door.
 */

/** Every line's quantity back on its stock (main lines and addons alike; lines whose stock is gone are skipped). */
export async function putBackStock(tx: Tx, orderId: number): Promise<void> {
  const taken = await tx
    .select({ stockId: orderDetails.stockId, quantity: sql<number>`sum(${orderDetails.quantity})::int` })
    .from(orderDetails)
    .where(and(eq(orderDetails.orderId, orderId), isNotNull(orderDetails.stockId)))
    .groupBy(orderDetails.stockId)
    // One order of locks across concurrent cancels and orders of the same stocks.
    .orderBy(orderDetails.stockId);
  for (const line of taken) {
    await tx
      .update(stocks)
      .set({ quantity: sql`${stocks.quantity} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(stocks.id, line.stockId!));
  }
}

/** The coupon's use back (unlimited coupons have no count to restore). */
export async function putBackCoupon(tx: Tx, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ qty: sql`${coupons.qty} + 1`, updatedAt: new Date() })
    .where(and(eq(coupons.id, couponId), isNotNull(coupons.qty)));
}

/** The order's payment (its latest `payable_type = 'order'` transaction), locked. */
export async function orderTransaction(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: transactions.id, status: transactions.status, price: transactions.price, tag: payments.tag })
    .from(transactions)
    .innerJoin(payments, eq(payments.id, transactions.paymentSysId))
    .where(and(eq(transactions.payableType, 'order'), eq(transactions.payableId, orderId)))
    .orderBy(desc(transactions.id))
    .limit(1)
    .for('update', { of: transactions });
  return row;
}

/**
 * A paid order's money goes back to the customer's wallet (type `refund`) and its transaction
 * becomes `refund`; an unpaid one (cash on delivery, a provider still in progress) becomes
 * `canceled`. Wallet payments are the case today; a provider's payment is returned the same way,
 * to the wallet, as Foodyman does.
 */
export async function settleCanceledPayment(tx: Tx, order: { id: number; userId: number | null }, at: Date): Promise<void> {
  const payment = await orderTransaction(tx, order.id);
  if (!payment) return;
  if (payment.status === 'paid') {
    if (order.userId !== null && toCents(payment.price) > 0n) {
      await creditWallet(tx, {
        userId: order.userId,
        amount: payment.price,
        type: 'refund',
        transactionId: payment.id,
        note: canceledOrderWalletNote(order.id),
      });
    }
    await tx.update(transactions).set({ status: 'refund', updatedAt: at }).where(eq(transactions.id, payment.id));
  } else if (payment.status === 'progress' || payment.status === 'rejected') {
    await tx.update(transactions).set({ status: 'canceled', updatedAt: at }).where(eq(transactions.id, payment.id));
  }
}

/** Cash on delivery is paid once delivered: its `progress` transaction becomes `paid`. */
export async function settleDeliveredPayment(tx: Tx, orderId: number, at: Date): Promise<void> {
  const payment = await orderTransaction(tx, orderId);
  if (payment?.tag === 'cash' && payment.status === 'progress') {
    await tx.update(transactions).set({ status: 'paid', updatedAt: at }).where(eq(transactions.id, payment.id));
  }
}
