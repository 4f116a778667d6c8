import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import qs from 'qs';
import type { FakeCheckout, FakeDefinition, FakeState } from './harness';

/**
 * Fake Stripe: the Checkout Sessions calls the `stripe` SDK makes for our adapter
 * (server/modules/payments/providers/stripe.ts), answered the way api.stripe.com answers them.
 *
 * - `POST /v1/checkout/sessions`: form-encoded with Stripe's bracket notation
 *   (`line_items[0][price_data][unit_amount]=1234`), `Authorization: Bearer sk_…` (a wrong or
 *   missing key → 401 `{error:{type:'invalid_request_error', message}}`), a missing parameter →
 *   400 `parameter_missing`; `Idempotency-Key` replays the same session.
 * - `GET /v1/checkout/sessions/:id`: the session; `status`/`payment_status` follow the fake
 *   checkout: open → open/unpaid, paid → complete/paid, failed → expired/unpaid. Unknown → 404
 *   `resource_missing`.
 * - Webhooks: `checkout.session.completed` (paid) or `checkout.session.expired` (failed), an
 *   Event whose `data.object` is the session, signed as Stripe signs them:
 *   `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(whsec, t + '.' + body)>`.
 *
 * Amounts are Stripe's: minor units, except ISK which Stripe counts in hundredths (the fake's
 * checkouts keep our minor units, whole krónur).
 */

const SECRET_KEY = 'sk_test_fake_comanda_stripe';
const WEBHOOK_SECRET = 'whsec_fake_comanda_stripe';
const API_VERSION = '2026-10-28.endive';
const TWO_DECIMAL_AT_STRIPE = new Set(['ISK']);

