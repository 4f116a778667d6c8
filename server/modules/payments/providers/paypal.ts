import { z } from 'zod';
import { majorUnits, minorFromMajor, type ProviderAmount } from '../amounts';
import type { PaypalConfig } from '../config';
import { type PaymentOutcome, type PaymentProvider, WebhookRejected } from './types';

/**
 * PayPal adapter: Orders v2 (hosted approval on PayPal, capture by the server), over plain
 * `fetch` against PayPal's documented REST API.
 *
 * Why not the official `@paypal/paypal-server-sdk` (2.5.0, installed): its client only knows two
 * hosts — `Environment.Sandbox` / `Environment.Production` map to api-m.sandbox.paypal.com /
 * api-m.paypal.com inside `getBaseUri`, which throws for anything else — so it cannot be pointed
 * at PAYPAL_API_BASE (a local fake in tests, or a proxy); and it has no call for
 * `verify-webhook-signature`, which we need anyway. Plain fetch covers the five calls we make.
 *
 * Flow (developer.paypal.com/docs/api/orders/v2, /docs/api/webhooks/v1):
 * - OAuth2 client credentials: `POST /v1/oauth2/token` (Basic client id:secret,
 *   `grant_type=client_credentials`); the token is kept until a minute before it expires, and
 *   dropped and fetched again once if an API call answers 401.
 * - `createCheckout`: `POST /v2/checkout/orders`, intent CAPTURE, one purchase unit of the server's
 *   total in major units (`majorUnits()`; HUF, JPY and TWD whole units only, as PayPal takes no
 *   decimals for them), our reference as `custom_id` / `invoice_id` / `reference_id`, return and
 *   cancel URLs in `payment_source.paypal.experience_context`; `PayPal-Request-Id` makes a retry
 *   return the same order. The browser goes to the `payer-action` (or legacy `approve`) link.
 * - `fetchOutcome`: `GET /v2/checkout/orders/{id}`; an APPROVED order is captured at once
 *   (`POST …/capture`, idempotent by `PayPal-Request-Id`) — approval alone moves no money, so this
 *   runs when the browser returns (`?token=<order id>&PayerID=…`, which is not trusted, only
 *   the order id we stored is used) and before an unpaid payment expires. COMPLETED with a
 *   COMPLETED capture = paid; VOIDED, or a capture PayPal declines (INSTRUMENT_DECLINED) = failed.
 * - `parseWebhook`: verified by PayPal's `POST /v1/notifications/verify-webhook-signature` with
 *   the transmission headers and our webhook id (`verification_status: SUCCESS`); the event is
 *   passed as the exact bytes received, because PayPal checks a CRC32 of them.
 *   PAYMENT.CAPTURE.COMPLETED = paid (amount, `custom_id` = our reference,
 *   `supplementary_data.related_ids.order_id` = the order), PAYMENT.CAPTURE.DENIED / DECLINED =
 *   failed, PAYMENT.CAPTURE.PENDING = pending; other events (CHECKOUT.ORDER.APPROVED…) → null.
 *
 * Env: PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID (the id PayPal gave the webhook
 * endpoint), PAYPAL_MODE (sandbox | live) or PAYPAL_API_BASE (overrides the host; tests point it
 * at tests/support/payment-fakes/paypal.ts).
 */

const REQUEST_TIMEOUT_MS = 20_000;
/** PayPal's currencies that take no decimals (developer.paypal.com/api/rest/reference/currency-codes). */
const NO_DECIMALS_AT_PAYPAL = new Set(['HUF', 'JPY', 'TWD']);
/** PayPal page languages among ours; Arabic is left to PayPal's own detection. */
const PAYPAL_LOCALES: Record<string, string> = { en: 'en-US', es: 'es-ES' };

const money = z.object({ currency_code: z.string().length(3), value: z.string().min(1) });
const capture = z.object({
  id: z.string(),
  status: z.string(),
  amount: money.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});
