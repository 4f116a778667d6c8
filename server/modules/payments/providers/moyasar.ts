import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { MoyasarConfig } from '../config';
import { type CheckoutRequest, type CheckoutSession, type PaymentOutcome, type PaymentProvider, type WebhookRequest, WebhookRejected } from './types';

/**
 * Moyasar adapter (Saudi Arabia), on plain `fetch`: Moyasar publishes no official Node SDK.
 * - Checkout = an invoice (`POST /v1/invoices`, HTTP Basic with the secret key as user): amount in
 *   the currency's minor units (halalas for SAR), our reference in `metadata.reference`,
 *   `callback_url` = our webhook (Moyasar notifies it when the invoice is paid), `success_url` = the
 *   return page, `back_url` = the cancel page. The invoice's hosted `url` is where the browser goes;
 *   its `id` is the provider reference.
 * - Webhooks (set up in Moyasar's dashboard with a secret token) carry that token in the JSON body
 *   (`secret_token`), compared in constant time; `payment_paid` / `payment_failed` carry the payment
 *   (`data`: amount in minor units, currency, `invoice_id`, metadata).
 * - Status: `GET /v1/invoices/{id}`. The browser's return query (`id`, `status`, `message`) is
 *   never trusted; only the invoice the API answers.
 */

const TIMEOUT_MS = 15_000;

const metadataSchema = z.record(z.string(), z.unknown()).nullish();

const invoiceSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3),
  url: z.string().url().optional(),
  metadata: metadataSchema,
});
type Invoice = z.infer<typeof invoiceSchema>;

/** Enough of the body to check who sent it, before anything else is read. */
const envelopeSchema = z.object({ id: z.string().min(1), type: z.string(), secret_token: z.string() });

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3),
  invoice_id: z.string().nullish(),
  metadata: metadataSchema,
});

/** Webhook events about a payment's outcome (`payment_faild` is how Moyasar's own docs spell one). */
const WEBHOOK_OUTCOMES: Record<string, 'paid' | 'failed'> = {
  payment_paid: 'paid',
  payment_captured: 'paid',
  payment_failed: 'failed',
  payment_faild: 'failed',
};

/** Invoice statuses that are final; `initiated` and `on_hold` are still pending. */
const INVOICE_OUTCOMES: Record<string, 'paid' | 'failed'> = {
  paid: 'paid',
  failed: 'failed',
  expired: 'failed',
  canceled: 'failed',
  voided: 'failed',
  // Money went back to the customer: nothing to settle.
  refunded: 'failed',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/** Constant-time equality of two secrets of any length (their digests have the same length). */
const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

const referenceIn = (metadata: Record<string, unknown> | null | undefined) => (typeof metadata?.reference === 'string' ? metadata.reference : null);

export function createMoyasarProvider(config: MoyasarConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Invoice> {
    const response = await fetch(`${config.apiBase}${path}`, {
      method,
      headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      // Moyasar's errors: { type, message, errors }.
      const detail = z.object({ message: z.string() }).safeParse(safeJson(text));
      throw new Error(`Moyasar ${method} ${path} answered ${response.status}: ${detail.success ? detail.data.message : text.slice(0, 200)}`);
    }
    const invoice = invoiceSchema.safeParse(safeJson(text));
    if (!invoice.success) throw new Error(`Moyasar ${method} ${path}: unexpected answer (${invoice.error.issues[0]?.message ?? 'not an invoice'})`);
    return invoice.data;
  }

  return {
    tag: 'moyasar',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const invoice = await call('POST', '/v1/invoices', {
        amount: safeInteger(request.amount.minor),
        currency: request.amount.currency,
        description: request.description,
        callback_url: request.webhookUrl,
        success_url: request.returnUrl,
        back_url: request.cancelUrl,
        metadata: { reference: request.reference },
      });
      if (!invoice.url) throw new Error('Moyasar POST /v1/invoices: the invoice has no url');
      return { url: invoice.url, providerRef: invoice.id };
    },

    async parseWebhook({ rawBody }: WebhookRequest): Promise<PaymentOutcome | null> {
      const body = safeJson(rawBody);
      const envelope = envelopeSchema.safeParse(body);
      if (!envelope.success) throw new WebhookRejected('Moyasar webhook without an id, type or secret token');
      if (!sameSecret(envelope.data.secret_token, config.webhookSecret)) throw new WebhookRejected('Moyasar webhook secret token does not match');

      const outcome = WEBHOOK_OUTCOMES[envelope.data.type];
      if (!outcome) return null;
      const payment = paymentSchema.safeParse((body as { data?: unknown }).data);
      if (!payment.success) throw new WebhookRejected(`Moyasar ${envelope.data.type} webhook without a readable payment`);
      return {
        eventId: envelope.data.id,
        reference: referenceIn(payment.data.metadata),
        providerRef: payment.data.invoice_id ?? null,
        status: outcome,
        amount: { minor: BigInt(payment.data.amount), currency: payment.data.currency.toUpperCase() },
      };
    },

    async fetchOutcome(session: { providerRef: string; reference: string }): Promise<PaymentOutcome> {
      const invoice = await call('GET', `/v1/invoices/${encodeURIComponent(session.providerRef)}`);
      const status = INVOICE_OUTCOMES[invoice.status] ?? 'pending';
      return {
        eventId: `status:moyasar:${invoice.id}:${status}`,
        reference: referenceIn(invoice.metadata),
        providerRef: invoice.id,
        status,
        amount: { minor: BigInt(invoice.amount), currency: invoice.currency.toUpperCase() },
      };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Moyasar takes the amount as a JSON integer. */
function safeInteger(minor: bigint): number {
  if (minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Moyasar cannot charge ${minor} minor units`);
  return Number(minor);
}
