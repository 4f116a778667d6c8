import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderFake, type ProviderFake } from '../../../../tests/support/payment-fakes';
import { mercadoPagoPayments, mercadoPagoSignature } from '../../../../tests/support/payment-fakes/mercado-pago';
import { providerAmount } from '../amounts';
import { paymentsConfig, paymentsEnvSchema } from '../config';
import { createMercadoPagoProvider } from './mercado-pago';
import { type CheckoutRequest, type PaymentProvider, type WebhookRequest, WebhookRejected } from './types';

const WEBHOOK_URL = 'http://127.0.0.1:9/api/v1/webhook/mercado-pago/payment';
let fake: ProviderFake;
let provider: PaymentProvider;
let serial = 0;

beforeAll(async () => {
  fake = await startProviderFake('mercado-pago');
  provider = createMercadoPagoProvider(paymentsConfig(paymentsEnvSchema.parse(fake.env)).providers['mercado-pago']!);
});
afterAll(() => fake.close());

function request(amount: string, currency: string): CheckoutRequest {
  serial += 1;
  return {
    reference: `cmd_${serial}_mp${serial}`,
    amount: providerAmount(amount, currency),
    description: `Order #${serial}`,
    customer: { email: 'ana@example.test', name: 'Ana', phone: null },
    returnUrl: `http://127.0.0.1:9/payment/result?transaction=${serial}`,
    cancelUrl: `http://127.0.0.1:9/payment/result?transaction=${serial}&canceled=1`,
    webhookUrl: WEBHOOK_URL,
    locale: 'es',
  };
}

const asRequest = (call: { headers: Record<string, string>; body: string }, url = WEBHOOK_URL): WebhookRequest => ({ headers: call.headers, rawBody: call.body, url });