/** `Stripe-Signature` for `body`, as Stripe computes it (also for tests that sign their own events). */
export function stripeSignatureHeader(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const stripeError = (c: Context, status: 400 | 401 | 404, error: Record<string, string>) =>
  c.json({ error: { type: 'invalid_request_error', ...error } }, status);

/** Stripe's answer to a request without the right secret key, or null when it is right. */
function authError(c: Context): Response | null {
  const header = c.req.header('authorization') ?? '';
  if (!header) return stripeError(c, 401, { message: 'You did not provide an API key.' });
  const key = header.replace(/^Bearer\s+/i, '');
  if (key !== SECRET_KEY) return stripeError(c, 401, { message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` });
  return null;
}

/** Reads `a[b][c]` out of a `qs`-parsed form as text. */
function field(form: unknown, ...path: (string | number)[]): string | undefined {
  let node: unknown = form;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[String(key)];
  }
  return typeof node === 'string' ? node : undefined;
}

type SessionView = { status: FakeCheckout['status']; amountMinor: bigint; currency: string };

function sessionJson(checkout: FakeCheckout, state: FakeState, view: SessionView = checkout) {
  const stripeAmount = TWO_DECIMAL_AT_STRIPE.has(view.currency) ? view.amountMinor * 100n : view.amountMinor;
  const paid = view.status === 'paid';
  return {
    id: checkout.providerRef,
    object: 'checkout.session',
    mode: 'payment',
    livemode: false,
    created: checkout.data.created ?? Math.floor(Date.now() / 1000),
    amount_subtotal: Number(stripeAmount),
    amount_total: Number(stripeAmount),
    currency: view.currency.toLowerCase(),
    client_reference_id: checkout.reference || null,
    metadata: checkout.data.metadata ?? { reference: checkout.reference },
    customer_email: checkout.data.customerEmail ?? null,
    locale: checkout.data.locale ?? null,
    payment_intent: paid ? `pi_fake_${checkout.providerRef.slice(-12)}` : null,
    payment_status: paid ? 'paid' : 'unpaid',
    status: paid ? 'complete' : view.status === 'failed' ? 'expired' : 'open',
    success_url: checkout.data.successUrl ?? checkout.returnUrl,
    cancel_url: checkout.cancelUrl,
    url: view.status === 'open' ? `${state.baseUrl}/hosted/${encodeURIComponent(checkout.providerRef)}` : null,
  };
}

export const stripeFake: FakeDefinition = {
  tag: 'stripe',

  env: (baseUrl) => ({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: baseUrl }),

  routes(app, state) {
    const replays = new Map<string, { body: string; providerRef: string }>();

    app.post('/v1/checkout/sessions', async (c) => {
      const denied = authError(c);
      if (denied) return denied;
      const raw = await c.req.text();
      const idempotencyKey = c.req.header('idempotency-key');
      const replay = idempotencyKey ? replays.get(idempotencyKey) : undefined;
      if (replay) {
        if (replay.body !== raw) {
          return stripeError(c, 400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' });
        }
        c.header('idempotent-replayed', 'true');
        return c.json(sessionJson(state.checkouts.get(replay.providerRef)!, state));
      }

      const form = qs.parse(raw, { depth: 10 });
      const required = {
        mode: field(form, 'mode'),
        'line_items[0][price_data][currency]': field(form, 'line_items', 0, 'price_data', 'currency'),
        'line_items[0][price_data][unit_amount]': field(form, 'line_items', 0, 'price_data', 'unit_amount'),
        'line_items[0][price_data][product_data][name]': field(form, 'line_items', 0, 'price_data', 'product_data', 'name'),
        'line_items[0][quantity]': field(form, 'line_items', 0, 'quantity'),
        success_url: field(form, 'success_url'),
      };
      const missing = Object.entries(required).find(([, value]) => !value);
      if (missing) return stripeError(c, 400, { code: 'parameter_missing', param: missing[0], message: `Missing required param: ${missing[0]}.` });
      const currency = required['line_items[0][price_data][currency]']!.toUpperCase();
      const unitAmount = required['line_items[0][price_data][unit_amount]']!;
      const quantity = required['line_items[0][quantity]']!;
      if (!/^\d+$/.test(unitAmount) || !/^[1-9]\d*$/.test(quantity) || required.mode !== 'payment') {
        return stripeError(c, 400, { code: 'parameter_invalid_integer', message: 'Invalid integer or mode.' });
      }
      const stripeAmount = BigInt(unitAmount) * BigInt(quantity);
      if (TWO_DECIMAL_AT_STRIPE.has(currency) && stripeAmount % 100n !== 0n) {
        return stripeError(c, 400, { code: 'invalid_charge_amount_no_decimal_compatible', message: `Invalid amount. Currency ${currency} charged amounts must be evenly divisible by 100.` });
      }

      const providerRef = `cs_test_${randomBytes(12).toString('hex')}`;
      const successUrl = required.success_url!;
      const clientReferenceId = field(form, 'client_reference_id');
      const metadata = typeof form.metadata === 'object' && form.metadata !== null ? form.metadata : {};
      state.addCheckout({
        providerRef,
        reference: clientReferenceId ?? field(form, 'metadata', 'reference') ?? '',
        amountMinor: TWO_DECIMAL_AT_STRIPE.has(currency) ? stripeAmount / 100n : stripeAmount,
        currency,
        // Where Stripe sends the browser after paying: the literal placeholder filled in.
        returnUrl: successUrl.replaceAll('{CHECKOUT_SESSION_ID}', providerRef),
        cancelUrl: field(form, 'cancel_url') ?? successUrl,
        data: {
          created: Math.floor(Date.now() / 1000),
          successUrl,
          metadata,
          customerEmail: field(form, 'customer_email') ?? null,
          locale: field(form, 'locale') ?? null,
          productName: required['line_items[0][price_data][product_data][name]'],
        },
      });
      if (idempotencyKey) replays.set(idempotencyKey, { body: raw, providerRef });
      return c.json(sessionJson(state.checkouts.get(providerRef)!, state));
    });

    app.get('/v1/checkout/sessions/:id', (c) => {
      const denied = authError(c);
      if (denied) return denied;
      const checkout = state.checkouts.get(c.req.param('id'));
      if (!checkout) return stripeError(c, 404, { code: 'resource_missing', param: 'session', message: `No such checkout.session: '${c.req.param('id')}'` });
      return c.json(sessionJson(checkout, state));
    });
  },

  webhook(checkout, options, state) {
    const view: SessionView = { status: options.outcome, amountMinor: options.amountMinor ?? checkout.amountMinor, currency: options.currency ?? checkout.currency };
    const event = {
      id: options.eventId,
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: sessionJson(checkout, state, view) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: options.outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.expired',
    };
    // Stripe sends pretty-printed JSON; the signature covers these exact bytes.
    const body = JSON.stringify(event, null, 2);
    return {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': stripeSignatureHeader(body, options.badSignature ? 'whsec_not_the_endpoint_secret' : WEBHOOK_SECRET),
      },
      body,
    };
  },
};
