import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import type { Order } from '../../contract/orders';
import type { ProductDetail } from '../../contract/products';
import { ar } from '../../server/db/seed/data/ui-strings.ar';
import { es } from '../../server/db/seed/data/ui-strings.es';
import { call } from '../support/auth';
import { press } from './support/cart';
import { catalogApi } from './support/catalog';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { placeDemoOrder } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * Spanish and Arabic pages say nothing in English (issue #23, item 5), and in Arabic the runs
 * that read left to right (a signed price, a Latin address, the copyright line) keep their order
 * (item 6). Walks the main pages as a visitor (dialog, visitor cart) and as a customer (server
 * cart, checkout, an order with option values, profile, saved locations).
 */

const storefront = useStorefront();
const catalog = catalogApi(() => storefront.server.url);
const api = () => httpApp(storefront.server.url);

/** Interface words of the English bundle and the demo's English option values. */
const ENGLISH = [
  'Add to cart', 'Added to cart', 'Small', 'Medium', 'Large', 'Classic', 'Thin', 'Stuffed', 'Whole', 'Oat', 'Almond', 'scoops',
  'All rights reserved', 'Sign in', 'Log in', 'Delivery', 'Pickup', 'Close', 'Checkout', 'Total', 'Subtotal', 'Search',
  'Cart', 'Orders', 'Profile', 'Saved locations', 'Deliver here', 'Edit', 'Delete', 'Payment', 'Cash', 'Add-ons', 'Back',
  'Language', 'Currency', 'Settings', 'Notifications', 'Page not found', 'We could not find', 'Open now', 'Closed', 'ml',
];
/** Words that are Spanish too. */
const ALSO_SPANISH = new Set(['Total', 'Subtotal', 'ml']);
const STREET = 'Carrera 43A #1-50, El Poblado, Medellín, Antioquia';

type Locale = 'es' | 'ar';
const strings = { es, ar } as const;

/** Every text a customer can read or hear on the page: rendered text, labels, titles, alt texts. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.body.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], img[alt], [aria-description]')) {
      if (!el.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function expectNoEnglish(page: Page, locale: Locale, where: string) {
  const texts = (await shownTexts(page)).join('\n');
  const found = ENGLISH.filter((word) => !(locale === 'es' && ALSO_SPANISH.has(word)))
    .filter((word) => new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(texts));
  expect(found, `${where} (${locale}) shows English`).toEqual([]);
}

/** Horizontal middle of where `part` of `locator`'s text is drawn (its first occurrence). */
async function xOf(locator: Locator, part: string): Promise<number> {
  return locator.evaluate((root, needle) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(needle) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      const rect = range.getBoundingClientRect();
      return rect.left + rect.width / 2;
    }
    throw new Error(`"${needle}" not in ${root.textContent}`);
  }, part);
}

let session: AuthSession;
let pizza: ProductDetail;
let cola: { stockId: number };
let order: Order;

