import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderFake, type ProviderFake } from '../../../../tests/support/payment-fakes';
import { providerAmount } from '../amounts';
import { paymentsConfig, paymentsEnvSchema, type PaytabsConfig } from '../config';
import { createPaytabsProvider } from './paytabs';
import { type CheckoutRequest, type PaymentProvider, WebhookRejected } from './types';

// The PayTabs adapter against its local fake (tests/support/payment-fakes/paytabs.ts).

const WEBHOOK_URL = 'http://shop.test/api/v1/webhook/paytabs/payment';
let fake: ProviderFake;
let config: PaytabsConfig;
let paytabs: PaymentProvider;
/** Callbacks the fake's hosted page sent (delivered in-process, nothing leaves the machine). */
const delivered: { headers: Record<string, string>; body: string }[] = [];

let nextReference = 1;
const request = (amount: string, currency: string, customer: CheckoutRequest['customer'] = { email: 'ana@example.com', name: 'Ana', phone: null }): CheckoutRequest => ({
  reference: `cmd_${nextReference}_r${nextReference++}`,
  amount: providerAmount(amount, currency),
  description: 'Order #12',
  customer,
  returnUrl: 'http://shop.test/payment/result?transaction=7',
  cancelUrl: 'http://shop.test/payment/result?transaction=7&canceled=1',
  webhookUrl: WEBHOOK_URL,
  locale: 'ar',
});

beforeAll(async () => {
  fake = await startProviderFake('paytabs', {
    webhookUrl: WEBHOOK_URL,
    deliver: async (_url, init) => {
      delivered.push({ headers: init.headers as Record<string, string>, body: String(init.body) });
      return new Response('ok');
    },
  });
  const configured = paymentsConfig(paymentsEnvSchema.parse(fake.env)).providers.paytabs;
  if (!configured) throw new Error('the fake does not configure paytabs');
  config = configured;
  paytabs = createPaytabsProvider(config);
});
afterAll(() => fake.close());

const webhookRequest = (call: { headers: Record<string, string>; body: string }) => ({ headers: call.headers, rawBody: call.body, url: WEBHOOK_URL });
/** A callback body changed by the test and signed with the real server key, as PayTabs would. */
const resigned = (body: unknown) => {
  const text = JSON.stringify(body);
  return { headers: { 'content-type': 'application/json', signature: createHmac('sha256', config.serverKey).update(text).digest('hex') }, body: text };
};

describe('paytabs createCheckout', () => {
  it('asks for a hosted page selling SAR in major units, with our reference as cart_id, callback and return', async () => {
    const req = request('123.45', 'SAR');
    const session = await paytabs.createCheckout(req);

    const checkout = fake.checkouts.get(session.providerRef)!;
    expect(checkout).toMatchObject({ reference: req.reference, amountMinor: 12345n, currency: 'SAR', returnUrl: req.returnUrl });
    expect(checkout.data).toMatchObject({
      cartAmount: 123.45,
      description: 'Order #12',
      callback: WEBHOOK_URL,
      customer: { name: 'Ana', email: 'ana@example.com' },
      hideShipping: true,
      lang: 'ar',
    });
    expect(session.url).toBe(`${fake.baseUrl}/hosted/${session.providerRef}`);
    expect(await (await fetch(session.url)).text()).toContain('12345 SAR');
  });

  it('sends a three-decimal currency to the fils: 1.230 KWD', async () => {
    const session = await paytabs.createCheckout(request('1.23', 'KWD'));
    expect(fake.checkouts.get(session.providerRef)).toMatchObject({ amountMinor: 1230n, currency: 'KWD', data: { cartAmount: 1.23 } });
  });

  it('leaves customer_details out when neither e-mail nor phone is known (the page asks)', async () => {
    const session = await paytabs.createCheckout(request('5.00', 'SAR', { email: null, name: 'Guest', phone: null }));
    expect(fake.checkouts.get(session.providerRef)!.data.customer).toBeNull();
  });

  it('says what PayTabs answered when the server key is wrong', async () => {
    const wrong = createPaytabsProvider({ ...config, serverKey: 'SWRONG' });
    await expect(wrong.createCheckout(request('10.00', 'SAR'))).rejects.toThrow(/401: Authentication failed/);
  });
});

