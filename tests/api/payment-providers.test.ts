import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, shopClock } from '../../contract/delivery-slots';
import { EXTERNAL_PAYMENT_TAGS, payment, type PaymentView, type ProviderTag } from '../../contract/payments';
import type { ApiApp } from '../../server/app';
import { orders, parcelTypes, users, paymentAttempts, paymentEvents, settings, transactions, walletHistories, wallets } from '../../server/db/schema';
import { convertAmount, toCents } from '../../server/modules/currencies/convert';
import { paymentsConfig, paymentsEnvSchema } from '../../server/modules/payments/config';
import { createDemoOrderTimer } from '../../server/modules/orders/demo-timer';
import { expireUnpaidPayments } from '../../server/modules/payments/expiry';
import { createProviders } from '../../server/modules/payments/providers';
import { startProviderFake, type ProviderFake } from '../support/payment-fakes';
import { useSeededApp } from '../support/app';
import { call } from '../support/auth';
import { dashboard, demoShop, expectOrder, fillCart, makeCustomers, orderBody, paymentId, stockQuantity, type Customer } from './orders-support';

/**
 * Issue #20 on every provider, each against its local fake (tests/support/payment-fakes): PAY3
 * asks for the server's own total in the order's currency; a valid webhook settles the order once
 * (sent twice, and at once); a bad signature, a wrong amount and an unknown payment change
 * nothing; a decline lets the customer pay another way; the result page's status call settles a
 * payment whose webhook has not come. Then, on one provider: top-ups, parcels, expiry with the
 * stock given back, a payment after expiry kept in the wallet, and who may see what.
 */

const t = useSeededApp();
const fakes = new Map<ProviderTag, ProviderFake>();
let app: ApiApp;
let ana: Customer;
let bob: Customer;
let shop: Awaited<ReturnType<typeof demoShop>>;
let cash: number;
let providers: ReturnType<typeof createProviders>;

beforeAll(async () => {
  [ana, bob] = (await makeCustomers(t.db, 'prov', 2)) as [Customer, Customer];
  shop = await demoShop(t.db, 'forno-napoli');
  cash = await paymentId(t.db, 'cash');
  const deliver = (url: string, init: RequestInit) => app.request(url, init);
  for (const tag of EXTERNAL_PAYMENT_TAGS) {
    fakes.set(tag, await startProviderFake(tag, { webhookUrl: `http://127.0.0.1/api/v1/webhook/${tag}/payment`, deliver }));
  }
  const env = Object.assign({}, ...[...fakes.values()].map((f) => f.env)) as Record<string, string>;
  providers = createProviders(paymentsConfig(paymentsEnvSchema.parse(env)).providers);
  app = t.freshApp({}, { payments: { providers, expiryMinutes: 30 } });
});

afterAll(async () => {
  await Promise.all([...fakes.values()].map((f) => f.close()));
});

beforeEach(async () => {
  await t.db.delete(paymentEvents);
  await t.db.delete(walletHistories);
  await t.db.delete(transactions);
  await t.db.delete(orders);
  await t.db.update(wallets).set({ price: '0' });
  await t.db.update(settings).set({ value: 'admin' }).where(eq(settings.key, 'payment_type'));
});

