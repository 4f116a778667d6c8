import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useStorefront } from './support/storefront';

/** List pages (issue #4): server-rendered lists, liked shops, the address picker. */
const storefront = useStorefront();

type Listed = { data: Array<{ id: number; title?: string; translation?: { title: string } | null }> };

async function api(path: string): Promise<Listed['data']> {
  const res = await fetch(`${storefront.server.url}/api/v1/${path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Listed).data;
}

const titleOf = (item: Listed['data'][number]) => item.title ?? item.translation?.title ?? '';

/** Demo default location (settings default_lat/default_lng): the lists are for shops delivering there. */
const NEAR = 'address[latitude]=6.2442&address[longitude]=-75.5812';

/** Every list page with one title the server must have rendered into its HTML. */
async function pagesWithExpectedText(): Promise<Array<{ path: string; expected: string }>> {
  const [shops, categories, brands, ads, banners] = await Promise.all([
    api(`rest/shops/paginate?type=shop&perPage=12&lang=en&${NEAR}`),
    api('rest/categories/paginate?type=shop&perPage=12&lang=en'),
    api('rest/brands/paginate?perPage=15&lang=en'),
    api(`rest/banners-ads?perPage=12&lang=en&${NEAR}`),
    api(`rest/banners/paginate?perPage=12&lang=en&${NEAR}`),
  ]);
  const [category, brand, ad, banner] = [categories[0], brands[0], ads[0], banners[0]];
  if (!shops[0] || !category || !brand || !ad || !banner) throw new Error('demo data is missing list items');
  const [categoryShops, brandProducts] = await Promise.all([
    api(`rest/shops/paginate?category_id=${category.id}&perPage=12&lang=en&${NEAR}`),
    api(`rest/products/paginate?brand_ids[]=${brand.id}&perPage=12&lang=en`),
  ]);
  const adDetail = (await (await fetch(`${storefront.server.url}/api/v1/rest/banners-ads/${ad.id}?lang=en`)).json()) as {
    data: { shops: Listed['data'] };
  };
  return [
    { path: '/shop', expected: titleOf(shops[0]) },
    { path: '/shop-category', expected: titleOf(category) },
    { path: `/shop-category/${category.id}`, expected: categoryShops[0] ? titleOf(categoryShops[0]) : titleOf(category) },
    { path: '/brands', expected: titleOf(brand) },
    { path: `/brands/${brand.id}`, expected: brandProducts[0] ? titleOf(brandProducts[0]) : titleOf(brand) },
    { path: '/ads', expected: titleOf(ad) },
    { path: `/ads/${ad.id}`, expected: adDetail.data.shops[0] ? titleOf(adDetail.data.shops[0]) : titleOf(ad) },
    { path: '/promotion', expected: titleOf(banner) },
    { path: `/promotion/${banner.id}`, expected: titleOf(banner) },
    { path: '/liked', expected: 'You have not liked any shop yet' },
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('list pages', () => {
  it('render on the server with their data and their own title and description', async () => {
    const pages = await pagesWithExpectedText();
    const titles = new Set<string>();
    for (const { path, expected } of pages) {
      const res = await fetch(`${storefront.server.url}${path}`, { headers: { Cookie: 'locale=en' } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).toMatch(/ · /);
      titles.add(title);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      // The liked page is filled in the browser (the likes live there); its empty state comes after hydration.
      if (path !== '/liked') expect(html, `${path} shows ${expected}`).toContain(escapeHtml(expected));
    }
    // Every list page but the detail pages of the same kind has a title of its own.
    expect(titles.size).toBe(pages.length);
  });

  it('answers 404 for unknown ids and pages past the end, and never captures /shop/{id}', async () => {
    for (const path of ['/shop-category/999999', '/shop-category/abc', '/brands/999999', '/ads/999999', '/promotion/999999', '/shop?page=999']) {
      const res = await fetch(`${storefront.server.url}${path}`, { headers: { Cookie: 'locale=en' } });
      expect(res.status, path).toBe(404);
    }
    const shopPage = await fetch(`${storefront.server.url}/shop/1`, { headers: { Cookie: 'locale=en' } });
    expect(/<title>([^<]*)<\/title>/.exec(await shopPage.text())?.[1]).not.toMatch(/^Shops · /);
  });

  // Ten pages each in light English and dark Arabic, axe on every one: axe's colour checks do not
  // depend on the language, nor its structure checks on the theme, so the pair covers all four.
  for (const [locale, dir, theme] of [
    ['en', 'ltr', 'light'],
    ['ar', 'rtl', 'dark'],
  ] as const) {
    it(`pass axe (${locale}, ${theme})`, { timeout: 180_000 }, async () => {
      const pages = await pagesWithExpectedText();
      const context = await storefront.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const domain = new URL(storefront.server.url).hostname;
      await context.addCookies(Object.entries({ locale, dir, theme }).map(([name, value]) => ({ name, value, domain, path: '/' })));
      const page = await context.newPage();
      for (const { path } of pages) {
        await page.goto(storefront.server.url + path);
        await hydrated(page);
        expect(await page.getAttribute('html', 'dir')).toBe(dir);
        expect(await axeViolations(page), `${path} ${locale} ${theme}`).toEqual([]);
      }
      await context.close();
    });
  }
});

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function likedUuids(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('root') ?? '{}') as { state?: { liked?: Record<string, number> } };
    return Object.keys(saved.state?.liked ?? {});
  });
}

describe('liked shops', () => {
  it('a heart on the home page puts the shop on /liked, across reloads; unliking removes it', async () => {
    const { context, page } = await storefront.open('/', { cookies: { locale: 'en' } });
    const heart = page.getByTestId('like-button').first();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const title = label.replace(/^Like /, '');
    expect(title).not.toBe('');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await likedUuids(page)).toHaveLength(1);

    await page.goto(`${storefront.server.url}/liked`);
    await hydrated(page);
    const card = page.getByRole('heading', { level: 2, name: title });
    await card.waitFor();
    // The heart on /liked reflects the saved like.
    const likedHeart = page.getByRole('button', { name: label });
    expect(await likedHeart.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await hydrated(page);
    await card.waitFor();

    await likedHeart.click();
    await page.getByText('You have not liked any shop yet').waitFor();
    expect(await card.count()).toBe(0);
    expect(await likedUuids(page)).toEqual([]);
    await page.reload();
    await hydrated(page);
    await page.getByText('You have not liked any shop yet').waitFor();
    await context.close();
  });
});

async function openWithGeolocation(path: string, geolocation: { latitude: number; longitude: number }) {
  const context: BrowserContext = await storefront.browser.newContext({
    viewport: { width: 1280, height: 900 },
    geolocation,
    permissions: ['geolocation'],
  });
  const domain = new URL(storefront.server.url).hostname;
  await context.addCookies([{ name: 'locale', value: 'en', domain, path: '/' }]);
  // Offline tiles: the map must work on a blank background.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(storefront.server.url + path);
  await hydrated(page);
  return { context, page, requested };
}

const isMapCode = (url: string) => /MapPicker|leaflet|AddressDialog/i.test(url);

describe('address picker', () => {
  it('does not load Leaflet or the dialog with the home page', async () => {
    const { context, page, requested } = await openWithGeolocation('/', { latitude: 6.2442, longitude: -75.5812 });
    await page.waitForLoadState('networkidle');
    expect(requested.filter(isMapCode)).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the entry leads to a plain form page that posts the same action', async () => {
    const context = await storefront.browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    const domain = new URL(storefront.server.url).hostname;
    await context.addCookies([{ name: 'locale', value: 'en', domain, path: '/' }]);
    const page = await context.newPage();
    await page.goto(`${storefront.server.url}/shop`);
    expect(await page.getByTestId('like-button').count()).toBeGreaterThan(0);
    await page.getByTestId('address-button').click();
    await page.waitForURL((url) => url.pathname === '/address' && url.searchParams.get('redirectTo') === '/shop');
    await page.getByRole('heading', { level: 1, name: 'Delivery address' }).waitFor();
    // A refused post comes back to the form with the message at the field.
    await page.getByLabel('Address').fill(' ');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('alert').getByText('Type an address').waitFor();
    await page.getByLabel('Address').fill('Rue de Rivoli 1, Paris');
    await page.getByLabel('Latitude').fill('48.8606');
    await page.getByLabel('Longitude').fill('2.3376');
    await Promise.all([page.waitForURL(/\/shop$/), page.getByRole('button', { name: 'Save address' }).click()]);
    await page.getByText('No shops deliver here yet').waitFor();
    expect(await page.getByTestId('address-button').textContent()).toContain('Rue de Rivoli 1, Paris');
    await context.close();
  });

  it('types an address, places the pin on a blank map, saves: cookie set, lists follow (Paris: nothing delivers)', { timeout: 90_000 }, async () => {
    const paris = { latitude: 48.8606, longitude: 2.3376 };
    const { context, page, requested } = await openWithGeolocation('/shop', paris);
    expect(requested.filter(isMapCode)).toEqual([]);
    expect(await page.getByTestId('like-button').count()).toBeGreaterThan(0);

    await page.getByTestId('address-button').click();
    const dialog = page.getByRole('dialog', { name: 'Delivery address' });
    await dialog.waitFor();
    await page.locator('.leaflet-container').waitFor();
    expect(requested.some((url) => /MapPicker/.test(url))).toBe(true);
    // Leaflet's stylesheet (linked by the lazy map, not bundled) is applied.
    expect(await page.locator('.leaflet-pane').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    // A click on the (tile-less) map moves the pin.
    const point = page.getByTestId('address-point');
    const before = await point.textContent();
    const map = page.getByTestId('address-map');
    const box = await map.boundingBox();
    if (!box) throw new Error('map not laid out');
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.3);
    await expect.poll(() => point.textContent()).not.toBe(before);

    await dialog.getByLabel('Address').fill('Rue de Rivoli 1, Paris');
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => point.textContent()).toContain('48.86060');

    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const cookie = (await context.cookies()).find((c) => c.name === 'address');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({ address: 'Rue de Rivoli 1, Paris', location: paris });

    // The list followed without a reload: no shop delivers to Paris.
    await page.getByText('No shops deliver here yet').waitFor();
    expect(await page.getByTestId('address-button').textContent()).toContain('Rue de Rivoli 1, Paris');
    expect(await page.getByTestId('like-button').count()).toBe(0);

    // And so does the home page, whose own entry opens the same dialog.
    await page.goto(storefront.server.url);
    await hydrated(page);
    await page.getByText("Sorry, we're not available here").first().waitFor();
    expect(await page.getByTestId('address-change').getAttribute('href')).toBe('/address?redirectTo=%2F');
    await page.getByTestId('address-change').click();
    await page.getByRole('dialog', { name: 'Delivery address' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
