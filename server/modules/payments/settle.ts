import { and, desc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ProviderTag } from '../../../contract/payments';
import type { Database, Tx } from '../../db/client';
import { orders, parcelOrders, paymentAttempts, paymentEvents, payments, transactions } from '../../db/schema';
import { toCents } from '../currencies/convert';
import { ORDER_PAYABLE } from './payments';
import { raise } from '../realtime/signals';
import { creditWallet } from '../wallet/ledger';
import type { PaymentOutcome } from './providers/types';

/**
 * Applies a provider's verified word about one payment, once. In one transaction: the event id
 * is recorded (a second delivery of it, on this or another instance, finds it and changes
 * nothing), the attempt it names is found and locked, a `paid` amount and currency are compared
 * with what the attempt asked for (a mismatch is refused, nothing is written, and it is logged),
 * and then the payment settles:
 * - paid: the transaction becomes `paid` and its order or parcel goes on (the shop and the demo
 *   timer only take paid ones, see expiry.ts); a wallet top-up credits the ledger;
 * - paid, but the order or parcel was canceled meanwhile (it expired) or already paid through
 *   another attempt: the money is not lost — it is credited to the customer's wallet (`late`);
 * - failed: the attempt fails and an unpaid transaction becomes `rejected` (the customer may pay
 *   again with another method).
 * Events about attempts we never made are acknowledged and ignored.
 */

export type SettleResult = 'paid' | 'failed' | 'pending' | 'duplicate' | 'unknown' | 'late';

export class AmountMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmountMismatch';
  }
}

export type SettleDeps = { db: Database; now: () => Date; log: Logger };

const UNPAID = new Set(['progress', 'rejected']);

async function findAttempt(tx: Tx, tag: ProviderTag, outcome: PaymentOutcome) {
  const byReference = outcome.reference ? and(eq(paymentAttempts.tag, tag), eq(paymentAttempts.reference, outcome.reference)) : undefined;
  const byProvider = outcome.providerRef ? and(eq(paymentAttempts.tag, tag), eq(paymentAttempts.providerRef, outcome.providerRef)) : undefined;
  for (const where of [byReference, byProvider]) {
    if (!where) continue;
    const [row] = await tx.select().from(paymentAttempts).where(where).for('update');
    if (row) return row;
  }
  return undefined;
}

/** Whether the order or parcel still wants this payment (not canceled). Top-ups always do. */
async function payableAlive(tx: Tx, payable: { type: string; id: number }): Promise<boolean> {
  if (payable.type === ORDER_PAYABLE) {
    const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payable.id));
    return row !== undefined && row.status !== 'canceled';
  }
  if (payable.type === 'parcel') {
    const [row] = await tx.select({ status: parcelOrders.status }).from(parcelOrders).where(eq(parcelOrders.id, payable.id));
    return row !== undefined && row.status !== 'canceled';
  }
  return true;
}

/** The payable's open pages hear the change (order and parcel pages follow these signals). */
async function announce(tx: Tx, payable: { type: string; id: number }) {
  if (payable.type === ORDER_PAYABLE) await raise(tx, { k: 'order', id: payable.id });
  if (payable.type === 'parcel') await raise(tx, { k: 'parcel', id: payable.id });
}

const lateNote = (payable: { type: string; id: number }) =>
  payable.type === ORDER_PAYABLE ? `Payment for order #${payable.id} received after it closed` : `Payment for parcel #${payable.id} received after it closed`;

export async function applyOutcome(deps: SettleDeps, tag: ProviderTag, outcome: PaymentOutcome): Promise<SettleResult> {
  if (outcome.status === 'pending') return 'pending';
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const attempt = await findAttempt(tx, tag, outcome);
    const [event] = await tx
      .insert(paymentEvents)
      .values({ tag, eventId: outcome.eventId.slice(0, 200), attemptId: attempt?.id ?? null, outcome: attempt ? outcome.status : 'ignored', createdAt: at })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return 'duplicate';
    if (!attempt) {
      deps.log.info({ tag, eventId: outcome.eventId, reference: outcome.reference, providerRef: outcome.providerRef }, 'payment event for an unknown payment ignored');
      return 'unknown';
    }

    if (outcome.status === 'paid') {
      const claimed = outcome.amount;
      if (!claimed || claimed.minor !== attempt.amountMinor || claimed.currency.toUpperCase() !== attempt.currency) {
        deps.log.warn(
          { tag, eventId: outcome.eventId, attemptId: attempt.id, expected: `${attempt.amountMinor} ${attempt.currency}`, claimed: claimed ? `${claimed.minor} ${claimed.currency}` : null },
          'payment refused: the paid amount does not match',
        );
        throw new AmountMismatch(`paid ${claimed?.minor ?? '?'} ${claimed?.currency ?? '?'}, expected ${attempt.amountMinor} ${attempt.currency}`);
      }
    }

    // Already settled by another statement about the same attempt (its webhook and a status call).
    if (attempt.status === 'paid') {
      await tx.update(paymentEvents).set({ outcome: 'ignored' }).where(eq(paymentEvents.id, event.id));
      return 'duplicate';
    }

    const [payment] = await tx.select().from(transactions).where(eq(transactions.id, attempt.transactionId)).for('update');
    if (!payment) return 'unknown';
    const payable = { type: payment.payableType, id: payment.payableId };

    if (outcome.status === 'failed') {
      if (attempt.status === 'open') await tx.update(paymentAttempts).set({ status: 'failed', updatedAt: at }).where(eq(paymentAttempts.id, attempt.id));
      // Only the latest attempt speaks for the transaction: an old tab's failure does not undo a newer try.
      const [latest] = await tx.select({ id: paymentAttempts.id }).from(paymentAttempts)
        .where(eq(paymentAttempts.transactionId, payment.id)).orderBy(desc(paymentAttempts.id)).limit(1);
      if (payment.status === 'progress' && latest?.id === attempt.id) {
        await tx.update(transactions).set({ status: 'rejected', updatedAt: at }).where(eq(transactions.id, payment.id));
        await announce(tx, payable);
      }
      return 'failed';
    }

    await tx.update(paymentAttempts).set({ status: 'paid', updatedAt: at }).where(eq(paymentAttempts.id, attempt.id));
    if (UNPAID.has(payment.status) && (await payableAlive(tx, payable))) {
      const [method] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.tag, tag));
      await tx
        .update(transactions)
        .set({ status: 'paid', paymentSysId: method?.id ?? payment.paymentSysId, updatedAt: at })
        .where(eq(transactions.id, payment.id));
      if (payable.type === 'wallet' && payment.userId !== null) {
        await creditWallet(tx, { userId: payment.userId, amount: payment.price, type: 'topup', transactionId: payment.id, note: null });
      }
      await announce(tx, payable);
      return 'paid';
    }

    // Paid after its order or parcel closed, or a second time: kept for the customer.
    deps.log.warn({ tag, attemptId: attempt.id, transactionId: payment.id, status: payment.status }, 'late or second payment credited to the wallet');
    if (payment.userId !== null && toCents(payment.price) > 0n) {
      await creditWallet(tx, { userId: payment.userId, amount: payment.price, type: 'refund', transactionId: payment.id, note: lateNote(payable) });
    }
    await tx.update(paymentEvents).set({ outcome: 'late' }).where(eq(paymentEvents.id, event.id));
    return 'late';
  });
}
