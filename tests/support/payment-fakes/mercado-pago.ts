import { createHmac, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { currencyExponent, majorUnits, minorFromMajor } from '../../../server/modules/payments/amounts';
import type { FakeCheckout, FakeDefinition, FakeState, WebhookOptions } from './harness';

/**
 * Fake Mercado Pago: the calls the adapter (server/modules/payments/providers/mercado-pago.ts)
 * makes — `POST /checkout/preferences`, `GET /v1/payments/{id}`, `GET /v1/payments/search` — with
 * the Bearer access token checked (401 in Mercado Pago's error shape otherwise).
 *
 * Like the real one, a preference is not a payment: payments are made under it when the hosted
 * page's Pay/Decline is clicked, when a settled checkout is looked up, or when a webhook is built
 * (the notification names a payment, and the adapter reads status and amount from it — so a
 * webhook's `amountMinor`/`currency` options make a payment of that amount). Payments live in the
 * checkout's `data.payments`; a webhook-only "ghost" checkout (`unknownWebhook`) is kept aside so
 * its payment can be looked up too. Webhooks are signed as Mercado Pago signs them
 * (`x-signature: ts=…,v1=HMAC-SHA256("id:{data.id};request-id:{x-request-id};ts:{ts};")`).
 */

export const MERCADO_PAGO_FAKE_TOKEN = 'TEST-0000000000000000-000000-fakeaccesstoken-0000';
export const MERCADO_PAGO_FAKE_WEBHOOK_SECRET = 'fake-mercado-pago-webhook-secret';

export type FakeMpPayment = {
  id: string;
  status: 'approved' | 'rejected';
  amountMinor: bigint;
  currency: string;
  dateCreated: string;
};

let nextPaymentId = 1_320_000_001;
const notificationIds = new Map<string, number>();
/** Mercado Pago's numeric notification id; the same for a resent event. */
function notificationId(eventId: string): number {
  if (!notificationIds.has(eventId)) notificationIds.set(eventId, 115_000_000_000 + notificationIds.size);
  return notificationIds.get(eventId)!;
}
const ghosts = new WeakMap<FakeState, Map<string, FakeCheckout>>();

const mpStatus = (outcome: 'paid' | 'failed') => (outcome === 'paid' ? 'approved' : 'rejected');

/** The payments made under a checkout's preference, oldest first. */
export function mercadoPagoPayments(checkout: FakeCheckout): FakeMpPayment[] {
  return ((checkout.data.payments as FakeMpPayment[] | undefined) ??= []);
}

/** The payment with this status and amount under the checkout, made now if there is none. */
function ensurePayment(checkout: FakeCheckout, outcome: 'paid' | 'failed', amountMinor = checkout.amountMinor, currency = checkout.currency): FakeMpPayment {
  const payments = mercadoPagoPayments(checkout);
  const status = mpStatus(outcome);
  const found = payments.find((p) => p.status === status && p.amountMinor === amountMinor && p.currency === currency);
  if (found) return found;
  const payment: FakeMpPayment = { id: String(nextPaymentId++), status, amountMinor, currency, dateCreated: new Date().toISOString() };
  payments.push(payment);
  return payment;
}

/** A checkout the hosted page or `settle()` finished has a payment to show. */
function syncSettled(checkout: FakeCheckout) {
  if (checkout.status !== 'open') ensurePayment(checkout, checkout.status);
}

function allCheckouts(state: FakeState): FakeCheckout[] {
  return [...state.checkouts.values(), ...(ghosts.get(state)?.values() ?? [])];
}

function paymentJson(checkout: FakeCheckout, payment: FakeMpPayment) {
  return {
    id: Number(payment.id),
    status: payment.status,
    status_detail: payment.status === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
    // A JSON number, as Mercado Pago answers it.
    transaction_amount: Number(majorUnits({ minor: payment.amountMinor, exponent: currencyExponent(payment.currency) })),
    currency_id: payment.currency,
    external_reference: checkout.reference,
    date_created: payment.dateCreated,
    payment_type_id: 'credit_card',
    live_mode: false,
  };
}

/** `x-signature` for a notification, as Mercado Pago computes it. */
export function mercadoPagoSignature(dataId: string, requestId: string, ts: string, secret = MERCADO_PAGO_FAKE_WEBHOOK_SECRET): string {
  const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

function unauthorized(c: Context) {
  return c.json({ message: 'invalid_token', error: 'unauthorized', status: 401, cause: [] }, 401);
}

function badRequest(c: Context, message: string) {
  return c.json({ message, error: 'bad_request', status: 400, cause: [{ code: 'invalid_parameter', description: message }] }, 400);
}

type PreferenceBody = {
  items?: { title?: unknown; quantity?: unknown; unit_price?: unknown; currency_id?: unknown }[];
  external_reference?: unknown;
  back_urls?: { success?: unknown; failure?: unknown; pending?: unknown };
  auto_return?: unknown;
  notification_url?: unknown;
};

export const mercadoPagoFake: FakeDefinition = {
  tag: 'mercado-pago',

  env: (baseUrl) => ({
    MERCADO_PAGO_ACCESS_TOKEN: MERCADO_PAGO_FAKE_TOKEN,
    MERCADO_PAGO_WEBHOOK_SECRET: MERCADO_PAGO_FAKE_WEBHOOK_SECRET,
    MERCADO_PAGO_API_BASE: baseUrl,
  }),

  routes(app: Hono, state) {
    app.use('/checkout/*', async (c, next) => (c.req.header('authorization') === `Bearer ${MERCADO_PAGO_FAKE_TOKEN}` ? next() : unauthorized(c)));
    app.use('/v1/*', async (c, next) => (c.req.header('authorization') === `Bearer ${MERCADO_PAGO_FAKE_TOKEN}` ? next() : unauthorized(c)));

    app.post('/checkout/preferences', async (c) => {
      const body = (await c.req.json().catch(() => null)) as PreferenceBody | null;
      const item = body?.items?.[0];
      if (!body || !item) return badRequest(c, 'items needed');
      const currency = typeof item.currency_id === 'string' ? item.currency_id.toUpperCase() : '';
      if (!/^[A-Z]{3}$/.test(currency)) return badRequest(c, 'currency_id invalid');
      const price = item.unit_price;
      // Mercado Pago takes a number with no more decimals than the currency has.
      if (typeof price !== 'number' || !(price > 0) || (String(price).split('.')[1]?.length ?? 0) > currencyExponent(currency)) {
        return badRequest(c, 'unit_price invalid');
      }
      if (item.quantity !== 1) return badRequest(c, 'quantity invalid');
      if (typeof body.external_reference !== 'string' || !body.external_reference) return badRequest(c, 'external_reference needed');
      const success = body.back_urls?.success;
      if (body.auto_return === 'approved' && typeof success !== 'string') return badRequest(c, 'auto_return invalid. back_url.success must be defined');
      const failure = typeof body.back_urls?.failure === 'string' ? body.back_urls.failure : String(success ?? '');
      const id = `202809963-${randomUUID()}`;
      const url = state.addCheckout({
        providerRef: id,
        reference: body.external_reference,
        amountMinor: minorFromMajor(String(price), currency),
        currency,
        returnUrl: String(success ?? ''),
        cancelUrl: failure,
        data: { request: body },
      });
      return c.json({ id, init_point: url, sandbox_init_point: url, external_reference: body.external_reference, items: body.items, date_created: new Date().toISOString() }, 201);
    });

    app.get('/v1/payments/search', (c) => {
      const reference = c.req.query('external_reference');
      const results = allCheckouts(state)
        .filter((checkout) => reference === undefined || checkout.reference === reference)
        .flatMap((checkout) => {
          syncSettled(checkout);
          return mercadoPagoPayments(checkout).map((payment) => paymentJson(checkout, payment));
        })
        .sort((a, b) => (c.req.query('criteria') === 'desc' ? b.id - a.id : a.id - b.id));
      return c.json({ paging: { total: results.length, limit: 30, offset: 0 }, results });
    });

    app.get('/v1/payments/:id', (c) => {
      for (const checkout of allCheckouts(state)) {
        const payment = mercadoPagoPayments(checkout).find((p) => p.id === c.req.param('id'));
        if (payment) return c.json(paymentJson(checkout, payment));
      }
      return c.json({ message: 'Payment not found', error: 'not_found', status: 404, cause: [{ code: 2000, description: 'Payment not found', data: null }] }, 404);
    });
  },

  webhook(checkout, options: WebhookOptions & { outcome: 'paid' | 'failed'; eventId: string }, state) {
    if (!state.checkouts.has(checkout.providerRef)) {
      const known = ghosts.get(state) ?? new Map<string, FakeCheckout>();
      ghosts.set(state, known);
      if (!known.has(checkout.providerRef)) known.set(checkout.providerRef, checkout);
      checkout = known.get(checkout.providerRef)!;
    }
    const payment = ensurePayment(checkout, options.outcome, options.amountMinor, options.currency?.toUpperCase());
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const secret = options.badSignature ? 'not-the-webhook-secret' : MERCADO_PAGO_FAKE_WEBHOOK_SECRET;
    const body = {
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: payment.id },
      date_created: new Date().toISOString(),
      id: notificationId(options.eventId),
      live_mode: false,
      type: 'payment',
      user_id: '202809963',
    };
    return {
      headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': mercadoPagoSignature(payment.id, requestId, ts, secret) },
      body: JSON.stringify(body),
    };
  },

  returnTo(checkout, outcome) {
    const payment = [...mercadoPagoPayments(checkout)].reverse().find((p) => p.status === mpStatus(outcome)) ?? ensurePayment(checkout, outcome);
    const url = new URL(outcome === 'paid' ? checkout.returnUrl : checkout.cancelUrl);
    const query = {
      collection_id: payment.id,
      collection_status: payment.status,
      payment_id: payment.id,
      status: payment.status,
      external_reference: checkout.reference,
      payment_type: 'credit_card',
      merchant_order_id: String(payment.id).slice(0, 8),
      preference_id: checkout.providerRef,
      site_id: 'MLB',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    };
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  },
};
