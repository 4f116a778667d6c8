import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { FakeCheckout, FakeDefinition } from './harness';

/**
 * Fake Razorpay: the Payment Links calls the adapter makes (`POST /v1/payment_links`,
 * `GET /v1/payment_links/:id`, Basic auth with key id and secret; errors in Razorpay's
 * `{error:{code, description…}}` shape), `payment_link.*` webhooks signed as Razorpay signs them
 * (`x-razorpay-signature` = HMAC-SHA256 of the body with the webhook secret, event id in
 * `x-razorpay-event-id`), and the query Razorpay appends when it sends the browser back.
 *
 * A declined checkout stands for a link that will not be paid (`cancelled`). Razorpay has no
 * cancel URL: the fake sends a declining browser back to the callback URL without payment
 * details, where the server asks the link's status.
 */

const KEY_ID = 'rzp_test_fakekey0001';
const KEY_SECRET = 'fake_razorpay_key_secret';
const WEBHOOK_SECRET = 'fake_razorpay_webhook_secret';

const rzpId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const hmacSha256 = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

function razorpayError(c: Context, status: 400 | 401, description: string, field?: string) {
  return c.json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, ...(field ? { field } : {}) } }, status);
}

function authorized(c: Context): boolean {
  const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  return c.req.header('authorization') === expected;
}

const LINK_STATUS = { open: 'created', paid: 'paid', failed: 'cancelled' } as const;

/** The Razorpay payment id of a checkout's payment (made when first needed). */
function paymentIdOf(checkout: FakeCheckout): string {
  checkout.data.paymentId ??= rzpId('pay');
  return checkout.data.paymentId as string;
}

/** The payment link entity as Razorpay answers and sends it. */
function linkEntity(checkout: FakeCheckout, status: string, amountMinor = checkout.amountMinor, currency = checkout.currency) {
  const paid = status === 'paid';
  return {
    id: checkout.providerRef,
    entity: 'payment_link',
    accept_partial: false,
    amount: Number(checkout.amountMinor),
    amount_paid: paid ? Number(amountMinor) : 0,
    currency: paid ? currency : checkout.currency,
    reference_id: checkout.reference,
    description: (checkout.data.description as string | undefined) ?? '',
    short_url: checkout.data.shortUrl ?? null,
    callback_url: checkout.returnUrl,
    callback_method: 'get',
    status,
    notes: { reference: checkout.reference },
    created_at: Math.floor(Date.now() / 1000) - 60,
    updated_at: Math.floor(Date.now() / 1000),
  };
}

export const razorpayFake: FakeDefinition = {
  tag: 'razorpay',

  env: (baseUrl) => ({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: baseUrl,
  }),

  routes(app, state) {
    app.post('/v1/payment_links', async (c) => {
      if (!authorized(c)) return razorpayError(c, 401, 'Authentication failed');
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body) return razorpayError(c, 400, 'The request body is not JSON');
      const { amount, currency, reference_id: referenceId, callback_url: callbackUrl, callback_method: callbackMethod } = body;
      if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return razorpayError(c, 400, 'The currency is invalid', 'currency');
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < (currency === 'INR' ? 100 : 1)) {
        return razorpayError(c, 400, 'The amount must be atleast INR 1.00', 'amount');
      }
      if (typeof referenceId !== 'string' || referenceId.length > 40) {
        return razorpayError(c, 400, 'The reference id may not be greater than 40 characters.', 'reference_id');
      }
      if ([...state.checkouts.values()].some((existing) => existing.reference === referenceId)) {
        return razorpayError(c, 400, `Payment Link with reference id ${referenceId} already exists`, 'reference_id');
      }
      if (typeof callbackUrl !== 'string' || callbackMethod !== 'get') {
        return razorpayError(c, 400, 'callback_method should be get when callback_url is given', 'callback_method');
      }
      const id = rzpId('plink');
      const shortUrl = state.addCheckout({
        providerRef: id,
        reference: referenceId,
        amountMinor: BigInt(amount),
        currency,
        returnUrl: callbackUrl,
        cancelUrl: callbackUrl,
        data: { description: typeof body.description === 'string' ? body.description : '', customer: body.customer },
      });
      const checkout = state.checkouts.get(id)!;
      checkout.data.shortUrl = shortUrl;
      return c.json(linkEntity(checkout, 'created'));
    });

    app.get('/v1/payment_links/:id', (c) => {
      if (!authorized(c)) return razorpayError(c, 401, 'Authentication failed');
      const checkout = state.checkouts.get(c.req.param('id'));
      if (!checkout) return razorpayError(c, 400, 'The id provided does not exist');
      const status = LINK_STATUS[checkout.status];
      const payments =
        checkout.status === 'paid'
          ? [{ amount: Number(checkout.amountMinor), method: 'card', payment_id: paymentIdOf(checkout), plink_id: checkout.providerRef, status: 'captured' }]
          : null;
      return c.json({ ...linkEntity(checkout, status), payments });
    });
  },

  webhook(checkout, options) {
    const status = options.outcome === 'paid' ? 'paid' : 'cancelled';
    const amountMinor = options.amountMinor ?? checkout.amountMinor;
    const currency = options.currency ?? checkout.currency;
    const link = linkEntity(checkout, status, amountMinor, currency);
    const payload =
      options.outcome === 'paid'
        ? {
            payment_link: { entity: link },
            order: { entity: { id: rzpId('order'), entity: 'order', amount: Number(amountMinor), amount_paid: Number(amountMinor), currency, receipt: checkout.reference, status: 'paid' } },
            payment: { entity: { id: paymentIdOf(checkout), entity: 'payment', amount: Number(amountMinor), currency, status: 'captured', method: 'card', captured: true } },
          }
        : { payment_link: { entity: link } };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_fakeaccount001',
      event: `payment_link.${status}`,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256(options.badSignature ? 'not_the_webhook_secret' : WEBHOOK_SECRET, body),
        'x-razorpay-event-id': options.eventId,
      },
      body,
    };
  },

  returnTo(checkout, outcome) {
    if (outcome !== 'paid') return checkout.returnUrl;
    // Razorpay's callback: the payment and link ids, our reference, the status and their signature.
    const paymentId = paymentIdOf(checkout);
    const signature = hmacSha256(KEY_SECRET, `${checkout.providerRef}|${checkout.reference}|paid|${paymentId}`);
    const url = new URL(checkout.returnUrl);
    url.searchParams.set('razorpay_payment_id', paymentId);
    url.searchParams.set('razorpay_payment_link_id', checkout.providerRef);
    url.searchParams.set('razorpay_payment_link_reference_id', checkout.reference);
    url.searchParams.set('razorpay_payment_link_status', 'paid');
    url.searchParams.set('razorpay_signature', signature);
    return url.toString();
  },
};
