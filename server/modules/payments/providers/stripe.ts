import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { ProviderAmount } from '../amounts';
import { type PaymentOutcome, type PaymentProvider, WebhookRejected } from './types';

/**
 * Stripe adapter: Stripe Checkout (hosted page) through the official `stripe` SDK.
 *
 * Flow: `createCheckout` makes a Checkout Session (`POST /v1/checkout/sessions`, mode `payment`,
 * one line item of the server's total in minor units, our reference as `client_reference_id`
 * and metadata, the reference as the idempotency key). The browser pays on Stripe's page and
 * comes back to `returnUrl&session_id={CHECKOUT_SESSION_ID}` (Stripe fills the id in). The truth
 * is the webhook — `checkout.session.completed` (paid once `payment_status` is `paid`; still
 * unpaid for delayed methods), `checkout.session.async_payment_succeeded` / `_failed`,
 * `checkout.session.expired` — verified with the SDK's `webhooks.constructEvent` (the
 * `Stripe-Signature` header `t=…,v1=HMAC-SHA256(secret, t + '.' + body)`, 5 minutes' tolerance),
 * or `sessions.retrieve` when the browser returns or before the payment expires.
 *
 * Amounts (docs.stripe.com/currencies): minor units, zero-decimal currencies (JPY…) as whole
 * units, three-decimal ones as thousandths ending in 0 (ours always do). ISK is the exception:
 * zero-decimal for us, but Stripe's API keeps it two-decimal (100 = 1 króna), so it is ×100 on
 * the way out and ÷100 on the way back.
 *
 * Env: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET (the endpoint's `whsec_…`), STRIPE_API_BASE
 * (default https://api.stripe.com; tests point it at tests/support/payment-fakes/stripe.ts
 * through the SDK's host/port/protocol options — a host only, no path).
 */

/** Currencies Stripe's API counts in hundredths although ours (ISO 4217) has no minor unit. */
const TWO_DECIMAL_AT_STRIPE = new Set(['ISK']);

/** Stripe Checkout's page languages among ours; others (Arabic) let Stripe follow the browser. */
const CHECKOUT_LOCALES = new Set(['en', 'es']);

function toStripeAmount(amount: ProviderAmount): number {
  const value = TWO_DECIMAL_AT_STRIPE.has(amount.currency) ? amount.minor * 100n : amount.minor;
  if (value <= 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Stripe cannot charge ${amount.minor} ${amount.currency}`);
  return Number(value);
}

function fromStripeAmount(value: number, currency: string): { minor: bigint; currency: string } {
  const code = currency.toUpperCase();
  const minor = BigInt(value);
  return { minor: TWO_DECIMAL_AT_STRIPE.has(code) ? minor / 100n : minor, currency: code };
}

/** `https://api.stripe.com` → the SDK's host, port and protocol options. */
function connectionOptions(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  if (url.pathname !== '/' || url.search) throw new Error('STRIPE_API_BASE must be a host without a path');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function sessionAmount(session: Stripe.Checkout.Session): PaymentOutcome['amount'] {
  return session.amount_total !== null && session.currency ? fromStripeAmount(session.amount_total, session.currency) : null;
}

function sessionReference(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.reference ?? null;
}

/** A session's state: paid once the money is in, failed once it expired, otherwise not yet. */
function sessionStatus(session: Stripe.Checkout.Session): PaymentOutcome['status'] {
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'failed';
  return 'pending';
}

/** Which Checkout Session events say how a payment ended. */
const SESSION_EVENTS: Record<string, (session: Stripe.Checkout.Session) => PaymentOutcome['status']> = {
  // Card payments are paid here; delayed methods (bank debits) arrive unpaid and settle later.
  'checkout.session.completed': (session) => (session.payment_status === 'paid' ? 'paid' : 'pending'),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'failed',
};

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  // Building the client contacts nobody; requests start with the first call.
  const stripe = new Stripe(config.secretKey, { ...connectionOptions(config.apiBase), telemetry: false, maxNetworkRetries: 2, timeout: 20_000 });

  return {
    tag: 'stripe',

    async createCheckout(request) {
      const separator = request.returnUrl.includes('?') ? '&' : '?';
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.amount.currency.toLowerCase(),
                unit_amount: toStripeAmount(request.amount),
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: request.reference,
          metadata: { reference: request.reference },
          payment_intent_data: { metadata: { reference: request.reference }, description: request.description },
          ...(request.customer.email ? { customer_email: request.customer.email } : {}),
          // Stripe replaces the literal {CHECKOUT_SESSION_ID}; it must not be URL-encoded.
          success_url: `${request.returnUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.cancelUrl,
          locale: CHECKOUT_LOCALES.has(request.locale) ? request.locale : 'auto',
        },
        { idempotencyKey: `checkout:${request.reference}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no checkout URL`);
      return { url: session.url, providerRef: session.id };
    },

    async parseWebhook({ headers, rawBody }) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers['stripe-signature'] ?? '', config.webhookSecret);
      } catch (error) {
        throw new WebhookRejected(`Stripe signature does not verify: ${error instanceof Error ? error.message : String(error)}`);
      }
      const statusOf = SESSION_EVENTS[event.type];
      if (!statusOf) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        eventId: event.id,
        reference: sessionReference(session),
        providerRef: session.id,
        status: statusOf(session),
        amount: sessionAmount(session),
      };
    },

    async fetchOutcome({ providerRef }) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      const status = sessionStatus(session);
      return {
        eventId: `status:stripe:${providerRef}:${status}`,
        reference: sessionReference(session),
        providerRef: session.id,
        status,
        amount: sessionAmount(session),
      };
    },
  };
}
