import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StockDetail } from '../../contract/products';
import { axeViolations } from './support/axe';
import { catalogApi, cents, money, openFromSearch } from './support/catalog';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();
const { allProducts, productWithVariantsAndAddons, anotherShopsSearchableProduct } = catalogApi(() => storefront.server.url);

const priceText = (page: Page) => page.getByTestId('product-price').locator('span.text-lg').textContent();

const openProduct = (uuid: string, options: Parameters<typeof storefront.open>[1] = {}) =>
  storefront.open(`/search?product=${uuid}`, { width: 1280, cookies: { locale: 'en' }, ...options });

describe('product dialog (?product= deep link)', () => {
  it('updates the price live with the variant and with addon quantities, from the server prices', async () => {
    const product = await productWithVariantsAndAddons();
    const { context, page } = await openProduct(product.uuid);
    const dialog = page.getByRole('dialog', { name: product.translation!.title });
    await dialog.waitFor();
    const first = product.stocks[0]!;
    expect(await priceText(page)).toBe(money(first.total_price));

    // Pick another value of the first level: the matching stock is the one with that extras path.
    const other = product.stocks.find((s) => s.extras[0]!.id !== first.extras[0]!.id)!;
    await dialog.getByText(other.extras[0]!.value, { exact: true }).click();
    const chosen: StockDetail = product.stocks.find((s) => s.extras[0]!.id === other.extras[0]!.id && s.extras[1]!.id === first.extras[1]!.id)
      ?? product.stocks.find((s) => s.extras[0]!.id === other.extras[0]!.id)!;
    await expect.poll(() => priceText(page)).toBe(money(chosen.total_price));

    // An addon: checking it adds its price once, "more" adds it again (not multiplied by the main quantity).
    const addon = chosen.addons.find((a) => a.product.translation && a.product.stock)!;
    const addonTitle = addon.product.translation!.title;
    await dialog.getByRole('checkbox', { name: new RegExp(addonTitle) }).check();
    await expect.poll(() => priceText(page)).toBe(money((cents(chosen.total_price) + cents(addon.product.stock!.total_price)) / 100));
    await dialog.getByRole('button', { name: `More: ${addonTitle}` }).click();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect
      .poll(() => priceText(page))
      .toBe(money((cents(chosen.total_price) * 2 + cents(addon.product.stock!.total_price) * 2) / 100));

    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps the stepper between min_qty and max_qty and shows counter × interval with the unit', async () => {
    const products = await allProducts();
    const minTwo = products.find((p) => p.min_qty >= 2 && p.stock && p.stock.quantity >= p.max_qty)!;
    const { context, page } = await openProduct(minTwo.uuid);
    const dialog = page.getByRole('dialog', { name: minTwo.translation!.title });
    await dialog.waitFor();
    const minus = dialog.getByRole('button', { name: 'Decrease quantity' });
    const plus = dialog.getByRole('button', { name: 'Increase quantity' });
    const counter = dialog.locator('output').last();
    expect(await counter.textContent()).toBe(String(minTwo.min_qty));
    expect(await minus.isDisabled()).toBe(true);
    for (let q = minTwo.min_qty; q < minTwo.max_qty; q++) await plus.click();
    expect(await counter.textContent()).toBe(String(minTwo.max_qty));
    expect(await plus.isDisabled()).toBe(true);
    expect(await minus.isDisabled()).toBe(false);
    await context.close();

    const weighed = products.find((p) => p.interval !== 1 && p.unit?.translation && p.stock && p.stock.quantity > 3)!;
    const unit = weighed.unit!.translation!.title;
    const second = await openProduct(weighed.uuid);
    const weighedDialog = second.page.getByRole('dialog', { name: weighed.translation!.title });
    await weighedDialog.waitFor();
    const amount = (n: number) => `${Math.round(n * weighed.interval * 1000) / 1000} ${unit}`;
    expect(await weighedDialog.locator('output').last().textContent()).toBe(amount(weighed.min_qty));
    await weighedDialog.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await weighedDialog.locator('output').last().textContent()).toBe(amount(weighed.min_qty + 1));
    await second.context.close();
  });

  it("shows 'Out of stock' and disables adding when the stock is empty", async () => {
    const soldOut = (await allProducts()).find((p) => p.stock?.quantity === 0)!;
    const { context, page } = await openProduct(soldOut.uuid, { cookies: { locale: 'en', theme: 'dark' } });
    const dialog = page.getByRole('dialog', { name: soldOut.translation!.title });
    await dialog.waitFor();
    const button = dialog.getByRole('button', { name: 'Out of stock' });
    expect(await button.isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('adds to the local cart with a success toast, and asks to replace the cart for another shop', async () => {
    const pizza = await productWithVariantsAndAddons();
    const other = await anotherShopsSearchableProduct(pizza.shop_id);
    const { context, page } = await openProduct(pizza.uuid);
    const dialog = page.getByRole('dialog', { name: pizza.translation!.title });
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('product')).toBe(false);

    // Same page load (the cart lives in memory): search for the other shop's product and open it.
    const second = await openFromSearch(page, other);
    await second.getByRole('button', { name: 'Add to cart' }).click();
    const prompt = page.getByRole('dialog', { name: 'Replace cart?' });
    await prompt.waitFor();
    // The whole page, the "Added to cart" toast included: toasts never fade (app/ui/toast/toast.css).
    expect(await axeViolations(page)).toEqual([]);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await second.getByRole('button', { name: 'Add to cart' }).click();
    await prompt.getByRole('button', { name: 'Clear cart and add' }).click();
    await second.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('Added to cart').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('closes with Escape and removes ?product, full screen on phones, right-to-left in Arabic', async () => {
    const pizza = await productWithVariantsAndAddons();
    const { context, page } = await openProduct(pizza.uuid, { width: 360, height: 740, touch: true, cookies: { locale: 'ar', theme: 'dark' } });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('dir')).toBe('rtl');
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 360, 740]);
    await dialog.getByRole('button', { name: 'أضف إلى السلة' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.has('product')).toBe(false);
    await context.close();
  });

  it("a shop's ?product= link shows the product in the server's HTML; without JavaScript ✕ goes back to the shop", async () => {
    const pizza = await productWithVariantsAndAddons();
    const context = await storefront.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const host = new URL(storefront.server.url).hostname;
    await context.addCookies([{ name: 'locale', value: 'en', domain: host, path: '/' }]);
    const page = await context.newPage();
    await page.goto(`${storefront.server.url}/shop/${pizza.shop_id}?product=${pizza.uuid}`);
    const dialog = page.getByRole('dialog', { name: pizza.translation!.title });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('img', { name: pizza.translation!.title }).isVisible()).toBe(true);
    expect(await priceText(page)).toBe(money(pizza.stocks[0]!.total_price));
    // Phones: full screen, like the live dialog.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await dialog.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === `/shop/${pizza.shop_id}` && !url.searchParams.has('product'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it("the live dialog replaces the server's drawing once it opens, and closes as usual", async () => {
    const pizza = await productWithVariantsAndAddons();
    const { context, page } = await storefront.open(`/shop/${pizza.shop_id}?product=${pizza.uuid}`, { cookies: { locale: 'en' } });
    const dialog = page.locator('dialog:modal');
    await dialog.waitFor();
    expect(await page.locator('[data-dialog-preview]').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: pizza.translation!.title }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.has('product')).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('fits the screen from 1280×720 and 360×640 up: ✕ and "Add to cart" stay in view, the body scrolls, a pizza with options is added with the mouse', async () => {
    const pizza = await productWithVariantsAndAddons();
    const lastAddon = pizza.stocks[0]!.addons.filter((a) => a.product.translation && a.product.stock).at(-1)!;
    const inView = async (page: Page, name: string, role: 'button' | 'link', size: { width: number; height: number }) => {
      const box = (await page.locator('dialog[open]').getByRole(role, { name }).boundingBox())!;
      expect(box.y, name).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, name).toBeLessThanOrEqual(size.height);
      expect(box.x + box.width, name).toBeLessThanOrEqual(size.width);
      return box;
    };
    for (const size of [{ width: 1280, height: 720 }, { width: 1366, height: 768 }, { width: 360, height: 640 }]) {
      // The server's drawing (a first load of the link, before any script) fits too.
      const still = await storefront.browser.newContext({ javaScriptEnabled: false, viewport: size });
      await still.addCookies([{ name: 'locale', value: 'en', domain: new URL(storefront.server.url).hostname, path: '/' }]);
      const preview = await still.newPage();
      await preview.goto(`${storefront.server.url}/shop/${pizza.shop_id}?product=${pizza.uuid}`);
      await inView(preview, 'Close', 'link', size);
      await inView(preview, 'Add to cart', 'button', size);
      await still.close();

      const { context, page } = await storefront.open(`/shop/${pizza.shop_id}?product=${pizza.uuid}`, { ...size, cookies: { locale: 'en' } });
      const dialog = page.locator('dialog:modal');
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      await inView(page, 'Close', 'button', size);
      // The body scrolls under the header and the add bar; its last addon, once ticked (its stepper
      // appears), is not hidden by the add bar.
      const body = dialog.locator(':scope > div').last();
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      const checkbox = dialog.getByRole('checkbox', { name: new RegExp(lastAddon.product.translation!.title) });
      await checkbox.check();
      await dialog.getByRole('button', { name: `More: ${lastAddon.product.translation!.title}` }).waitFor();
      await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      const row = (await checkbox.locator('xpath=ancestor::li').boundingBox())!;
      const add = await inView(page, 'Add to cart', 'button', size);
      const bar = (await dialog.getByTestId('product-price').boundingBox())!;
      expect(row.y + row.height).toBeLessThanOrEqual(Math.min(add.y, bar.y));
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Added to cart').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    }
  });

  it('says so when the product does not exist', async () => {
    const { context, page } = await openProduct('00000000-0000-4000-8000-000000000000');
    await page.getByRole('dialog', { name: 'This product is no longer available' }).waitFor();
    await context.close();
  });
});
