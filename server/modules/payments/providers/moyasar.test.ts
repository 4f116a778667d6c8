import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderFake, type ProviderFake } from '../../../../tests/support/payment-fakes';
import { providerAmount } from '../amounts';
import { paymentsConfig, paymentsEnvSchema, type MoyasarConfig } from '../config';
import { createMoyasarProvider } from './moyasar';
import { type CheckoutRequest, type PaymentProvider, WebhookRejected } from './types';

// The Moyasar adapter against its local fake (tests/support/payment-fakes/moyasar.ts).

const WEBHOOK_URL = 'http://shop.test/api/v1/webhook/moyasar/payment';
let fake: ProviderFake;
let config: MoyasarConfig;
let moyasar: PaymentProvider;
/** Webhooks the fake's hosted page sent (delivered in-process, nothing leaves the machine). */
const delivered: { headers: Record<string, string>; body: string }[] = [];

let nextReference = 1;
const request = (amount: string, currency: string): CheckoutRequest => ({
  reference: `cmd_${nextReference}_r${nextReference++}`,
  amount: providerAmount(amount, currency),
  description: 'Order #12',
  customer: { email: 'ana@example.com', name: 'Ana', phone: null },
  returnUrl: 'http://shop.test/payment/result?transaction=7',
  cancelUrl: 'http://shop.test/payment/result?transaction=7&canceled=1',
  webhookUrl: WEBHOOK_URL,
  locale: 'ar',
});

beforeAll(async () => {
  fake = await startProviderFake('moyasar', {
    webhookUrl: WEBHOOK_URL,
    deliver: async (_url, init) => {
      delivered.push({ headers: init.headers as Record<string, string>, body: String(init.body) });
      return new Response('ok');
    },
  });
  const configured = paymentsConfig(paymentsEnvSchema.parse(fake.env)).providers.moyasar;
  if (!configured) throw new Error('the fake does not configure moyasar');
  config = configured;
  moyasar = createMoyasarProvider(config);
});
afterAll(() => fake.close());

const webhookRequest = (call: { headers: Record<string, string>; body: string }) => ({ headers: call.headers, rawBody: call.body, url: WEBHOOK_URL });

describe('moyasar createCheckout', () => {
  it('creates an invoice in halalas with our reference, webhook and return pages, and answers its hosted page', async () => {
    const req = request('123.45', 'SAR');
    const session = await moyasar.createCheckout(req);

    const checkout = fake.checkouts.get(session.providerRef)!;
    expect(checkout).toMatchObject({ reference: req.reference, amountMinor: 12345n, currency: 'SAR', returnUrl: req.returnUrl, cancelUrl: req.cancelUrl });
    expect(checkout.data).toMatchObject({ description: 'Order #12', callbackUrl: WEBHOOK_URL });
    expect(session.url).toBe(`${fake.baseUrl}/hosted/${session.providerRef}`);
    const page = await fetch(session.url);
    expect(await page.text()).toContain('12345 SAR');
  });

  it('charges a zero-decimal currency in whole units', async () => {
    const session = await moyasar.createCheckout(request('1500.40', 'JPY'));
    expect(fake.checkouts.get(session.providerRef)).toMatchObject({ amountMinor: 1500n, currency: 'JPY' });
  });

  it('says what Moyasar answered when the secret key is wrong', async () => {
    const wrong = createMoyasarProvider({ ...config, secretKey: 'sk_test_wrong' });
    await expect(wrong.createCheckout(request('10.00', 'SAR'))).rejects.toThrow(/401: Invalid authorization credentials/);
  });
});

