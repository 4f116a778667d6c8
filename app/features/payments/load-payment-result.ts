import type { StorefrontContext } from '../../../contract/transport';
import { endpoints } from '../../lib/api/endpoints';
import { notFoundError } from '../../lib/not-found';
import { requireSession } from '../auth/require-session';
import { paymentEndpoints } from './api';
import { returnQuery, transactionIdOf } from './payment-result';

/**
 * The return page's data (/payment/result?transaction={id}, issue #20). Sign-in only (the
 * provider sends the customer back with a top-level GET, so the session cookie comes along; with
 * none, the usual sign-in that comes back here). The server reads the transaction and, while it is
 * unpaid, asks the provider — with the return parameters the provider added, passed on bounded
 * (payment-result.ts). The truth is the server's answer, never those parameters. An unknown or
 * someone else's transaction is the not-found page. The amount is shown in the payment's own
 * currency (matched by ISO code among the store's currencies for its symbol); a payment that
 * never went to a provider has none: its base-currency price then.
 */
export async function loadPaymentResult(request: Request, context: StorefrontContext) {
  const { api } = requireSession(request, context);
  const params = new URL(request.url).searchParams;
  const id = transactionIdOf(params.get('transaction'));
  if (id === null) throw notFoundError('item');
  const [{ data: transaction }, currencies] = await Promise.all([
    paymentEndpoints.transaction(api, id, returnQuery(params)),
    endpoints.activeCurrencies(api).then((r) => r.data, () => []),
  ]);
  // What the provider was asked for, in its currency; a payment without a provider attempt: its base-currency price.
  const code = transaction.currency ?? currencies.find((c) => c.default)?.title ?? '';
  const currency = currencies.find((c) => c.title.toUpperCase() === code.toUpperCase());
  return {
    transaction,
    amount: { value: transaction.amount ?? transaction.price, code, currency: currency ? { symbol: currency.symbol, position: currency.position } : null },
    leftProvider: params.get('canceled') === '1',
  };
}

export type PaymentResultData = Awaited<ReturnType<typeof loadPaymentResult>>;
