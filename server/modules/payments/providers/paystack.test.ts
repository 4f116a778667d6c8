import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderFake, type ProviderFake } from '../../../../tests/support/payment-fakes';
import { providerAmount } from '../amounts';
import { paymentsConfig, paymentsEnvSchema, type PaystackConfig } from '../config';
import { createPaystackProvider, paystackReference } from './paystack';
import { type CheckoutRequest, type PaymentProvider, WebhookRejected } from './types';

let fake: ProviderFake;
let config: PaystackConfig;
let paystack: PaymentProvider;
/** Webhooks the fake's hosted page sent when a test clicked Pay or Decline. */
const delivered: { headers: Record<string, string>; body: string }[] = [];

let attempt = 0;
function checkoutRequest(amount: string, currency: string, email: string | null = 'ada@example.com'): CheckoutRequest {
  attempt += 1;
  return {
    reference: `cmd_${attempt}_psk${Date.now().toString(36)}`,
    amount: providerAmount(amount, currency),
    description: `Order #${attempt}`,
    customer: { email, name: 'Ada Obi', phone: null },
    returnUrl: `http://127.0.0.1:5173/payment/result?transaction=${attempt}`,
    cancelUrl: `http://127.0.0.1:5173/payment/result?transaction=${attempt}&canceled=1`,
    webhookUrl: 'http://127.0.0.1:5173/api/v1/webhook/paystack/payment',
    locale: 'en',
  };
}

const WEBHOOK_URL = 'http://127.0.0.1/api/v1/webhook/paystack/payment';
const asRequest = (call: { headers: Record<string, string>; body: string }) => ({ headers: call.headers, rawBody: call.body, url: WEBHOOK_URL });

/** A webhook body signed with the secret key, as Paystack would send it. */
function signed(body: object) {
  const rawBody = JSON.stringify(body);
  return { headers: { 'x-paystack-signature': createHmac('sha512', config.secretKey).update(rawBody).digest('hex') }, rawBody, url: WEBHOOK_URL };
}

beforeAll(async () => {
  fake = await startProviderFake('paystack', {
    webhookUrl: 'http://127.0.0.1:5173/api/v1/webhook/paystack/payment',
    deliver: async (_url, init) => {
      delivered.push({ headers: init.headers as Record<string, string>, body: init.body as string });
      return new Response('ok');
    },
  });
  config = paymentsConfig(paymentsEnvSchema.parse(fake.env)).providers.paystack!;
  paystack = createPaystackProvider(config);
});

afterAll(() => fake.close());

describe('paystackReference', () => {
  it('keeps Paystack’s allowed characters and maps the rest one to one', () => {
    expect(paystackReference('cmd_12_aB3-x')).toBe('cmd.12.aB3-x');
    expect(paystackReference('a.b=c d')).toBe('a=2Eb=3Dc=20d');
    expect(paystackReference('a_b')).not.toBe(paystackReference('a.b'));
    expect(paystackReference('ñ')).toBe('=C3=B1');
  });
});