describe('moyasar parseWebhook', () => {
  it('reads payment_paid as paid, naming the invoice, our reference and the amount', async () => {
    const req = request('99.90', 'SAR');
    const { providerRef } = await moyasar.createCheckout(req);
    const outcome = await moyasar.parseWebhook(webhookRequest(await fake.webhook(providerRef, { outcome: 'paid', eventId: 'evt_paid_1' })));
    expect(outcome).toEqual({ eventId: 'evt_paid_1', reference: req.reference, providerRef, status: 'paid', amount: { minor: 9990n, currency: 'SAR' } });
  });

  it('reads payment_failed as failed', async () => {
    const { providerRef } = await moyasar.createCheckout(request('20.00', 'SAR'));
    const outcome = await moyasar.parseWebhook(webhookRequest(await fake.webhook(providerRef, { outcome: 'failed' })));
    expect(outcome).toMatchObject({ providerRef, status: 'failed' });
  });

  it('reports the amount and currency the webhook claims (the server compares them with its own)', async () => {
    const { providerRef } = await moyasar.createCheckout(request('20.00', 'SAR'));
    const outcome = await moyasar.parseWebhook(webhookRequest(await fake.webhook(providerRef, { amountMinor: 100n, currency: 'USD' })));
    expect(outcome?.amount).toEqual({ minor: 100n, currency: 'USD' });
  });

  it('rejects a wrong secret token, a missing one and a body that is not JSON', async () => {
    const { providerRef } = await moyasar.createCheckout(request('20.00', 'SAR'));
    const bad = await fake.webhook(providerRef, { badSignature: true });
    await expect(moyasar.parseWebhook(webhookRequest(bad))).rejects.toBeInstanceOf(WebhookRejected);

    const good = await fake.webhook(providerRef);
    const { secret_token: _dropped, ...unsigned } = JSON.parse(good.body) as Record<string, unknown>;
    await expect(moyasar.parseWebhook(webhookRequest({ headers: good.headers, body: JSON.stringify(unsigned) }))).rejects.toBeInstanceOf(WebhookRejected);
    await expect(moyasar.parseWebhook(webhookRequest({ headers: good.headers, body: 'secret_token=x' }))).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('answers null for a verified event that is not an outcome (a refund)', async () => {
    const { providerRef } = await moyasar.createCheckout(request('20.00', 'SAR'));
    const call = await fake.webhook(providerRef);
    const refunded = { ...(JSON.parse(call.body) as Record<string, unknown>), type: 'payment_refunded' };
    expect(await moyasar.parseWebhook(webhookRequest({ headers: call.headers, body: JSON.stringify(refunded) }))).toBeNull();
  });

  it('verifies a webhook about an invoice it never made (the server then ignores it)', async () => {
    const outcome = await moyasar.parseWebhook(webhookRequest(await fake.unknownWebhook()));
    expect(outcome).toMatchObject({ status: 'paid', providerRef: expect.stringMatching(/^ghost_/) as unknown });
  });
});

describe('moyasar fetchOutcome', () => {
  it('is pending while the invoice is open, then paid with its amount once Moyasar says so', async () => {
    const req = request('45.50', 'SAR');
    const { providerRef } = await moyasar.createCheckout(req);
    const session = { providerRef, reference: req.reference };

    expect(await moyasar.fetchOutcome(session, new URLSearchParams())).toMatchObject({ status: 'pending', providerRef, eventId: `status:moyasar:${providerRef}:pending` });
    // The browser's return query claims paid: only the invoice counts.
    expect((await moyasar.fetchOutcome(session, new URLSearchParams('id=x&status=paid&message=APPROVED'))).status).toBe('pending');

    fake.settle(providerRef, 'paid');
    expect(await moyasar.fetchOutcome(session, new URLSearchParams())).toEqual({
      eventId: `status:moyasar:${providerRef}:paid`,
      reference: req.reference,
      providerRef,
      status: 'paid',
      amount: { minor: 4550n, currency: 'SAR' },
    });
  });

  it('is failed once the invoice failed', async () => {
    const req = request('45.50', 'SAR');
    const { providerRef } = await moyasar.createCheckout(req);
    fake.settle(providerRef, 'failed');
    expect((await moyasar.fetchOutcome({ providerRef, reference: req.reference }, new URLSearchParams())).status).toBe('failed');
  });

  it('throws with Moyasar’s message for an invoice it does not know', async () => {
    await expect(moyasar.fetchOutcome({ providerRef: 'no-such-invoice', reference: 'cmd_1_x' }, new URLSearchParams())).rejects.toThrow(/404: Object not found/);
  });
});

describe('moyasar hosted page (fake)', () => {
  it('Pay sends a webhook the adapter verifies and returns the browser to success_url with id, status and message', async () => {
    const req = request('30.00', 'SAR');
    const { providerRef } = await moyasar.createCheckout(req);
    const before = delivered.length;
    const response = await fetch(`${fake.baseUrl}/hosted/${providerRef}/pay`, { method: 'POST', redirect: 'manual' });

    const back = new URL(response.headers.get('location')!);
    expect(back.searchParams.get('transaction')).toBe('7');
    expect(back.searchParams.get('status')).toBe('paid');
    expect(back.searchParams.get('message')).toBe('APPROVED');
    expect(back.searchParams.get('id')).toBeTruthy();
    expect(delivered.length).toBe(before + 1);
    expect(await moyasar.parseWebhook(webhookRequest(delivered[before]!))).toMatchObject({ providerRef, reference: req.reference, status: 'paid' });
  });

  it('Decline returns the browser to back_url', async () => {
    const req = request('30.00', 'SAR');
    const { providerRef } = await moyasar.createCheckout(req);
    const response = await fetch(`${fake.baseUrl}/hosted/${providerRef}/decline`, { method: 'POST', redirect: 'manual' });
    expect(response.headers.get('location')).toBe(req.cancelUrl);
    expect((await moyasar.fetchOutcome({ providerRef, reference: req.reference }, new URLSearchParams())).status).toBe('failed');
  });
});