const process = (who: Customer, tag: string, query: Record<string, string | number>) =>
  call<{ data: { data: { url: string; transaction_id: number } }; message?: string }>(
    app, 'GET', `dashboard/user/order-${tag}-process?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token: who.token },
  );
const view = (who: Customer, id: number, query = '') =>
  call<{ data: PaymentView }>(app, 'GET', `dashboard/user/payments/transactions/${id}${query}`, { token: who.token });
const postWebhook = (tag: ProviderTag, hook: { headers: Record<string, string>; body: string }) =>
  app.request(`/api/v1/webhook/${tag}/payment`, { method: 'POST', headers: hook.headers, body: hook.body });

async function newOrder(who: Customer, quantity = 2) {
  await fillCart(app, who.token, shop.shop.id, [{ stock_id: shop.stocks[0]!.id, quantity }]);
  return expectOrder(await dashboard(app, 'POST', 'orders', who.token, { json: orderBody(shop.shop) }));
}

async function checkout(tag: ProviderTag, who = ana) {
  const order = await newOrder(who);
  const reply = await process(who, tag, { order_id: order.id });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const fake = fakes.get(tag)!;
  const placed = fake.lastCheckout();
  return { order, transactionId: reply.body.data.data.transaction_id, url: reply.body.data.data.url, fake, placed };
}

const transactionOf = async (id: number) => (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
const orderStatus = async (id: number) => (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const balanceOf = async (userId: number) => (await t.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!.price;

describe.each(EXTERNAL_PAYMENT_TAGS)('%s', (tag) => {
  it("sends the customer to the provider's page for the server's own total, in minor units of the order's currency", async () => {
    const { order, url, placed } = await checkout(tag);
    expect(url).toBe(`${fakes.get(tag)!.baseUrl}/hosted/${encodeURIComponent(placed.providerRef)}`);
    expect(placed.currency).toBe('USD');
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(placed.amountMinor).toBe(toCents(convertAmount(stored!.totalPrice, stored!.rate)));
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, placed.reference));
    expect(attempt).toMatchObject({ providerRef: placed.providerRef, amountMinor: placed.amountMinor, currency: 'USD', status: 'open' });
  });

  it('settles the order exactly once from a valid webhook sent twice and at once', async () => {
    const { order, transactionId, fake, placed } = await checkout(tag);
    fake.settle(placed.providerRef, 'paid');
    const hook = await fake.webhook(placed.providerRef, { outcome: 'paid', eventId: `evt_twice_${tag}` });
    const replies = await Promise.all([postWebhook(tag, hook), postWebhook(tag, hook)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect((await postWebhook(tag, hook)).status).toBe(200);
    expect((await transactionOf(transactionId)).status).toBe('paid');
    const applied = await t.db.select().from(paymentEvents).where(eq(paymentEvents.outcome, 'paid'));
    expect(applied).toHaveLength(1);
    expect(await orderStatus(order.id)).toBe('new');
    // The order page says so: PAY1 for it is now refused as paid.
    const again = await call(app, 'POST', `payments/order/${order.id}/transactions`, { token: ana.token, json: { payment_sys_id: cash } });
    expect(again.status).toBe(422);
  });

  it('refuses a bad signature, a wrong amount and a wrong currency without changing anything', async () => {
    const { transactionId, fake, placed } = await checkout(tag);
    fake.settle(placed.providerRef, 'paid');
    expect((await postWebhook(tag, await fake.webhook(placed.providerRef, { outcome: 'paid', badSignature: true }))).status).toBe(400);
    expect((await postWebhook(tag, await fake.webhook(placed.providerRef, { outcome: 'paid', amountMinor: placed.amountMinor - 1n }))).status).toBe(400);
    expect((await postWebhook(tag, await fake.webhook(placed.providerRef, { outcome: 'paid', currency: 'EUR' }))).status).toBe(400);
    expect((await transactionOf(transactionId)).status).toBe('progress');
    expect(await t.db.$count(paymentEvents)).toBe(0);
    expect(t.logs.some((l) => l.msg === 'payment refused: the paid amount does not match' && l.tag === tag)).toBe(true);
  });

  it('acknowledges and ignores a webhook about a payment it never made', async () => {
    const reply = await postWebhook(tag, await fakes.get(tag)!.unknownWebhook());
    expect(reply.status).toBe(200);
    expect(await t.db.$count(transactions, eq(transactions.status, 'paid'))).toBe(0);
  });

  it('marks a declined payment rejected, and the customer pays the order another way', async () => {
    const { order, transactionId, fake, placed } = await checkout(tag);
    fake.settle(placed.providerRef, 'failed');
    expect((await postWebhook(tag, await fake.webhook(placed.providerRef, { outcome: 'failed' }))).status).toBe(200);
    // Paystack sends no webhook for a decline: the result page's status call learns it.
    expect((await view(ana, transactionId)).body.data.status).toBe('rejected');
    expect((await transactionOf(transactionId)).status).toBe('rejected');
    const retry = await call(app, 'POST', `payments/order/${order.id}/transactions`, { token: ana.token, json: { payment_sys_id: cash } });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const after = await transactionOf(transactionId);
    expect([after.status, after.paymentSysId]).toEqual(['progress', cash]);
  });

  it("settles from the provider's own status when the customer comes back before the webhook", async () => {
    const { transactionId, fake, placed } = await checkout(tag);
    const pending = await view(ana, transactionId);
    expect(pending.body.data.status).toBe('progress');
    fake.settle(placed.providerRef, 'paid');
    const returned = new URL(fake.lastCheckout().returnUrl);
    const back = tag === 'paypal' ? `&token=${encodeURIComponent(placed.providerRef)}&PayerID=FAKEPAYER` : '';
    const paid = await view(ana, transactionId, `?transaction=${returned.searchParams.get('transaction')}${back}`);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ id: transactionId, status: 'paid', payable: { type: 'order' }, payment_system: { tag }, currency: 'USD' });
  });
});

describe('the provider payment step', () => {
  it('lists only the configured providers, and answers 404 for a tag without keys', async () => {
    const listed = await call<{ data: unknown[] }>(app, 'GET', 'rest/payments');
    expect(payment.array().parse(listed.body.data).map((p) => p.tag)).toEqual(['cash', 'wallet', ...EXTERNAL_PAYMENT_TAGS]);
    const bare = t.freshApp();
    const order = await newOrder(ana);
    const reply = await call(bare, 'GET', `dashboard/user/order-stripe-process?order_id=${order.id}`, { token: ana.token });
    expect(reply.status).toBe(404);
    // The bare app shares the database: put this file's providers back on it.
    app = t.freshApp({}, { payments: { providers, expiryMinutes: 30 } });
  });

  it("keeps customers to their own orders, wallets and payments, and reads what to pay from one of them", async () => {
    const { transactionId } = await checkout('stripe');
    const order = await newOrder(ana);
    expect((await process(bob, 'stripe', { order_id: order.id })).status).toBe(404);
    expect((await view(bob, transactionId)).status).toBe(404);
    const [anaWallet] = await t.db.select().from(wallets).where(eq(wallets.userId, ana.userId));
    expect((await process(bob, 'stripe', { wallet_id: anaWallet!.id, total_price: '10', currency_id: 1 })).status).toBe(404);
    expect((await process(ana, 'stripe', {})).status).toBe(422);
    expect((await process(ana, 'stripe', { order_id: order.id, wallet_id: anaWallet!.id })).status).toBe(422);
    expect((await process(ana, 'stripe', { wallet_id: anaWallet!.id, total_price: '0.5', currency_id: 1 })).status).toBe(422);
    expect((await process(ana, 'cash', { order_id: order.id })).status).toBe(404);
  });

  it('asks for an e-mail first where the provider needs one (Flutterwave)', async () => {
    const order = await newOrder(ana);
    await t.db.update(users).set({ email: null }).where(eq(users.id, ana.userId));
    try {
      const reply = await process(ana, 'flutterWave', { order_id: order.id });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe('Add an e-mail address to your profile to pay with this method');
    } finally {
      await t.db.update(users).set({ email: 'prov.0@example.com' }).where(eq(users.id, ana.userId));
    }
  });

  it('tops up the wallet in the chosen currency: the ledger gets the base amount once paid', async () => {
    const [anaWallet] = await t.db.select().from(wallets).where(eq(wallets.userId, ana.userId));
    const reply = await process(ana, 'stripe', { wallet_id: anaWallet!.id, total_price: '39500', currency_id: 2 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const fake = fakes.get('stripe')!;
    const placed = fake.lastCheckout();
    expect([placed.amountMinor, placed.currency]).toEqual([3_950_000n, 'COP']);
    expect(await balanceOf(ana.userId)).toBe('0.00');
    fake.settle(placed.providerRef, 'paid');
    expect((await fake.sendWebhook(placed.providerRef, { outcome: 'paid' })).status).toBe(200);
    expect(await balanceOf(ana.userId)).toBe('10.00');
    const [history] = await t.db.select().from(walletHistories).where(eq(walletHistories.transactionId, reply.body.data.data.transaction_id));
    expect(history).toMatchObject({ type: 'topup', price: '10.00' });
    expect((await view(ana, reply.body.data.data.transaction_id)).body.data).toMatchObject({ status: 'paid', payable: { type: 'wallet', id: anaWallet!.id } });
  });

  it('pays a parcel through a provider', async () => {
    const [type] = await t.db.select().from(parcelTypes).limit(1);
    const created = await call<{ data: { id: number } }>(app, 'POST', 'dashboard/user/parcel-orders', {
      token: ana.token,
      json: {
        currency_id: 1, type_id: type!.id, phone_from: '3001112233', username_from: 'Ana', phone_to: '3004445566', username_to: 'Pablo',
        address_from: { latitude: 6.2442, longitude: -75.5812, address: 'Calle 10 #43-12' },
        address_to: { latitude: 6.21, longitude: -75.57, address: 'Carrera 43A #1-50' },
        delivery_date: addDays(shopClock(new Date(), 'America/Bogota').date, 1).date, delivery_time: '13:00', notify: 0,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reply = await process(ana, 'stripe', { parcel_id: created.body.data.id });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const fake = fakes.get('stripe')!;
    const placed = fake.lastCheckout();
    fake.settle(placed.providerRef, 'paid');
    expect((await fake.sendWebhook(placed.providerRef, { outcome: 'paid' })).status).toBe(200);
    const paid = (await view(ana, reply.body.data.data.transaction_id)).body.data;
    expect(paid).toMatchObject({ status: 'paid', payable: { type: 'parcel', id: created.body.data.id } });
  });

  it('expires an unpaid order after the configured time and gives its stock back; a payment after that goes to the wallet', async () => {
    const stockId = shop.stocks[0]!.id;
    const before = await stockQuantity(t.db, stockId);
    const { order, transactionId, fake, placed } = await checkout('stripe');
    expect(await stockQuantity(t.db, stockId)).toBe(before - 2);
    const deps = { db: t.db, providers, expiryMinutes: 30, log: t.log };
    // Not yet: 29 minutes on.
    expect(await expireUnpaidPayments({ ...deps, now: () => new Date(Date.now() + 29 * 60_000) })).toBe(0);
    expect(await expireUnpaidPayments({ ...deps, now: () => new Date(Date.now() + 31 * 60_000) })).toBe(1);
    expect(await orderStatus(order.id)).toBe('canceled');
    expect(await stockQuantity(t.db, stockId)).toBe(before);
    expect((await transactionOf(transactionId)).status).toBe('canceled');
    expect(await expireUnpaidPayments({ ...deps, now: () => new Date(Date.now() + 62 * 60_000) })).toBe(0);

    // The customer paid in a tab left open: the money is kept for them.
    fake.settle(placed.providerRef, 'paid');
    expect((await fake.sendWebhook(placed.providerRef, { outcome: 'paid' })).status).toBe(200);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(await balanceOf(ana.userId)).toBe(stored!.totalPrice);
    expect(await t.db.$count(paymentEvents, and(eq(paymentEvents.outcome, 'late'), eq(paymentEvents.tag, 'stripe')))).toBe(1);
  });

  it('keeps the demo timer off an order until its provider payment is paid', async () => {
    const { order, fake, placed } = await checkout('stripe');
    const timer = createDemoOrderTimer({ db: t.db, log: t.log, stepMs: 0, now: () => new Date(Date.now() + 1000) });
    await timer.tick();
    expect(await orderStatus(order.id)).toBe('new');
    fake.settle(placed.providerRef, 'paid');
    expect((await fake.sendWebhook(placed.providerRef, { outcome: 'paid' })).status).toBe(200);
    await timer.tick();
    expect(await orderStatus(order.id)).toBe('accepted');
  });

  it('asks the provider before expiring, and settles a payment whose webhook was lost', async () => {
    const { order, transactionId, fake, placed } = await checkout('stripe');
    fake.settle(placed.providerRef, 'paid');
    const deps = { db: t.db, providers, expiryMinutes: 30, log: t.log };
    expect(await expireUnpaidPayments({ ...deps, now: () => new Date(Date.now() + 31 * 60_000) })).toBe(0);
    expect((await transactionOf(transactionId)).status).toBe('paid');
    expect(await orderStatus(order.id)).toBe('new');
  });
});
