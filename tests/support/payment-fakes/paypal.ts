import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Context } from 'hono';
import { currencyExponent, majorUnits, minorFromMajor } from '../../../server/modules/payments/amounts';
import type { FakeCheckout, FakeDefinition, FakeState } from './harness';

/**
 * Fake PayPal: the REST calls our adapter (server/modules/payments/providers/paypal.ts) makes,
 * answered the way api-m.paypal.com answers them.
 *
 * - `POST /v1/oauth2/token`: Basic client id:secret + `grant_type=client_credentials` → a bearer
 *   token (wrong credentials → 401 `invalid_client`). Every other call needs a token it issued
 *   (else 401 `AUTHENTICATION_FAILURE`).
 * - `POST /v2/checkout/orders`: intent CAPTURE, one purchase unit (value checked against the
 *   currency's decimals: none for HUF/JPY/TWD → 422 `DECIMAL_PRECISION`); answers
 *   PAYER_ACTION_REQUIRED with a `payer-action` link (the harness's hosted page) when the return
 *   URLs come in `payment_source.paypal.experience_context`, else CREATED with `approve`.
 *   `PayPal-Request-Id` replays the same order.
 * - `GET /v2/checkout/orders/:id`: open → PAYER_ACTION_REQUIRED/CREATED; Pay on the hosted page
 *   (or `settle(ref,'paid')`) = the buyer approved → APPROVED; captured → COMPLETED with the
 *   capture; failed → VOIDED.
 * - `POST /v2/checkout/orders/:id/capture`: APPROVED → COMPLETED (201), then — as PayPal does,
 *   after answering — sends PAYMENT.CAPTURE.COMPLETED to the webhook URL (`state.send`; the
 *   delivery's promise is `checkout.data.captureWebhook`). Not approved → 422
 *   ORDER_NOT_APPROVED; captured → 422 ORDER_ALREADY_CAPTURED, unless the same
 *   `PayPal-Request-Id` repeats (idempotent replay). `checkout.data.declineCapture = true` makes
 *   it answer 422 INSTRUMENT_DECLINED.
 * - `POST /v1/notifications/verify-webhook-signature`: SUCCESS only when `transmission_sig` is
 *   what this fake signed: base64 HMAC-SHA256 (standing in for PayPal's RSA key) over
 *   `transmission_id|transmission_time|webhook_id|crc32(event)`, the string PayPal signs. The
 *   event is read back as compact JSON (how this fake sends it). Anything else → FAILURE.
 *   Ghost events (`unknownWebhook`) verify too: the check needs no order.
 * - Return: Pay → `returnUrl&token=<order id>&PayerID=…`; Decline → `cancelUrl&token=<order id>`.
 */

const CLIENT_ID = 'fake-paypal-client-id';
const CLIENT_SECRET = 'fake-paypal-client-secret';
const WEBHOOK_ID = 'WH-FAKE-COMANDA-0001';
/** Stands in for PayPal's private signing key. */
const SIGNING_SECRET = 'fake-paypal-signing-secret';
const NO_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);
const PAYER_ID = 'FAKEPAYER123';

/** PayPal-style ids: 17 upper-case letters and digits. */
const paypalId = () => randomBytes(16).toString('hex').toUpperCase().slice(0, 17);

function transmissionSignature(secret: string, transmissionId: string, time: string, webhookId: string, event: string): string {
  return createHmac('sha256', secret).update(`${transmissionId}|${time}|${webhookId}|${crc32(event)}`).digest('base64');
}

/** The transmission headers PayPal sends with a webhook `body` (for tests that send their own events). */
export function paypalWebhookHeaders(body: string, baseUrl: string, options: { badSignature?: boolean } = {}): Record<string, string> {
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  return {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': `${baseUrl}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`,
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': transmissionSignature(options.badSignature ? 'not-paypal' : SIGNING_SECRET, transmissionId, time, WEBHOOK_ID, body),
  };
}

const paypalError = (c: Context, status: 400 | 401 | 404 | 422, name: string, issue: string, description: string) =>
  c.json({ name, message: description, debug_id: randomBytes(6).toString('hex'), details: [{ issue, description }] }, status);

/** `value` of a currency as PayPal reads it ("12.34"; whole units where PayPal takes no decimals). */
function paypalValue(minor: bigint, currency: string): string {
  const exponent = currencyExponent(currency);
  if (NO_DECIMALS.has(currency) && exponent > 0) return (minor / 10n ** BigInt(exponent)).toString();
  return majorUnits({ minor, exponent });
}

