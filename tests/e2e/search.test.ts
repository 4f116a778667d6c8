import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

type Named = { translation: { title: string } | null };

async function apiSearch(kind: 'shops' | 'products', term: string, lang = 'en'): Promise<Named[]> {
  const res = await fetch(`${storefront.server.url}/api/v1/rest/${kind}/search?search=${encodeURIComponent(term)}&lang=${lang}`);
  return ((await res.json()) as { data: Named[] }).data;
}

describe('header search', () => {
  it('shows shops and products as you type on desktop, typo tolerant, loading its code on focus', async () => {
    const shop = (await apiSearch('shops', 'pizza'))[0]!.translation!.title;
    const { context, page } = await storefront.open('/', { width: 1440, cookies: { locale: 'en' } });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const field = page.locator('[data-header="desktop"]').getByRole('searchbox', { name: 'Search restaurants and products' });
    await field.click();
    const panel = page.getByRole('region', { name: 'Search' });
    await panel.getByText('Type a dish, a product or a shop').waitFor();
    expect(scripts.some((u) => /SearchDropdown/.test(u))).toBe(true);

    await field.pressSequentially('pizza', { delay: 30 });
    await panel.getByRole('heading', { name: 'Shops' }).waitFor();
    await panel.getByRole('heading', { name: 'Products' }).waitFor();
    await panel.getByRole('link', { name: new RegExp(`^${shop}`) }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // One letter missing still finds the shop.
    await field.fill('');
    await field.pressSequentially('piza', { delay: 30 });
    await panel.getByRole('link', { name: new RegExp(`^${shop}`) }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('keeps 5 distinct searches, newest first, survives a reload, and can be cleared', async () => {
    const { context, page } = await storefront.open('/', { width: 1440, cookies: { locale: 'en' } });
    const field = page.locator('[data-header="desktop"]').getByRole('searchbox');
    for (const term of ['pizza', 'sushi', 'tacos', 'arepa', 'sushi', 'burger', 'salad']) {
      await field.fill(term);
      await field.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === term);
      await page.getByRole('heading', { level: 1, name: `Results for “${term}”` }).waitFor();
    }
    const expected = ['salad', 'burger', 'sushi', 'arepa', 'tacos'];
    const stored = () => page.evaluate(() => (JSON.parse(localStorage.getItem('root') ?? '{}') as { state?: { search?: string[] } }).state?.search);
    await expect.poll(stored).toEqual(expected);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await field.click();
    const history = page.getByRole('region', { name: 'Search' }).getByTestId('search-history');
    await expect.poll(() => history.getByRole('listitem').allTextContents()).toEqual(expected);

    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('region', { name: 'Search' }).getByText('Type a dish, a product or a shop').waitFor();
    await expect.poll(stored).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the header form goes to the /search page', async () => {
    const shop = (await apiSearch('shops', 'pizza'))[0]!.translation!.title;
    const context = await storefront.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'locale', value: 'en', domain: new URL(storefront.server.url).hostname, path: '/' }]);
    const page = await context.newPage();
    await page.goto(`${storefront.server.url}/`);
    const field = page.locator('[data-header="desktop"]').getByRole('searchbox');
    await field.fill('pizza');
    await field.press('Enter');
    await page.waitForURL(/\/search\?q=pizza/);
    await page.getByRole('heading', { level: 1, name: 'Results for “pizza”' }).waitFor();
    await page.locator('main').getByRole('link', { name: new RegExp(`^${shop}`) }).waitFor();
    // The phone header's search button is a plain link to the same page.
    expect(await page.locator('[data-header="mobile"]').getByRole('link', { name: 'Search', includeHidden: true }).getAttribute('href')).toBe('/search');
    await context.close();
  });

  it('opens a full-screen overlay from the phone header, right-to-left in Arabic', async () => {
    const term = 'بيتزا';
    const shop = (await apiSearch('shops', term, 'ar'))[0]!.translation!.title;
    // Any page with the full header; /search rather than home, whose own layout is not under test here.
    const { context, page } = await storefront.open('/search', { width: 390, height: 800, touch: true, cookies: { locale: 'ar', theme: 'dark' } });
    await page.locator('[data-header="mobile"]').getByRole('link', { name: 'بحث' }).click();
    const overlay = page.getByRole('dialog', { name: 'بحث' });
    await overlay.waitFor();
    expect(await overlay.getAttribute('dir')).toBe('rtl');
    const box = (await overlay.boundingBox())!;
    expect([box.width, box.height]).toEqual([390, 800]);
    const field = overlay.getByRole('searchbox');
    expect(await field.evaluate((f) => f === document.activeElement)).toBe(true);
    await field.pressSequentially(term, { delay: 30 });
    await overlay.getByRole('link', { name: new RegExp(`^${shop}`) }).waitFor();
    await overlay.getByRole('heading', { name: 'المنتجات' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Submitting shows the results page (and closes the overlay).
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === term);
    await overlay.waitFor({ state: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('results page paging', () => {
  // "pa" (a prefix: pan, papas, pasta, …) finds more than two pages of 20 products near the
  // default address in the demo data.
  const term = 'pa';
  const rows = (page: Page) => page.locator('main').getByRole('region', { name: 'Products' }).getByRole('listitem');
  const titles = (page: Page) => rows(page).locator('span.font-medium').allTextContents();
  const more = (page: Page) => page.getByRole('link', { name: 'Show more results' });

  it('pages with plain links without JavaScript, and appends the next pages in place with it', async () => {
    const context = await storefront.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'locale', value: 'en', domain: new URL(storefront.server.url).hostname, path: '/' }]);
    const plain = await context.newPage();
    await plain.goto(`${storefront.server.url}/search?q=${term}`);
    const pages = [await titles(plain)];
    while ((await more(plain).count()) > 0) {
      expect(await more(plain).getAttribute('href')).toBe(`/search?q=${term}&page=${pages.length + 1}`);
      await more(plain).click();
      await plain.waitForURL((url) => url.searchParams.get('page') === String(pages.length + 1));
      expect(await plain.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
        pages.length === 1 ? `/search?q=${term}` : `/search?q=${term}&page=${pages.length}`,
      );
      pages.push(await titles(plain));
    }
    await context.close();
    expect(pages.length).toBeGreaterThan(2);
    // Past the last page is a 404, as on the list pages.
    const past = await fetch(`${storefront.server.url}/search?q=${term}&page=${pages.length + 1}`, { headers: { Cookie: 'locale=en' } });
    expect(past.status).toBe(404);
    for (const full of pages.slice(0, -1)) expect(full).toHaveLength(20);
    const all = pages.flat();

    const { context: jsContext, page } = await storefront.open(`/search?q=${term}`, { width: 1440, cookies: { locale: 'en' } });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // A full page load would drop this marker.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    expect(await titles(page)).toEqual(pages[0]);
    for (let shown = 20; shown < all.length; shown += 20) {
      await more(page).click();
      await expect.poll(() => rows(page).count()).toBe(Math.min(shown + 20, all.length));
    }
    expect(await titles(page)).toEqual(all);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    // The shops of page 1 are still there, and nothing is left to load.
    expect(await page.locator('main').getByRole('region', { name: 'Shops' }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await more(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await jsContext.close();
  });
});
