import type { ProviderTag } from '../../../../contract/payments';
import type { ProviderAmount } from '../amounts';

/**
 * The one interface every payment provider adapter implements (one module per provider in this
 * folder). The payments service (../checkout.ts, ../settle.ts) never knows which provider it
 * talks to: it asks for a hosted checkout page, and it reads verified outcomes from webhooks and
 * from server-to-server status calls. The browser's return is never trusted by itself.
 *
 * Adapters do nothing at import time and contact nobody until called; they are built only for
 * providers whose keys are configured (../config.ts).
 */

export type CheckoutRequest = {
  /**
   * Our reference for this attempt, unique across attempts (`cmd_<attemptId>_<random>`): sent as
   * the provider's merchant reference / metadata so webhooks can name it.
   */
  reference: string;
  amount: ProviderAmount;
  /** "Order #12", "Parcel #3", "Wallet top-up" — shown on the provider's page. */
  description: string;
  customer: { email: string | null; name: string; phone: string | null };
  /** Where the provider sends the browser back after paying (or failing). */
  returnUrl: string;
  /** Where the provider sends the browser back when the customer cancels. */
  cancelUrl: string;
  /** Our webhook for this provider (`{origin}/api/v1/webhook/{tag}/payment`), for providers that take it per request. */
  webhookUrl: string;
  /** The customer's language (`en`, `es`, `ar`), for providers that localise their page. */
  locale: string;
};

export type CheckoutSession = {
  /** The hosted checkout page the browser is sent to (PAY3 `data.data.url`). */
  url: string;
  /** The provider's id of this checkout (session, order, invoice, payment link…). */
  providerRef: string;
};

/** A verified statement from the provider about one payment. */
export type PaymentOutcome = {
  /**
   * Idempotency key of the statement: the provider's event id for webhooks; for status calls a
   * stable id of the final state (e.g. `status:<providerRef>:paid`). The same key twice changes nothing.
   */
  eventId: string;
  /** Our `CheckoutRequest.reference`, when the provider echoes it. */
  reference: string | null;
  /** The provider's id of the checkout (as in `CheckoutSession.providerRef`), when known. */
  providerRef: string | null;
  /** `paid` = money captured; `failed` = declined/cancelled/expired at the provider; `pending` = not yet. */
  status: 'paid' | 'failed' | 'pending';
  /** What the provider says it charged, in minor units; compared with ours before settling. */
  amount: { minor: bigint; currency: string } | null;
};

export type WebhookRequest = {
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The body exactly as received (signatures are over these bytes). */
  rawBody: string;
  /** The full URL it was posted to (some signatures cover it). */
  url: string;
};

/** A webhook whose signature (or shared secret) does not check out: answered 400, nothing changes. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

export interface PaymentProvider {
  readonly tag: ProviderTag;
  /** The provider refuses checkouts without the customer's e-mail (PAY3 says so first, 422). */
  readonly requiresEmail?: boolean;
  /** Creates the provider's hosted checkout for `request` and answers where to send the browser. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a webhook as the provider documents (signature/HMAC, shared secret, or the
   * provider's verification API) and reads it. Throws `WebhookRejected` when it does not verify;
   * answers null for a verified event that is not about a payment's outcome (acknowledged, ignored).
   * Where the webhook carries no amount (Mercado Pago, Flutterwave), the adapter fetches the
   * payment from the provider's API.
   */
  parseWebhook(request: WebhookRequest): Promise<PaymentOutcome | null>;
  /**
   * Asks the provider, server to server, how the checkout `providerRef` stands: used when the
   * browser comes back (with the provider's return query, e.g. PayPal's approval to capture) and
   * before an unpaid payment expires.
   */
  fetchOutcome(session: { providerRef: string; reference: string }, returnQuery: URLSearchParams): Promise<PaymentOutcome>;
}
