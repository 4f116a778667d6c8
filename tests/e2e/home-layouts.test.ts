import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

/** The demo's default location (settings default_lat/default_lng), inside the Medellín zones. */
const HOME = { latitude: 6.2442, longitude: -75.5812 };
const PARIS = encodeURIComponent(JSON.stringify({ address: 'Paris', location: { latitude: 48.85, longitude: 2.35 } }));
const EN = { locale: 'en' };

type Page<T> = { data: T[]; meta: { total: number; last_page: number } };
type Shop = { translation: { title: string } | null };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${storefront.server.url}/api/v1/${path}`);
  return (await res.json()) as T;
}

const near = `address[latitude]=${HOME.latitude}&address[longitude]=${HOME.longitude}`;
const shopTitles = async (query: string) =>
  (await api<Page<Shop>>(`rest/shops/paginate?lang=en&perPage=12&${near}&${query}`)).data.map((s) => s.translation?.title ?? '');

describe('home layouts (spec §2)', () => {
  it('shows layout 1 by default: categories, banners, stories, open, ads, verified, recommended and all shops', async () => {
    const { context, page } = await storefront.open('/', { cookies: EN });
    expect(await page.locator('main').getAttribute('data-layout')).toBe('1');
    for (const name of ['Open now', 'Special offers', 'Verified brand shops', 'Recommended restaurants', 'All restaurants and shops']) {
      await expect(page.getByRole('heading', { level: 2, name }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Fast food' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('list', { name: 'Stories' }).getByRole('button').count()).resolves.toBeGreaterThan(0);
    // The first banner is the largest paint: eager and high priority; the next one waits.
    const banners = page.getByRole('list', { name: 'Promotions' }).locator('img');
    expect(await banners.first().getAttribute('fetchpriority')).toBe('high');
    expect(await banners.first().getAttribute('loading')).toBe('eager');
    expect(await banners.nth(1).getAttribute('loading')).toBe('lazy');
    await expect(page.getByRole('heading', { name: 'Favourite brands' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('sends every block in place in the HTML (nothing held back for a script to reveal)', async () => {
    for (const path of ['/', '/?v=2']) {
      const html = await (await fetch(storefront.server.url + path, { headers: { Cookie: 'locale=en' } })).text();
      expect(html, path).not.toContain('<!--$?-->');
      const heading = html.indexOf(path === '/' ? 'Verified brand shops' : 'Daily offers');
      expect(heading, path).toBeGreaterThan(0);
      expect(heading, path).toBeLessThan(html.indexOf('<footer'));
    }
  });

  it('?v=2 shows layout 2: category grid, parcel card, brands, popular near you, daily offers, news and the newest post', async () => {
    const { context, page } = await storefront.open('/?v=2', { cookies: EN });
    expect(await page.locator('main').getAttribute('data-layout')).toBe('2');
    for (const name of ['Categories', 'Favourite brands', 'Popular near you', 'Special offers', 'Daily offers', 'News', 'From our blog']) {
      await expect(page.getByRole('heading', { level: 2, name }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('link', { name: /Door-to-door delivery/ }).getAttribute('href')).resolves.toBe('/parcel-checkout');
    // BL3: the newest post links to its own page.
    await expect(page.getByRole('link', { name: /Read the article/ }).getAttribute('href')).resolves.toMatch(/^\/blog\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'All restaurants and shops' }).count()).resolves.toBe(0);
    await context.close();
  });

  it("shows 'Sorry, we're not available here' for an address outside every delivery zone, in both layouts", async () => {
    for (const path of ['/', '/?v=2']) {
      const { context, page } = await storefront.open(path, { cookies: { ...EN, address: PARIS } });
      await expect(page.getByRole('heading', { name: "Sorry, we're not available here" }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: 'All restaurants and shops' }).count()).resolves.toBe(0);
      await expect(page.getByRole('heading', { name: 'Popular near you' }).count()).resolves.toBe(0);
      await context.close();
    }
  });

  it('filters by category, then choosing newest clears the category (spec §4), without page loads', async () => {
    const { context, page } = await storefront.open('/', { cookies: EN });
    await page.evaluate(() => Object.assign(window, { __spa: true }));
    const categories = await api<Page<{ id: number; translation: { title: string } }>>('rest/categories/paginate?type=shop&perPage=20&lang=en');
    const fastFood = categories.data.find((c) => c.translation.title === 'Fast food');
    expect(fastFood).toBeTruthy();
    // Watch every frame: the server-HTML blocks must never blank while their code loads.
    await page.evaluate(() => {
      const w = window as unknown as { __minStrips: number };
      w.__minStrips = 1;
      const tick = () => {
        w.__minStrips = Math.min(w.__minStrips, document.querySelectorAll('[aria-label="Categories"]').length);
        requestAnimationFrame(tick);
      };
      tick();
    });
    const strip = page.getByRole('list', { name: 'Categories' });
    await strip.getByRole('link', { name: 'Fast food' }).click();
    await page.waitForURL((url) => url.searchParams.get('category_id') === String(fastFood?.id));
    await strip.locator('a[aria-current="true"]', { hasText: 'Fast food' }).waitFor();
    const expected = await shopTitles(`category_id=${fastFood?.id}`);
    const list = page.locator('#all-shops-list');
    await list.getByText(expected[0] ?? '', { exact: true }).waitFor();
    await expect(list.locator(':scope > ul > li').count()).resolves.toBe(expected.length);

    const filters = page.getByRole('list', { name: 'Filters' });
    await filters.getByRole('link', { name: 'Newest' }).click();
    await page.waitForURL((url) => url.searchParams.get('newest') === '1');
    expect(new URL(page.url()).searchParams.has('category_id')).toBe(false);
    await filters.locator('a[aria-current="true"]', { hasText: 'Newest' }).waitFor();
    await expect(strip.locator('a[aria-current="true"]').count()).resolves.toBe(0);
    const newest = await shopTitles('order_by=new');
    await list.locator(':scope > ul > li').first().getByText(newest[0] ?? '', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __minStrips: number }).__minStrips)).toBe(1);
    await context.close();
  });

  it('draws the server-only blocks in the browser when arriving from another page', async () => {
    const { context, page } = await storefront.open('/no-such-page', { cookies: EN });
    await page.evaluate(() => Object.assign(window, { __spa: true }));
    await page.getByRole('link', { name: 'Comanda home' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Open now' }).waitFor();
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Fast food' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'All restaurants and shops' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    await context.close();
  });

  it('appends the next page when the list end scrolls into view; the link is a real page for crawlers', async () => {
    const first = await api<Page<Shop>>(`rest/shops/paginate?lang=en&perPage=12&${near}`);
    expect(first.meta.last_page).toBeGreaterThan(1);
    const html = await (await fetch(storefront.server.url, { headers: { Cookie: 'locale=en' } })).text();
    const next = /<a [^>]*rel="next"[^>]*>/.exec(html)?.[0] ?? '';
    expect(next).toMatch(/href="\/?\?page=2#all-shops"/);

    const { context, page } = await storefront.open('/', { cookies: EN });
    const items = page.locator('#all-shops-list > ul > li');
    await expect(items.count()).resolves.toBe(12);
    await page.getByRole('link', { name: 'Next' }).scrollIntoViewIfNeeded();
    const second = await shopTitles('page=2');
    await page.locator('#all-shops-list').getByText(second[0] ?? '', { exact: true }).waitFor();
    await expect(items.count()).resolves.toBe(Math.min(first.meta.total, 24));
    expect(page.url()).not.toContain('page=');
    await context.close();
  });

  it('/?news={uuid} opens the news item in a dialog; Escape closes it and removes the parameter', async () => {
    const news = await api<Page<{ uuid: string; translation: { title: string } }>>('rest/blogs/paginate?type=notification&lang=en');
    const item = news.data[0];
    expect(item).toBeTruthy();
    const { context, page } = await storefront.open(`/?news=${item?.uuid}`, { cookies: EN });
    const dialog = page.getByRole('dialog', { name: item?.translation.title });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');

    // Opened from the news cards of layout 2 as well, without a page load.
    await page.goto(`${storefront.server.url}/?v=2`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('list', { name: 'News' }).getByRole('link').first().click();
    await page.getByRole('dialog', { name: item?.translation.title }).waitFor();
    expect(new URL(page.url()).searchParams.get('news')).toBe(item?.uuid);
    expect(new URL(page.url()).searchParams.get('v')).toBe('2');
    await context.close();
  });

  it('opens the story viewer from a story button and steps through stories', async () => {
    const { context, page } = await storefront.open('/', { cookies: EN });
    const first = page.getByRole('list', { name: 'Stories' }).getByRole('button').first();
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Next story' }).waitFor();
    await dialog.getByRole('link', { name: /See |Visit the shop/ }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  // Each theme once and each direction once: axe's colour checks do not depend on the language,
  // nor its structure checks on the theme, so light English and dark Arabic cover all four.
  for (const path of ['/', '/?v=2']) {
    it(`has no serious accessibility violations on ${path}, light English and dark Arabic`, { timeout: 120_000 }, async () => {
      for (const [theme, locale] of [['light', 'en'], ['dark', 'ar']] as const) {
        const { context, page } = await storefront.open(path, { cookies: { theme, locale } });
        const serious = (await axeViolations(page)).filter((v) => /\((serious|critical)\)/.test(v));
        expect(serious, `${path} ${theme} ${locale}`).toEqual([]);
        await context.close();
      }
    });
  }
});
