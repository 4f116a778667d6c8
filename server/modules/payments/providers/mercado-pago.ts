import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import { z } from 'zod';
import { majorUnits, minorFromMajor, type ProviderAmount } from '../amounts';
import type { MercadoPagoConfig } from '../config';
import { type PaymentOutcome, type PaymentProvider, WebhookRejected } from './types';

/**
 * Mercado Pago adapter (Checkout Pro). A checkout is a payment *preference*
 * (`POST /checkout/preferences`): the customer pays on its `init_point`, Mercado Pago makes one
 * or more *payments* under it, each carrying our reference as `external_reference`.
 *
 * - Webhooks (`type: payment`) are signed: `x-signature: ts=…,v1=…` is HMAC-SHA256 of the
 *   manifest `id:{data.id};request-id:{x-request-id};ts:{ts};` with the webhook secret, where
 *   data.id comes from the URL's `data.id` query (the body's when absent) and is lower-cased when
 *   alphanumeric. They carry no amount or status, so the payment is then read from the API
 *   (`GET /v1/payments/{id}`): `approved` = paid, `rejected`/`cancelled` = failed, anything else
 *   pending; the amount is `transaction_amount` (major units) in `currency_id`.
 * - All three `back_urls` are `returnUrl` (Mercado Pago appends `payment_id`, `status`,
 *   `external_reference`, `preference_id`…); `cancelUrl` is not used.
 * - Status calls search the payments of our reference (`GET /v1/payments/search`), or read the
 *   one the browser's return names (`payment_id`) — trusted only when its `external_reference`
 *   is ours.
 *
 * Why plain `fetch` and not the `mercadopago` SDK (3.6.1) for the API calls: the SDK takes its
 * host from a static, process-wide `AppConfig.BASE_URL` inside `dist/utils/config` (fixed to
 * https://api.mercadopago.com), not from a client option, so `MERCADO_PAGO_API_BASE` could only be
 * honoured by patching a library internal for the whole process. The SDK's
 * `WebhookSignatureValidator` involves no host and is used as is for the signature check.
 */

const TIMEOUT_MS = 15_000;

/** A payment as `GET /v1/payments/{id}` and the search results describe it (the fields we read). */
const paymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  transaction_amount: z.union([z.number(), z.string()]),
  currency_id: z.string(),
  external_reference: z.string().nullish(),
});
type MpPayment = z.infer<typeof paymentSchema>;

const preferenceSchema = z.object({ id: z.string(), init_point: z.string().url() });
const searchSchema = z.object({ results: z.array(paymentSchema) });
const notificationSchema = z.object({ type: z.string().optional(), data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }).partial().optional() });

/**
 * The amount as the JSON number Mercado Pago's `unit_price` takes, checked to print back as
 * exactly the same decimal (it does for any real amount; a float never enters the arithmetic).
 */
function unitPrice(amount: ProviderAmount): number {
  const text = majorUnits(amount);
  const value = Number(text);
  if (!Number.isFinite(value) || minorFromMajor(String(value), amount.currency) !== amount.minor) {
    throw new Error(`Mercado Pago: ${text} ${amount.currency} cannot be sent exactly`);
  }
  return value;
}

function ourStatus(mpStatus: string): PaymentOutcome['status'] {
  if (mpStatus === 'approved') return 'paid';
  if (mpStatus === 'rejected' || mpStatus === 'cancelled') return 'failed';
  return 'pending';
}

function outcomeOf(payment: MpPayment, eventId: string, providerRef: string | null): PaymentOutcome {
  const currency = payment.currency_id.toUpperCase();
  return {
    eventId,
    reference: payment.external_reference ?? null,
    providerRef,
    status: ourStatus(payment.status),
    amount: { minor: minorFromMajor(payment.transaction_amount, currency), currency },
  };
}

/** `data.id` as the signature manifest wants it: lower case when alphanumeric. */
function manifestId(id: string | undefined): string | undefined {
  return id && /^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id;
}

