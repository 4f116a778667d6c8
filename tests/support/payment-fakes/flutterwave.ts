import type { Context, Hono } from 'hono';
import { currencyExponent, majorUnits, minorFromMajor } from '../../../server/modules/payments/amounts';
import type { FakeCheckout, FakeDefinition, FakeState, WebhookOptions } from './harness';

/**
 * Fake Flutterwave (v3): the calls the adapter (server/modules/payments/providers/flutterwave.ts)
 * makes — `POST /v3/payments`, `GET /v3/transactions/{id}/verify`,
 * `GET /v3/transactions/verify_by_reference?tx_ref=` — with the Bearer secret key checked (401 in
 * Flutterwave's `{status:'error', message, data:null}` shape otherwise).
 *
 * A payment link is not a transaction: transactions are made under its `tx_ref` when the hosted
 * page's Pay/Decline is clicked, when a settled checkout is looked up, or when a webhook is built
 * (the adapter verifies the transaction the webhook names, so a webhook's `amountMinor`/`currency`
 * options make a transaction of that amount). Transactions live in the checkout's
 * `data.transactions`; a webhook-only "ghost" checkout (`unknownWebhook`) is kept aside so its
 * transaction verifies too. Webhooks carry `verif-hash` as Flutterwave sends it.
 */

export const FLUTTERWAVE_FAKE_SECRET_KEY = 'FLWSECK_TEST-00000000000000000000000000000000-X';
export const FLUTTERWAVE_FAKE_WEBHOOK_HASH = 'fake-flutterwave-secret-hash';

export type FakeFlwTransaction = {
  id: string;
  status: 'successful' | 'failed';
  amountMinor: bigint;
  currency: string;
  createdAt: string;
};

let nextTransactionId = 4_810_000_001;
const ghosts = new WeakMap<FakeState, Map<string, FakeCheckout>>();

const flwStatus = (outcome: 'paid' | 'failed') => (outcome === 'paid' ? 'successful' : 'failed');

/** The transactions made under a checkout's `tx_ref`, oldest first. */
export function flutterwaveTransactions(checkout: FakeCheckout): FakeFlwTransaction[] {
  return ((checkout.data.transactions as FakeFlwTransaction[] | undefined) ??= []);
}

/** The transaction with this status and amount under the checkout, made now if there is none. */
function ensureTransaction(checkout: FakeCheckout, outcome: 'paid' | 'failed', amountMinor = checkout.amountMinor, currency = checkout.currency): FakeFlwTransaction {
  const transactions = flutterwaveTransactions(checkout);
  const status = flwStatus(outcome);
  const found = transactions.find((t) => t.status === status && t.amountMinor === amountMinor && t.currency === currency);
  if (found) return found;
  const transaction: FakeFlwTransaction = { id: String(nextTransactionId++), status, amountMinor, currency, createdAt: new Date().toISOString() };
  transactions.push(transaction);
  return transaction;
}

function allCheckouts(state: FakeState): FakeCheckout[] {
  return [...state.checkouts.values(), ...(ghosts.get(state)?.values() ?? [])];
}

function transactionJson(checkout: FakeCheckout, transaction: FakeFlwTransaction) {
  // A JSON number, as Flutterwave answers it.
  const amount = Number(majorUnits({ minor: transaction.amountMinor, exponent: currencyExponent(transaction.currency) }));
  return {
    id: Number(transaction.id),
    tx_ref: checkout.reference,
    flw_ref: `FLW-MOCK-${transaction.id}`,
    amount,
    currency: transaction.currency,
    charged_amount: amount,
    app_fee: 0,
    merchant_fee: 0,
    processor_response: transaction.status === 'successful' ? 'Approved by Financial Institution' : 'Declined',
    status: transaction.status,
    payment_type: 'card',
    created_at: transaction.createdAt,
    customer: { email: 'customer@example.test', name: 'Fake Customer', phone_number: null },
  };
}

const error = (c: Context, status: 400 | 401, message: string) => c.json({ status: 'error', message, data: null }, status);
const success = (c: Context, message: string, data: unknown) => c.json({ status: 'success', message, data });

type PaymentBody = {
  tx_ref?: unknown;
  amount?: unknown;
  currency?: unknown;
  redirect_url?: unknown;
  customer?: { email?: unknown; name?: unknown; phonenumber?: unknown };
  customizations?: { title?: unknown };
};

