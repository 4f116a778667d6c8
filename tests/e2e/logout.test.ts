import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../contract/products';
import { call } from '../support/auth';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${storefront.server.url}/api/v1/${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Two products of different shops, the second one listed first by the search page for its own
 * title: a cart that still held the first would ask to be replaced when the second is added.
 */
async function productsOfTwoShops(): Promise<[ProductSummary, ProductSummary]> {
  const first = (await api<{ data: ProductSummary[] }>('rest/products/search?search=margherita&lang=en')).data[0]!;
  const settings = (await api<{ data: Array<{ key: string; value: string }> }>('rest/settings')).data;
  const at = (key: string) => settings.find((s) => s.key === key)?.value ?? '0';
  const list = (await api<{ data: ProductSummary[] }>('rest/products/paginate?perPage=100&lang=en')).data;
  for (const p of list) {
    const title = p.translation?.title ?? '';
    if (p.shop_id === first.shop_id || !title || !p.stock || p.stock.quantity < 5 || p.min_qty !== 1) continue;
    const query = `search=${encodeURIComponent(title)}&lang=en&address[latitude]=${at('default_lat')}&address[longitude]=${at('default_lng')}`;
    const found = await api<{ data: ProductSummary[] }>(`rest/products/search?${query}`);
    if (found.data[0]?.uuid === p.uuid) return [first, p];
  }
  throw new Error('no product of another shop found by search');
}

describe('logout (spec §4)', () => {
  it('clears exactly: token (also on the server), user, chosen address, local cart, liked shops, search history; the bell turns visitor', async () => {
    const [pizza, other] = await productsOfTwoShops();
    const { session } = await newCustomer(storefront.server.url);
    const address = encodeURIComponent(JSON.stringify({ address: 'Calle 10 #43-12', location: { latitude: 6.21, longitude: -75.57 } }));
    const { context, page } = await storefront.open(`/search?product=${pizza.uuid}`, {
      width: 1280,
      cookies: { ...sessionCookies(session), address, theme: 'dark' },
    });
    await page.evaluate(() =>
      localStorage.setItem('root', JSON.stringify({ state: { liked: { 'shop-uuid': 3 }, currency: null, search: ['pizza'] }, version: 1 })),
    );
    // The local cart lives in memory: fill it in this page load, which logout must not end.
    const dialog = page.getByRole('dialog', { name: pizza.translation!.title });
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const header = page.locator('[data-header="desktop"]');
    await header.getByLabel('Account').click();
    await header.getByRole('button', { name: 'Log out' }).click();
    await header.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(Object.keys(cookies)).not.toContain('access_token');
    expect(Object.keys(cookies)).not.toContain('user');
    expect(Object.keys(cookies)).not.toContain('address');
    // Display choices are not the account's: they stay.
    expect(cookies).toMatchObject({ locale: 'en', theme: 'dark' });
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('root'))) ?? '{}') as { state: { liked: object; search: string[] } };
    expect(saved.state).toMatchObject({ liked: {}, search: [] });
    // The token is over on the server too, not only forgotten by the browser.
    const shown = await call(httpApp(storefront.server.url), 'GET', 'dashboard/user/profile/show', { token: session.token });
    expect(shown.status).toBe(401);
    // Notification counts: the bell is the visitor's again (sign in first).
    expect(await header.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toMatch(/^\/login\?reason=login_first/);
    // Back to the default location: home delivers to the marketplace's address, not the chosen street.
    const settings = (await api<{ data: Array<{ key: string; value: string }> }>('rest/settings')).data;
    await page.locator('main').getByText(settings.find((s) => s.key === 'address')!.value).first().waitFor();
    expect(await page.getByText('Calle 10 #43-12').count()).toBe(0);

    // Still the same page load: another shop's product goes in without the replace prompt.
    await header.getByRole('searchbox').fill(other.translation!.title);
    await header.getByRole('searchbox').press('Enter');
    await page.locator('main').getByRole('link', { name: new RegExp(other.translation!.title) }).first().click();
    const second = page.getByRole('dialog', { name: other.translation!.title });
    await second.getByRole('button', { name: 'Add to cart' }).click();
    await second.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog', { name: 'Replace cart?' }).count()).toBe(0);
    await context.close();
  });
});
