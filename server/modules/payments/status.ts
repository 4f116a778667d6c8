import { and, desc, eq } from 'drizzle-orm';
import { EXTERNAL_PAYMENT_TAGS, isProviderTag, paymentMessages as m, type PaymentView } from '../../../contract/payments';
import { paymentAttempts, payments, transactions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { currencyExponent, majorUnits } from './amounts';
import type { PaymentsDeps } from './checkout';
import { AmountMismatch, applyOutcome } from './settle';

/**
 * The result page's view of one of the customer's payments (`GET dashboard/user/payments/
 * transactions/{id}`). While it is unpaid and its provider is configured, the provider is asked
 * first (server to server, with the return query the provider sent the browser back with — PayPal
 * needs it to capture), so the page shows the provider's truth even before its webhook arrives.
 * The browser's query is only ever passed to the provider, never believed.
 */

const UNPAID = ['progress', 'rejected'];

async function load(deps: PaymentsDeps, userId: number, id: number) {
  const [row] = await deps.db
    .select({ tx: transactions, tag: payments.tag })
    .from(transactions)
    .innerJoin(payments, eq(payments.id, transactions.paymentSysId))
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  if (!row) throw new ApiError(404, m.transactionNotFound);
  const [attempt] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.transactionId, id)).orderBy(desc(paymentAttempts.id)).limit(1);
  return { ...row, attempt };
}

/** Answers whether the provider's word changed the payment (then it is read again). */
async function askProvider(deps: PaymentsDeps, loaded: Awaited<ReturnType<typeof load>>, returnQuery: URLSearchParams): Promise<boolean> {
  const { attempt } = loaded;
  if (!UNPAID.includes(loaded.tx.status) || !attempt?.providerRef || attempt.status !== 'open' || !isProviderTag(attempt.tag)) return false;
  const provider = deps.providers.get(attempt.tag);
  if (!provider) return false;
  try {
    const outcome = await provider.fetchOutcome({ providerRef: attempt.providerRef, reference: attempt.reference }, returnQuery);
    return (await applyOutcome(deps, attempt.tag, outcome)) !== 'pending';
  } catch (err) {
    // The page still answers with what is known; the webhook or the next look settles it.
    deps.log[err instanceof AmountMismatch ? 'error' : 'warn']({ err, transactionId: loaded.tx.id }, 'payment status check failed');
    return false;
  }
}

export async function paymentView(deps: PaymentsDeps, userId: number, id: number, returnQuery: URLSearchParams): Promise<PaymentView> {
  const first = await load(deps, userId, id);
  const { tx, tag, attempt } = (await askProvider(deps, first, returnQuery)) ? await load(deps, userId, id) : first;
  const external = (EXTERNAL_PAYMENT_TAGS as readonly string[]).includes(tag);
  return {
    id: tx.id,
    status: tx.status,
    payable: { type: tx.payableType as PaymentView['payable']['type'], id: tx.payableId },
    payment_system: { id: tx.paymentSysId, tag },
    price: tx.price,
    amount: attempt ? majorUnits({ minor: attempt.amountMinor, exponent: currencyExponent(attempt.currency) }) : null,
    currency: attempt?.currency ?? null,
    expires_at: external && UNPAID.includes(tx.status) ? new Date(tx.updatedAt.getTime() + deps.expiryMinutes * 60_000).toISOString() : null,
  };
}
