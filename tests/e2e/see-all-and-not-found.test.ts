import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../app/lib/i18n/en';
import { axeViolations } from './support/axe';
import { useStorefront } from './support/storefront';

/** Issue #23: home's "See all" lists, and the not-found page. */
const storefront = useStorefront();
const EN = { locale: 'en' };

/** The ids of the shops, ads and brands the links of `scope` open, in order. */
async function linkedIds(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.flatMap((href) => /^\/(?:shop|ads|brands)\/(\d+)$/.exec(href)?.slice(1) ?? []);
}

/** The list page a "See all" opens is titled after the section, or the list (brands, ads). */
const LIST_TITLES: Record<string, string> = { [en['home.brands']]: en['lists.brands.title'], [en['home.ads']]: en['lists.ads.title'] };

async function checkSeeAll(page: Page, home: string) {
  await page.goto(storefront.server.url + home);
  const sections = page.locator('main section').filter({ has: page.getByRole('link', { name: en['home.see_all'], exact: true }) });
  const count = await sections.count();
  expect(count, home).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.goto(storefront.server.url + home);
    const section = sections.nth(i);
    const heading = (await section.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const rail = await linkedIds(section.getByRole('list', { name: heading }));
    expect(rail.length, heading).toBeGreaterThan(0);
    await section.getByRole('link', { name: en['home.see_all'], exact: true }).click();
    await page.getByRole('heading', { level: 1, name: LIST_TITLES[heading] ?? heading, exact: true }).waitFor();
    const list = await linkedIds(page.locator('main ul').first());
    // The list starts with the section's items, in the same order (it is the section, longer).
    expect(list.slice(0, rail.length), `${home} ${heading} → ${page.url()}`).toEqual(rail);
  }
}

describe("home's See all links", () => {
  it('open lists that start with the section\'s own items, in both home layouts', { timeout: 120_000 }, async () => {
    const { context, page } = await storefront.open('/', { cookies: EN });
    await checkSeeAll(page, '/');
    await checkSeeAll(page, '/?v=2');
    // The rails of shops open /shop?section=…, titled after the section.
    await page.goto(`${storefront.server.url}/?v=2`);
    await expect(page.getByRole('link', { name: en['home.see_all'], exact: true }).evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .resolves.toEqual(expect.arrayContaining(['/shop?section=popular', '/shop?section=offers']));
    await context.close();
  });
});

describe('the not-found page', () => {
  it('answers an unknown path and an unknown shop with status 404 and the not-found page, not the error screen', async () => {
    for (const [path, says] of [
      ['/no-such-page', 'There is no page at'],
      ['/shop/99999', en['not_found.shop']],
      ['/restaurant/no-such-shop-anywhere', en['not_found.shop']],
      ['/shop?page=999', en['not_found.list_page']],
    ] as const) {
      const res = await fetch(storefront.server.url + path, { headers: { Cookie: 'locale=en' } });
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain(says);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toBe('Page not found · Comanda');
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).not.toContain('>Try again<');
    }
  });

  it('offers search, a way home and popular shops, axe-clean in both directions; its search works', { timeout: 90_000 }, async () => {
    for (const [path, cookies] of [
      ['/no-such-page', { locale: 'en', theme: 'light' }],
      ['/shop/99999', { locale: 'ar', theme: 'dark' }],
    ] as const) {
      const { context, page } = await storefront.open(path, { width: 390, height: 844, cookies });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
      await expect(main.getByRole('button', { name: cookies.locale === 'en' ? 'Try again' : 'حاول مرة أخرى' }).count()).resolves.toBe(0);
      await expect(main.getByRole('link', { name: cookies.locale === 'en' ? 'Go to the home page' : 'الذهاب إلى الصفحة الرئيسية' }).getAttribute('href'))
        .resolves.toBe('/');
      await expect(main.getByRole('search').getByRole('searchbox').count()).resolves.toBe(1);
      const popular = await linkedIds(main.getByRole('list', { name: cookies.locale === 'en' ? 'Popular shops' : 'متاجر رائجة' }));
      expect(popular.length, path).toBeGreaterThan(0);
      expect(await axeViolations(page), `${path} ${cookies.locale}`).toEqual([]);
      if (cookies.locale === 'en') {
        await main.getByRole('searchbox').fill('pizza');
        await main.getByRole('button', { name: 'Search' }).click();
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'pizza');
      }
      await context.close();
    }
  });

  it('shows the not-found page when a client navigation meets a 404', async () => {
    const { context, page } = await storefront.open('/', { cookies: EN });
    await page.evaluate(() => Object.assign(window, { __spa: true }));
    // A shop tile of the server-HTML blocks (its clicks go through the router), pointed at a shop that does not exist.
    const tile = page.getByRole('list', { name: 'Open now' }).getByRole('link').first();
    await tile.evaluate((a) => a.setAttribute('href', '/shop/99999'));
    await tile.click();
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByText(en['not_found.shop']).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    await context.close();
  });
});