const order = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(z.object({ rel: z.string(), href: z.string() })).default([]),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: money.optional(),
        payments: z.object({ captures: z.array(capture).optional() }).optional(),
      }),
    )
    .default([]),
});
type Order = z.infer<typeof order>;
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const paypalError = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  error_description: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});
const webhookEvent = z.object({ id: z.string().min(1), event_type: z.string(), resource: z.unknown() });

/** What PayPal's answer says went wrong, for logs and error messages. */
function describeError(body: unknown): { text: string; issues: string[] } {
  const parsed = paypalError.safeParse(body);
  if (!parsed.success) return { text: 'unreadable answer', issues: [] };
  const issues = parsed.data.details?.map((d) => d.issue) ?? [];
  return { text: [parsed.data.name, parsed.data.message ?? parsed.data.error_description, ...issues].filter(Boolean).join(': '), issues };
}

/** `req.amount` as PayPal's `value`: major units, whole units where PayPal takes no decimals. */
function paypalValue(amount: ProviderAmount): string {
  if (NO_DECIMALS_AT_PAYPAL.has(amount.currency) && amount.exponent > 0) {
    const scale = 10n ** BigInt(amount.exponent);
    if (amount.minor % scale !== 0n) throw new Error(`PayPal takes whole ${amount.currency} amounts only, not ${majorUnits(amount)}`);
    return (amount.minor / scale).toString();
  }
  return majorUnits(amount);
}

const readMoney = (value: z.infer<typeof money> | undefined): PaymentOutcome['amount'] =>
  value ? { minor: minorFromMajor(value.value, value.currency_code), currency: value.currency_code.toUpperCase() } : null;

/** How an order stands: paid only with a completed capture. */
function orderOutcome(current: Order): Pick<PaymentOutcome, 'status' | 'amount' | 'reference'> {
  const unit = current.purchase_units[0];
  const captured = unit?.payments?.captures?.[0];
  let status: PaymentOutcome['status'] = 'pending';
  if (current.status === 'VOIDED') status = 'failed';
  if (current.status === 'COMPLETED' && captured) {
    if (captured.status === 'COMPLETED') status = 'paid';
    else if (captured.status === 'DECLINED' || captured.status === 'FAILED') status = 'failed';
  }
  return { status, amount: readMoney(captured?.amount ?? unit?.amount), reference: unit?.custom_id ?? captured?.custom_id ?? null };
}

/** Webhook events that say how a capture ended. */
const CAPTURE_EVENTS: Record<string, PaymentOutcome['status']> = {
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
  'PAYMENT.CAPTURE.PENDING': 'pending',
};

