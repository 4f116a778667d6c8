import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { majorUnits, minorFromMajor } from '../amounts';
import type { FlutterwaveConfig } from '../config';
import { type PaymentOutcome, type PaymentProvider, WebhookRejected } from './types';

/**
 * Flutterwave adapter (v3 Standard). A checkout is a hosted payment link (`POST /v3/payments`)
 * whose `tx_ref` is our reference; Flutterwave answers only the link, so our reference is also
 * the checkout's `providerRef`.
 *
 * - Webhooks are authenticated by the `verif-hash` header, which must equal the secret hash set
 *   on the dashboard (compared in constant time). The body is never trusted for the outcome: a
 *   `charge.completed` event is VERIFIED by `GET /v3/transactions/{id}/verify` ('successful' =
 *   paid, 'failed' = failed, else pending; `amount` in major units, `currency`, `tx_ref`).
 * - Status calls: `GET /v3/transactions/verify_by_reference?tx_ref=` (no transaction yet = pending).
 * - Standard takes one `redirect_url`: the browser comes back to `returnUrl` with
 *   `status=successful|failed|cancelled&tx_ref=…[&transaction_id=…]` (`cancelUrl` is not used).
 * - Flutterwave requires the customer's email: without one it refuses the checkout (its message
 *   is in the thrown error).
 *
 * Why plain `fetch` and not `flutterwave-node-v3` (1.4.1, checked with `npm pack`): its host can be
 * overridden, but constructing it starts telemetry to third-party hosts (an ingestion service and
 * api.ravepay.co, whatever the base URL) and writes a state file in the temp directory; it needs
 * the public key, which we do not configure; it has no call for Standard `/v3/payments`; and it
 * ships runtime dependencies such as eslint-config-prettier, q and a pinned joi.
 */

const TIMEOUT_MS = 15_000;

const linkSchema = z.object({ data: z.object({ link: z.string().url() }) });
/** A transaction as the verify endpoints describe it (the fields we read). */
const transactionSchema = z.object({
  data: z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    tx_ref: z.string(),
    status: z.string(),
    amount: z.union([z.number(), z.string()]),
    currency: z.string(),
  }),
});
type Transaction = z.infer<typeof transactionSchema>['data'];
const eventSchema = z.object({ event: z.string().optional(), data: z.object({ id: z.union([z.number(), z.string()]).transform(String) }).partial().optional() });

function ourStatus(status: string): PaymentOutcome['status'] {
  if (status === 'successful') return 'paid';
  if (status === 'failed') return 'failed';
  return 'pending';
}

function outcomeOf(transaction: Transaction, eventId: string, providerRef: string): PaymentOutcome {
  const currency = transaction.currency.toUpperCase();
  return {
    eventId,
    reference: transaction.tx_ref,
    providerRef,
    status: ourStatus(transaction.status),
    amount: { minor: minorFromMajor(transaction.amount, currency), currency },
  };
}

/** Constant time whatever the lengths (both sides hashed first). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createFlutterwaveProvider(config: FlutterwaveConfig): PaymentProvider {
  /**
   * Calls the API. A 400/404 on a GET is Flutterwave saying there is no such transaction
   * (answered null); any other failure throws with Flutterwave's message.
   */
  async function call<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T | null> {
    const response = await fetch(`${config.apiBase}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (body === undefined && (response.status === 400 || response.status === 404)) return null;
    const endpoint = path.split('?')[0];
    if (!response.ok) {
      const message = z.object({ message: z.string() }).safeParse(answer).data?.message ?? response.statusText;
      throw new Error(`Flutterwave ${endpoint} answered ${response.status}: ${message}`);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new Error(`Flutterwave ${endpoint}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  return {
    tag: 'flutterWave',
    requiresEmail: true,

    async createCheckout(request) {
      const { email, name, phone } = request.customer;
      const answer = await call('/v3/payments', linkSchema, {
        tx_ref: request.reference,
        // A decimal string, as Flutterwave's own examples send it: exact, no float.
        amount: majorUnits(request.amount),
        currency: request.amount.currency,
        redirect_url: request.returnUrl,
        customer: { name, ...(email ? { email } : {}), ...(phone ? { phonenumber: phone } : {}) },
        customizations: { title: request.description },
      });
      if (!answer) throw new Error('Flutterwave: no payment link created');
      return { url: answer.data.link, providerRef: request.reference };
    },

    async parseWebhook({ headers, rawBody }) {
      if (!sameSecret(headers['verif-hash'] ?? '', config.webhookHash)) throw new WebhookRejected('Flutterwave webhook: verif-hash does not match');
      let event: z.infer<typeof eventSchema>;
      try {
        event = eventSchema.parse(JSON.parse(rawBody));
      } catch {
        return null;
      }
      const id = event.data?.id;
      if (event.event !== 'charge.completed' || !id) return null;
      const verified = await call(`/v3/transactions/${encodeURIComponent(id)}/verify`, transactionSchema);
      if (!verified) return null;
      const transaction = verified.data;
      return outcomeOf(transaction, `flw:${transaction.id}:${transaction.status}`, transaction.tx_ref);
    },

    async fetchOutcome({ providerRef, reference }) {
      const query = new URLSearchParams({ tx_ref: reference });
      const verified = await call(`/v3/transactions/verify_by_reference?${query}`, transactionSchema);
      if (!verified || verified.data.tx_ref !== reference) {
        return { eventId: `status:flutterWave:${providerRef}:pending`, reference, providerRef, status: 'pending', amount: null };
      }
      const transaction = verified.data;
      return outcomeOf(transaction, `status:flutterWave:${providerRef}:${ourStatus(transaction.status)}`, providerRef);
    },
  };
}