describe('paytabs parseWebhook', () => {
  it('reads response_status A as paid, naming the tran_ref, our cart_id and the amount', async () => {
    const req = request('99.90', 'SAR');
    const { providerRef } = await paytabs.createCheckout(req);
    const outcome = await paytabs.parseWebhook(webhookRequest(await fake.webhook(providerRef, { outcome: 'paid' })));
    expect(outcome).toEqual({ eventId: `paytabs:${providerRef}:A`, reference: req.reference, providerRef, status: 'paid', amount: { minor: 9990n, currency: 'SAR' } });
  });

  it('reads a three-decimal cart_amount exactly', async () => {
    const { providerRef } = await paytabs.createCheckout(request('1.23', 'OMR'));
    const call = await fake.webhook(providerRef, { outcome: 'paid' });
    expect((JSON.parse(call.body) as { cart_amount: string }).cart_amount).toBe('1.230');
    expect((await paytabs.parseWebhook(webhookRequest(call)))?.amount).toEqual({ minor: 1230n, currency: 'OMR' });
  });

  it('reads a declined payment as failed and P/H as pending', async () => {
    const { providerRef } = await paytabs.createCheckout(request('20.00', 'SAR'));
    const declined = await fake.webhook(providerRef, { outcome: 'failed' });
    expect(await paytabs.parseWebhook(webhookRequest(declined))).toMatchObject({ providerRef, status: 'failed', eventId: `paytabs:${providerRef}:D` });

    const body = JSON.parse(declined.body) as { payment_result: Record<string, string> };
    for (const code of ['P', 'H']) {
      const pending = resigned({ ...body, payment_result: { ...body.payment_result, response_status: code } });
      expect(await paytabs.parseWebhook(webhookRequest(pending))).toMatchObject({ status: 'pending' });
    }
    for (const code of ['E', 'V', 'X']) {
      const failed = resigned({ ...body, payment_result: { ...body.payment_result, response_status: code } });
      expect(await paytabs.parseWebhook(webhookRequest(failed))).toMatchObject({ status: 'failed' });
    }
  });

  it('reports the amount and currency the callback claims (the server compares them with its own)', async () => {
    const { providerRef } = await paytabs.createCheckout(request('20.00', 'SAR'));
    const outcome = await paytabs.parseWebhook(webhookRequest(await fake.webhook(providerRef, { amountMinor: 100n, currency: 'USD' })));
    expect(outcome?.amount).toEqual({ minor: 100n, currency: 'USD' });
  });

  it('rejects a wrong signature, a missing one and a changed body', async () => {
    const { providerRef } = await paytabs.createCheckout(request('20.00', 'SAR'));
    await expect(paytabs.parseWebhook(webhookRequest(await fake.webhook(providerRef, { badSignature: true })))).rejects.toBeInstanceOf(WebhookRejected);

    const good = await fake.webhook(providerRef);
    await expect(paytabs.parseWebhook(webhookRequest({ headers: { 'content-type': 'application/json' }, body: good.body }))).rejects.toBeInstanceOf(WebhookRejected);
    const tampered = good.body.replace('"cart_amount":"20.00"', '"cart_amount":"0.01"');
    expect(tampered).not.toBe(good.body);
    await expect(paytabs.parseWebhook(webhookRequest({ headers: good.headers, body: tampered }))).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('answers null for a verified callback that is not a sale (a refund on the same cart)', async () => {
    const { providerRef } = await paytabs.createCheckout(request('20.00', 'SAR'));
    const body = JSON.parse((await fake.webhook(providerRef)).body) as Record<string, unknown>;
    const refund = resigned({ ...body, tran_ref: 'TSTREFUND0001', tran_type: 'Refund', previous_tran_ref: providerRef });
    expect(await paytabs.parseWebhook(webhookRequest(refund))).toBeNull();
  });

  it('verifies a callback about a transaction it never made (the server then ignores it)', async () => {
    const outcome = await paytabs.parseWebhook(webhookRequest(await fake.unknownWebhook()));
    expect(outcome).toMatchObject({ status: 'paid', providerRef: expect.stringMatching(/^ghost_/) as unknown });
  });
});

describe('paytabs fetchOutcome', () => {
  it('is pending while the page is open, then paid with its amount once PayTabs says so', async () => {
    const req = request('45.50', 'SAR');
    const { providerRef } = await paytabs.createCheckout(req);
    const session = { providerRef, reference: req.reference };

    expect(await paytabs.fetchOutcome(session, new URLSearchParams())).toMatchObject({ status: 'pending', providerRef, eventId: `status:paytabs:${providerRef}:pending` });
    // The browser's return claims paid: only the query counts.
    expect((await paytabs.fetchOutcome(session, new URLSearchParams(`tranRef=${providerRef}&respStatus=A`))).status).toBe('pending');

    fake.settle(providerRef, 'paid');
    expect(await paytabs.fetchOutcome(session, new URLSearchParams())).toEqual({
      eventId: `status:paytabs:${providerRef}:paid`,
      reference: req.reference,
      providerRef,
      status: 'paid',
      amount: { minor: 4550n, currency: 'SAR' },
    });
  });

  it('is failed once the payment was declined, and exact for three decimals', async () => {
    const req = request('7.5', 'BHD');
    const { providerRef } = await paytabs.createCheckout(req);
    fake.settle(providerRef, 'failed');
    expect(await paytabs.fetchOutcome({ providerRef, reference: req.reference }, new URLSearchParams())).toMatchObject({
      status: 'failed',
      amount: { minor: 7500n, currency: 'BHD' },
    });
  });

  it('throws with PayTabs’ message for a transaction it does not know', async () => {
    await expect(paytabs.fetchOutcome({ providerRef: 'TSTNOSUCH', reference: 'cmd_1_x' }, new URLSearchParams())).rejects.toThrow(/Transaction reference is invalid/);
  });
});

describe('paytabs hosted page (fake)', () => {
  const returnFields = (location: string) => {
    const back = new URL(location);
    const signature = back.searchParams.get('signature');
    const fields = [...back.searchParams].filter(([key]) => key !== 'transaction' && key !== 'signature' && back.searchParams.get(key));
    const signed = new URLSearchParams(fields.sort(([a], [b]) => a.localeCompare(b))).toString();
    return { back, signatureOk: signature === createHmac('sha256', config.serverKey).update(signed).digest('hex') };
  };

  it('Pay sends a signed callback and returns the browser with tranRef, respStatus, cartId and a signature', async () => {
    const req = request('30.00', 'SAR');
    const { providerRef } = await paytabs.createCheckout(req);
    const before = delivered.length;
    const response = await fetch(`${fake.baseUrl}/hosted/${providerRef}/pay`, { method: 'POST', redirect: 'manual' });

    const { back, signatureOk } = returnFields(response.headers.get('location')!);
    expect(back.searchParams.get('transaction')).toBe('7');
    expect(back.searchParams.get('tranRef')).toBe(providerRef);
    expect(back.searchParams.get('cartId')).toBe(req.reference);
    expect(back.searchParams.get('respStatus')).toBe('A');
    expect(back.searchParams.get('respCode')).toBeTruthy();
    expect(signatureOk).toBe(true);
    expect(delivered.length).toBe(before + 1);
    expect(await paytabs.parseWebhook(webhookRequest(delivered[before]!))).toMatchObject({ providerRef, reference: req.reference, status: 'paid' });
  });

  it('Decline returns the browser to the same return URL with respStatus D', async () => {
    const req = request('30.00', 'SAR');
    const { providerRef } = await paytabs.createCheckout(req);
    const response = await fetch(`${fake.baseUrl}/hosted/${providerRef}/decline`, { method: 'POST', redirect: 'manual' });
    const { back } = returnFields(response.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://shop.test/payment/result');
    expect(back.searchParams.get('canceled')).toBeNull();
    expect(back.searchParams.get('respStatus')).toBe('D');
    expect((await paytabs.fetchOutcome({ providerRef, reference: req.reference }, new URLSearchParams())).status).toBe('failed');
  });
});