export function createMercadoPagoProvider(config: MercadoPagoConfig): PaymentProvider {
  /** Calls the API; answers null for 404 (no such payment), throws on any other failure. */
  async function call<T>(path: string, schema: z.ZodType<T>, post?: { body: unknown; idempotencyKey: string }): Promise<T | null> {
    const response = await fetch(`${config.apiBase}${path}`, {
      method: post ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        accept: 'application/json',
        ...(post ? { 'content-type': 'application/json', 'x-idempotency-key': post.idempotencyKey } : {}),
      },
      body: post ? JSON.stringify(post.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 404 && !post) return null;
    if (!response.ok) {
      const message = z.object({ message: z.string() }).safeParse(body).data?.message ?? response.statusText;
      throw new Error(`Mercado Pago ${post ? 'POST' : 'GET'} ${path.split('?')[0]} answered ${response.status}: ${message}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`Mercado Pago ${path.split('?')[0]}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  const getPayment = (id: string) => call(`/v1/payments/${encodeURIComponent(id)}`, paymentSchema);

  /** The payments made under our reference, newest first. */
  async function paymentsOf(reference: string): Promise<MpPayment[]> {
    const query = new URLSearchParams({ external_reference: reference, sort: 'date_created', criteria: 'desc' });
    return (await call(`/v1/payments/search?${query}`, searchSchema))?.results ?? [];
  }

  return {
    tag: 'mercado-pago',

    async createCheckout(request) {
      const preference = await call('/checkout/preferences', preferenceSchema, {
        idempotencyKey: request.reference,
        body: {
          items: [{ title: request.description, quantity: 1, unit_price: unitPrice(request.amount), currency_id: request.amount.currency }],
          external_reference: request.reference,
          back_urls: { success: request.returnUrl, failure: request.returnUrl, pending: request.returnUrl },
          auto_return: 'approved',
          notification_url: request.webhookUrl,
        },
      });
      if (!preference) throw new Error('Mercado Pago: no preference created');
      return { url: preference.init_point, providerRef: preference.id };
    },

    async parseWebhook({ headers, rawBody, url }) {
      let body: z.infer<typeof notificationSchema> = {};
      try {
        body = notificationSchema.parse(JSON.parse(rawBody));
      } catch {
        // Not a notification we can read; the signature below still decides whether to answer 400.
      }
      const query = new URL(url, 'http://localhost').searchParams;
      const dataId = query.get('data.id') ?? body.data?.id;
      try {
        WebhookSignatureValidator.validate({
          xSignature: headers['x-signature'],
          xRequestId: headers['x-request-id'],
          dataId: manifestId(dataId),
          secret: config.webhookSecret,
        });
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) throw new WebhookRejected(`Mercado Pago webhook: ${error.reason}`);
        throw error;
      }
      if ((query.get('type') ?? body.type) !== 'payment' || !dataId) return null;
      const payment = await getPayment(dataId);
      // A signed notification about a payment this account cannot read (e.g. the dashboard's test).
      if (!payment) return null;
      return outcomeOf(payment, `mp:${payment.id}:${payment.status}`, null);
    },

    async fetchOutcome({ providerRef, reference }, returnQuery) {
      // The browser's payment id is a hint (search results can lag a new payment by a moment).
      const hintId = returnQuery.get('payment_id') ?? returnQuery.get('collection_id');
      const hinted = hintId && /^\d+$/.test(hintId) ? await getPayment(hintId) : null;
      const candidates = [...(hinted?.external_reference === reference ? [hinted] : []), ...(await paymentsOf(reference))];
      const payment = candidates.find((p) => p.status === 'approved') ?? candidates[0];
      if (!payment) return { eventId: `status:mercado-pago:${providerRef}:pending`, reference, providerRef, status: 'pending', amount: null };
      return outcomeOf(payment, `status:mercado-pago:${providerRef}:${ourStatus(payment.status)}`, providerRef);
    },
  };
}
