import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderFake, startProviderFake } from '../../../../tests/support/payment-fakes';
import { stripeSignatureHeader } from '../../../../tests/support/payment-fakes/stripe';
import { providerAmount } from '../amounts';
import { paymentsConfig, paymentsEnvSchema } from '../config';
import { createStripeProvider } from './stripe';
import { type CheckoutRequest, type PaymentProvider, WebhookRejected } from './types';

// The Stripe adapter against the local fake Stripe (tests/support/payment-fakes/stripe.ts).

let fake: ProviderFake;
let stripe: PaymentProvider;
let attempt = 0;
const delivered: { headers: Record<string, string>; body: string }[] = [];

beforeAll(async () => {
  // Webhooks the fake sends when the hosted page is paid are caught here (nothing leaves the machine).
  fake = await startProviderFake('stripe', {
    webhookUrl: 'https://shop.example/api/v1/webhook/stripe/payment',
    deliver: async (_url, init) => {
      delivered.push({ headers: init.headers as Record<string, string>, body: String(init.body) });
      return new Response(null, { status: 200 });
    },
  });
  stripe = createStripeProvider(paymentsConfig(paymentsEnvSchema.parse(fake.env)).providers.stripe!);
});
afterAll(() => fake.close());

function checkoutRequest(amount: string, currency: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  attempt += 1;
  return {
    reference: `cmd_${attempt}_stripetest`,
    amount: providerAmount(amount, currency),
    description: `Order #${attempt}`,
    customer: { email: 'ana@example.com', name: 'Ana', phone: null },
    returnUrl: `https://shop.example/payment/result?transaction=${attempt}`,
    cancelUrl: `https://shop.example/payment/result?transaction=${attempt}&canceled=1`,
    webhookUrl: 'https://shop.example/api/v1/webhook/stripe/payment',
    locale: 'en',
    ...overrides,
  };
}

const webhookRequest = (call: { headers: Record<string, string>; body: string }) => ({
  headers: call.headers,
  rawBody: call.body,
  url: 'https://shop.example/api/v1/webhook/stripe/payment',
});

/** An event Stripe could send, signed with the endpoint's secret. */
function signedEvent(type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({ id: `evt_test_${type}_${attempt}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  return webhookRequest({ headers: { 'stripe-signature': stripeSignatureHeader(body, fake.env.STRIPE_WEBHOOK_SECRET!) }, body });
}

describe('stripe createCheckout', () => {
  it('makes a Checkout Session for the total in cents, naming our reference, and answers its hosted page', async () => {
    const request = checkoutRequest('12.34', 'USD');
    const session = await stripe.createCheckout(request);

    expect(session.providerRef).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.baseUrl}/hosted/${session.providerRef}`);
    const checkout = fake.checkouts.get(session.providerRef)!;
    expect(checkout).toMatchObject({ amountMinor: 1234n, currency: 'USD', reference: request.reference, cancelUrl: request.cancelUrl });
    expect(checkout.data.metadata).toEqual({ reference: request.reference });
    expect(checkout.data.customerEmail).toBe('ana@example.com');
    expect(checkout.data.productName).toBe(request.description);
    // Stripe fills the session id into the success URL, after our own query.
    expect(checkout.returnUrl).toBe(`${request.returnUrl}&session_id=${session.providerRef}`);
  });

  it('sends a zero-decimal currency in whole units and a three-decimal one in thousandths', async () => {
    const yen = await stripe.createCheckout(checkoutRequest('1500.00', 'JPY'));
    expect(fake.checkouts.get(yen.providerRef)).toMatchObject({ amountMinor: 1500n, currency: 'JPY' });

    const dinar = await stripe.createCheckout(checkoutRequest('2.35', 'KWD'));
    expect(fake.checkouts.get(dinar.providerRef)).toMatchObject({ amountMinor: 2350n, currency: 'KWD' });
  });

  it('sends ISK in hundredths as Stripe counts it, and reads it back in whole krónur', async () => {
    const session = await stripe.createCheckout(checkoutRequest('990.00', 'ISK'));
    expect(fake.checkouts.get(session.providerRef)).toMatchObject({ amountMinor: 990n, currency: 'ISK' });

    fake.settle(session.providerRef, 'paid');
    const outcome = await stripe.fetchOutcome({ providerRef: session.providerRef, reference: '' }, new URLSearchParams());
    expect(outcome.amount).toEqual({ minor: 990n, currency: 'ISK' });
  });

  it('makes one session for one attempt even when asked twice (idempotency key)', async () => {
    const request = checkoutRequest('20.00', 'EUR');
    const first = await stripe.createCheckout(request);
    const again = await stripe.createCheckout(request);
    expect(again).toEqual(first);
  });

  it('fails when the secret key is wrong', async () => {
    const config = paymentsConfig(paymentsEnvSchema.parse({ ...fake.env, STRIPE_SECRET_KEY: 'sk_test_wrong' })).providers.stripe!;
    await expect(createStripeProvider(config).createCheckout(checkoutRequest('5.00', 'USD'))).rejects.toThrow(/Invalid API Key/);
  });
});