export function createPaypalProvider(config: PaypalConfig): PaymentProvider {
  let token: { value: string; expiresAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const response = await fetch(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    const parsed = tokenAnswer.safeParse(body);
    if (!response.ok || !parsed.success) throw new Error(`PayPal token request failed (${response.status}): ${describeError(body).text}`);
    token = { value: parsed.data.access_token, expiresAt: Date.now() + (parsed.data.expires_in - 60) * 1000 };
    return token.value;
  }

  /** A valid access token; concurrent callers share one token request. */
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value);
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  /** One REST call with the bearer token; a 401 (token revoked or expired early) gets one fresh token. */
  async function api(method: 'GET' | 'POST', path: string, options: { body?: string; headers?: Record<string, string> } = {}) {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(`${config.apiBase}${path}`, {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json', ...options.headers },
        body: options.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status === 401 && attempt === 1) {
        token = null;
        continue;
      }
      const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
      return { status: response.status, ok: response.ok, body };
    }
  }

  async function getOrder(orderId: string): Promise<Order> {
    const answer = await api('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    if (!answer.ok) throw new Error(`PayPal order ${orderId} lookup failed (${answer.status}): ${describeError(answer.body).text}`);
    return order.parse(answer.body);
  }

  /** Captures an approved order; answers the order afterwards, or 'declined' when PayPal refuses the payer's funding. */
  async function captureOrder(orderId: string): Promise<Order | 'declined'> {
    const answer = await api('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      // The same request id twice is one capture: a concurrent return and expiry check cannot charge twice.
      headers: { 'paypal-request-id': `capture:${orderId}`, prefer: 'return=representation' },
    });
    if (answer.ok) return order.parse(answer.body);
    const { text, issues } = describeError(answer.body);
    if (issues.includes('INSTRUMENT_DECLINED')) return 'declined';
    // Captured meanwhile (another request) or not approved after all: read the order as it is.
    if (issues.includes('ORDER_ALREADY_CAPTURED') || issues.includes('ORDER_NOT_APPROVED')) return getOrder(orderId);
    throw new Error(`PayPal capture of ${orderId} failed (${answer.status}): ${text}`);
  }

  return {
    tag: 'paypal',

    async createCheckout(request) {
      const locale = PAYPAL_LOCALES[request.locale];
      const answer = await api('POST', '/v2/checkout/orders', {
        headers: { 'paypal-request-id': `checkout:${request.reference}`, prefer: 'return=representation' },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.reference,
              custom_id: request.reference,
              invoice_id: request.reference,
              description: request.description.slice(0, 127),
              amount: { currency_code: request.amount.currency, value: paypalValue(request.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                ...(locale ? { locale } : {}),
              },
              ...(request.customer.email ? { email_address: request.customer.email } : {}),
            },
          },
        }),
      });
      if (!answer.ok) throw new Error(`PayPal order creation failed (${answer.status}): ${describeError(answer.body).text}`);
      const created = order.parse(answer.body);
      const approve = created.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approve) throw new Error(`PayPal order ${created.id} has no approval link`);
      return { url: approve.href, providerRef: created.id };
    },

    async parseWebhook({ headers, rawBody }) {
      const transmission = {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
      };
      const missing = Object.entries(transmission).find(([, value]) => !value);
      if (missing) throw new WebhookRejected(`PayPal webhook without its ${missing[0]} header`);
      let event: z.infer<typeof webhookEvent>;
      try {
        event = webhookEvent.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejected('PayPal webhook body is not an event');
      }

      // The event goes back byte for byte (not re-serialised): PayPal's check covers a CRC32 of it.
      const fields = JSON.stringify({ ...transmission, webhook_id: config.webhookId });
      const answer = await api('POST', '/v1/notifications/verify-webhook-signature', { body: `${fields.slice(0, -1)},"webhook_event":${rawBody}}` });
      if (answer.status >= 400 && answer.status < 500) throw new WebhookRejected(`PayPal refused to verify the webhook: ${describeError(answer.body).text}`);
      if (!answer.ok) throw new Error(`PayPal webhook verification failed (${answer.status}): ${describeError(answer.body).text}`);
      const verdict = z.object({ verification_status: z.string() }).safeParse(answer.body);
      if (!verdict.success || verdict.data.verification_status !== 'SUCCESS') throw new WebhookRejected('PayPal webhook signature does not verify');

      const status = CAPTURE_EVENTS[event.event_type];
      if (!status) return null;
      const resource = capture.safeParse(event.resource);
      if (!resource.success) throw new Error(`PayPal ${event.event_type} ${event.id} has no readable capture`);
      return {
        eventId: event.id,
        reference: resource.data.custom_id ?? null,
        providerRef: resource.data.supplementary_data?.related_ids?.order_id ?? null,
        status,
        amount: readMoney(resource.data.amount),
      };
    },

    async fetchOutcome({ providerRef }) {
      let current = await getOrder(providerRef);
      let declined = false;
      if (current.status === 'APPROVED') {
        const captured = await captureOrder(providerRef);
        if (captured === 'declined') declined = true;
        else current = captured;
      }
      const outcome = orderOutcome(current);
      const status = declined ? 'failed' : outcome.status;
      return { eventId: `status:paypal:${providerRef}:${status}`, providerRef, ...outcome, status };
    },
  };
}
