import { and, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXTERNAL_PAYMENT_TAGS, type ProviderTag } from '../../../contract/payments';
import { paymentAttempts, payments, transactions } from '../../db/schema';
import { moveOrderIn } from '../orders/lifecycle';
import { moveParcelIn } from '../parcels/lifecycle';
import type { PaymentsDeps } from './checkout';
import { ORDER_PAYABLE } from './payments';
import { applyOutcome } from './settle';

/**
 * Unpaid provider payments do not hold stock for ever. A payment still unpaid
 * (`progress`/`rejected`) `expiryMinutes` after its last change — the customer never paid, and
 * the provider never confirmed — expires: its order or parcel, if still `new`, is canceled as an
 * operator's cancel would (stock and coupon back, history, notification), and a top-up is
 * canceled. Before that the provider is asked once more, so a payment whose webhook was lost is
 * settled rather than expired. Every instance may run the sweep: each payment is taken under
 * `FOR UPDATE SKIP LOCKED` and re-checked, so it expires once.
 *
 * Orders and parcels waiting for their provider are also not worked on by the demo timer
 * (`awaitingProvider`), as a shop would not start an unpaid order.
 */

export const EXPIRY_SWEEP_MS = 60_000;

/** SQL: the payable `id` (`payableType` order/parcel) has an unpaid payment with an external provider. */
export function awaitingProvider(payableType: string, id: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${transactions} join ${payments} on ${payments.id} = ${transactions.paymentSysId}
    where ${transactions.payableType} = ${payableType} and ${transactions.payableId} = ${id}
    and ${transactions.status} in ('progress', 'rejected')
    and ${payments.tag} in (${sql.join(EXTERNAL_PAYMENT_TAGS.map((t) => sql`${t}`), sql`, `)}))`;
}

async function askProviderFirst(deps: PaymentsDeps, transactionId: number, tag: ProviderTag): Promise<boolean> {
  const provider = deps.providers.get(tag);
  if (!provider) return false;
  const [attempt] = await deps.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.transactionId, transactionId), eq(paymentAttempts.status, 'open'), isNotNull(paymentAttempts.providerRef)))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  if (!attempt?.providerRef) return false;
  try {
    const outcome = await provider.fetchOutcome({ providerRef: attempt.providerRef, reference: attempt.reference }, new URLSearchParams());
    if (outcome.status !== 'paid') return false;
    const result = await applyOutcome(deps, tag, outcome);
    return result === 'paid' || result === 'duplicate';
  } catch (err) {
    deps.log.warn({ err, tag, transactionId }, 'payment status check before expiry failed');
    return false;
  }
}

/** One sweep; answers how many payments expired. */
export async function expireUnpaidPayments(deps: PaymentsDeps): Promise<number> {
  const at = deps.now();
  const cutoff = new Date(at.getTime() - deps.expiryMinutes * 60_000);
  const due = await deps.db
    .select({ id: transactions.id, tag: payments.tag })
    .from(transactions)
    .innerJoin(payments, eq(payments.id, transactions.paymentSysId))
    .where(and(inArray(transactions.status, ['progress', 'rejected']), inArray(payments.tag, [...EXTERNAL_PAYMENT_TAGS]), lte(transactions.updatedAt, cutoff)))
    .orderBy(transactions.id)
    .limit(100);
  let expired = 0;
  for (const candidate of due) {
    if (await askProviderFirst(deps, candidate.id, candidate.tag as ProviderTag)) continue;
    const done = await deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(transactions).where(eq(transactions.id, candidate.id)).for('update', { skipLocked: true });
      if (!payment || !['progress', 'rejected'].includes(payment.status) || payment.updatedAt > cutoff) return false;
      if (payment.payableType === ORDER_PAYABLE) {
        await moveOrderIn(tx, { orderId: payment.payableId, to: 'canceled', by: null, expectedFrom: 'new', at });
      } else if (payment.payableType === 'parcel') {
        await moveParcelIn(tx, { parcelId: payment.payableId, to: 'canceled', by: null, expectedFrom: 'new', at });
      }
      // A top-up, or an order an operator took on although unpaid: the payment alone lapses.
      await tx
        .update(transactions)
        .set({ status: 'canceled', updatedAt: at })
        .where(and(eq(transactions.id, payment.id), inArray(transactions.status, ['progress', 'rejected'])));
      await tx.update(paymentAttempts).set({ status: 'failed', updatedAt: at }).where(and(eq(paymentAttempts.transactionId, payment.id), eq(paymentAttempts.status, 'open')));
      return true;
    });
    if (done) expired += 1;
  }
  if (expired) deps.log.info({ expired }, 'unpaid provider payments expired');
  return expired;
}

/** Runs the sweep every `intervalMs` (server/main.ts); `stop()` waits for a running one. */
export function startPaymentExpiry(deps: PaymentsDeps, intervalMs = EXPIRY_SWEEP_MS) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = expireUnpaidPayments(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'payment expiry sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
