import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import type { ParcelType } from '../../contract/parcels';
import type { ProviderCheckout } from '../../contract/payments';
import { freePort, startServer } from '../../scripts/server-process';
import { arPayments } from '../../server/db/seed/data/ui-strings-payments.ar';
import { call } from '../support/auth';
import { startProviderFake, type ProviderFake } from '../support/payment-fakes';
import { axeViolations } from './support/axe';
import { money } from './support/catalog';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { operatorSession, placeDemoOrder } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * Issue #20, online payments, in a real browser against the local Stripe fake (its hosted page
 * has Pay and Decline buttons; its webhooks reach this file's server, which is started with the
 * fake's keys and API address): an order placed with Stripe at checkout comes back paid; a
 * payment left at the provider, then pending, settles by itself on the result page, or after two
 * minutes (the page's clock moved on) through "Check again"; signed out, the result page asks
 * for the sign-in; a provider's form POST back becomes a GET; a declined
 * payment offers another method and the order is paid from the wallet; a wallet top-up grows
 * the balance (and a refused amount is said at its field); a parcel sent with Stripe comes back
 * paid. axe checks the result page (paid, pending, declined; light-en and dark-ar) and the
 * top-up form. With SCREENSHOTS_DIR set, the result page and the top-up form are captured at
 * 360 and 1440 px.
 */
let stripe: ProviderFake;
beforeAll(async () => {
  stripe = await startProviderFake('stripe');
});
afterAll(async () => {
  await stripe?.close();
});

const storefront = useStorefront({
  start: async () => {
    const port = await freePort();
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/v1/webhook/stripe/payment`);
    return startServer(stripe.env, { dataTemplate: inject('dataTemplate'), port });
  },
});
const base = () => storefront.server.url;

let ana: AuthSession;
beforeAll(async () => {
  ({ session: ana } = await newCustomer(base()));
  const operator = await operatorSession(base());
  const credit = await call(httpApp(base()), 'POST', 'dashboard/admin/wallets/credit', {
    token: operator.access_token,
    json: { user_uuid: ana.user.uuid, price: 200, note: 'Payments test credit' },
  });
  expect(credit.status, JSON.stringify(credit.body)).toBe(200);
}, 60_000);

const result = (page: Page) => page.getByTestId('payment-result');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
const onHostedPage = (page: Page) => page.waitForURL((url) => url.href.startsWith(`${stripe.baseUrl}/hosted/`));
const onResultPage = (page: Page) => page.waitForURL((url) => url.pathname === '/payment/result');

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe('payments with a provider (Stripe fake)', () => {
  it('an order placed with Stripe at checkout: the hosted page, Pay, back on the result page paid; the order shows it', async () => {
    await placeDemoCart(ana);
    const { context, page } = await storefront.open('/restaurant/la-brasa-paisa/checkout', { width: 1440, cookies: sessionCookies(ana) });
    try {
      await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
      // Cash stays the default; Stripe is offered with its note (the server has its keys).
      expect(await page.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);
      // Pickup (no delivery zone to think of); the page asks its loader again.
      await page.locator('label').filter({ hasText: /^Pickup$/ }).click();
      await page.getByRole('heading', { name: 'Pickup', level: 2 }).waitFor();
      await page.getByRole('radio', { name: /^Stripe/ }).check();
      await page.getByText('You pay on a secure page of Stripe, then come back here.').waitFor();
      await page.getByRole('button', { name: 'Place order' }).click();

      await onHostedPage(page);
      const checkout = stripe.lastCheckout();
      expect(checkout.currency).toBe('USD');
      await page.getByRole('button', { name: 'Pay' }).click();

      await onResultPage(page);
      expect(new URL(page.url()).searchParams.get('session_id')).toBe(checkout.providerRef);
      await heading(page, 'Payment received');
      expect(await result(page).getAttribute('data-view')).toBe('paid');
      expect(await page.getByTestId('payment-amount').textContent()).toBe(money(Number(checkout.amountMinor) / 100));
      expect(await page.title()).toContain('Payment');
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'payment-result-paid-en-1440');

      await result(page).getByRole('link', { name: 'View order' }).click();
      await page.waitForURL(/\/orders\/\d+$/);
      expect(await page.getByTestId('order-payment').textContent()).toBe('Stripe · Paid');
      expect(await page.getByTestId('pay-control').count()).toBe(0);

      // The same page in Arabic, dark, on a phone.
      const resultUrl = `/payment/result?transaction=${(await transactionOfOrder(Number(page.url().split('/').pop())))}`;
      const ar = await storefront.open(resultUrl, { width: 360, cookies: { ...sessionCookies(ana, 'ar'), theme: 'dark' } });
      await heading(ar.page, arPayments['payment.result.paid.title']);
      expect(await ar.page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await axeViolations(ar.page)).toEqual([]);
      await screenshot(ar.page, 'payment-result-paid-ar-360-dark');
      await ar.context.close();
    } finally {
      await context.close();
    }
  });

  it('left at the provider, then pending: the result page checks again by itself until the provider says paid', async () => {
    const order = await placeDemoOrder(base(), ana, 'la-brasa-paisa', undefined, 'stripe');
    const { transaction, providerRef } = await startStripe(order.id);

    const left = await storefront.open(`/payment/result?transaction=${transaction}&canceled=1`, { cookies: sessionCookies(ana) });
    await heading(left.page, 'Payment not completed');
    expect(await result(left.page).getByRole('link', { name: 'Try another method' }).getAttribute('href')).toBe(`/orders/${order.id}#pay`);
    await left.context.close();

    const { context, page } = await storefront.open(`/payment/result?transaction=${transaction}`, { width: 360, cookies: sessionCookies(ana) });
    try {
      await heading(page, 'Waiting for confirmation');
      await page.getByTestId('payment-rechecking').waitFor();
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'payment-result-pending-en-360');
      // Paid at the provider without a webhook: the page's own re-check finds it.
      stripe.settle(providerRef, 'paid');
      await heading(page, 'Payment received');
      expect(await result(page).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(`/orders/${order.id}`);
    } finally {
      await context.close();
    }
  });

  it('after two minutes of pending the page stops checking and offers "Check again", which asks once more', async () => {
    const order = await placeDemoOrder(base(), ana, 'la-brasa-paisa', undefined, 'stripe');
    const { transaction, providerRef } = await startStripe(order.id);
    const { context, page } = await storefront.open(`/payment/result?transaction=${transaction}`, {
      cookies: sessionCookies(ana),
      // The page's own clock, moved on by the test (the server's is the real one).
      prepare: (ctx) => ctx.clock.install(),
    });
    try {
      await heading(page, 'Waiting for confirmation');
      await page.getByTestId('payment-rechecking').waitFor();
      await page.clock.fastForward('02:01');
      const again = page.getByRole('link', { name: 'Check again' });
      await again.waitFor();
      await page.getByText('There is still no answer.', { exact: false }).waitFor();
      expect(await page.getByTestId('payment-rechecking').count()).toBe(0);
      stripe.settle(providerRef, 'paid');
      await again.click();
      await heading(page, 'Payment received');
    } finally {
      await context.close();
    }
  });

  it('signed out, the result page asks for the sign-in and comes back; a provider\'s form POST back becomes a GET', async () => {
    const visitor = await fetch(`${base()}/payment/result?transaction=5&session_id=cs_1`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(decodeURIComponent(visitor.headers.get('location') ?? '')).toMatch(/^\/login\?.*redirectTo=\/payment\/result\?transaction=5&session_id=cs_1$/);
    const posted = await fetch(`${base()}/payment/result?transaction=5`, {
      method: 'POST', redirect: 'manual', body: new URLSearchParams({ tranRef: 'TST123', cartId: 'cmd_5_ab', transaction: '9' }),
    });
    expect(posted.status).toBe(303);
    const to = new URL(posted.headers.get('location')!, base());
    expect(to.pathname).toBe('/payment/result');
    expect(Object.fromEntries(to.searchParams)).toEqual({ transaction: '5', tranRef: 'TST123', cartId: 'cmd_5_ab' });
  });

  it('declined: the result says so, "Try another method" leads to the order\'s Pay control, and the wallet pays it', async () => {
    const order = await placeDemoOrder(base(), ana, 'la-brasa-paisa', undefined, 'stripe');
    const { context, page } = await storefront.open(`/orders/${order.id}`, { width: 1440, cookies: sessionCookies(ana) });
    try {
      expect(await page.getByTestId('order-payment').textContent()).toBe('Stripe · To pay');
      const control = page.getByTestId('pay-control');
      // Cash is not offered to pay again; the wallet and Stripe are, Stripe chosen as before.
      expect(await control.getByRole('radio').count()).toBe(2);
      expect(await control.getByRole('radio', { name: /^Stripe/ }).isChecked()).toBe(true);
      await control.getByRole('button', { name: 'Pay' }).click();

      await onHostedPage(page);
      await page.getByRole('button', { name: 'Decline' }).click();
      await onResultPage(page);
      await heading(page, 'Payment declined');
      expect(await result(page).getAttribute('data-view')).toBe('failed');
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'payment-result-declined-en-1440');

      await result(page).getByRole('link', { name: 'Try another method' }).click();
      await page.waitForURL((url) => url.pathname === `/orders/${order.id}` && url.hash === '#pay');
      expect(await page.getByTestId('order-payment').textContent()).toBe('Stripe · Declined');
      await page.mouse.move(0, 0);
      expect(await axeViolations(page, '[data-testid="pay-control"]')).toEqual([]);
      await screenshot(page, 'order-pay-control-en-1440');
      await page.getByTestId('pay-control').getByRole('radio', { name: 'Wallet' }).check();
      await page.getByTestId('pay-control').getByRole('button', { name: 'Pay' }).click();
      await page.locator('[data-sonner-toast]').getByText('Paid. Thank you!').waitFor();
      await expect.poll(() => page.getByTestId('order-payment').textContent()).toBe('Wallet · Paid');
      expect(await page.getByTestId('pay-control').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a wallet top-up with Stripe: a refused amount at its field, then paid, and the balance grows', async () => {
    const { context, page } = await storefront.open('/wallet', { width: 1440, cookies: sessionCookies(ana) });
    try {
      const balance = page.getByTestId('wallet-balance');
      const before = Number((await balance.textContent())!.replace(/[^\d.]/g, ''));
      const form = page.getByTestId('wallet-topup');
      await form.getByText('Add money to your wallet with an online payment.', { exact: false }).waitFor();
      expect(await form.getByRole('radio', { name: /^Stripe/ }).isChecked()).toBe(true);
      expect(await form.getByRole('radio', { name: /Cash|Wallet/ }).count()).toBe(0);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page, '[data-testid="wallet-topup"]')).toEqual([]);
      await screenshot(page, 'wallet-topup-en-1440');

      const amount = form.getByLabel('Amount ($)');
      await amount.fill('0.50');
      await form.getByRole('button', { name: 'Continue to payment' }).click();
      await form.getByText('Enter an amount between 1 and 100000').waitFor();
      expect(await amount.getAttribute('aria-invalid')).toBe('true');

      await amount.fill('25');
      await form.getByRole('button', { name: 'Continue to payment' }).click();
      await onHostedPage(page);
      expect(stripe.lastCheckout().amountMinor).toBe(2500n);
      await page.getByRole('button', { name: 'Pay' }).click();
      await onResultPage(page);
      await heading(page, 'Payment received');
      await result(page).getByText('Wallet top-up').waitFor();
      expect(await page.getByTestId('payment-amount').textContent()).toBe(money(25));
      await result(page).getByRole('link', { name: 'Go to wallet' }).click();
      await page.waitForURL((url) => url.pathname === '/wallet');
      await expect.poll(() => balance.textContent()).toBe(money(before + 25));

      const ar = await storefront.open('/wallet#top-up', { width: 360, cookies: { ...sessionCookies(ana, 'ar'), theme: 'dark' } });
      await ar.page.getByTestId('wallet-topup').waitFor();
      expect(await axeViolations(ar.page, '[data-testid="wallet-topup"]')).toEqual([]);
      await screenshot(ar.page, 'wallet-topup-ar-360-dark');
      await ar.context.close();
    } finally {
      await context.close();
    }
  });

  it('a parcel sent with Stripe comes back paid', async () => {
    const api = httpApp(base());
    const types = (await call<{ data: ParcelType[] }>(api, 'GET', 'rest/parcel-order/types', { query: { lang: 'en' } })).body.data;
    const { context, page } = await storefront.open('/parcel-checkout', { width: 1440, cookies: sessionCookies(ana) });
    try {
      await page.getByRole('heading', { name: 'Send a parcel', level: 1 }).waitFor();
      await page.locator('label').filter({ hasText: types[0]!.type }).first().click();
      await page.getByLabel('Description').fill('A book');
      const sender = page.getByTestId('parcel-from');
      await sender.getByLabel('Address').fill('Calle 10 # 43-12');
      const fromLat = Number(await page.getByTestId('parcel-from_latitude').inputValue());
      const fromLng = Number(await page.getByTestId('parcel-from_longitude').inputValue());
      const receiver = page.getByTestId('parcel-to');
      await receiver.getByLabel('Name').fill('Marta Gómez');
      await receiver.getByLabel('Phone').fill('+57 300 555 0101');
      await receiver.getByLabel('Address').fill('Carrera 70 # 1-20');
      await page.getByTestId('parcel-to_latitude').fill(String(Math.round((fromLat + 0.012) * 1e6) / 1e6));
      await page.getByTestId('parcel-to_longitude').fill(String(Math.round((fromLng + 0.008) * 1e6) / 1e6));
      await page.getByRole('radio', { name: /^Stripe/ }).check();
      const send = page.getByRole('button', { name: /^Send parcel/ });
      await expect.poll(() => send.isDisabled(), { timeout: 15_000 }).toBe(false);
      await send.click();

      await onHostedPage(page);
      await page.getByRole('button', { name: 'Pay' }).click();
      await onResultPage(page);
      await heading(page, 'Payment received');
      await result(page).getByRole('link', { name: 'View parcel' }).click();
      await page.waitForURL(/\/parcels\/\d+$/);
      await expect.poll(() => page.getByTestId('parcel-payment').textContent()).toBe('Paid');
      await page.getByText('Stripe ·', { exact: false }).waitFor();
      expect(await page.getByTestId('pay-control').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/** Two of a product of La Brasa Paisa in Ana's server cart (CT4 first: one shop per cart). */
async function placeDemoCart(session: AuthSession) {
  const api = httpApp(base());
  const token = session.access_token;
  const current = await call<{ data: { id: number } }>(api, 'GET', 'dashboard/user/cart', { token });
  if (current.status === 200) await call(api, 'DELETE', 'dashboard/user/cart/delete', { token, json: { ids: [current.body.data.id] } });
  const shop = await call<{ data: { id: number } }>(api, 'GET', 'rest/shops/la-brasa-paisa');
  const listed = await call<{ data: { stock: { id: number; quantity: number } | null }[] }>(api, 'GET', 'rest/products/paginate', {
    query: { shop_id: shop.body.data.id, perPage: 20 },
  });
  const stock = listed.body.data.find((p) => p.stock && p.stock.quantity > 5)!.stock!;
  const reply = await call(api, 'POST', 'dashboard/user/cart/insert-product', {
    token, json: { shop_id: shop.body.data.id, products: [{ stock_id: stock.id, quantity: 2 }] },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** PAY3 for an order through the API (the customer never opens the provider's page). */
async function startStripe(orderId: number) {
  const started = await call<{ data: ProviderCheckout }>(httpApp(base()), 'GET', 'dashboard/user/order-stripe-process', {
    token: ana.access_token, query: { order_id: orderId },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { transaction: started.body.data.data.transaction_id, providerRef: stripe.lastCheckout().providerRef };
}

/** The order's current transaction id (O4), for the result page's address. */
async function transactionOfOrder(orderId: number): Promise<number> {
  const reply = await call<{ data: { transaction: { id: number } | null } }>(httpApp(base()), 'GET', `dashboard/user/orders/${orderId}`, { token: ana.access_token });
  expect(reply.status).toBe(200);
  return reply.body.data.transaction!.id;
}
