import { and, desc, eq } from 'drizzle-orm';
import { PAYMENT_TAGS } from '../../../contract/payments';
import { canceledParcelWalletNote, parcelMessages as m } from '../../../contract/parcels';
import type { Database, Tx } from '../../db/client';
import { parcelOrders, payments, transactions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { toCents } from '../currencies/convert';
import { isOffered } from '../payments/offered';
import type { PaymentRow } from '../payments/payments';
import { creditWallet, debitWallet } from '../wallet/ledger';

/**
 * A parcel's payment (PC3 `payment_sys_id`, PAY2), as orders are paid (payments/payments.ts):
 * one current `transactions` row with `payable_type` 'parcel'; cash stays `progress` until
 * delivery, wallet is debited through the ledger in the caller's transaction and is `paid` at
 * once, an external provider stays `progress` until PAY3 and its callback (issue #20).
 * Parcels use the marketplace's payment list (PAY4): they belong to no shop.
 */

export const PARCEL_PAYABLE = 'parcel';

export async function requireParcelPayment(db: Database | Tx, paymentSysId: number): Promise<PaymentRow> {
  const [row] = await db.select({ id: payments.id, tag: payments.tag }).from(payments).where(and(eq(payments.id, paymentSysId), eq(payments.active, true)));
  if (!row || !isOffered(db, row.tag)) throw new ApiError(422, m.paymentNotAvailable, { payment_sys_id: [m.paymentNotAvailable] });
  return row;
}

/** The customer's own parcel, locked for the rest of the transaction; 404 if not theirs, 422 if canceled. */
export async function lockOwnPayableParcel(tx: Tx, userId: number, parcelId: number) {
  const [parcel] = await tx.select().from(parcelOrders).where(and(eq(parcelOrders.id, parcelId), eq(parcelOrders.userId, userId))).for('update');
  if (!parcel) throw new ApiError(404, m.parcelNotFound);
  if (parcel.status === 'canceled') throw new ApiError(422, m.parcelCanceled);
  return parcel;
}

export type ParcelToPay = { id: number; userId: number; totalPrice: string };

/** Records (or replaces, while unpaid) the parcel's payment and settles it as the method does. */
export async function payParcel(tx: Tx, parcel: ParcelToPay, payment: PaymentRow, now: Date): Promise<number> {
  const [current] = await tx
    .select({ id: transactions.id, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.payableType, PARCEL_PAYABLE), eq(transactions.payableId, parcel.id)))
    .orderBy(desc(transactions.id))
    .limit(1)
    .for('update');
  if (current?.status === 'paid') throw new ApiError(422, m.alreadyPaid);
  const values = { paymentSysId: payment.id, price: parcel.totalPrice, status: 'progress' as const, note: null, updatedAt: now };
  const id = current
    ? current.id
    : (await tx
      .insert(transactions)
      .values({ ...values, userId: parcel.userId, payableType: PARCEL_PAYABLE, payableId: parcel.id, createdAt: now })
      .returning({ id: transactions.id }))[0]!.id;
  if (current) await tx.update(transactions).set(values).where(eq(transactions.id, id));
  if (payment.tag === PAYMENT_TAGS.wallet) {
    if (toCents(parcel.totalPrice) > 0n) {
      await debitWallet(tx, { userId: parcel.userId, amount: parcel.totalPrice, type: 'withdraw', transactionId: id, note: `Parcel #${parcel.id}` });
    }
    await tx.update(transactions).set({ status: 'paid', updatedAt: now }).where(eq(transactions.id, id));
  }
  return id;
}

/** On cancel: a paid wallet payment goes back to the wallet; an unpaid one is canceled. */
export async function settleCanceledParcel(tx: Tx, parcel: { id: number; userId: number | null }, now: Date): Promise<void> {
  const [current] = await tx
    .select({ id: transactions.id, status: transactions.status, price: transactions.price, tag: payments.tag })
    .from(transactions)
    .innerJoin(payments, eq(payments.id, transactions.paymentSysId))
    .where(and(eq(transactions.payableType, PARCEL_PAYABLE), eq(transactions.payableId, parcel.id)))
    .orderBy(desc(transactions.id))
    .limit(1)
    .for('update');
  if (!current) return;
  if (current.status === 'paid') {
    if (parcel.userId !== null && toCents(current.price) > 0n) {
      await creditWallet(tx, { userId: parcel.userId, amount: current.price, type: 'refund', transactionId: current.id, note: canceledParcelWalletNote(parcel.id) });
    }
    await tx.update(transactions).set({ status: 'refund', updatedAt: now }).where(eq(transactions.id, current.id));
  } else if (current.status === 'progress' || current.status === 'rejected') {
    await tx.update(transactions).set({ status: 'canceled', updatedAt: now }).where(eq(transactions.id, current.id));
  }
}

/** On delivery: a cash payment is collected (paid). */
export async function settleDeliveredParcel(tx: Tx, parcelId: number, now: Date): Promise<void> {
  const [current] = await tx
    .select({ id: transactions.id, status: transactions.status, tag: payments.tag })
    .from(transactions)
    .innerJoin(payments, eq(payments.id, transactions.paymentSysId))
    .where(and(eq(transactions.payableType, PARCEL_PAYABLE), eq(transactions.payableId, parcelId)))
    .orderBy(desc(transactions.id))
    .limit(1)
    .for('update');
  if (current?.status === 'progress' && current.tag === PAYMENT_TAGS.cash) {
    await tx.update(transactions).set({ status: 'paid', updatedAt: now }).where(eq(transactions.id, current.id));
  }
}