function captureJson(checkout: FakeCheckout, status: string, minor = checkout.amountMinor, currency = checkout.currency) {
  const now = new Date().toISOString();
  return {
    id: String(checkout.data.captureId ?? paypalId()),
    status,
    amount: { currency_code: currency, value: paypalValue(minor, currency) },
    final_capture: true,
    custom_id: checkout.reference,
    invoice_id: checkout.reference,
    supplementary_data: { related_ids: { order_id: checkout.providerRef } },
    create_time: now,
    update_time: now,
  };
}

function orderStatus(checkout: FakeCheckout): string {
  if (checkout.status === 'failed') return 'VOIDED';
  if (checkout.status === 'paid') return checkout.data.captureId ? 'COMPLETED' : 'APPROVED';
  return checkout.data.payerAction ? 'PAYER_ACTION_REQUIRED' : 'CREATED';
}

function orderJson(checkout: FakeCheckout, state: FakeState) {
  const status = orderStatus(checkout);
  const self = `${state.baseUrl}/v2/checkout/orders/${checkout.providerRef}`;
  const links = [{ href: self, rel: 'self', method: 'GET' }];
  if (status === 'PAYER_ACTION_REQUIRED' || status === 'CREATED') {
    links.push({ href: `${state.baseUrl}/hosted/${checkout.providerRef}`, rel: checkout.data.payerAction ? 'payer-action' : 'approve', method: 'GET' });
  }
  if (status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  return {
    id: checkout.providerRef,
    intent: 'CAPTURE',
    status,
    purchase_units: [
      {
        reference_id: checkout.reference,
        custom_id: checkout.reference,
        invoice_id: checkout.reference,
        amount: { currency_code: checkout.currency, value: paypalValue(checkout.amountMinor, checkout.currency) },
        ...(status === 'COMPLETED' ? { payments: { captures: [captureJson(checkout, 'COMPLETED')] } } : {}),
      },
    ],
    ...(status === 'APPROVED' || status === 'COMPLETED' ? { payer: { payer_id: PAYER_ID, email_address: 'buyer@example.com' } } : {}),
    links,
  };
}

function withQuery(url: string, params: Record<string, string>): string {
  const out = new URL(url);
  for (const [key, value] of Object.entries(params)) out.searchParams.set(key, value);
  return out.toString();
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export const paypalFake: FakeDefinition = {
  tag: 'paypal',
  // Pay = the buyer approves; the money moves (and the webhook goes out) when the server captures.
  webhookOnPay: false,

  env: (baseUrl) => ({ PAYPAL_CLIENT_ID: CLIENT_ID, PAYPAL_CLIENT_SECRET: CLIENT_SECRET, PAYPAL_WEBHOOK_ID: WEBHOOK_ID, PAYPAL_MODE: 'sandbox', PAYPAL_API_BASE: baseUrl }),

  routes(app, state) {
    const tokens = new Set<string>();
    const orderRequests = new Map<string, string>();

    /** PayPal's answer to a call without a token it issued, or null when it has one. */
    const authError = (c: Context) =>
      tokens.has((c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, ''))
        ? null
        : c.json({ name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' }, 401);

    app.post('/v1/oauth2/token', async (c) => {
      const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
      const form = new URLSearchParams(await c.req.text());
      if (c.req.header('authorization') !== expected) return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
      if (form.get('grant_type') !== 'client_credentials') return c.json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }, 400);
      const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(accessToken);
      return c.json({ scope: 'https://uri.paypal.com/services/payments/payment', access_token: accessToken, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32400, nonce: randomUUID() });
    });

    app.post('/v2/checkout/orders', async (c) => {
      const denied = authError(c);
      if (denied) return denied;
      const requestId = c.req.header('paypal-request-id');
      const replayed = requestId ? orderRequests.get(requestId) : undefined;
      if (replayed) return c.json(orderJson(state.checkouts.get(replayed)!, state), 200);

      const body = obj(await c.req.json().catch(() => null));
      const unit = obj(Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined);
      const amount = obj(unit.amount);
      const currency = str(amount.currency_code)?.toUpperCase();
      const value = str(amount.value);
      if (body.intent !== 'CAPTURE' || !currency || !value) {
        return paypalError(c, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'intent CAPTURE and purchase_units[0].amount are required.');
      }
      const decimals = NO_DECIMALS.has(currency) ? 0 : currencyExponent(currency);
      const pattern = decimals === 0 ? /^\d{1,10}$/ : new RegExp(`^\\d{1,10}(\\.\\d{1,${decimals}})?$`);
      if (!pattern.test(value)) return paypalError(c, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION', `The value of ${currency} cannot have decimals beyond ${decimals}.`);

      const experience = obj(obj(obj(body.payment_source).paypal).experience_context);
      const legacy = obj(body.application_context);
      const returnUrl = str(experience.return_url) ?? str(legacy.return_url);
      const cancelUrl = str(experience.cancel_url) ?? str(legacy.cancel_url);
      if (!returnUrl || !cancelUrl) return paypalError(c, 422, 'UNPROCESSABLE_ENTITY', 'MISSING_REQUIRED_PARAMETER', 'return_url and cancel_url are required by this fake.');

      const providerRef = paypalId();
      state.addCheckout({
        providerRef,
        reference: str(unit.custom_id) ?? str(unit.reference_id) ?? '',
        amountMinor: minorFromMajor(value, currency),
        currency,
        returnUrl,
        cancelUrl,
        data: { payerAction: Boolean(str(experience.return_url)), value, description: str(unit.description), locale: str(experience.locale), invoiceId: str(unit.invoice_id) },
      });
      if (requestId) orderRequests.set(requestId, providerRef);
      return c.json(orderJson(state.checkouts.get(providerRef)!, state), 201);
    });

    app.get('/v2/checkout/orders/:id', (c) => {
      const denied = authError(c);
      if (denied) return denied;
      const checkout = state.checkouts.get(c.req.param('id'));
      if (!checkout) return paypalError(c, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      return c.json(orderJson(checkout, state));
    });

    app.post('/v2/checkout/orders/:id/capture', (c) => {
      const denied = authError(c);
      if (denied) return denied;
      const checkout = state.checkouts.get(c.req.param('id'));
      if (!checkout) return paypalError(c, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      const requestId = c.req.header('paypal-request-id');
      if (checkout.data.captureId) {
        if (requestId && requestId === checkout.data.captureRequestId) return c.json(orderJson(checkout, state), 200);
        return paypalError(c, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
      }
      if (checkout.status !== 'paid') return paypalError(c, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      if (checkout.data.declineCapture) return paypalError(c, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', 'The instrument presented was declined.');

      checkout.data.captureId = paypalId();
      checkout.data.captureRequestId = requestId;
      // PayPal notifies after the capture, not within it: the webhook leaves once this answer has.
      checkout.data.captureWebhook = new Promise<Response | null>((resolve) => {
        setImmediate(() => resolve(state.send(checkout.providerRef, { outcome: 'paid' }).catch(() => null)));
      });
      return c.json(orderJson(checkout, state), 201);
    });

    app.post('/v1/notifications/verify-webhook-signature', async (c) => {
      const denied = authError(c);
      if (denied) return denied;
      const body = obj(await c.req.json().catch(() => null));
      const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;
      const missing = fields.find((name) => !str(body[name]));
      if (missing || !body.webhook_event) return paypalError(c, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', `${missing ?? 'webhook_event'} is required.`);
      const expected = Buffer.from(
        transmissionSignature(SIGNING_SECRET, str(body.transmission_id)!, str(body.transmission_time)!, str(body.webhook_id)!, JSON.stringify(body.webhook_event)),
      );
      const given = Buffer.from(str(body.transmission_sig)!);
      const verified = body.webhook_id === WEBHOOK_ID && given.length === expected.length && timingSafeEqual(given, expected);
      return c.json({ verification_status: verified ? 'SUCCESS' : 'FAILURE' });
    });
  },

  webhook(checkout, options, state) {
    const paid = options.outcome === 'paid';
    const resource = captureJson(checkout, paid ? 'COMPLETED' : 'DECLINED', options.amountMinor ?? checkout.amountMinor, options.currency ?? checkout.currency);
    const event = {
      id: options.eventId,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      resource_version: '2.0',
      event_type: paid ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED',
      summary: paid ? `Payment completed for ${resource.amount.value} ${resource.amount.currency_code}` : 'A payment capture was denied',
      resource,
      links: [{ href: `${state.baseUrl}/v1/notifications/webhooks-events/${options.eventId}`, rel: 'self', method: 'GET' }],
    };
    const body = JSON.stringify(event);
    return { headers: paypalWebhookHeaders(body, state.baseUrl, { badSignature: options.badSignature }), body };
  },

  returnTo(checkout, outcome) {
    return outcome === 'paid' ? withQuery(checkout.returnUrl, { token: checkout.providerRef, PayerID: PAYER_ID }) : withQuery(checkout.cancelUrl, { token: checkout.providerRef });
  },
};