describe('paystack createCheckout', () => {
  it('initialises a transaction for the amount in kobo, with our reference, the customer’s email and the return and cancel URLs', async () => {
    const request = checkoutRequest('2500.00', 'NGN');
    const session = await paystack.createCheckout(request);

    expect(session.providerRef).toBe(paystackReference(request.reference));
    const checkout = fake.checkouts.get(session.providerRef)!;
    expect(checkout).toMatchObject({ amountMinor: 250_000n, currency: 'NGN', reference: request.reference, returnUrl: request.returnUrl, cancelUrl: request.cancelUrl });
    expect(checkout.data.email).toBe('ada@example.com');
    expect(session.url).toBe(`${fake.baseUrl}/hosted/${session.providerRef}`);
    expect((await fetch(session.url)).status).toBe(200);
  });

  it('sends dollars and cedis in cents and pesewas', async () => {
    const dollars = await paystack.createCheckout(checkoutRequest('12.34', 'USD'));
    const cedis = await paystack.createCheckout(checkoutRequest('0.5', 'GHS'));
    expect(fake.checkouts.get(dollars.providerRef)).toMatchObject({ amountMinor: 1234n, currency: 'USD' });
    expect(fake.checkouts.get(cedis.providerRef)).toMatchObject({ amountMinor: 50n, currency: 'GHS' });
  });

  it('sends a placeholder email when the customer has none (Paystack requires one)', async () => {
    const request = checkoutRequest('100.00', 'NGN', null);
    const { providerRef } = await paystack.createCheckout(request);
    expect(fake.checkouts.get(providerRef)!.data.email).toBe(`customer-${providerRef}@example.invalid`);
  });

  it('says what Paystack answered when the key is wrong', async () => {
    const wrongKey = createPaystackProvider({ ...config, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.createCheckout(checkoutRequest('10.00', 'NGN'))).rejects.toThrow(/HTTP 401: Invalid key/);
  });
});

describe('paystack parseWebhook', () => {
  it('reads charge.success as paid, with the amount and currency charged and our reference', async () => {
    const request = checkoutRequest('150.00', 'NGN');
    const { providerRef } = await paystack.createCheckout(request);
    const call = await fake.webhook(providerRef, { outcome: 'paid' });
    const transactionId = (JSON.parse(call.body) as { data: { id: number } }).data.id;

    expect(await paystack.parseWebhook(asRequest(call))).toEqual({
      eventId: `paystack:${transactionId}:charge.success`,
      reference: request.reference,
      providerRef,
      status: 'paid',
      amount: { minor: 15_000n, currency: 'NGN' },
    });
    // Paystack resends the same statement with the same key.
    expect((await paystack.parseWebhook(asRequest(await fake.webhook(providerRef, { outcome: 'paid' }))))?.eventId).toBe(`paystack:${transactionId}:charge.success`);
  });

  it('reports the amount the webhook claims, so a wrong one can be refused', async () => {
    const { providerRef } = await paystack.createCheckout(checkoutRequest('150.00', 'NGN'));
    const outcome = await paystack.parseWebhook(asRequest(await fake.webhook(providerRef, { amountMinor: 1n, currency: 'USD' })));
    expect(outcome?.amount).toEqual({ minor: 1n, currency: 'USD' });
  });

  it('acknowledges a declined charge’s event with null (not final at Paystack; verify says failed)', async () => {
    const { providerRef } = await paystack.createCheckout(checkoutRequest('40.00', 'NGN'));
    expect(await paystack.parseWebhook(asRequest(await fake.webhook(providerRef, { outcome: 'failed' })))).toBeNull();
  });

  it('acknowledges events that are not about a charge with null', async () => {
    expect(await paystack.parseWebhook(signed({ event: 'transfer.success', data: { id: 1, reference: 'x', amount: 100, currency: 'NGN', status: 'success' } }))).toBeNull();
  });

  it('rejects a wrong, missing or stale signature', async () => {
    const { providerRef } = await paystack.createCheckout(checkoutRequest('75.00', 'NGN'));
    await expect(paystack.parseWebhook(asRequest(await fake.webhook(providerRef, { badSignature: true })))).rejects.toBeInstanceOf(WebhookRejected);

    const genuine = await fake.webhook(providerRef);
    await expect(paystack.parseWebhook({ ...asRequest(genuine), headers: {} })).rejects.toBeInstanceOf(WebhookRejected);
    const tampered = genuine.body.replace('"amount":7500', '"amount":1');
    expect(tampered).not.toBe(genuine.body);
    await expect(paystack.parseWebhook({ ...asRequest(genuine), rawBody: tampered })).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('verifies a webhook about a transaction this server never made (the server then ignores it)', async () => {
    const outcome = await paystack.parseWebhook(asRequest(await fake.unknownWebhook()));
    expect(outcome).toMatchObject({ status: 'paid', providerRef: expect.stringMatching(/^ghost_/) as unknown });
  });
});

describe('paystack fetchOutcome', () => {
  it('is pending while the transaction is not completed, then paid with the amount once verified', async () => {
    const request = checkoutRequest('999.99', 'NGN');
    const session = await paystack.createCheckout(request);
    const ids = { providerRef: session.providerRef, reference: request.reference };

    expect(await paystack.fetchOutcome(ids, new URLSearchParams())).toEqual({
      eventId: `status:paystack:${session.providerRef}:pending`,
      reference: request.reference,
      providerRef: session.providerRef,
      status: 'pending',
      amount: null,
    });
    fake.settle(session.providerRef, 'paid');
    expect(await paystack.fetchOutcome(ids, new URLSearchParams())).toEqual({
      eventId: `status:paystack:${session.providerRef}:paid`,
      reference: request.reference,
      providerRef: session.providerRef,
      status: 'paid',
      amount: { minor: 99_999n, currency: 'NGN' },
    });
  });

  it('is failed once the charge is declined', async () => {
    const request = checkoutRequest('5.00', 'NGN');
    const session = await paystack.createCheckout(request);
    fake.settle(session.providerRef, 'failed');
    const outcome = await paystack.fetchOutcome({ providerRef: session.providerRef, reference: request.reference }, new URLSearchParams());
    expect(outcome).toMatchObject({ status: 'failed', eventId: `status:paystack:${session.providerRef}:failed` });
  });

  it('says so when Paystack does not know the reference', async () => {
    await expect(paystack.fetchOutcome({ providerRef: 'cmd.0.unknown', reference: 'cmd_0_unknown' }, new URLSearchParams())).rejects.toThrow(/HTTP 400: Transaction reference not found/);
  });
});

describe('paystack fake hosted page', () => {
  it('on Pay sends a webhook the adapter reads as paid and returns the browser with trxref and reference', async () => {
    const request = checkoutRequest('300.00', 'NGN');
    const session = await paystack.createCheckout(request);
    const sent = delivered.length;
    const response = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });

    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(back.searchParams.get('transaction')).toBe(String(attempt));
    expect(back.searchParams.get('trxref')).toBe(session.providerRef);
    expect(back.searchParams.get('reference')).toBe(session.providerRef);
    expect(delivered).toHaveLength(sent + 1);
    expect(await paystack.parseWebhook(asRequest(delivered[sent]!))).toMatchObject({ status: 'paid', providerRef: session.providerRef, reference: request.reference });
  });

  it('on Decline sends the browser to the cancel URL, and verify says failed', async () => {
    const request = checkoutRequest('300.00', 'NGN');
    const session = await paystack.createCheckout(request);
    const response = await fetch(`${session.url}/decline`, { method: 'POST', redirect: 'manual' });

    expect(response.headers.get('location')).toBe(request.cancelUrl);
    expect(await paystack.fetchOutcome({ providerRef: session.providerRef, reference: request.reference }, new URLSearchParams())).toMatchObject({ status: 'failed' });
  });
});