describe('stripe parseWebhook', () => {
  it('reads the webhook Stripe sends when the customer pays on the hosted page, who comes back with the session id', async () => {
    const request = checkoutRequest('30.00', 'USD');
    const session = await stripe.createCheckout(request);
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`${request.returnUrl}&session_id=${session.providerRef}`);

    const call = delivered.find((d) => d.body.includes(session.providerRef));
    expect(call?.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await expect(stripe.parseWebhook(webhookRequest(call!))).resolves.toMatchObject({
      reference: request.reference,
      providerRef: session.providerRef,
      status: 'paid',
      amount: { minor: 3000n, currency: 'USD' },
    });
  });

  it('reads a paid checkout.session.completed with amount, reference and event id', async () => {
    const request = checkoutRequest('49.90', 'EUR');
    const { providerRef } = await stripe.createCheckout(request);
    const call = await fake.webhook(providerRef, { outcome: 'paid', eventId: 'evt_paid_once' });

    await expect(stripe.parseWebhook(webhookRequest(call))).resolves.toEqual({
      eventId: 'evt_paid_once',
      reference: request.reference,
      providerRef,
      status: 'paid',
      amount: { minor: 4990n, currency: 'EUR' },
    });
  });

  it('reads checkout.session.expired as failed', async () => {
    const { providerRef } = await stripe.createCheckout(checkoutRequest('8.00', 'USD'));
    const outcome = await stripe.parseWebhook(webhookRequest(await fake.webhook(providerRef, { outcome: 'failed' })));
    expect(outcome).toMatchObject({ status: 'failed', providerRef });
  });

  it('reports the amount and currency Stripe claims, for the server to compare', async () => {
    const { providerRef } = await stripe.createCheckout(checkoutRequest('8.00', 'USD'));
    const call = await fake.webhook(providerRef, { amountMinor: 1n, currency: 'GBP' });
    await expect(stripe.parseWebhook(webhookRequest(call))).resolves.toMatchObject({ status: 'paid', amount: { minor: 1n, currency: 'GBP' } });
  });

  it('reads the delayed-payment events: completed but unpaid is pending, then succeeded or failed', async () => {
    const session = { id: 'cs_test_delayed', object: 'checkout.session', amount_total: 1000, currency: 'usd', client_reference_id: 'cmd_7_x', metadata: {}, payment_status: 'unpaid', status: 'complete' };
    await expect(stripe.parseWebhook(signedEvent('checkout.session.completed', session))).resolves.toMatchObject({ status: 'pending' });
    await expect(stripe.parseWebhook(signedEvent('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }))).resolves.toMatchObject({
      status: 'paid',
      reference: 'cmd_7_x',
      amount: { minor: 1000n, currency: 'USD' },
    });
    await expect(stripe.parseWebhook(signedEvent('checkout.session.async_payment_failed', session))).resolves.toMatchObject({ status: 'failed' });
  });

  it('refuses a webhook signed with another secret, without a signature, or changed after signing', async () => {
    const { providerRef } = await stripe.createCheckout(checkoutRequest('8.00', 'USD'));
    const bad = await fake.webhook(providerRef, { badSignature: true });
    await expect(stripe.parseWebhook(webhookRequest(bad))).rejects.toBeInstanceOf(WebhookRejected);

    const good = await fake.webhook(providerRef);
    await expect(stripe.parseWebhook(webhookRequest({ headers: {}, body: good.body }))).rejects.toBeInstanceOf(WebhookRejected);
    const tampered = good.body.replace('"amount_total": 800', '"amount_total": 1');
    expect(tampered).not.toBe(good.body);
    await expect(stripe.parseWebhook(webhookRequest({ headers: good.headers, body: tampered }))).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('refuses a correctly signed webhook that is older than five minutes (a replay)', async () => {
    const body = JSON.stringify({ id: 'evt_old', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    const header = stripeSignatureHeader(body, fake.env.STRIPE_WEBHOOK_SECRET!, Math.floor(Date.now() / 1000) - 600);
    await expect(stripe.parseWebhook(webhookRequest({ headers: { 'stripe-signature': header }, body }))).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('answers null for a verified event that is not about a payment outcome', async () => {
    await expect(stripe.parseWebhook(signedEvent('customer.created', { id: 'cus_1', object: 'customer' }))).resolves.toBeNull();
  });

  it('reads a webhook about a checkout it never made (the server then ignores it)', async () => {
    const outcome = await stripe.parseWebhook(webhookRequest(await fake.unknownWebhook()));
    expect(outcome).toMatchObject({ status: 'paid', amount: { minor: 1000n, currency: 'USD' } });
    expect(outcome?.reference).toMatch(/^cmd_999999_/);
  });
});

describe('stripe fetchOutcome', () => {
  it('is pending while the session is open, then paid with the amount once Stripe says so', async () => {
    const request = checkoutRequest('15.00', 'USD');
    const { providerRef } = await stripe.createCheckout(request);
    const session = { providerRef, reference: request.reference };
    const query = new URLSearchParams({ transaction: '1', session_id: providerRef });

    await expect(stripe.fetchOutcome(session, query)).resolves.toEqual({
      eventId: `status:stripe:${providerRef}:pending`,
      reference: request.reference,
      providerRef,
      status: 'pending',
      amount: { minor: 1500n, currency: 'USD' },
    });

    fake.settle(providerRef, 'paid');
    await expect(stripe.fetchOutcome(session, query)).resolves.toMatchObject({
      eventId: `status:stripe:${providerRef}:paid`,
      status: 'paid',
      amount: { minor: 1500n, currency: 'USD' },
    });
  });

  it('is failed once the session expired', async () => {
    const request = checkoutRequest('15.00', 'USD');
    const { providerRef } = await stripe.createCheckout(request);
    fake.settle(providerRef, 'failed');
    await expect(stripe.fetchOutcome({ providerRef, reference: request.reference }, new URLSearchParams())).resolves.toMatchObject({ status: 'failed' });
  });

  it('fails for a session Stripe does not know', async () => {
    await expect(stripe.fetchOutcome({ providerRef: 'cs_test_missing', reference: 'x' }, new URLSearchParams())).rejects.toThrow(/No such checkout.session/);
  });

  it('trusts Stripe, not the browser: a return query naming another, paid session changes nothing', async () => {
    const paid = await stripe.createCheckout(checkoutRequest('3.00', 'USD'));
    fake.settle(paid.providerRef, 'paid');
    const request = checkoutRequest('3.00', 'USD');
    const { providerRef } = await stripe.createCheckout(request);
    const forged = new URLSearchParams({ session_id: paid.providerRef, status: 'paid' });
    await expect(stripe.fetchOutcome({ providerRef, reference: request.reference }, forged)).resolves.toMatchObject({ providerRef, status: 'pending' });
  });
});
