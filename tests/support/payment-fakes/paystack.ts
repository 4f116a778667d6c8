import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import type { FakeCheckout, FakeDefinition } from './harness';

/**
 * Fake Paystack: the calls the adapter makes (`POST /transaction/initialize`,
 * `GET /transaction/verify/:reference`, Bearer secret key; errors in Paystack's
 * `{status:false, message}` shape, including its reference rules), `charge.success` webhooks
 * signed as Paystack signs them (`x-paystack-signature` = HMAC-SHA512 of the body with the secret
 * key), and the `trxref`/`reference` query Paystack appends to the callback URL.
 *
 * Paystack's events carry no id of their own (the adapter keys them by transaction id and event),
 * so the `eventId` option changes nothing here. A declined checkout verifies as `failed`; since
 * Paystack documents no webhook for a declined charge, the one the fake sends then is a
 * `charge.failed` the adapter must acknowledge and ignore.
 */

const SECRET_KEY = 'sk_test_fake_paystack_secret_key';

const hmacSha512 = (secret: string, text: string) => createHmac('sha512', secret).update(text, 'utf8').digest('hex');
const paystackError = (c: Context, status: 400 | 401 | 404, message: string) => c.json({ status: false, message }, status);
const authorized = (c: Context) => c.req.header('authorization') === `Bearer ${SECRET_KEY}`;

const TRANSACTION_STATUS = { open: 'abandoned', paid: 'success', failed: 'failed' } as const;

/** Paystack's numeric transaction id of a checkout (made when first needed, e.g. for a made-up one). */
function transactionIdOf(checkout: FakeCheckout): number {
  checkout.data.transactionId ??= randomInt(1_000_000, 2_000_000_000);
  return checkout.data.transactionId as number;
}

/** The transaction as Paystack's verify answers it and its webhooks carry it. */
function transactionEntity(checkout: FakeCheckout, status: string, amountMinor = checkout.amountMinor, currency = checkout.currency) {
  const paid = status === 'success';
  return {
    id: transactionIdOf(checkout),
    domain: 'test',
    status,
    reference: checkout.providerRef,
    amount: Number(amountMinor),
    requested_amount: Number(checkout.amountMinor),
    currency,
    gateway_response: paid ? 'Successful' : status === 'failed' ? 'Declined' : 'The transaction was not completed',
    channel: 'card',
    paid_at: paid ? new Date().toISOString() : null,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    metadata: { reference: checkout.reference, cancel_action: checkout.cancelUrl },
    customer: { email: (checkout.data.email as string | undefined) ?? 'customer@example.com' },
  };
}

/** Paystack takes metadata as an object or as stringified JSON. */
function readMetadata(value: unknown): Record<string, unknown> | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
}

export const paystackFake: FakeDefinition = {
  tag: 'paystack',

  env: (baseUrl) => ({ PAYSTACK_SECRET_KEY: SECRET_KEY, PAYSTACK_API_BASE: baseUrl }),

  routes(app, state) {
    app.post('/transaction/initialize', async (c) => {
      if (!authorized(c)) return paystackError(c, 401, 'Invalid key');
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body) return paystackError(c, 400, 'Invalid request body');
      const { email, amount, currency = 'NGN', callback_url: callbackUrl } = body;
      const reference = body.reference ?? `T${randomBytes(8).toString('hex')}`;
      const metadata = readMetadata(body.metadata);
      if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return paystackError(c, 400, 'Invalid Email Address Passed');
      const amountText = typeof amount === 'number' ? String(amount) : amount;
      if (typeof amountText !== 'string' || !/^[1-9]\d*$/.test(amountText)) return paystackError(c, 400, 'Invalid Amount Sent');
      if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return paystackError(c, 400, 'Currency not supported by merchant');
      if (typeof reference !== 'string' || !/^[A-Za-z0-9.=-]+$/.test(reference)) {
        return paystackError(c, 400, 'Invalid transaction reference. Only -, ., = and alphanumeric characters allowed');
      }
      if (state.checkouts.has(reference)) return paystackError(c, 400, 'Duplicate Transaction Reference');
      if (typeof callbackUrl !== 'string') return paystackError(c, 400, 'Invalid callback_url');
      const cancelAction = typeof metadata?.cancel_action === 'string' ? metadata.cancel_action : callbackUrl;
      const authorizationUrl = state.addCheckout({
        providerRef: reference,
        reference: typeof metadata?.reference === 'string' ? metadata.reference : reference,
        amountMinor: BigInt(amountText),
        currency,
        returnUrl: callbackUrl,
        cancelUrl: cancelAction,
        data: { email },
      });
      transactionIdOf(state.checkouts.get(reference)!);
      return c.json({ status: true, message: 'Authorization URL created', data: { authorization_url: authorizationUrl, access_code: randomBytes(8).toString('hex'), reference } });
    });

    app.get('/transaction/verify/:reference', (c) => {
      if (!authorized(c)) return paystackError(c, 401, 'Invalid key');
      const checkout = state.checkouts.get(c.req.param('reference'));
      if (!checkout) return paystackError(c, 400, 'Transaction reference not found');
      return c.json({ status: true, message: 'Verification successful', data: transactionEntity(checkout, TRANSACTION_STATUS[checkout.status]) });
    });
  },

  webhook(checkout, options) {
    const paid = options.outcome === 'paid';
    const data = transactionEntity(checkout, paid ? 'success' : 'failed', options.amountMinor, options.currency);
    const body = JSON.stringify({ event: paid ? 'charge.success' : 'charge.failed', data });
    return {
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': hmacSha512(options.badSignature ? 'sk_test_not_the_secret_key' : SECRET_KEY, body),
      },
      body,
    };
  },

  returnTo(checkout, outcome) {
    if (outcome !== 'paid') return checkout.cancelUrl;
    const url = new URL(checkout.returnUrl);
    url.searchParams.set('trxref', checkout.providerRef);
    url.searchParams.set('reference', checkout.providerRef);
    return url.toString();
  },
};
