import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderFake, type ProviderFake } from '../../../../tests/support/payment-fakes';
import { providerAmount } from '../amounts';
import { paymentsConfig, paymentsEnvSchema, type RazorpayConfig } from '../config';
import { createRazorpayProvider } from './razorpay';
import { type CheckoutRequest, type PaymentProvider, WebhookRejected } from './types';

let fake: ProviderFake;
let config: RazorpayConfig;
let razorpay: PaymentProvider;
/** Webhooks the fake's hosted page sent when a test clicked Pay or Decline. */
const delivered: { headers: Record<string, string>; body: string }[] = [];

let attempt = 0;
function checkoutRequest(amount: string, currency: string): CheckoutRequest {
  attempt += 1;
  return {
    reference: `cmd_${attempt}_rzp${Date.now().toString(36)}`,
    amount: providerAmount(amount, currency),
    description: `Order #${attempt}`,
    customer: { email: 'ana@example.com', name: 'Ana Ruiz', phone: '+919000090000' },
    returnUrl: `http://127.0.0.1:5173/payment/result?transaction=${attempt}`,
    cancelUrl: `http://127.0.0.1:5173/payment/result?transaction=${attempt}&canceled=1`,
    webhookUrl: 'http://127.0.0.1:5173/api/v1/webhook/razorpay/payment',
    locale: 'en',
  };
}

/** A webhook body signed with the configured secret, as Razorpay would send it. */
function signed(body: object, eventId = 'evt_custom') {
  const rawBody = JSON.stringify(body);
  const signature = createHmac('sha256', config.webhookSecret).update(rawBody).digest('hex');
  return { headers: { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId }, rawBody, url: 'http://127.0.0.1/api/v1/webhook/razorpay/payment' };
}

const asRequest = (call: { headers: Record<string, string>; body: string }) => ({ headers: call.headers, rawBody: call.body, url: 'http://127.0.0.1/api/v1/webhook/razorpay/payment' });

beforeAll(async () => {
  fake = await startProviderFake('razorpay', {
    webhookUrl: 'http://127.0.0.1:5173/api/v1/webhook/razorpay/payment',
    deliver: async (_url, init) => {
      delivered.push({ headers: init.headers as Record<string, string>, body: init.body as string });
      return new Response('ok');
    },
  });
  config = paymentsConfig(paymentsEnvSchema.parse(fake.env)).providers.razorpay!;
  razorpay = createRazorpayProvider(config);
});

afterAll(() => fake.close());

describe('razorpay createCheckout', () => {
  it('creates a payment link for the amount in paise, with our reference and the return URL', async () => {
    const request = checkoutRequest('499.50', 'INR');
    const session = await razorpay.createCheckout(request);

    expect(session.providerRef).toMatch(/^plink_/);
    const checkout = fake.checkouts.get(session.providerRef)!;
    expect(checkout).toMatchObject({ amountMinor: 49_950n, currency: 'INR', reference: request.reference, returnUrl: request.returnUrl });
    expect(session.url).toBe(`${fake.baseUrl}/hosted/${session.providerRef}`);
    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('49950 INR');
  });

  it('sends zero-decimal yen as whole yen, dollars as cents and dinars in fils', async () => {
    const yen = await razorpay.createCheckout(checkoutRequest('1500', 'JPY'));
    const dollars = await razorpay.createCheckout(checkoutRequest('12.34', 'USD'));
    const dinars = await razorpay.createCheckout(checkoutRequest('7.25', 'KWD'));
    expect(fake.checkouts.get(yen.providerRef)).toMatchObject({ amountMinor: 1500n, currency: 'JPY' });
    expect(fake.checkouts.get(dollars.providerRef)).toMatchObject({ amountMinor: 1234n, currency: 'USD' });
    expect(fake.checkouts.get(dinars.providerRef)).toMatchObject({ amountMinor: 7250n, currency: 'KWD' });
  });

  it('says what Razorpay answered when the keys are wrong', async () => {
    const wrongKeys = createRazorpayProvider({ ...config, keySecret: 'not-the-secret' });
    await expect(wrongKeys.createCheckout(checkoutRequest('10.00', 'INR'))).rejects.toThrow(/HTTP 401: Authentication failed/);
  });
});

