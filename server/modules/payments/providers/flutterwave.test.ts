import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderFake, type ProviderFake } from '../../../../tests/support/payment-fakes';
import { FLUTTERWAVE_FAKE_WEBHOOK_HASH, flutterwaveTransactions } from '../../../../tests/support/payment-fakes/flutterwave';
import { providerAmount } from '../amounts';
import { paymentsConfig, paymentsEnvSchema } from '../config';
import { createFlutterwaveProvider } from './flutterwave';
import { type CheckoutRequest, type PaymentProvider, type WebhookRequest, WebhookRejected } from './types';

const WEBHOOK_URL = 'http://127.0.0.1:9/api/v1/webhook/flutterWave/payment';
let fake: ProviderFake;
let provider: PaymentProvider;
let serial = 0;

beforeAll(async () => {
  fake = await startProviderFake('flutterWave');
  provider = createFlutterwaveProvider(paymentsConfig(paymentsEnvSchema.parse(fake.env)).providers.flutterWave!);
});
afterAll(() => fake.close());

function request(amount: string, currency: string, email: string | null = 'ada@example.test'): CheckoutRequest {
  serial += 1;
  return {
    reference: `cmd_${serial}_flw${serial}`,
    amount: providerAmount(amount, currency),
    description: `Order #${serial}`,
    customer: { email, name: 'Ada Obi', phone: '+2348000000000' },
    returnUrl: `http://127.0.0.1:9/payment/result?transaction=${serial}`,
    cancelUrl: `http://127.0.0.1:9/payment/result?transaction=${serial}&canceled=1`,
    webhookUrl: WEBHOOK_URL,
    locale: 'en',
  };
}

const asRequest = (call: { headers: Record<string, string>; body: string }): WebhookRequest => ({ headers: call.headers, rawBody: call.body, url: WEBHOOK_URL });