beforeAll(async () => {
  const base = storefront.server.url;
  pizza = await catalog.productWithVariantsAndAddons();
  const products = await catalog.api<{ data: Array<{ uuid: string; stock?: { extras: Array<{ value: string }> } | null }> }>(
    `rest/products/paginate?shop_id=${pizza.shop_id}&perPage=100&lang=en`);
  const drink = products.data.find((p) => p.stock?.extras.some((e) => e.value === '350 ml'));
  if (!drink) throw new Error('no 350 ml drink in the pizza shop');
  const drinkStock = (await catalog.detail(drink.uuid)).stocks.find((s) => s.extras.some((e) => e.value === '350 ml'))!;
  cola = { stockId: drinkStock.id };
  ({ session } = await newCustomer(base));
  const shop = await call<{ data: { slug: string } }>(api(), 'GET', `rest/shops/${pizza.shop_id}`);
  order = await placeDemoOrder(base, session, shop.body.data.slug, [{ stock_id: pizza.stocks[0]!.id, quantity: 2 }, { stock_id: cola.stockId, quantity: 2 }]);
  // A Latin street the customer saved (the /saved-locations card shows it whole).
  const saved = await call(api(), 'POST', 'dashboard/user/addresses', {
    token: session.access_token, json: { title: 'Casa', location: ['6.2088', '-75.5659'], address: { address: STREET } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 120_000);

describe.each(['es', 'ar'] as const)('pages in %s', (locale) => {
  const t = strings[locale];

  it('a visitor: home, shop, product dialog, visitor cart, search and 404 say nothing in English', async () => {
    const { context, page } = await storefront.open('/', { width: 1280, cookies: { locale } });
    await expectNoEnglish(page, locale, 'home');
    // The footer's last line is the translated copyright, and in Arabic "©" opens the line (right).
    const footer = page.getByRole('contentinfo');
    const rights = locale === 'es' ? 'Todos los derechos reservados' : 'جميع الحقوق محفوظة';
    await footer.getByText(rights).waitFor();
    if (locale === 'ar') {
      const line = footer.getByText(rights);
      expect(await xOf(line, '©')).toBeGreaterThan(await xOf(line, 'جميع'));
    }

    await page.goto(`${storefront.server.url}/shop/${pizza.shop_id}?product=${pizza.uuid}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The live dialog (modal), not the server's preview of it that a `?product=` load draws first:
    // a choice made in the preview would not reach the cart.
    const dialog = page.locator('dialog:modal');
    await dialog.getByRole('button', { name: t['product.add_to_cart'] }).waitFor();
    await expectNoEnglish(page, locale, 'product dialog');
    const large = locale === 'es' ? 'Grande' : 'كبير';
    await dialog.getByText(large, { exact: true }).click();
    // An addon's price is added: "+" stays before the amount in Arabic too (an isolated run).
    const addonPrice = dialog.getByText(/\+/).first();
    expect(await xOf(addonPrice, '+')).toBeLessThan(await xOf(addonPrice, '.'));
    await dialog.getByRole('button', { name: t['product.add_to_cart'] }).click();
    await dialog.waitFor({ state: 'hidden' });

    const drawer = page.getByRole('dialog', { name: t['cart.title'] });
    await press(page.locator('[data-header="desktop"]').getByTestId('cart-button'));
    await drawer.waitFor();
    await drawer.getByText(large).waitFor();
    await expectNoEnglish(page, locale, 'visitor cart');
    await page.keyboard.press('Escape');

    await page.goto(`${storefront.server.url}/search?q=pizza`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectNoEnglish(page, locale, 'search');

    await page.goto(`${storefront.server.url}/no-such-page`);
    await page.getByRole('heading', { name: t['not_found.title'] }).waitFor();
    await expectNoEnglish(page, locale, '404');
    await context.close();
  });

  it('a customer: server cart, checkout, order page, profile and saved locations say nothing in English', async () => {
    const cart = await call(api(), 'POST', 'dashboard/user/cart/insert-product', {
      token: session.access_token,
      json: { shop_id: pizza.shop_id, products: [{ stock_id: pizza.stocks[0]!.id, quantity: 1 }, { stock_id: cola.stockId, quantity: 1 }] },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const { context, page } = await storefront.open(`/orders/${order.id}`, { width: 1280, cookies: sessionCookies(session, locale) });
    const lines = page.getByRole('main');
    const drink = locale === 'es' ? '350 ml' : '350 مل';
    const small = locale === 'es' ? 'Pequeño' : 'صغير';
    await lines.getByText(small).first().waitFor();
    await expectNoEnglish(page, locale, 'order page');
    // The option value is one isolated run: "350 ml" never shows as "ml 350".
    const volume = lines.getByText(drink, { exact: true });
    expect(await volume.evaluate((el) => el.tagName)).toBe('BDI');
    if (locale === 'ar') expect(await xOf(volume, '350')).toBeGreaterThan(await xOf(volume, 'مل'));

    await page.goto(`${storefront.server.url}/restaurant/${pizza.shop_id}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await press(page.locator('[data-header="desktop"]').getByTestId('cart-button'));
    const drawer = page.getByRole('dialog', { name: t['cart.title'] });
    await drawer.getByText(small).waitFor();
    await drawer.getByText(drink).waitFor();
    await expectNoEnglish(page, locale, 'server cart');
    await page.keyboard.press('Escape');

    for (const path of [`/restaurant/${pizza.shop_id}/checkout`, '/profile', '/orders']) {
      await page.goto(storefront.server.url + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expectNoEnglish(page, locale, path);
    }

    await page.goto(`${storefront.server.url}/saved-locations`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectNoEnglish(page, locale, 'saved locations');
    // The Latin street is isolated and reads left to right whole: its start is on screen.
    const street = page.getByTestId('saved-address').getByText(STREET);
    expect(await street.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const box = (await street.boundingBox())!;
    expect(await xOf(street, 'Carrera')).toBeGreaterThan(box.x);
    expect(await xOf(street, 'Carrera')).toBeLessThan(await xOf(street, 'Antioquia'));
    // The new-address form starts from the chosen address: a Latin one shows from its start.
    const field = page.getByRole('textbox', { name: t['address.field'] });
    expect(await field.inputValue()).toMatch(/^[A-Z]/);
    expect(await field.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await context.close();
  });
});
