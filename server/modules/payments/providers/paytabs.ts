import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { majorUnits, minorFromMajor } from '../amounts';
import type { PaytabsConfig } from '../config';
import { type CheckoutRequest, type CheckoutSession, type PaymentOutcome, type PaymentProvider, type WebhookRequest, WebhookRejected } from './types';

/**
 * PayTabs adapter (Gulf and Egypt; the region's host is `apiBase`), on plain `fetch`: PayTabs
 * publishes no official Node SDK.
 * - Checkout = the Hosted Payment Page (`POST /payment/request`, header `authorization: <server
 *   key>`): a `sale` of class `ecom` for `cart_amount` in major units (a JSON number read from
 *   `majorUnits()`, so "1.230" KWD is 1.23, never computed in floating point), `cart_id` = our
 *   reference, `callback` = our webhook, `return` = the return page. PayTabs has no separate cancel
 *   URL: a cancelled or declined payment comes back to `return` too (by form POST, with tranRef,
 *   respStatus, cartId and a signature); that return is never trusted by itself. The answer's
 *   `redirect_url` is where the browser goes, its `tran_ref` the provider reference.
 * - Callback (IPN): header `signature` = HMAC-SHA256(raw body, server key) in hex; the body is the
 *   transaction (`tran_ref`, `cart_id`, `cart_amount` in major units, `cart_currency`,
 *   `payment_result.response_status`: A = authorised (paid), P/H = pending, anything else failed).
 *   Callbacks of other transaction types on the same cart (refund, void…) are not outcomes.
 * - Status: `POST /payment/query` with the `tran_ref`.
 */

const TIMEOUT_MS = 15_000;

const transactionSchema = z.object({
  tran_ref: z.string().min(1),
  tran_type: z.string().optional(),
  cart_id: z.string(),
  cart_currency: z.string().min(3),
  cart_amount: z.union([z.string().trim().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]),
  payment_result: z.object({ response_status: z.string() }).optional(),
});
type Transaction = z.infer<typeof transactionSchema>;

const paymentPageSchema = z.object({ tran_ref: z.string().min(1), redirect_url: z.string().url() });

const PENDING = new Set(['P', 'H']);

/** PayTabs' `response_status` → our outcome; no result yet (the page is still open) is pending. */
function statusOf(transaction: Transaction): PaymentOutcome['status'] {
  const code = transaction.payment_result?.response_status.toUpperCase();
  if (!code || PENDING.has(code)) return 'pending';
  return code === 'A' ? 'paid' : 'failed';
}

function outcomeOf(transaction: Transaction, eventId: string): PaymentOutcome {
  const currency = transaction.cart_currency.toUpperCase();
  return {
    eventId,
    reference: transaction.cart_id || null,
    providerRef: transaction.tran_ref,
    status: statusOf(transaction),
    amount: { minor: minorFromMajor(transaction.cart_amount, currency), currency },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/** Constant-time equality of two strings of any length (their digests have the same length). */
const sameText = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

export function createPaytabsProvider(config: PaytabsConfig): PaymentProvider {
  // PayTabs wants the profile id as a number (it is one, e.g. 87654).
  const profileId = /^\d+$/.test(config.profileId) ? Number(config.profileId) : config.profileId;

  async function post(path: string, body: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${config.apiBase}${path}`, {
      method: 'POST',
      headers: { authorization: config.serverKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ profile_id: profileId, ...body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const json = safeJson(text);
    // PayTabs' errors: { code, message, trace }, sometimes with a 200.
    const error = z.object({ code: z.number(), message: z.string() }).safeParse(json);
    if (!response.ok || (error.success && !(json as { tran_ref?: unknown }).tran_ref)) {
      throw new Error(`PayTabs POST ${path} answered ${response.status}: ${error.success ? `${error.data.message} (code ${error.data.code})` : text.slice(0, 200)}`);
    }
    return json;
  }

  return {
    tag: 'paytabs',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const { customer } = request;
      const known = customer.email || customer.phone;
      const answer = await post('/payment/request', {
        tran_type: 'sale',
        tran_class: 'ecom',
        cart_id: request.reference,
        cart_description: request.description,
        cart_currency: request.amount.currency,
        cart_amount: Number(majorUnits(request.amount)),
        callback: request.webhookUrl,
        return: request.returnUrl,
        ...(known
          ? { customer_details: { name: customer.name, ...(customer.email ? { email: customer.email } : {}), ...(customer.phone ? { phone: customer.phone } : {}) } }
          : {}),
        hide_shipping: true,
        paypage_lang: request.locale === 'ar' ? 'ar' : 'en',
      });
      const page = paymentPageSchema.safeParse(answer);
      if (!page.success) throw new Error('PayTabs POST /payment/request: no redirect_url or tran_ref in the answer');
      return { url: page.data.redirect_url, providerRef: page.data.tran_ref };
    },

    async parseWebhook({ headers, rawBody }: WebhookRequest): Promise<PaymentOutcome | null> {
      const signature = headers['signature'];
      if (!signature) throw new WebhookRejected('PayTabs callback without a signature');
      const expected = createHmac('sha256', config.serverKey).update(rawBody).digest('hex');
      if (!sameText(signature.trim().toLowerCase(), expected)) throw new WebhookRejected('PayTabs callback signature does not match');

      const transaction = transactionSchema.safeParse(safeJson(rawBody));
      if (!transaction.success) throw new WebhookRejected('PayTabs callback without a readable transaction');
      // Refunds, voids and captures report on their own tran_ref: not the outcome of a checkout.
      const type = transaction.data.tran_type?.toLowerCase();
      if (type && type !== 'sale') return null;
      const status = transaction.data.payment_result?.response_status.toUpperCase() ?? 'none';
      return outcomeOf(transaction.data, `paytabs:${transaction.data.tran_ref}:${status}`);
    },

    async fetchOutcome(session: { providerRef: string; reference: string }): Promise<PaymentOutcome> {
      const answer = transactionSchema.safeParse(await post('/payment/query', { tran_ref: session.providerRef }));
      if (!answer.success) throw new Error('PayTabs POST /payment/query: not a transaction');
      const outcome = outcomeOf(answer.data, '');
      return { ...outcome, eventId: `status:paytabs:${answer.data.tran_ref}:${outcome.status}` };
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
