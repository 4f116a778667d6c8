import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderFake, startProviderFake } from '../../../../tests/support/payment-fakes';
import { paypalWebhookHeaders } from '../../../../tests/support/payment-fakes/paypal';
import { providerAmount } from '../amounts';
import { paymentsConfig, paymentsEnvSchema } from '../config';
import { createPaypalProvider } from './paypal';
import { type CheckoutRequest, type PaymentProvider, WebhookRejected } from './types';

// The PayPal adapter against the local fake PayPal (tests/support/payment-fakes/paypal.ts).
// Webhooks the fake sends on capture are caught by `deliver` (nothing leaves the machine).

const WEBHOOK_URL = 'https://shop.example/api/v1/webhook/paypal/payment';
let fake: ProviderFake;
let paypal: PaymentProvider;
let attempt = 0;
const delivered: { headers: Record<string, string>; body: string }[] = [];

beforeAll(async () => {
  fake = await startProviderFake('paypal', {
    webhookUrl: WEBHOOK_URL,
    deliver: async (_url, init) => {
      delivered.push({ headers: init.headers as Record<string, string>, body: String(init.body) });
      return new Response(null, { status: 200 });
    },
  });
  paypal = createPaypalProvider(paymentsConfig(paymentsEnvSchema.parse(fake.env)).providers.paypal!);
});
afterAll(() => fake.close());

function checkoutRequest(amount: string, currency: string): CheckoutRequest {
  attempt += 1;
  return {
    reference: `cmd_${attempt}_paypaltest`,
    amount: providerAmount(amount, currency),
    description: `Order #${attempt}`,
    customer: { email: 'ana@example.com', name: 'Ana', phone: null },
    returnUrl: `https://shop.example/payment/result?transaction=${attempt}`,
    cancelUrl: `https://shop.example/payment/result?transaction=${attempt}&canceled=1`,
    webhookUrl: WEBHOOK_URL,
    locale: 'es',
  };
}

const webhookRequest = (call: { headers: Record<string, string>; body: string }) => ({ headers: call.headers, rawBody: call.body, url: WEBHOOK_URL });