describe('razorpay parseWebhook', () => {
  it('reads payment_link.paid as paid, with the amount and currency charged and Razorpay’s event id', async () => {
    const request = checkoutRequest('250.00', 'INR');
    const { providerRef } = await razorpay.createCheckout(request);
    const outcome = await razorpay.parseWebhook(asRequest(await fake.webhook(providerRef, { outcome: 'paid', eventId: 'evt_paid_once' })));
    expect(outcome).toEqual({ eventId: 'evt_paid_once', reference: request.reference, providerRef, status: 'paid', amount: { minor: 25_000n, currency: 'INR' } });
  });

  it('reports the amount the webhook claims, so a wrong one can be refused', async () => {
    const { providerRef } = await razorpay.createCheckout(checkoutRequest('250.00', 'INR'));
    const outcome = await razorpay.parseWebhook(asRequest(await fake.webhook(providerRef, { outcome: 'paid', amountMinor: 100n, currency: 'USD' })));
    expect(outcome?.amount).toEqual({ minor: 100n, currency: 'USD' });
  });

  it('reads a cancelled payment link as failed', async () => {
    const request = checkoutRequest('99.00', 'INR');
    const { providerRef } = await razorpay.createCheckout(request);
    const outcome = await razorpay.parseWebhook(asRequest(await fake.webhook(providerRef, { outcome: 'failed' })));
    expect(outcome).toMatchObject({ reference: request.reference, providerRef, status: 'failed', amount: null });
  });

  it('reads an expired payment link as failed', async () => {
    const { providerRef } = await razorpay.createCheckout(checkoutRequest('99.00', 'INR'));
    const call = await fake.webhook(providerRef, { outcome: 'failed' });
    const body = JSON.parse(call.body) as { event: string; payload: { payment_link: { entity: { status: string } } } };
    body.event = 'payment_link.expired';
    body.payload.payment_link.entity.status = 'expired';
    expect(await razorpay.parseWebhook(signed(body, 'evt_expired'))).toMatchObject({ eventId: 'evt_expired', providerRef, status: 'failed' });
  });

  it('rejects a wrong, missing or stale signature', async () => {
    const { providerRef } = await razorpay.createCheckout(checkoutRequest('75.00', 'INR'));
    const forged = await fake.webhook(providerRef, { badSignature: true });
    await expect(razorpay.parseWebhook(asRequest(forged))).rejects.toBeInstanceOf(WebhookRejected);

    const genuine = await fake.webhook(providerRef);
    const { 'x-razorpay-signature': _signature, ...unsigned } = genuine.headers;
    await expect(razorpay.parseWebhook({ ...asRequest(genuine), headers: unsigned })).rejects.toBeInstanceOf(WebhookRejected);
    const tampered = genuine.body.replace('"amount_paid":7500', '"amount_paid":1');
    expect(tampered).not.toBe(genuine.body);
    await expect(razorpay.parseWebhook({ ...asRequest(genuine), rawBody: tampered })).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('acknowledges events that are not about a payment link outcome with null', async () => {
    const event = { entity: 'event', event: 'payment.authorized', contains: ['payment'], payload: { payment: { entity: { id: 'pay_x', status: 'authorized' } } } };
    expect(await razorpay.parseWebhook(signed(event))).toBeNull();
  });

  it('verifies a webhook about a link this server never made (the server then ignores it)', async () => {
    const outcome = await razorpay.parseWebhook(asRequest(await fake.unknownWebhook()));
    expect(outcome).toMatchObject({ status: 'paid', providerRef: expect.stringMatching(/^ghost_/) as unknown });
  });
});

describe('razorpay fetchOutcome', () => {
  it('is pending while the link is open, then paid with the amount once Razorpay says paid', async () => {
    const request = checkoutRequest('1234.56', 'INR');
    const session = await razorpay.createCheckout(request);
    const ids = { providerRef: session.providerRef, reference: request.reference };

    expect(await razorpay.fetchOutcome(ids, new URLSearchParams())).toEqual({
      eventId: `status:razorpay:${session.providerRef}:pending`,
      reference: request.reference,
      providerRef: session.providerRef,
      status: 'pending',
      amount: null,
    });
    fake.settle(session.providerRef, 'paid');
    expect(await razorpay.fetchOutcome(ids, new URLSearchParams())).toEqual({
      eventId: `status:razorpay:${session.providerRef}:paid`,
      reference: request.reference,
      providerRef: session.providerRef,
      status: 'paid',
      amount: { minor: 123_456n, currency: 'INR' },
    });
  });

  it('is failed once the link is cancelled', async () => {
    const request = checkoutRequest('5.00', 'INR');
    const session = await razorpay.createCheckout(request);
    fake.settle(session.providerRef, 'failed');
    const outcome = await razorpay.fetchOutcome({ providerRef: session.providerRef, reference: request.reference }, new URLSearchParams());
    expect(outcome).toMatchObject({ status: 'failed', eventId: `status:razorpay:${session.providerRef}:failed` });
  });
});

describe('razorpay fake hosted page', () => {
  it('on Pay sends a webhook the adapter reads as paid and returns the browser with Razorpay’s signed query', async () => {
    const request = checkoutRequest('300.00', 'INR');
    const session = await razorpay.createCheckout(request);
    const sent = delivered.length;
    const response = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });

    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(back.searchParams.get('transaction')).toBe(String(attempt));
    expect(back.searchParams.get('razorpay_payment_link_id')).toBe(session.providerRef);
    expect(back.searchParams.get('razorpay_payment_link_reference_id')).toBe(request.reference);
    expect(back.searchParams.get('razorpay_payment_link_status')).toBe('paid');
    const paymentId = back.searchParams.get('razorpay_payment_id')!;
    const payload = `${session.providerRef}|${request.reference}|paid|${paymentId}`;
    expect(back.searchParams.get('razorpay_signature')).toBe(createHmac('sha256', config.keySecret).update(payload).digest('hex'));

    expect(delivered).toHaveLength(sent + 1);
    expect(await razorpay.parseWebhook(asRequest(delivered[sent]!))).toMatchObject({ status: 'paid', providerRef: session.providerRef, reference: request.reference });
    expect(await razorpay.fetchOutcome({ providerRef: session.providerRef, reference: request.reference }, back.searchParams)).toMatchObject({ status: 'paid' });
  });
});
