import type { Page } from 'playwright-core';
import type { ProductDetail, ProductSummary } from '../../../contract/products';

/**
 * The demo catalog as the browser tests find what they need (uuids are never hard-coded), read
 * through the running server's public API. `baseUrl` is asked per call: the server starts after
 * the test file is loaded.
 */
export function catalogApi(baseUrl: () => string) {
  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${baseUrl()}/api/v1/${path}`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  const detail = async (uuid: string) => (await api<{ data: ProductDetail }>(`rest/products/${uuid}?lang=en`)).data;

  /** Every product of the demo, in list shape (uuids are never hard-coded). */
  async function allProducts(): Promise<ProductSummary[]> {
    const all: ProductSummary[] = [];
    for (let page = 1; ; page++) {
      const res = await api<{ data: ProductSummary[]; meta: { last_page: number } }>(`rest/products/paginate?perPage=100&page=${page}&lang=en`);
      all.push(...res.data);
      if (page >= res.meta.last_page) return all;
    }
  }

  /** A product with two variant levels and addons (a pizza with size and crust). */
  async function productWithVariantsAndAddons(): Promise<ProductDetail> {
    const found = await api<{ data: ProductSummary[] }>('rest/products/search?search=margherita&lang=en');
    for (const p of found.data) {
      const d = await detail(p.uuid);
      if (d.stocks.length > 1 && d.stocks[0]!.extras.length >= 2 && d.stocks[0]!.addons.length > 0) return d;
    }
    throw new Error('no product with variants and addons in the demo');
  }

  /**
   * A product of another shop that the search page lists first for its own title (searches are
   * narrowed to shops delivering to the default location), in stock, added one at a time.
   */
  async function anotherShopsSearchableProduct(shopId: number): Promise<ProductSummary> {
    const settings = (await api<{ data: Array<{ key: string; value: string }> }>('rest/settings')).data;
    const at = (key: string) => settings.find((s) => s.key === key)?.value ?? '0';
    const products = await allProducts();
    const titles = new Map<string, number>();
    for (const p of products) titles.set(p.translation?.title ?? '', (titles.get(p.translation?.title ?? '') ?? 0) + 1);
    for (const p of products) {
      const title = p.translation?.title ?? '';
      if (p.shop_id === shopId || titles.get(title) !== 1 || !p.stock || p.stock.quantity < 5 || p.min_qty !== 1) continue;
      const query = `search=${encodeURIComponent(title)}&lang=en&address[latitude]=${at('default_lat')}&address[longitude]=${at('default_lng')}`;
      const found = await api<{ data: ProductSummary[] }>(`rest/products/search?${query}`);
      if (found.data[0]?.uuid === p.uuid) return p;
    }
    throw new Error('no product of another shop found by search');
  }

  return { api, detail, allProducts, productWithVariantsAndAddons, anotherShopsSearchableProduct };
}

export const money = (amount: number) => `$${amount.toFixed(2)}`;
export const cents = (n: number) => Math.round(n * 100);

/**
 * Finds `product` with the page's own search box and opens its dialog from the results: client
 * navigations only, so what the page holds in memory (the local cart) stays.
 */
export async function openFromSearch(page: Page, product: Pick<ProductSummary, 'translation'>) {
  const title = product.translation!.title;
  await page.locator('main').getByRole('searchbox').fill(title);
  await page.locator('main').getByRole('button', { name: 'Search' }).click();
  await page.locator('main').getByRole('link', { name: new RegExp(title) }).first().click();
  return page.getByRole('dialog', { name: title });
}
