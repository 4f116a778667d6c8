import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { FakeCheckout, FakeDefinition } from './harness';

/**
 * Fake Moyasar: the two Invoices API calls the adapter makes (`POST /v1/invoices`, `GET
 * /v1/invoices/{id}`, HTTP Basic with the secret key as user, Moyasar's error shape on a wrong key
 * or a bad request), the invoice's hosted page from the harness, and webhooks as Moyasar sends
 * them: a JSON body carrying the webhook's secret token and the payment (`data`) that paid or
 * failed the invoice. Paying sends the browser to `success_url` with `id`, `status` and `message`;
 * declining to `back_url`, like the back button of Moyasar's page.
 */

const SECRET_KEY = 'sk_test_fake_moyasar';
const WEBHOOK_SECRET = 'moyasar_fake_webhook_token';

const moyasarError = (c: Context, status: 400 | 401 | 404, type: string, message: string, errors: Record<string, string[]> | null = null) =>
  c.json({ type, message, errors }, status);

const authorised = (c: Context) => c.req.header('authorization') === `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`;

/** The payment that pays (or failed to pay) the invoice; one per checkout. */
const paymentId = (checkout: FakeCheckout) => {
  if (typeof checkout.data.paymentId !== 'string') checkout.data.paymentId = randomUUID();
  return checkout.data.paymentId as string;
};

const INVOICE_STATUS = { open: 'initiated', paid: 'paid', failed: 'failed' } as const;

function invoiceJson(checkout: FakeCheckout, baseUrl: string) {
  const status = INVOICE_STATUS[checkout.status];
  return {
    id: checkout.providerRef,
    status,
    amount: Number(checkout.amountMinor),
    currency: checkout.currency,
    description: checkout.data.description ?? '',
    amount_format: `${checkout.amountMinor} ${checkout.currency}`,
    url: `${baseUrl}/hosted/${encodeURIComponent(checkout.providerRef)}`,
    callback_url: checkout.data.callbackUrl ?? null,
    success_url: checkout.returnUrl,
    back_url: checkout.cancelUrl,
    expired_at: null,
    created_at: checkout.data.createdAt,
    updated_at: new Date().toISOString(),
    payments: status === 'initiated' ? [] : [{ id: paymentId(checkout), status, amount: Number(checkout.amountMinor), currency: checkout.currency, invoice_id: checkout.providerRef }],
    metadata: { reference: checkout.reference },
  };
}

export const moyasarFake: FakeDefinition = {
  tag: 'moyasar',
  env: (baseUrl) => ({ MOYASAR_SECRET_KEY: SECRET_KEY, MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET, MOYASAR_API_BASE: baseUrl }),

  routes(app, state) {
    app.post('/v1/invoices', async (c) => {
      if (!authorised(c)) return moyasarError(c, 401, 'authentication_error', 'Invalid authorization credentials');
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      const errors: Record<string, string[]> = {};
      if (!body || !Number.isSafeInteger(body.amount) || (body.amount as number) <= 0) errors.amount = ['must be a positive integer'];
      if (!body || typeof body.description !== 'string' || !body.description) errors.description = ["can't be blank"];
      if (body?.currency !== undefined && (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))) errors.currency = ['is invalid'];
      const metadata = body?.metadata as Record<string, unknown> | undefined;
      if (typeof metadata?.reference !== 'string') errors.metadata = ['the fake expects metadata.reference'];
      if (!body || Object.keys(errors).length) return moyasarError(c, 400, 'invalid_request_error', 'Validation Failed', errors);

      const id = randomUUID();
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      state.addCheckout({
        providerRef: id,
        reference: str(metadata?.reference),
        amountMinor: BigInt(body.amount as number),
        currency: str(body.currency) || 'SAR',
        returnUrl: str(body.success_url),
        cancelUrl: str(body.back_url),
        data: { description: body.description, callbackUrl: body.callback_url ?? null, createdAt: new Date().toISOString() },
      });
      return c.json(invoiceJson(state.checkouts.get(id)!, state.baseUrl), 201);
    });

    app.get('/v1/invoices/:id', (c) => {
      if (!authorised(c)) return moyasarError(c, 401, 'authentication_error', 'Invalid authorization credentials');
      const checkout = state.checkouts.get(c.req.param('id'));
      if (!checkout) return moyasarError(c, 404, 'invalid_request_error', 'Object not found');
      return c.json(invoiceJson(checkout, state.baseUrl));
    });
  },

  webhook(checkout, options) {
    const paid = options.outcome === 'paid';
    const now = new Date().toISOString();
    const amount = Number(options.amountMinor ?? checkout.amountMinor);
    const body = {
      id: options.eventId,
      type: paid ? 'payment_paid' : 'payment_failed',
      created_at: now,
      secret_token: options.badSignature ? 'not-the-webhook-secret' : WEBHOOK_SECRET,
      account_name: null,
      live: false,
      data: {
        id: paymentId(checkout),
        status: paid ? 'paid' : 'failed',
        amount,
        fee: 0,
        currency: options.currency ?? checkout.currency,
        refunded: 0,
        captured: paid ? amount : 0,
        description: checkout.data.description ?? '',
        invoice_id: checkout.providerRef,
        created_at: now,
        updated_at: now,
        metadata: { reference: checkout.reference },
        source: { type: 'creditcard', company: 'visa', name: 'Fake Customer', number: '4111-11XX-XXXX-1111', message: paid ? 'APPROVED' : 'DECLINED' },
      },
    };
    return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  },

  returnTo(checkout, outcome) {
    if (outcome === 'failed') return checkout.cancelUrl;
    const url = new URL(checkout.returnUrl);
    url.searchParams.set('id', paymentId(checkout));
    url.searchParams.set('status', 'paid');
    url.searchParams.set('message', 'APPROVED');
    return url.toString();
  },
};
