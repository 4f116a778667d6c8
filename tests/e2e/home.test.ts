import { describe, expect, it } from 'vitest';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

type ShopPage = { data: Array<{ translation: { title: string } | null }>; meta: { total: number } };

// The home list follows the chosen address: visitors without one get the default location.
const DEFAULT_LOCATION = 'address[latitude]=6.2442&address[longitude]=-75.5812';

async function shopTitles(lang: string, page = 1): Promise<string[]> {
  const res = await fetch(`${storefront.server.url}/api/v1/rest/shops/paginate?perPage=12&page=${page}&lang=${lang}&${DEFAULT_LOCATION}`);
  const body = (await res.json()) as ShopPage;
  return body.data.map((s) => s.translation?.title ?? '');
}

describe('home page', () => {
  it('is rendered on the server with the demo shops, in the default language (es)', async () => {
    const res = await fetch(storefront.server.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es" dir="ltr"/);
    const titles = await shopTitles('es');
    expect(titles.length).toBe(12);
    // HTML escapes some characters; compare on titles without them.
    for (const title of titles.filter((x) => !/[&<>"']/.test(x))) expect(html).toContain(title);
    expect(html).toContain('Restaurantes y tiendas cerca de ti');
  });

  it('renders Arabic right-to-left and the dark theme from cookies on the first paint', async () => {
    const res = await fetch(storefront.server.url, { headers: { Cookie: 'locale=ar; theme=dark' } });
    const html = await res.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl" class="dark"/);
    expect(html).toContain('مطاعم ومتاجر بالقرب منك');
  });

  it('paints without waiting for scripts: the stylesheet is inline and no module preload is in the head', async () => {
    const html = await (await fetch(storefront.server.url)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style>[^<]*tailwindcss/);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    expect(html).not.toContain('rel="modulepreload"');
    // The scripts still load and hydrate the page.
    const { context, page } = await storefront.open('/');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    await context.close();
  });

  // Drawing them after a client navigation: home-layouts.test.ts.
  it("leaves the static blocks' lists out of the first load's hydration data", async () => {
    const { context, page } = await storefront.open('/', { cookies: { locale: 'en' } });
    type HomeLoaderData = { open: unknown[]; verified: unknown[]; all: { shops: unknown[] }; stories: unknown[] };
    const homeData = () =>
      page.evaluate(() => (window as unknown as { __reactRouterContext: { state: { loaderData: Record<string, unknown> } } }).__reactRouterContext.state.loaderData['routes/home'] as HomeLoaderData);
    const first = await homeData();
    expect(first.open).toEqual([]);
    expect(first.verified).toEqual([]);
    // What runs in the browser keeps its data: the "all" list and the story viewer.
    expect(first.all.shops.length).toBeGreaterThan(0);
    expect(first.stories.length).toBeGreaterThan(0);
    // The server drew the open-shops rail all the same.
    await page.getByRole('heading', { name: 'Open now' }).first().waitFor();
    await context.close();
  });

  it('serves fingerprinted assets compressed with a long cache lifetime', async () => {
    const html = await (await fetch(storefront.server.url)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${storefront.server.url}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    // Precompressed at build time; the page itself is compressed on the fly.
    expect(res.headers.get('content-encoding')).toBe('br');
    const page = await fetch(storefront.server.url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });

  it('hydrates in Chromium, shows shop images and loads the next page on the client', async () => {
    const context = await storefront.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(storefront.server.url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const [firstTitle] = await shopTitles('es');
    await expect(page.getByRole('heading', { level: 2, name: firstTitle }).isVisible()).resolves.toBe(true);

    // The list is below the fold, so its pictures are lazy: they load once scrolled to, as a
    // resized copy (`?w=`, from the srcset).
    const logo = page.getByRole('img', { name: `Logo de ${firstTitle}` });
    await logo.scrollIntoViewIfNeeded();
    await logo.evaluate((img: HTMLImageElement) => img.decode());
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=\d+$/);

    // A marker on window survives only a client-side update, not a full page load. "Next" (also
    // reached by scrolling) appends the next page to the list instead of leaving it.
    await page.evaluate(() => Object.assign(window, { __spa: true }));
    await page.getByRole('link', { name: 'Siguiente' }).click();
    const [secondPageFirst] = await shopTitles('es', 2);
    await page.getByRole('heading', { name: secondPageFirst }).first().waitFor();
    await expect(page.getByRole('heading', { name: firstTitle }).first().isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page, not the error screen, for an unknown page', async () => {
    const res = await fetch(`${storefront.server.url}/no-such-page`, { headers: { Cookie: 'locale=en' } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page not found');
    expect(html).not.toContain('>Try again<');
  });
});