export const flutterwaveFake: FakeDefinition = {
  tag: 'flutterWave',

  env: (baseUrl) => ({
    FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE_FAKE_SECRET_KEY,
    FLUTTERWAVE_WEBHOOK_HASH: FLUTTERWAVE_FAKE_WEBHOOK_HASH,
    FLUTTERWAVE_API_BASE: baseUrl,
  }),

  routes(app: Hono, state) {
    app.use('/v3/*', async (c, next) => (c.req.header('authorization') === `Bearer ${FLUTTERWAVE_FAKE_SECRET_KEY}` ? next() : error(c, 401, 'Invalid authorization key')));

    app.post('/v3/payments', async (c) => {
      const body = (await c.req.json().catch(() => null)) as PaymentBody | null;
      if (!body || typeof body.tx_ref !== 'string' || !body.tx_ref) return error(c, 400, 'tx_ref is required');
      const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : 'NGN';
      const amount = typeof body.amount === 'number' ? String(body.amount) : body.amount;
      // Flutterwave takes the amount in major units, no more decimals than the currency has.
      if (typeof amount !== 'string' || !/^\d+(\.\d+)?$/.test(amount) || (amount.split('.')[1]?.length ?? 0) > currencyExponent(currency)) {
        return error(c, 400, 'amount is invalid');
      }
      if (typeof body.redirect_url !== 'string') return error(c, 400, 'redirect_url is required');
      if (typeof body.customer?.email !== 'string' || !body.customer.email.includes('@')) return error(c, 400, 'customer.email is required');
      const url = state.addCheckout({
        providerRef: body.tx_ref,
        reference: body.tx_ref,
        amountMinor: minorFromMajor(amount, currency),
        currency,
        returnUrl: body.redirect_url,
        cancelUrl: body.redirect_url,
        data: { request: body },
      });
      return success(c, 'Hosted Link', { link: url });
    });

    app.get('/v3/transactions/verify_by_reference', (c) => {
      const checkout = allCheckouts(state).find((k) => k.reference === c.req.query('tx_ref'));
      if (checkout && checkout.status !== 'open') ensureTransaction(checkout, checkout.status);
      const latest = checkout ? flutterwaveTransactions(checkout).at(-1) : undefined;
      if (!checkout || !latest) return error(c, 400, 'No transaction was found for this id');
      return success(c, 'Transaction fetched successfully', transactionJson(checkout, latest));
    });

    app.get('/v3/transactions/:id/verify', (c) => {
      for (const checkout of allCheckouts(state)) {
        const transaction = flutterwaveTransactions(checkout).find((t) => t.id === c.req.param('id'));
        if (transaction) return success(c, 'Transaction fetched successfully', transactionJson(checkout, transaction));
      }
      return error(c, 400, 'No transaction was found for this id');
    });
  },

  webhook(checkout, options: WebhookOptions & { outcome: 'paid' | 'failed'; eventId: string }, state) {
    if (!state.checkouts.has(checkout.providerRef)) {
      const known = ghosts.get(state) ?? new Map<string, FakeCheckout>();
      ghosts.set(state, known);
      if (!known.has(checkout.providerRef)) known.set(checkout.providerRef, checkout);
      checkout = known.get(checkout.providerRef)!;
    }
    const transaction = ensureTransaction(checkout, options.outcome, options.amountMinor, options.currency?.toUpperCase());
    const body = { event: 'charge.completed', data: transactionJson(checkout, transaction), 'event.type': 'CARD_TRANSACTION' };
    return {
      headers: { 'content-type': 'application/json', 'verif-hash': options.badSignature ? 'not-the-secret-hash' : FLUTTERWAVE_FAKE_WEBHOOK_HASH },
      body: JSON.stringify(body),
    };
  },

  returnTo(checkout, outcome) {
    const status = flwStatus(outcome);
    const transaction = [...flutterwaveTransactions(checkout)].reverse().find((t) => t.status === status) ?? ensureTransaction(checkout, outcome);
    const url = new URL(checkout.returnUrl);
    url.searchParams.set('status', status);
    url.searchParams.set('tx_ref', checkout.reference);
    url.searchParams.set('transaction_id', transaction.id);
    return url.toString();
  },
};
