import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import { order as orderSchema, orderCalculation, type OrderCalculation } from '../../contract/orders';
import { formatMoney } from '../../app/lib/money';
import { call } from '../support/auth';
import { axeViolations } from './support/axe';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { useStorefront } from './support/storefront';

/**
 * The checkout page (issue #6): slots from the shop's calendar, cash payment, the order placed
 * once, the spec's closed-day and out-of-zone messages. The cart is put on the server through the
 * API (CT2) before each path, as the cart drawer would have.
 */

const storefront = useStorefront();
const api = () => httpApp(storefront.server.url, '10.0.0.7');

type Shop = { id: number; slug: string; location: { latitude: number; longitude: number } };

async function shop(slug: string): Promise<Shop> {
  const reply = await call<{ data: Shop }>(api(), 'GET', `rest/shops/${slug}`);
  expect(reply.status).toBe(200);
  return reply.body.data;
}

/** CT4 then CT2: two products of `slug` (quantity 2 each) in the customer's server cart. */
async function fillCart(session: AuthSession, slug: string) {
  const token = session.access_token;
  const { id } = await shop(slug);
  const current = await call<{ data: { id: number } }>(api(), 'GET', 'dashboard/user/cart', { token });
  if (current.status === 200) await call(api(), 'DELETE', 'dashboard/user/cart/delete', { token, json: { ids: [current.body.data.id] } });
  const listed = await call<{ data: { stock: { id: number; quantity: number } | null }[] }>(api(), 'GET', 'rest/products/paginate', {
    query: { shop_id: id, perPage: 20 },
  });
  const stocks = listed.body.data.flatMap((p) => (p.stock && p.stock.quantity > 5 ? [p.stock.id] : [])).slice(0, 2);
  expect(stocks).toHaveLength(2);
  const reply = await call<{ data: { id: number } }>(api(), 'POST', 'dashboard/user/cart/insert-product', {
    token, json: { shop_id: id, products: stocks.map((stock_id) => ({ stock_id, quantity: 2 })) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.id;
}

async function saveAddress(session: AuthSession, location: [number, number], text: string) {
  const reply = await call(api(), 'POST', 'dashboard/user/addresses', {
    token: session.access_token, json: { title: 'Home', location, address: { address: text, floor: '2' }, active: 1 },
  });
  expect(reply.status).toBe(200);
}

async function calculate(session: AuthSession, cartId: number, location: Shop['location']): Promise<OrderCalculation> {
  const reply = await call<{ data: unknown }>(api(), 'POST', `dashboard/user/cart/calculate/${cartId}`, {
    token: session.access_token, json: { type: 'delivery', address: location },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return orderCalculation.parse(reply.body.data);
}

async function orders(session: AuthSession) {
  const reply = await call<{ data: { id: number }[] }>(api(), 'GET', 'dashboard/user/orders/paginate', { token: session.access_token });
  expect(reply.status).toBe(200);
  return reply.body.data;
}

const placeButton = (page: Page) => page.getByRole('button', { name: 'Place order' });

let ana: AuthSession;
let luis: AuthSession;
beforeAll(async () => {
  [ana, luis] = await Promise.all([newCustomer(storefront.server.url).then((c) => c.session), newCustomer(storefront.server.url).then((c) => c.session)]);
});

describe('checkout', () => {
  it('picks a slot, pays cash and lands on /orders/{id}; the order is the one shown, placed once', async () => {
    const napoli = await shop('forno-napoli');
    const home: [number, number] = [napoli.location.latitude + 0.005, napoli.location.longitude + 0.004];
    await saveAddress(ana, home, 'Calle 10 #43-12, El Poblado');
    const cartId = await fillCart(ana, 'forno-napoli');
    const expected = await calculate(ana, cartId, { latitude: home[0], longitude: home[1] });

    const { context, page } = await storefront.open('/restaurant/forno-napoli/checkout', { cookies: sessionCookies(ana) });
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    // The server's total, shown as it is (default currency).
    await page.getByTestId('summary-total').getByText(formatMoney(expected.total_price, { symbol: '$', position: 'before' })).waitFor();
    expect(await page.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Tomorrow's second slot (the day's slots show at once: they came with the page).
    const tomorrow = page.getByTestId('checkout-day').nth(1);
    const date = await tomorrow.locator('input').getAttribute('value');
    await tomorrow.click();
    const slots = page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio');
    expect(await slots.first().isChecked()).toBe(true);
    const time = await slots.nth(1).getAttribute('value');
    await slots.nth(1).check({ force: true });

    // A double click still makes one order (the visit's idempotency key).
    await placeButton(page).dblclick();
    await page.waitForURL(/\/orders\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const reply = await call<{ data: unknown }>(api(), 'GET', `dashboard/user/orders/${id}`, { token: ana.access_token });
    expect(reply.status).toBe(200);
    const placed = orderSchema.parse(reply.body.data);
    expect(placed).toMatchObject({
      status: 'new', delivery_type: 'delivery', delivery_date: date, delivery_time: time,
      address: { address: 'Calle 10 #43-12, El Poblado', floor: '2' }, total_price: expected.total_price,
    });
    expect(placed.transaction?.payment_system.tag).toBe('cash');
    expect((await orders(ana)).map((o) => o.id)).toEqual([id]);
    await context.close();
  });

  it("a closed day says 'Shop is closed' and asks for another day", async () => {
    await fillCart(luis, 'floristeria-orquidea');
    const { context, page } = await storefront.open('/shop/floristeria-orquidea/checkout', { cookies: sessionCookies(luis) });
    // The seed closes this shop today and in three days.
    const closed = page.getByTestId('checkout-day').filter({ hasText: 'Closed' });
    expect(await closed.count()).toBeGreaterThanOrEqual(2);
    await closed.last().click();
    await page.getByRole('alert').getByText('Shop is closed').waitFor();
    await page.getByText('Please choose another day.').waitFor();
    expect(await placeButton(page).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Another day brings the slots back.
    await page.getByTestId('checkout-day').filter({ hasNotText: 'Closed' }).first().click();
    await page.getByRole('radiogroup', { name: 'Time slots' }).waitFor();
    await context.close();
  });

  it("an address out of the shop's zone says \"Sorry, we're not available here\" and cannot order", async () => {
    await fillCart(luis, 'forno-napoli');
    const far = { address: 'Far away', location: { latitude: 40.4168, longitude: -3.7038 } };
    const { context, page } = await storefront.open('/restaurant/forno-napoli/checkout', {
      cookies: { ...sessionCookies(luis), address: encodeURIComponent(JSON.stringify(far)) },
    });
    await page.getByRole('radio', { name: /Current address/ }).check();
    await page.getByRole('alert').getByText("Sorry, we're not available here").waitFor();
    expect(await placeButton(page).isDisabled()).toBe(true);
    // Pickup needs no address: ordering is possible again.
    await page.getByRole('radio', { name: 'Pickup' }).check({ force: true });
    await page.getByText(/Pick up at/).waitFor();
    await expect.poll(() => placeButton(page).isDisabled()).toBe(false);
    await context.close();
  });

  it('coupon: a wrong code says so, a good one is applied to the server total; wallet short says so', async () => {
    const cartId = await fillCart(ana, 'forno-napoli');
    const { context, page } = await storefront.open('/restaurant/forno-napoli/checkout', { cookies: sessionCookies(ana) });
    const coupon = page.getByLabel('Coupon');
    await coupon.fill('NOPE');
    // Debounced: no Enter, no button; the page asks CP1 on its own.
    await page.getByRole('alert').getByText('This coupon does not exist').waitFor();
    await coupon.fill('WELCOME10');
    await page.getByRole('status').getByText('Coupon WELCOME10 applied').waitFor();
    expect(await page.getByText('This coupon does not exist').count()).toBe(0);
    const [home] = (await call<{ data: { location: [number, number] }[] }>(api(), 'GET', 'dashboard/user/addresses', { token: ana.access_token })).body.data;
    const reply = await call<{ data: unknown }>(api(), 'POST', `dashboard/user/cart/calculate/${cartId}`, {
      token: ana.access_token, json: { type: 'delivery', coupon: 'WELCOME10', address: { latitude: home!.location[0], longitude: home!.location[1] } },
    });
    const withCoupon = orderCalculation.parse(reply.body.data);
    expect(withCoupon.coupon_price).toBeGreaterThan(0);
    const money = (n: number) => formatMoney(n, { symbol: '$', position: 'before' });
    await page.getByTestId('summary-coupon').getByText(`−${money(withCoupon.coupon_price)}`).waitFor();
    await page.getByTestId('summary-total').getByText(money(withCoupon.total_price)).waitFor();

    // The wallet shows the profile's balance; paying with it more than that is refused by the server.
    await page.getByTestId('wallet-balance').getByText('Balance: $0.00').waitFor();
    await page.getByRole('radio', { name: /Wallet/ }).check();
    await placeButton(page).click();
    await page.getByTestId('checkout-error').getByText('Insufficient wallet balance').waitFor();
    expect(new URL(page.url()).pathname).toBe('/restaurant/forno-napoli/checkout');
    await context.close();
  });

  it('places an order without JavaScript (form post, 303 to the order), in Spanish', async () => {
    await fillCart(luis, 'forno-napoli');
    const before = (await orders(luis)).length;
    const context = await storefront.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const domain = new URL(storefront.server.url).hostname;
    await context.addCookies(Object.entries(sessionCookies(luis, 'es')).map(([name, value]) => ({ name, value, domain, path: '/' })));
    const page = await context.newPage();
    await page.goto(`${storefront.server.url}/restaurant/forno-napoli/checkout`);
    // Options go through "Actualizar" (a GET of the page): pickup needs no address.
    await page.getByText('Recoger', { exact: true }).click();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByText(/Recoger en/).waitFor();
    // A note, and the order is for someone else (the fields show once the box is ticked, by CSS).
    await page.getByLabel('Nota para la tienda').fill('Sin cebolla, por favor');
    await page.getByLabel('Pedir para otra persona').check();
    await page.getByLabel('Su número de teléfono').fill('+57 300 555 1234');
    await page.getByLabel('Su nombre').fill('Marta');
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    const list = await orders(luis);
    expect(list).toHaveLength(before + 1);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).toBe(list[0]!.id);
    const placed = orderSchema.parse((await call<{ data: unknown }>(api(), 'GET', `dashboard/user/orders/${id}`, { token: luis.access_token })).body.data);
    expect(placed).toMatchObject({ delivery_type: 'pickup', note: 'Sin cebolla, por favor', phone: '573005551234', username: 'Marta' });
    await context.close();
  });

  it('is sign-in only, coming back to the checkout', async () => {
    const { context, page } = await storefront.open('/shop/forno-napoli/checkout', { cookies: { locale: 'en' } });
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/shop/forno-napoli/checkout');
    await context.close();
  });

  it('an empty cart goes back to the shop', async () => {
    const current = await call<{ data: { id: number } }>(api(), 'GET', 'dashboard/user/cart', { token: luis.access_token });
    if (current.status === 200) await call(api(), 'DELETE', 'dashboard/user/cart/delete', { token: luis.access_token, json: { ids: [current.body.data.id] } });
    const { context, page } = await storefront.open('/restaurant/forno-napoli/checkout', { cookies: sessionCookies(luis) });
    // The server cannot see a visitor cart waiting in the tab (issue #23), so the page decides: with
    // nothing waiting, back to the shop (without JavaScript, a link there).
    await page.waitForURL((url) => url.pathname === '/restaurant/forno-napoli');
    await context.close();

    const noScript = await storefront.browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(Object.entries(sessionCookies(luis)).map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })));
    const plain = await noScript.newPage();
    await plain.goto(`${storefront.server.url}/restaurant/forno-napoli/checkout`);
    await plain.getByText('Your cart is empty').waitFor();
    expect(await plain.getByRole('link', { name: /^Back to / }).getAttribute('href')).toBe('/restaurant/forno-napoli');
    await noScript.close();
  });
});
