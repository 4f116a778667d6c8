import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contract/cart';
import type { ProductDetail, ProductSummary } from '../../contract/products';
import { PASSWORD } from '../support/auth';
import { axeViolations } from './support/axe';
import { addWithFirstAddon, cartButton, cartJourneyFixtures, closeDrawer, openDrawer, press } from './support/cart';
import { catalogApi, cents, money, openFromSearch } from './support/catalog';
import { chooseCurrency } from './support/header';
import { useStorefront } from './support/storefront';

/**
 * The storefront cart (issue #6): a visitor's local cart, the replace prompt, the carry-over to the
 * server cart when the visitor signs in through the real /login page, then the customer's server
 * cart edited from the drawer and shown in the shop page's cart section.
 */
const storefront = useStorefront();
const catalog = catalogApi(() => storefront.server.url);

let pizza: ProductDetail;
let other: ProductSummary;
let phone: string;

beforeAll(async () => ({ pizza, other, phone } = await cartJourneyFixtures(storefront.server.url)), 60_000);

async function serverCart(context: BrowserContext): Promise<Cart | null> {
  const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value;
  if (!token) throw new Error('not signed in');
  const res = await fetch(`${storefront.server.url}/api/v1/dashboard/user/cart?lang=en`, { headers: { Authorization: decodeURIComponent(token) } });
  return res.status === 404 ? null : ((await res.json()) as { data: Cart }).data;
}

const serverLines = async (context: BrowserContext) => (await serverCart(context))?.user_carts.flatMap((u) => u.cartDetails) ?? [];

/** Opens the pizza's dialog and adds it with its first addon. */
const addPizzaWithAddon = (page: Page) => addWithFirstAddon(page, pizza);