/** The buyer clicks Pay on PayPal's (fake) page; answers where PayPal sends the browser back. */
async function approve(approvalUrl: string): Promise<URL> {
  const response = await fetch(`${approvalUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** Polls until the fake has delivered a webhook about `orderId`. */
async function deliveredAbout(orderId: string) {
  await expect.poll(() => delivered.filter((call) => call.body.includes(orderId)).length).toBeGreaterThan(0);
  return delivered.filter((call) => call.body.includes(orderId));
}

describe('paypal createCheckout', () => {
  it('creates a CAPTURE order in major units naming our reference, and answers the approval link', async () => {
    const request = checkoutRequest('12.34', 'USD');
    const session = await paypal.createCheckout(request);

    expect(session.url).toBe(`${fake.baseUrl}/hosted/${session.providerRef}`);
    const order = fake.checkouts.get(session.providerRef)!;
    expect(order).toMatchObject({ amountMinor: 1234n, currency: 'USD', reference: request.reference, returnUrl: request.returnUrl, cancelUrl: request.cancelUrl });
    expect(order.data).toMatchObject({ value: '12.34', payerAction: true, description: request.description, locale: 'es-ES', invoiceId: request.reference });
  });

  it('sends JPY, and HUF, in whole units as PayPal takes them', async () => {
    const yen = await paypal.createCheckout(checkoutRequest('1500.00', 'JPY'));
    expect(fake.checkouts.get(yen.providerRef)).toMatchObject({ amountMinor: 1500n, currency: 'JPY', data: { value: '1500' } });

    const forint = await paypal.createCheckout(checkoutRequest('2500.00', 'HUF'));
    expect(fake.checkouts.get(forint.providerRef)).toMatchObject({ amountMinor: 250000n, currency: 'HUF', data: { value: '2500' } });
  });

  it('refuses a HUF amount with fillér rather than rounding money', async () => {
    const before = fake.checkouts.size;
    await expect(paypal.createCheckout(checkoutRequest('2500.50', 'HUF'))).rejects.toThrow(/whole HUF/);
    expect(fake.checkouts.size).toBe(before);
  });

  it('makes one order for one attempt even when asked twice (PayPal-Request-Id)', async () => {
    const request = checkoutRequest('20.00', 'EUR');
    const first = await paypal.createCheckout(request);
    await expect(paypal.createCheckout(request)).resolves.toEqual(first);
  });

  it('fails readably when the client credentials are wrong', async () => {
    const config = paymentsConfig(paymentsEnvSchema.parse({ ...fake.env, PAYPAL_CLIENT_SECRET: 'wrong' })).providers.paypal!;
    await expect(createPaypalProvider(config).createCheckout(checkoutRequest('5.00', 'USD'))).rejects.toThrow(/token request failed \(401\).*Client Authentication failed/);
  });
});

describe('paypal fetchOutcome', () => {
  it('is pending until approved; after approval it captures, is paid, and PayPal then sends the capture webhook', async () => {
    const request = checkoutRequest('15.00', 'USD');
    const session = await paypal.createCheckout(request);
    const ref = { providerRef: session.providerRef, reference: request.reference };
    await expect(paypal.fetchOutcome(ref, new URLSearchParams())).resolves.toMatchObject({ status: 'pending', eventId: `status:paypal:${session.providerRef}:pending` });

    const back = await approve(session.url);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/payment/result');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ transaction: String(attempt), token: session.providerRef, PayerID: expect.any(String) });
    // Approval moves no money and sends no capture webhook yet.
    expect(delivered.some((call) => call.body.includes(session.providerRef))).toBe(false);

    await expect(paypal.fetchOutcome(ref, back.searchParams)).resolves.toEqual({
      eventId: `status:paypal:${session.providerRef}:paid`,
      reference: request.reference,
      providerRef: session.providerRef,
      status: 'paid',
      amount: { minor: 1500n, currency: 'USD' },
    });

    const [webhook, ...more] = await deliveredAbout(session.providerRef);
    expect(more).toHaveLength(0);
    await expect(paypal.parseWebhook(webhookRequest(webhook!))).resolves.toMatchObject({
      reference: request.reference,
      providerRef: session.providerRef,
      status: 'paid',
      amount: { minor: 1500n, currency: 'USD' },
    });

    // Asking again reads the completed order; nothing is captured twice.
    await expect(paypal.fetchOutcome(ref, back.searchParams)).resolves.toMatchObject({ status: 'paid' });
    expect(await deliveredAbout(session.providerRef)).toHaveLength(1);
  });

  it('captures once when the return and the expiry check race', async () => {
    const request = checkoutRequest('7.50', 'EUR');
    const { providerRef } = await paypal.createCheckout(request);
    fake.settle(providerRef, 'paid');
    const outcomes = await Promise.all([1, 2, 3].map(() => paypal.fetchOutcome({ providerRef, reference: request.reference }, new URLSearchParams())));
    expect(outcomes.map((o) => o.status)).toEqual(['paid', 'paid', 'paid']);
    expect(outcomes[0]!.amount).toEqual({ minor: 750n, currency: 'EUR' });
    expect(await deliveredAbout(providerRef)).toHaveLength(1);
  });

  it('is failed when PayPal declines the buyer’s funding at capture, or the order was voided', async () => {
    const declined = await paypal.createCheckout(checkoutRequest('9.00', 'USD'));
    fake.settle(declined.providerRef, 'paid');
    fake.checkouts.get(declined.providerRef)!.data.declineCapture = true;
    await expect(paypal.fetchOutcome({ providerRef: declined.providerRef, reference: '' }, new URLSearchParams())).resolves.toMatchObject({
      status: 'failed',
      eventId: `status:paypal:${declined.providerRef}:failed`,
    });

    const voided = await paypal.createCheckout(checkoutRequest('9.00', 'USD'));
    fake.settle(voided.providerRef, 'failed');
    await expect(paypal.fetchOutcome({ providerRef: voided.providerRef, reference: '' }, new URLSearchParams())).resolves.toMatchObject({ status: 'failed' });
  });

  it('fails for an order PayPal does not know', async () => {
    await expect(paypal.fetchOutcome({ providerRef: 'NOSUCHORDER', reference: 'x' }, new URLSearchParams())).rejects.toThrow(/RESOURCE_NOT_FOUND/);
  });
});

describe('paypal parseWebhook', () => {
  it('reads PAYMENT.CAPTURE.COMPLETED as paid, verified by PayPal, with the amount in minor units', async () => {
    const request = checkoutRequest('1500.00', 'JPY');
    const { providerRef } = await paypal.createCheckout(request);
    const call = await fake.webhook(providerRef, { outcome: 'paid', eventId: 'WH-PAID-1' });
    await expect(paypal.parseWebhook(webhookRequest(call))).resolves.toEqual({
      eventId: 'WH-PAID-1',
      reference: request.reference,
      providerRef,
      status: 'paid',
      amount: { minor: 1500n, currency: 'JPY' },
    });
  });

  it('reads PAYMENT.CAPTURE.DENIED as failed', async () => {
    const { providerRef } = await paypal.createCheckout(checkoutRequest('3.00', 'USD'));
    await expect(paypal.parseWebhook(webhookRequest(await fake.webhook(providerRef, { outcome: 'failed' })))).resolves.toMatchObject({ status: 'failed', providerRef });
  });

  it('reports the amount PayPal claims, for the server to compare', async () => {
    const { providerRef } = await paypal.createCheckout(checkoutRequest('3.00', 'USD'));
    const call = await fake.webhook(providerRef, { amountMinor: 299n, currency: 'EUR' });
    await expect(paypal.parseWebhook(webhookRequest(call))).resolves.toMatchObject({ status: 'paid', amount: { minor: 299n, currency: 'EUR' } });
  });

  it('refuses a bad signature, missing transmission headers, a body changed after signing, or another webhook id', async () => {
    const { providerRef } = await paypal.createCheckout(checkoutRequest('3.00', 'USD'));
    await expect(paypal.parseWebhook(webhookRequest(await fake.webhook(providerRef, { badSignature: true })))).rejects.toBeInstanceOf(WebhookRejected);

    const good = await fake.webhook(providerRef);
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = good.headers;
    await expect(paypal.parseWebhook(webhookRequest({ headers: unsigned, body: good.body }))).rejects.toBeInstanceOf(WebhookRejected);
    const tampered = good.body.replace('"value":"3.00"', '"value":"0.01"');
    expect(tampered).not.toBe(good.body);
    await expect(paypal.parseWebhook(webhookRequest({ headers: good.headers, body: tampered }))).rejects.toBeInstanceOf(WebhookRejected);
    await expect(paypal.parseWebhook(webhookRequest({ headers: good.headers, body: 'not json' }))).rejects.toBeInstanceOf(WebhookRejected);

    const otherEndpoint = createPaypalProvider(paymentsConfig(paymentsEnvSchema.parse({ ...fake.env, PAYPAL_WEBHOOK_ID: 'WH-SOMEONE-ELSE' })).providers.paypal!);
    await expect(otherEndpoint.parseWebhook(webhookRequest(good))).rejects.toBeInstanceOf(WebhookRejected);

    await expect(paypal.parseWebhook(webhookRequest(good))).resolves.toMatchObject({ status: 'paid' });
  });

  it('answers null for a verified event that is not about a capture (an approval moves no money)', async () => {
    const body = JSON.stringify({ id: 'WH-APPROVED-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource_type: 'checkout-order', resource: { id: 'ORDER1', status: 'APPROVED' } });
    await expect(paypal.parseWebhook(webhookRequest({ headers: paypalWebhookHeaders(body, fake.baseUrl), body }))).resolves.toBeNull();
  });

  it('reads a webhook about an order it never made (the server then ignores it)', async () => {
    const outcome = await paypal.parseWebhook(webhookRequest(await fake.unknownWebhook()));
    expect(outcome).toMatchObject({ status: 'paid', amount: { minor: 1000n, currency: 'USD' } });
    expect(outcome?.reference).toMatch(/^cmd_999999_/);
  });
});