describe('Flutterwave adapter against its fake', () => {
  it('creates a Standard payment link for the amount in major units, with our reference as tx_ref', async () => {
    const req = request('15000.50', 'NGN');
    const session = await provider.createCheckout(req);
    expect(session.providerRef).toBe(req.reference);
    expect(session.url).toBe(`${fake.baseUrl}/hosted/${encodeURIComponent(req.reference)}`);
    const checkout = fake.checkouts.get(req.reference)!;
    expect(checkout).toMatchObject({ reference: req.reference, amountMinor: 1500050n, currency: 'NGN', returnUrl: req.returnUrl });
    expect(checkout.data.request).toEqual({
      tx_ref: req.reference,
      amount: '15000.50',
      currency: 'NGN',
      redirect_url: req.returnUrl,
      customer: { name: 'Ada Obi', email: 'ada@example.test', phonenumber: '+2348000000000' },
      customizations: { title: req.description },
    });
  });

  it('sends USD cents and a zero-decimal currency (UGX) in whole units', async () => {
    const usd = await provider.createCheckout(request('12.34', 'USD'));
    expect(fake.checkouts.get(usd.providerRef)).toMatchObject({ amountMinor: 1234n, currency: 'USD' });
    const ugx = await provider.createCheckout(request('50000', 'UGX'));
    expect(fake.checkouts.get(ugx.providerRef)).toMatchObject({ amountMinor: 50000n, currency: 'UGX' });
    expect((fake.checkouts.get(ugx.providerRef)!.data.request as { amount: string }).amount).toBe('50000');
  });

  it("says Flutterwave's reason when it refuses a checkout (no customer email)", async () => {
    await expect(provider.createCheckout(request('10.00', 'NGN', null))).rejects.toThrow(/400: customer\.email is required/);
  });

  it('reads a charge.completed webhook as paid from the verified transaction', async () => {
    const req = request('2500.00', 'NGN');
    const session = await provider.createCheckout(req);
    fake.settle(session.providerRef, 'paid');
    const outcome = await provider.parseWebhook(asRequest(await fake.webhook(session.providerRef)));
    const transaction = flutterwaveTransactions(fake.checkouts.get(session.providerRef)!)[0]!;
    expect(outcome).toEqual({
      eventId: `flw:${transaction.id}:successful`,
      reference: req.reference,
      providerRef: req.reference,
      status: 'paid',
      amount: { minor: 250000n, currency: 'NGN' },
    });
  });

  it('reads a failed charge as failed, and reports the verified amount (not the webhook body, not ours)', async () => {
    const req = request('99.99', 'USD');
    const session = await provider.createCheckout(req);
    const failed = await provider.parseWebhook(asRequest(await fake.webhook(session.providerRef, { outcome: 'failed' })));
    expect(failed).toMatchObject({ status: 'failed', reference: req.reference, eventId: expect.stringMatching(/^flw:\d+:failed$/) });

    const wrong = await fake.webhook(session.providerRef, { outcome: 'paid', amountMinor: 100n });
    // A body edited to claim the right amount changes nothing: the verify call answers the truth.
    const edited = JSON.parse(wrong.body) as { data: { amount: number } };
    edited.data.amount = 99.99;
    const outcome = await provider.parseWebhook({ headers: wrong.headers, rawBody: JSON.stringify(edited), url: WEBHOOK_URL });
    expect(outcome).toMatchObject({ status: 'paid', amount: { minor: 100n, currency: 'USD' } });
  });

  it('rejects a wrong or missing verif-hash', async () => {
    const session = await provider.createCheckout(request('10.00', 'NGN'));
    await expect(provider.parseWebhook(asRequest(await fake.webhook(session.providerRef, { badSignature: true })))).rejects.toBeInstanceOf(WebhookRejected);
    const call = await fake.webhook(session.providerRef);
    const { 'verif-hash': _dropped, ...unsigned } = call.headers;
    await expect(provider.parseWebhook(asRequest({ ...call, headers: unsigned }))).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('ignores an authentic event that is not about a charge', async () => {
    const body = JSON.stringify({ event: 'transfer.completed', data: { id: 77, status: 'SUCCESSFUL' } });
    await expect(provider.parseWebhook({ headers: { 'verif-hash': FLUTTERWAVE_FAKE_WEBHOOK_HASH }, rawBody: body, url: WEBHOOK_URL })).resolves.toBeNull();
  });

  it('reads the webhook of a checkout it never made (the fake verifies its transaction)', async () => {
    const outcome = await provider.parseWebhook(asRequest(await fake.unknownWebhook()));
    expect(outcome).toMatchObject({ status: 'paid', reference: expect.stringMatching(/^cmd_999999_/), amount: { minor: 1000n, currency: 'USD' } });
  });

  it('fetchOutcome: pending while open, then paid after the provider settles', async () => {
    const req = request('700.00', 'NGN');
    const session = await provider.createCheckout(req);
    const ref = { providerRef: session.providerRef, reference: req.reference };
    await expect(provider.fetchOutcome(ref, new URLSearchParams())).resolves.toEqual({
      eventId: `status:flutterWave:${req.reference}:pending`,
      reference: req.reference,
      providerRef: req.reference,
      status: 'pending',
      amount: null,
    });
    fake.settle(session.providerRef, 'paid');
    await expect(provider.fetchOutcome(ref, new URLSearchParams())).resolves.toEqual({
      eventId: `status:flutterWave:${req.reference}:paid`,
      reference: req.reference,
      providerRef: req.reference,
      status: 'paid',
      amount: { minor: 70000n, currency: 'NGN' },
    });
  });

  it('the hosted page returns with status, tx_ref and transaction_id; a decline reads as failed', async () => {
    const paidReq = request('20.00', 'USD');
    const paid = await provider.createCheckout(paidReq);
    const back = new URL((await fetch(`${paid.url}/pay`, { method: 'POST', redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('transaction')).toBe(String(serial));
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('tx_ref')).toBe(paidReq.reference);
    expect(back.searchParams.get('transaction_id')).toBe(flutterwaveTransactions(fake.checkouts.get(paid.providerRef)!)[0]!.id);
    await expect(provider.fetchOutcome({ providerRef: paid.providerRef, reference: paidReq.reference }, back.searchParams)).resolves.toMatchObject({
      status: 'paid',
      amount: { minor: 2000n, currency: 'USD' },
    });

    const declinedReq = request('20.00', 'USD');
    const declined = await provider.createCheckout(declinedReq);
    const declinedBack = new URL((await fetch(`${declined.url}/decline`, { method: 'POST', redirect: 'manual' })).headers.get('location')!);
    expect(declinedBack.searchParams.get('status')).toBe('failed');
    await expect(provider.fetchOutcome({ providerRef: declined.providerRef, reference: declinedReq.reference }, declinedBack.searchParams)).resolves.toMatchObject({
      status: 'failed',
    });
  });

  it('fails loudly with a wrong secret key (the fake answers 401 like Flutterwave)', async () => {
    const wrong = createFlutterwaveProvider({ secretKey: 'FLWSECK_TEST-wrong', webhookHash: 'x', apiBase: fake.baseUrl });
    await expect(wrong.createCheckout(request('1.00', 'NGN'))).rejects.toThrow(/401: Invalid authorization key/);
  });
});
