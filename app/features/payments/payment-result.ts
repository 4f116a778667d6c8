import type { TransactionStatus } from '../../../contract/orders';
import type { PayableType } from '../../../contract/payments';

/**
 * The return page's rules (/payment/result, issue #20), pure so they are tested alone: which
 * outcome to show, where its links go, which of the provider's return parameters go on to the
 * server, and how long the page keeps checking a payment that is still pending.
 */

/**
 * What the page says: paid; pending (the provider has not answered yet); declined; canceled or
 * expired; `left` — the customer came back from the provider's page without paying
 * (`canceled=1`) and nothing says otherwise; refunded.
 */
export type ResultView = 'paid' | 'pending' | 'failed' | 'canceled' | 'left' | 'refunded';

export function resultView(status: TransactionStatus, leftProvider: boolean): ResultView {
  switch (status) {
    case 'paid': return 'paid';
    case 'refund': return 'refunded';
    case 'rejected': return 'failed';
    case 'canceled': return 'canceled';
    case 'progress': return leftProvider ? 'left' : 'pending';
  }
}

/** The views that offer to pay another way. */
export const canRetry = (view: ResultView) => view === 'failed' || view === 'canceled' || view === 'left';

type Payable = { type: PayableType; id: number };

/** The page of what was paid: the order, the parcel, or the wallet. */
export function payableHref(payable: Payable): string {
  switch (payable.type) {
    case 'order': return `/orders/${payable.id}`;
    case 'parcel': return `/parcels/${payable.id}`;
    case 'wallet': return '/wallet';
  }
}

/** Anchors of the "Pay" control (orders, parcels) and of the top-up form (wallet). */
export const PAY_ANCHOR = 'pay';
export const TOP_UP_ANCHOR = 'top-up';

/** "Try another method": the order's or parcel's Pay control, or the wallet's top-up form. */
export function retryHref(payable: Payable): string {
  return `${payableHref(payable)}#${payable.type === 'wallet' ? TOP_UP_ANCHOR : PAY_ANCHOR}`;
}

/** Bounds on what the provider's return query may carry on to the API. */
export const RETURN_QUERY_LIMITS = { params: 20, name: 64, value: 512 } as const;

/**
 * The provider's return parameters (`session_id`, `reference`, `token`, `PayerID`, `payment_id`…)
 * that the server may use to ask the provider: everything except our own `transaction`, the
 * first value of each name, bounded in number and length (a longer value is dropped, not cut:
 * a cut token would only fail at the provider).
 */
export function returnQuery(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of params) {
    if (count >= RETURN_QUERY_LIMITS.params) break;
    if (name === 'transaction' || name === 'lang' || name in out) continue;
    if (!name || name.length > RETURN_QUERY_LIMITS.name || value.length > RETURN_QUERY_LIMITS.value) continue;
    out[name] = value;
    count++;
  }
  return out;
}

/** `?transaction=` as a transaction id (a positive int4), or null. */
export function transactionIdOf(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A pending payment is asked about again every few seconds, for two minutes; then on request. */
export const RECHECK_EVERY_MS = 3_000;
export const RECHECK_FOR_MS = 120_000;

/** Whether the page still checks by itself, `elapsedMs` after it started waiting. */
export const keepsRechecking = (elapsedMs: number) => elapsedMs < RECHECK_FOR_MS;