describe('Mercado Pago adapter against its fake', () => {
  it('creates a Checkout Pro preference for the amount in major units, with our reference and return/webhook URLs', async () => {
    const req = request('1234.56', 'BRL');
    const session = await provider.createCheckout(req);
    const checkout = fake.checkouts.get(session.providerRef)!;
    expect(session.url).toBe(`${fake.baseUrl}/hosted/${encodeURIComponent(session.providerRef)}`);
    expect(checkout).toMatchObject({ reference: req.reference, amountMinor: 123456n, currency: 'BRL' });
    expect(checkout.data.request).toMatchObject({
      items: [{ title: req.description, quantity: 1, unit_price: 1234.56, currency_id: 'BRL' }],
      external_reference: req.reference,
      back_urls: { success: req.returnUrl, failure: req.returnUrl, pending: req.returnUrl },
      auto_return: 'approved',
      notification_url: WEBHOOK_URL,
    });
  });

  it('sends ARS cents and a zero-decimal currency (CLP) in whole units', async () => {
    const ars = await provider.createCheckout(request('15000.05', 'ARS'));
    expect(fake.checkouts.get(ars.providerRef)).toMatchObject({ amountMinor: 1500005n, currency: 'ARS' });
    const clp = await provider.createCheckout(request('9990', 'CLP'));
    expect(fake.checkouts.get(clp.providerRef)).toMatchObject({ amountMinor: 9990n, currency: 'CLP' });
    expect((fake.checkouts.get(clp.providerRef)!.data.request as { items: { unit_price: number }[] }).items[0]!.unit_price).toBe(9990);
  });

  it('reads a signed payment webhook as paid, with the amount fetched from the payment', async () => {
    const req = request('250.00', 'BRL');
    const session = await provider.createCheckout(req);
    fake.settle(session.providerRef, 'paid');
    const outcome = await provider.parseWebhook(asRequest(await fake.webhook(session.providerRef)));
    const payment = mercadoPagoPayments(fake.checkouts.get(session.providerRef)!)[0]!;
    expect(outcome).toEqual({ eventId: `mp:${payment.id}:approved`, reference: req.reference, providerRef: null, status: 'paid', amount: { minor: 25000n, currency: 'BRL' } });
  });

  it('reads a declined payment as failed, and reports the amount the provider charged (not ours)', async () => {
    const req = request('80.00', 'ARS');
    const session = await provider.createCheckout(req);
    const failed = await provider.parseWebhook(asRequest(await fake.webhook(session.providerRef, { outcome: 'failed' })));
    expect(failed).toMatchObject({ status: 'failed', reference: req.reference, eventId: expect.stringMatching(/^mp:\d+:rejected$/) });
    const wrong = await provider.parseWebhook(asRequest(await fake.webhook(session.providerRef, { outcome: 'paid', amountMinor: 100n })));
    expect(wrong).toMatchObject({ status: 'paid', amount: { minor: 100n, currency: 'ARS' } });
  });

  it('takes data.id from the URL when present: the signature covers it', async () => {
    const session = await provider.createCheckout(request('10.00', 'BRL'));
    const call = await fake.webhook(session.providerRef);
    const id = (JSON.parse(call.body) as { data: { id: string } }).data.id;
    await expect(provider.parseWebhook(asRequest(call, `${WEBHOOK_URL}?data.id=${id}&type=payment`))).resolves.toMatchObject({ status: 'paid' });
    await expect(provider.parseWebhook(asRequest(call, `${WEBHOOK_URL}?data.id=1&type=payment`))).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('rejects a bad or missing signature', async () => {
    const session = await provider.createCheckout(request('10.00', 'BRL'));
    await expect(provider.parseWebhook(asRequest(await fake.webhook(session.providerRef, { badSignature: true })))).rejects.toBeInstanceOf(WebhookRejected);
    const call = await fake.webhook(session.providerRef);
    const { 'x-signature': _dropped, ...unsigned } = call.headers;
    await expect(provider.parseWebhook(asRequest({ ...call, headers: unsigned }))).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('ignores a signed event that is not about a payment', async () => {
    const body = JSON.stringify({ action: 'merchant_order.updated', type: 'topic_merchant_order_wh', data: { id: '998877' } });
    const ts = String(Math.floor(Date.now() / 1000));
    const headers = { 'x-request-id': 'req-1', 'x-signature': mercadoPagoSignature('998877', 'req-1', ts) };
    await expect(provider.parseWebhook({ headers, rawBody: body, url: WEBHOOK_URL })).resolves.toBeNull();
  });

  it('reads the webhook of a checkout it never made (the fake answers the lookup)', async () => {
    const outcome = await provider.parseWebhook(asRequest(await fake.unknownWebhook()));
    expect(outcome).toMatchObject({ status: 'paid', reference: expect.stringMatching(/^cmd_999999_/), amount: { minor: 1000n, currency: 'USD' } });
  });

  it('fetchOutcome: pending while open, then paid after the provider settles', async () => {
    const req = request('42.10', 'BRL');
    const session = await provider.createCheckout(req);
    await expect(provider.fetchOutcome({ providerRef: session.providerRef, reference: req.reference }, new URLSearchParams())).resolves.toEqual({
      eventId: `status:mercado-pago:${session.providerRef}:pending`,
      reference: req.reference,
      providerRef: session.providerRef,
      status: 'pending',
      amount: null,
    });
    fake.settle(session.providerRef, 'paid');
    await expect(provider.fetchOutcome({ providerRef: session.providerRef, reference: req.reference }, new URLSearchParams())).resolves.toEqual({
      eventId: `status:mercado-pago:${session.providerRef}:paid`,
      reference: req.reference,
      providerRef: session.providerRef,
      status: 'paid',
      amount: { minor: 4210n, currency: 'BRL' },
    });
  });

  it('fetchOutcome after the hosted page: reads the return query, and ignores a payment_id of another reference', async () => {
    const paidReq = request('19.90', 'BRL');
    const paid = await provider.createCheckout(paidReq);
    const back = await fetch(`${paid.url}/pay`, { method: 'POST', redirect: 'manual' });
    const returned = new URL(back.headers.get('location')!);
    expect(returned.searchParams.get('transaction')).toBe(String(serial));
    expect(returned.searchParams.get('status')).toBe('approved');
    expect(returned.searchParams.get('external_reference')).toBe(paidReq.reference);
    expect(returned.searchParams.get('preference_id')).toBe(paid.providerRef);
    const outcome = await provider.fetchOutcome({ providerRef: paid.providerRef, reference: paidReq.reference }, returned.searchParams);
    expect(outcome).toMatchObject({ status: 'paid', amount: { minor: 1990n, currency: 'BRL' } });

    // Someone else's approved payment_id in the browser's query does not pay this checkout.
    const otherReq = request('19.90', 'BRL');
    const other = await provider.createCheckout(otherReq);
    await expect(provider.fetchOutcome({ providerRef: other.providerRef, reference: otherReq.reference }, returned.searchParams)).resolves.toMatchObject({ status: 'pending' });

    const declinedReq = request('5.00', 'BRL');
    const declined = await provider.createCheckout(declinedReq);
    const declinedBack = new URL((await fetch(`${declined.url}/decline`, { method: 'POST', redirect: 'manual' })).headers.get('location')!);
    expect(declinedBack.searchParams.get('status')).toBe('rejected');
    await expect(provider.fetchOutcome({ providerRef: declined.providerRef, reference: declinedReq.reference }, declinedBack.searchParams)).resolves.toMatchObject({ status: 'failed' });
  });

  it('fails loudly with a wrong access token (the fake answers 401 like Mercado Pago)', async () => {
    const wrong = createMercadoPagoProvider({ accessToken: 'TEST-wrong', webhookSecret: 'x', apiBase: fake.baseUrl });
    await expect(wrong.createCheckout(request('1.00', 'BRL'))).rejects.toThrow(/401: invalid_token/);
  });
});
