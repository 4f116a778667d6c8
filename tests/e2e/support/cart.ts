import type { Locator, Page } from 'playwright-core';
import type { ProductDetail, ProductSummary } from '../../../contract/products';
import { catalogApi } from './catalog';
import { newCustomer } from './customer';

/** The header's cart button and drawer, as the cart and ordering journeys drive them. */
export const cartButton = (page: Page, header: 'desktop' | 'mobile' = 'desktop') =>
  page.locator(`[data-header="${header}"]`).getByTestId('cart-button');
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Cart' });

/**
 * Activates a header control with the keyboard: the "Added to cart" toasts sit over the header's
 * end (top-right), and a pointer resting on one keeps it open (sonner pauses on hover).
 */
export async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

export async function openDrawer(page: Page, header: 'desktop' | 'mobile' = 'desktop') {
  await press(cartButton(page, header));
  await cartDrawer(page).waitFor();
  await cartDrawer(page).evaluate((d) => Promise.all(d.getAnimations().map((a) => a.finished)));
  return cartDrawer(page);
}

export async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await cartDrawer(page).waitFor({ state: 'hidden' });
}

/** In the open product dialog of `product`: ticks its first addon and adds it to the cart. */
export async function addWithFirstAddon(page: Page, product: ProductDetail) {
  // The live dialog (modal), not the server's preview of it that a shop's `?product=` load draws
  // first: a choice made in the preview would not reach the cart.
  const dialog = page.locator('dialog:modal').filter({ has: page.getByRole('heading', { name: product.translation!.title }) });
  await dialog.waitFor();
  const addon = product.stocks[0]!.addons.find((a) => a.product.translation && a.product.stock)!;
  await dialog.getByRole('checkbox', { name: new RegExp(addon.product.translation!.title) }).check();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  return { dialog, addon };
}

/**
 * What the cart and ordering journeys start from: a product with variants and addons, a product
 * of another shop that the search finds (for the replace prompt) and a new customer's phone.
 */
export async function cartJourneyFixtures(baseUrl: string): Promise<{ pizza: ProductDetail; other: ProductSummary; phone: string }> {
  const catalog = catalogApi(() => baseUrl);
  const pizza = await catalog.productWithVariantsAndAddons();
  const other = await catalog.anotherShopsSearchableProduct(pizza.shop_id);
  const { phone } = await newCustomer(baseUrl);
  return { pizza, other, phone };
}
