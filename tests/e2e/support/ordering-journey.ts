import { beforeAll, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '../../../contract/products';
import { PASSWORD, call } from '../../support/auth';
import { addWithFirstAddon, cartJourneyFixtures, openDrawer, press } from './cart';
import { openFromSearch } from './catalog';
import { httpApp } from './customer';
import { decideRefund, moveOrder, operatorSession } from './orders';
import type { Storefront } from './storefront';

/**
 * Issue #6's whole path in one browser visit, against the real server: a visitor adds a product
 * with an addon, meets the replace prompt with another shop's product and keeps the cart, signs
 * in (the lines go to the server cart), checks out with a pickup slot and cash, finds the order in
 * /orders as new, watches the operator move it to delivered, asks for a refund, and sees it
 * approved with the wallet credited. Registered by one test file per database.
 */
export function orderingJourney(storefront: Storefront) {
  const base = () => storefront.server.url;
  let pizza: ProductDetail;
  let other: ProductSummary;
  let phone: string;

  beforeAll(async () => ({ pizza, other, phone } = await cartJourneyFixtures(base())), 60_000);

  it('visitor cart → replace prompt → sign-in → checkout with cash → order followed to delivered → refund into the wallet', async () => {
    const { context, page } = await storefront.open(`/search?product=${pizza.uuid}`, { cookies: { locale: 'en' } });
    const { dialog, addon } = await addWithFirstAddon(page, pizza);
    await dialog.waitFor({ state: 'hidden' });

    // Another shop's product: the replace prompt; "Cancel" keeps the pizza.
    const second = await openFromSearch(page, other);
    await second.getByRole('button', { name: 'Add to cart' }).click();
    const prompt = page.getByRole('dialog', { name: 'Replace cart?' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await second.waitFor({ state: 'hidden' });

    // Sign in: the pizza and its addon move to the server cart.
    await press(page.locator('[data-header="desktop"]').getByRole('link', { name: 'Sign in', exact: true }));
    await page.getByLabel('E-mail or phone number').fill(phone);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('[data-header="desktop"]').getByLabel('Account').waitFor();
    const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'access_token')!.value).replace(/^Bearer /, '');
    const api = httpApp(base());
    const serverLines = async () => {
      const reply = await call<{ data: { user_carts: Array<{ cartDetails: Array<{ stock: { id: number }; addons: Array<{ stock: { id: number } }> }> }> } }>(
        api, 'GET', 'dashboard/user/cart', { token });
      return reply.status === 200 ? reply.body.data.user_carts.flatMap((u) => u.cartDetails).map((d) => [d.stock.id, d.addons.map((a) => a.stock.id)]) : [];
    };
    await expect.poll(serverLines).toEqual([[pizza.stocks[0]!.id, [addon.product.stock!.id]]]);
    const serverQuantities = async () =>
      (await call<{ data: { user_carts: Array<{ cartDetails: Array<{ quantity: number }> }> } }>(api, 'GET', 'dashboard/user/cart', { token }))
        .body.data.user_carts.flatMap((u) => u.cartDetails).map((d) => d.quantity);

    // Two pizzas (one is below the shop's minimum order), then checkout from the drawer: pickup,
    // tomorrow's first slot, cash.
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: `One more: ${pizza.translation!.title}` }).click();
    await expect.poll(async () => (await serverQuantities())).toEqual([2]);
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByRole('radiogroup', { name: 'How do you want it?' }).getByText('Pickup').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('pickup');
    await page.getByTestId('checkout-day').nth(1).click();
    expect(await page.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const badge = page.locator('main header [aria-live]');
    await expect.poll(() => badge.textContent()).toBe('New');
    // The placed order emptied the server cart; the header follows.
    await expect.poll(serverLines).toEqual([]);

    // In /orders as new.
    await page.goto(`${base()}/orders`);
    await expect.poll(() => page.getByRole('link', { name: new RegExp(`Order #${id}`) }).textContent()).toContain('New');

    // The operator moves it; the open detail page follows by itself.
    await page.goto(`${base()}/orders/${id}`);
    const operator = await operatorSession(base());
    for (const [status, shown] of [['accepted', 'Accepted'], ['ready', 'Ready'], ['delivered', 'Delivered']] as const) {
      await moveOrder(base(), operator, id, status);
      await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe(shown);
    }

    // Refund: asked on the page, approved by the operator, credited to the wallet.
    const wallet = async () =>
      (await call<{ data: { wallet: { price: number } | null } }>(api, 'GET', 'dashboard/user/profile/show', { token })).body.data.wallet?.price ?? 0;
    const order = (await call<{ data: { total_price: number; rate: number } }>(api, 'GET', `dashboard/user/orders/${id}`, { token })).body.data;
    const before = await wallet();
    await page.getByText('Request a refund').click();
    await page.getByLabel('What went wrong?').fill('One pizza was missing');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Refund: Pending').waitFor();
    await decideRefund(base(), operator, id, 'approved');
    await page.reload();
    await page.getByText('Refund: Approved').waitFor();
    expect(Math.round((await wallet()) * 100)).toBe(Math.round((before + order.total_price / order.rate) * 100));
    await context.close();
  }, 150_000);
}
