import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaystackConfig } from '../config';
import { type CheckoutRequest, type CheckoutSession, type PaymentOutcome, type PaymentProvider, type WebhookRequest, WebhookRejected } from './types';

/**
 * Paystack adapter, on plain `fetch` (Paystack publishes no official Node SDK): a transaction
 * initialised per attempt (`POST /transaction/initialize` → its hosted `authorization_url`),
 * `charge.success` webhooks (HMAC-SHA512 of the raw body with the secret key) and
 * `GET /transaction/verify/{reference}` server to server.
 *
 * Paystack's transaction reference allows only letters, digits, `-`, `.` and `=`, so ours
 * (`cmd_<attempt>_<random>`) is sent escaped by `paystackReference()` (`_` → `.`, anything else
 * outside the set → `=HH`; one-to-one, so two attempts never share one) and that is the
 * `providerRef`; our reference itself travels verbatim in `metadata.reference` and is read back
 * from there. Paystack requires an email: without the customer's, a placeholder on the reserved
 * `.invalid` domain is sent. Amounts go in the currency's subunit (kobo, pesewas, cents).
 *
 * Paystack documents no webhook for a declined charge (a declined attempt is not final either:
 * the customer may try again on the same page), so only `charge.success` is an outcome; a
 * failure is read from the verify call (`failed`), where `abandoned`/`ongoing` stay pending.
 */

const REQUEST_TIMEOUT_MS = 15_000;

/** Our reference → a Paystack reference (letters, digits, `-`, `.`, `=`), one to one. */
export function paystackReference(reference: string): string {
  let out = '';
  for (const char of reference) {
    if (/[A-Za-z0-9-]/.test(char)) out += char;
    else if (char === '_') out += '.';
    else for (const byte of Buffer.from(char, 'utf8')) out += `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Subunits as Paystack writes them: a JSON integer. */
const minorUnits = z.union([z.number().int().nonnegative().refine((n) => Number.isSafeInteger(n)), z.string().regex(/^\d+$/)]).transform((v) => BigInt(v));

/** Paystack answers metadata as it was given: an object, or a JSON string. */
const metadata = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}, z.object({ reference: z.string().optional() }).loose().nullish().catch(null));

const transaction = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  reference: z.string(),
  amount: minorUnits,
  currency: z.string(),
  metadata: metadata.optional(),
});
type Transaction = z.infer<typeof transaction>;

const envelope = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown().optional() });
const initialized = z.object({ authorization_url: z.string().url(), reference: z.string().min(1) });
const webhookBody = z.object({ event: z.string(), data: z.unknown() });

/** A verified transaction's status → ours. */
function transactionOutcome(status: string): PaymentOutcome['status'] {
  if (status === 'success') return 'paid';
  if (status === 'failed' || status === 'reversed') return 'failed';
  return 'pending';
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function outcomeOf(tx: Transaction, status: PaymentOutcome['status'], eventId: string): PaymentOutcome {
  return {
    eventId,
    reference: tx.metadata?.reference ?? null,
    providerRef: tx.reference,
    status,
    amount: status === 'paid' ? { minor: tx.amount, currency: tx.currency.toUpperCase() } : null,
  };
}

export function createPaystackProvider(config: PaystackConfig): PaymentProvider {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${config.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const parsed = envelope.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success || !parsed.data.status) {
      const reason = parsed.success ? parsed.data.message : undefined;
      throw new Error(`Paystack ${method} ${path} answered HTTP ${response.status}${reason ? `: ${reason}` : ''}`);
    }
    return parsed.data.data;
  }

  return {
    tag: 'paystack',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const reference = paystackReference(request.reference);
      const answer = initialized.safeParse(
        await call('POST', '/transaction/initialize', {
          amount: request.amount.minor.toString(),
          currency: request.amount.currency,
          email: request.customer.email ?? `customer-${reference}@example.invalid`,
          reference,
          callback_url: request.returnUrl,
          // `cancel_action`: where Paystack's page sends a customer who cancels.
          metadata: { reference: request.reference, description: request.description, cancel_action: request.cancelUrl },
        }),
      );
      if (!answer.success) throw new Error('Paystack transaction initialize: no authorization_url in the answer');
      return { url: answer.data.authorization_url, providerRef: answer.data.reference };
    },

    async parseWebhook({ headers, rawBody }: WebhookRequest): Promise<PaymentOutcome | null> {
      const signature = headers['x-paystack-signature'];
      if (!signature) throw new WebhookRejected('Paystack webhook without x-paystack-signature');
      const expected = createHmac('sha512', config.secretKey).update(rawBody, 'utf8').digest('hex');
      if (!sameHex(expected, signature)) throw new WebhookRejected('Paystack webhook signature does not match');

      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejected('Paystack webhook body is not JSON');
      }
      const event = webhookBody.safeParse(json);
      if (!event.success) throw new WebhookRejected('Paystack webhook body is not an event');
      if (event.data.event !== 'charge.success') return null;
      const tx = transaction.safeParse(event.data.data);
      if (!tx.success) throw new WebhookRejected('Paystack charge.success without its transaction');
      if (tx.data.status !== 'success') return null;
      return outcomeOf(tx.data, 'paid', `paystack:${tx.data.id}:${event.data.event}`);
    },

    async fetchOutcome(session): Promise<PaymentOutcome> {
      const tx = transaction.safeParse(await call('GET', `/transaction/verify/${encodeURIComponent(session.providerRef)}`));
      if (!tx.success) throw new Error(`Paystack transaction verify: unexpected transaction (${tx.error.issues[0]?.message ?? 'invalid'})`);
      if (tx.data.reference !== session.providerRef) throw new Error(`Paystack answered transaction ${tx.data.reference} for ${session.providerRef}`);
      const status = transactionOutcome(tx.data.status);
      return outcomeOf(tx.data, status, `status:paystack:${tx.data.reference}:${status}`);
    },
  };
}