describe('cart', () => {
  it('visitor cart → replace prompt → sign-in carry-over → server cart edited from the drawer and the shop page', async () => {
    // A visitor adds a pizza with an addon: the drawer shows it with the local total.
    const { context, page } = await storefront.open(`/search?product=${pizza.uuid}`, { width: 1280, cookies: { locale: 'en' } });
    const { dialog, addon } = await addPizzaWithAddon(page);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Added to cart').first().waitFor();
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    let cart = await openDrawer(page);
    const addonTitle = addon.product.translation!.title;
    const localTotal = money((cents(pizza.stocks[0]!.total_price) + cents(addon.product.stock!.total_price)) / 100);
    await cart.getByText(`+ ${addonTitle} × 1`).waitFor();
    expect(await cart.getByTestId('cart-line').count()).toBe(1);
    expect(await cart.getByTestId('cart-total').textContent()).toBe(localTotal);
    expect(await cart.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(`/restaurant/${pizza.shop_id}/checkout`);
    await closeDrawer(page);

    // Another shop's product (same page load: the search box, then its result): the replace prompt.
    const second = await openFromSearch(page, other);
    await second.getByRole('button', { name: 'Add to cart' }).click();
    const prompt = page.getByRole('dialog', { name: 'Replace cart?' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'hidden' });
    // Cancel keeps the cart as it was.
    await page.keyboard.press('Escape');
    await second.waitFor({ state: 'hidden' });
    cart = await openDrawer(page);
    await cart.getByText(pizza.translation!.title).waitFor();
    expect(await cart.getByTestId('cart-total').textContent()).toBe(localTotal);
    await closeDrawer(page);
    // Replace empties it and adds.
    await page.locator('main').getByRole('link', { name: new RegExp(other.translation!.title) }).first().click();
    await second.getByRole('button', { name: 'Add to cart' }).click();
    await prompt.getByRole('button', { name: 'Clear cart and add' }).click();
    await second.waitFor({ state: 'hidden' });
    cart = await openDrawer(page);
    await cart.getByText(other.translation!.title).waitFor();
    expect(await cart.getByText(pizza.translation!.title).count()).toBe(0);
    expect(await cart.getByTestId('cart-total').textContent()).toBe(money(other.stock!.total_price));
    await closeDrawer(page);

    // Sign in through the real /login page: the local line goes to the server cart.
    await press(page.locator('[data-header="desktop"]').getByRole('link', { name: 'Login' }));
    await page.getByLabel('E-mail or phone number').fill(phone);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('[data-header="desktop"]').getByLabel('Account').waitFor();
    await expect.poll(async () => (await serverLines(context)).map((d) => [d.stock.id, d.quantity])).toEqual([[other.stock!.id, 1]]);
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    // The local cart is empty: another page of this visit sends nothing again.
    await press(page.locator('[data-header="desktop"]').getByRole('link', { name: 'Home' }));
    cart = await openDrawer(page);
    await cart.getByText(other.translation!.title).waitFor();
    expect(await cart.getByText('Prices are confirmed at checkout.').count()).toBe(0);
    await closeDrawer(page);
    expect((await serverLines(context)).map((d) => d.quantity)).toEqual([1]);

    // As a customer, another shop's product: the server answers 409 → the prompt → CT4 + CT2.
    await page.goto(`${storefront.server.url}/search?product=${pizza.uuid}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await addPizzaWithAddon(page);
    await prompt.getByRole('button', { name: 'Clear cart and add' }).click();
    await page.getByRole('dialog', { name: pizza.translation!.title }).waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await serverLines(context)).map((d) => [d.stock.id, d.quantity, d.addons.map((a) => [a.stock.id, a.quantity])]))
      .toEqual([[pizza.stocks[0]!.id, 1, [[addon.product.stock!.id, 1]]]]);

    // The shop page's cart section (1440 px): the server cart, its total from the server.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${storefront.server.url}/shop/${pizza.shop_id}`);
    const section = page.getByRole('region', { name: 'Cart' });
    await section.getByText(pizza.translation!.title).waitFor();
    const serverTotal = (await serverCart(context))!.total_price;
    expect(await section.getByTestId('cart-total').textContent()).toBe(money(serverTotal));

    // Quantity edits from the drawer go to the server (debounced), "−" at the minimum removes the line.
    cart = await openDrawer(page);
    const title = pizza.translation!.title;
    await cart.getByRole('button', { name: `One more: ${title}` }).click();
    await cart.getByRole('button', { name: `One more: ${title}` }).click();
    await expect.poll(async () => (await serverLines(context)).map((d) => d.quantity)).toEqual([3]);
    const three = (await serverCart(context))!;
    await expect.poll(() => cart.getByTestId('cart-total').textContent()).toBe(money(three.total_price));
    // The addon keeps its own quantity (not multiplied by the line's).
    expect(three.user_carts[0]!.cartDetails[0]!.addons.map((a) => a.quantity)).toEqual([1]);
    await cart.getByRole('button', { name: `One less: ${title}` }).click();
    await cart.getByRole('button', { name: `One less: ${title}` }).click();
    await expect.poll(async () => (await serverLines(context)).map((d) => d.quantity)).toEqual([1]);
    expect(await axeViolations(page)).toEqual([]);
    await cart.getByRole('button', { name: `Remove ${title}` }).click();
    await cart.getByText('Your cart is empty').waitFor();
    await expect.poll(async () => (await serverLines(context)).length).toBe(0);
    await section.getByText('Your cart is empty').waitFor();
    await closeDrawer(page);

    // Phones: the drawer is a bottom sheet.
    await page.setViewportSize({ width: 360, height: 740 });
    const sheet = await openDrawer(page, 'mobile');
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBe(360);
    expect(Math.round(box.y + box.height)).toBe(740);
    expect(box.height).toBeLessThan(740);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('"Clear cart" empties a visitor\'s cart', async () => {
    const { context, page } = await storefront.open(`/search?product=${pizza.uuid}`, { width: 1280, cookies: { locale: 'en', theme: 'dark' } });
    const { dialog } = await addPizzaWithAddon(page);
    await dialog.waitFor({ state: 'hidden' });
    const cart = await openDrawer(page);
    await cart.getByRole('button', { name: 'Clear cart' }).click();
    await cart.getByText('Your cart is empty').waitFor();
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("a visitor's empty cart on the shop page is the server's HTML; the section's code loads with the first line", async () => {
    const { context, page } = await storefront.open(`/shop/${pizza.shop_id}`, { width: 1280, cookies: { locale: 'en' } });
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
    const section = page.getByRole('region', { name: 'Cart' });
    await section.getByText('Your cart is empty').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(scripts.filter((s) => /\/(ShopCartSection|CartContents)-/.test(s))).toEqual([]);

    await page.goto(`${storefront.server.url}/shop/${pizza.shop_id}?product=${pizza.uuid}`);
    const { dialog } = await addPizzaWithAddon(page);
    await dialog.waitFor({ state: 'hidden' });
    await section.getByText(pizza.translation!.title).waitFor();
    expect(await section.getByText('Your cart is empty').count()).toBe(0);
    expect(scripts.some((s) => /\/ShopCartSection-/.test(s))).toBe(true);
    // Another currency chosen after adding: the visitor's cart shows its prices in that one.
    const usdTotal = await section.getByTestId('cart-total').textContent();
    const cop = (await catalog.api<{ data: Array<{ title: string; rate: number }> }>('rest/currencies/active')).data.find((c) => c.title === 'COP')!;
    await chooseCurrency(page, 'COP ($)');
    const usd = Number(usdTotal!.replace(/[^\d.]/g, ''));
    const grouped = (n: number) => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    await expect.poll(() => section.getByTestId('cart-total').textContent()).toBe(grouped(Math.round(cents(usd) * cop.rate) / 100));
    // Emptied, the live section says so itself (the server's empty cart gave way to it).
    await section.getByRole('button', { name: 'Clear cart' }).click();
    await section.getByText('Your cart is empty').waitFor();
    expect(await section.getByTestId('cart-empty').count()).toBe(1);
    await context.close();
  });

  it("refuses to add on the page of a shop that is closed now ('Shop is closed', contract §5.5)", async () => {
    // The demo florist is closed on the day it was seeded (a holiday, server/db/seed/data/shops-stores.ts).
    const florist = (await catalog.api<{ data: { id: number; is_open_now: boolean } }>('rest/shops/floristeria-orquidea?lang=en')).data;
    expect(florist.is_open_now).toBe(false);
    const flowers = (await catalog.allProducts()).find((p) => p.shop_id === florist.id && p.stock && p.stock.quantity > 0)!;
    const { context, page } = await storefront.open(`/shop/floristeria-orquidea?product=${flowers.uuid}`, { cookies: { locale: 'en' } });
    const dialog = page.locator('dialog:modal');
    await dialog.waitFor();
    const refused = dialog.getByRole('button', { name: 'Shop is closed' });
    await refused.waitFor();
    expect(await refused.isDisabled()).toBe(true);
    await context.close();
  });
});
