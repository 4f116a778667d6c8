import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RazorpayConfig } from '../config';
import { type CheckoutRequest, type CheckoutSession, type PaymentOutcome, type PaymentProvider, type WebhookRequest, WebhookRejected } from './types';

/**
 * Razorpay adapter: a Payment Link (Razorpay's hosted page) per attempt, its webhooks
 * (`payment_link.paid` / `.cancelled` / `.expired`, HMAC-SHA256 of the raw body with the webhook
 * secret) and the link's status fetched server to server.
 *
 * Plain `fetch` with Basic auth (key id : key secret), not the official `razorpay` SDK (2.9.8):
 * its constructor takes no host — `hostUrl` is fixed to https://api.razorpay.com and handed to a
 * private axios instance — so it cannot be pointed at RAZORPAY_API_BASE (the local fake in tests)
 * without reaching into its internals. Its `validateWebhookSignature` compares with `===`; the
 * check below is the same HMAC, compared in constant time.
 *
 * Amounts go in the currency's minor units as Razorpay wants them (paise; yen for JPY; ×1000 for
 * KWD/BHD/OMR). Razorpay takes no cancel URL (a customer who gives up simply leaves its page) and
 * no per-request webhook URL (set in its dashboard).
 */

const REQUEST_TIMEOUT_MS = 15_000;

/** Minor units as Razorpay writes them: a JSON integer. */
const minorUnits = z.union([z.number().int().nonnegative().refine((n) => Number.isSafeInteger(n)), z.string().regex(/^\d+$/)]).transform((v) => BigInt(v));

const paymentLink = z.object({
  id: z.string().min(1),
  short_url: z.string().url().nullish(),
  status: z.string(),
  amount: minorUnits,
  amount_paid: minorUnits.nullish(),
  currency: z.string(),
  reference_id: z.string().nullish(),
});
type PaymentLink = z.infer<typeof paymentLink>;

const webhookEvent = z.object({ event: z.string() });
/** What a `payment_link.*` event carries (the payment only when paid). */
const linkEventPayload = z.object({
  payload: z.object({
    payment_link: z.object({ entity: paymentLink }),
    payment: z.object({ entity: z.object({ id: z.string(), amount: minorUnits, currency: z.string() }) }).optional(),
  }),
});

const errorBody = z.object({ error: z.object({ code: z.string().optional(), description: z.string().optional() }) });

const OUTCOME_EVENTS = new Map<string, 'paid' | 'failed'>([
  ['payment_link.paid', 'paid'],
  ['payment_link.cancelled', 'failed'],
  ['payment_link.expired', 'failed'],
]);

/** A link's status → ours: `created` and `partially_paid` are still open. */
function linkOutcome(status: string): PaymentOutcome['status'] {
  if (status === 'paid') return 'paid';
  if (status === 'cancelled' || status === 'expired') return 'failed';
  return 'pending';
}

/** Razorpay's customer block: only what we have (an empty name, contact or email is refused). */
function customerOf(customer: CheckoutRequest['customer']) {
  return {
    ...(customer.name.trim() ? { name: customer.name.trim() } : {}),
    ...(customer.email ? { email: customer.email } : {}),
    ...(customer.phone ? { contact: customer.phone } : {}),
  };
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${config.apiBase}${path}`, {
      method,
      headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = errorBody.safeParse(json);
      const reason = error.success ? (error.data.error.description ?? error.data.error.code) : undefined;
      throw new Error(`Razorpay ${method} ${path} answered HTTP ${response.status}${reason ? `: ${reason}` : ''}`);
    }
    return json;
  }

  function readLink(json: unknown, what: string): PaymentLink {
    const parsed = paymentLink.safeParse(json);
    if (!parsed.success) throw new Error(`Razorpay ${what}: unexpected payment link (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  return {
    tag: 'razorpay',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      if (request.amount.minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('Razorpay: amount too large');
      const link = readLink(
        await call('POST', '/v1/payment_links', {
          amount: Number(request.amount.minor),
          currency: request.amount.currency,
          accept_partial: false,
          reference_id: request.reference,
          description: request.description,
          customer: customerOf(request.customer),
          // The customer is sent to the link now: Razorpay need not email or text it.
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: { reference: request.reference },
          callback_url: request.returnUrl,
          callback_method: 'get',
        }),
        'payment link create',
      );
      if (!link.short_url) throw new Error('Razorpay payment link create: no short_url in the answer');
      return { url: link.short_url, providerRef: link.id };
    },

    async parseWebhook({ headers, rawBody }: WebhookRequest): Promise<PaymentOutcome | null> {
      const signature = headers['x-razorpay-signature'];
      if (!signature) throw new WebhookRejected('Razorpay webhook without x-razorpay-signature');
      const expected = createHmac('sha256', config.webhookSecret).update(rawBody, 'utf8').digest('hex');
      if (!sameHex(expected, signature)) throw new WebhookRejected('Razorpay webhook signature does not match');

      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejected('Razorpay webhook body is not JSON');
      }
      const event = webhookEvent.safeParse(json);
      if (!event.success) throw new WebhookRejected('Razorpay webhook body is not an event');
      const status = OUTCOME_EVENTS.get(event.data.event);
      if (!status) return null;
      const body = linkEventPayload.safeParse(json);
      if (!body.success) throw new WebhookRejected(`Razorpay ${event.data.event} without a readable payment link`);
      const link = body.data.payload.payment_link.entity;
      const payment = body.data.payload.payment?.entity;

      let amount: PaymentOutcome['amount'] = null;
      if (status === 'paid') {
        amount = payment
          ? { minor: payment.amount, currency: payment.currency.toUpperCase() }
          : { minor: link.amount_paid ?? link.amount, currency: link.currency.toUpperCase() };
      }
      return {
        eventId: headers['x-razorpay-event-id'] || `razorpay:${link.id}:${event.data.event}:${payment?.id ?? ''}`,
        reference: link.reference_id ?? null,
        providerRef: link.id,
        status,
        amount,
      };
    },

    async fetchOutcome(session): Promise<PaymentOutcome> {
      const link = readLink(await call('GET', `/v1/payment_links/${encodeURIComponent(session.providerRef)}`), 'payment link fetch');
      if (link.id !== session.providerRef) throw new Error(`Razorpay answered link ${link.id} for ${session.providerRef}`);
      const status = linkOutcome(link.status);
      return {
        eventId: `status:razorpay:${link.id}:${status}`,
        reference: link.reference_id ?? null,
        providerRef: link.id,
        status,
        amount: status === 'paid' ? { minor: link.amount_paid ?? link.amount, currency: link.currency.toUpperCase() } : null,
      };
    },
  };
}
