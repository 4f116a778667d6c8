import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import { call } from '../support/auth';
import { axeViolations } from './support/axe';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { decideRefund, moveOrder, operatorSession, placeDemoOrder } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * The order pages (issue #6): /orders, /orders/{id} following the order as the operator moves it
 * (the page refreshes itself), cancel, review, refund with the wallet credited, order again, and
 * another customer's order staying out of reach. Orders are placed through the API; the checkout
 * page has its own test.
 */

const storefront = useStorefront();
const base = () => storefront.server.url;

let customer: Promise<{ phone: string; session: AuthSession }> | undefined;
const ana = () => (customer ??= newCustomer(base()));

async function openAs(session: AuthSession, path: string, options: { width?: number; locale?: string } = {}) {
  return storefront.open(path, { width: options.width ?? 1280, cookies: sessionCookies(session, options.locale) });
}

const badge = (page: Page) => page.locator('main header [aria-live]');

async function walletBalance(session: AuthSession): Promise<number> {
  const reply = await call<{ data: { wallet: { price: number } | null } }>(httpApp(base()), 'GET', 'dashboard/user/profile/show', { token: session.access_token });
  return reply.body.data.wallet?.price ?? 0;
}

describe('order pages', () => {
  it('lists the new order, then follows it to delivered as the operator moves it, without a reload', async () => {
    const { session } = await ana();
    const order = await placeDemoOrder(base(), session);
    const { context, page } = await openAs(session, '/orders');
    const row = page.getByRole('link', { name: new RegExp(`Order #${order.id}`) });
    await expect.poll(() => row.textContent()).toContain('New');
    expect(await axeViolations(page)).toEqual([]);

    await row.click();
    await page.getByRole('heading', { name: `Order #${order.id}`, level: 1 }).waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('New');
    const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    // Pickup: placed, accepted, ready, picked up.
    expect(await steps.count()).toBe(4);
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Order placed');
    expect(await axeViolations(page)).toEqual([]);

    // The live channel is open: the page follows pushes and polls nothing (use-live-order.ts), so
    // each change below arrives only if its push does.
    await page.locator('[data-live="push"]').waitFor();
    const operator = await operatorSession(base());
    for (const [status, shown, step] of [['accepted', 'Accepted', 'Accepted by the shop'], ['ready', 'Ready', 'Ready'], ['delivered', 'Delivered', 'Picked up']] as const) {
      await moveOrder(base(), operator, order.id, status);
      await expect.poll(() => badge(page).textContent(), { timeout: 15_000 }).toBe(shown);
      expect(await page.locator('[aria-current="step"]').textContent()).toContain(step);
    }
    expect(new URL(page.url()).pathname).toBe(`/orders/${order.id}`);

    // Delivered: it moved to the history tab, with review, refund and "order again" on offer.
    await page.goto(`${base()}/orders?tab=history`);
    await page.getByRole('link', { name: new RegExp(`Order #${order.id}`) }).waitFor();
    await context.close();
  });

  it('without the live channel, falls back to asking every 5 s', async () => {
    const { session } = await ana();
    const order = await placeDemoOrder(base(), session);
    // A network that refuses WebSockets (some proxies do).
    const { context, page } = await storefront.open(`/orders/${order.id}`, {
      cookies: sessionCookies(session),
      prepare: (c) => c.routeWebSocket(/\/api\/v1\/ws/, (ws) => ws.close()),
    });
    await page.locator('[data-live="poll"]').waitFor();
    await moveOrder(base(), await operatorSession(base()), order.id, 'accepted');
    await expect.poll(() => badge(page).textContent(), { timeout: 15_000 }).toBe('Accepted');
    expect(await page.locator('[data-live="poll"]').count()).toBe(1);
    await context.close();
  });

  it('cancels a new order behind a confirmation; another customer gets a 404 for it', async () => {
    const { session } = await ana();
    const order = await placeDemoOrder(base(), session);
    const { context, page } = await openAs(session, `/orders/${order.id}`, { width: 360 });
    await page.getByText('Cancel order', { exact: true }).first().click();
    await page.getByText('Cancel this order? The shop has not accepted it yet.').waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('status').getByText('Your order is cancelled').waitFor();
    expect(await badge(page).textContent()).toBe('Cancelled');
    expect(await page.getByText('Cancel order', { exact: true }).count()).toBe(0);
    await context.close();

    const other = await newCustomer(base());
    const { context: theirs, page: their } = await openAs(other.session, `/orders/${order.id}`);
    expect(await their.getByRole('heading', { name: `Order #${order.id}` }).count()).toBe(0);
    const res = await their.request.get(`${base()}/orders/${order.id}`);
    expect(res.status()).toBe(404);
    await theirs.close();
  });

  it('asks for a refund on a delivered order; approval credits the wallet; reviews once; orders again', async () => {
    const { session } = await ana();
    const order = await placeDemoOrder(base(), session);
    const operator = await operatorSession(base());
    for (const status of ['accepted', 'ready', 'delivered']) await moveOrder(base(), operator, order.id, status);
    const before = await walletBalance(session);

    const { context, page } = await openAs(session, `/orders/${order.id}`);
    await page.getByText('Request a refund').click();
    await page.getByLabel('What went wrong?').fill('The soup arrived cold');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').getByText('Your refund request is sent').waitFor();
    await page.getByText('Refund: Pending').waitFor();
    expect(await page.getByText('Request a refund').count()).toBe(0);

    await decideRefund(base(), operator, order.id, 'approved');
    await page.reload();
    await page.getByText('Refund: Approved').waitFor();
    expect(Math.round((await walletBalance(session)) * 100)).toBe(Math.round((before + order.total_price / order.rate) * 100));

    await page.getByLabel('4 of 5').check({ force: true });
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByRole('status').getByText('Thank you for your review').waitFor();
    await page.getByText('Your rating: 4 of 5').waitFor();

    await page.goto(`${base()}/order-refunds`);
    await page.getByRole('link', { name: new RegExp(`Order #${order.id}`) }).waitFor();
    await page.getByText('Approved', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Order again: the lines go back into the server cart and the shop's checkout opens.
    await page.goto(`${base()}/orders/${order.id}`);
    await page.getByRole('button', { name: 'Order again' }).click();
    await page.waitForURL(/\/(restaurant|shop)\/\d+\/checkout$/);
    const cart = await call<{ data: { shop_id: number; user_carts: Array<{ cartDetails: Array<{ quantity: number }> }> } }>(
      httpApp(base()), 'GET', 'dashboard/user/cart', { token: session.access_token });
    expect(cart.body.data.shop_id).toBe(order.shop_id);
    expect(cart.body.data.user_carts.flatMap((u) => u.cartDetails).map((d) => d.quantity)).toEqual([2]);
    await context.close();
  });

  it('reads right to left in Arabic and sends visitors to sign in first', async () => {
    const { session } = await ana();
    const { context, page } = await openAs(session, '/orders?tab=history', { locale: 'ar', width: 360 });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: 'الطلبات', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const visitor = await storefront.open('/orders', { cookies: { locale: 'en' } });
    expect(new URL(visitor.page.url()).pathname).toBe('/login');
    await visitor.context.close();
  });
});
