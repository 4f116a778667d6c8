import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '../../contract/presentation';
import type { ProductDetail, ProductSearchResult, ShopProducts } from '../../contract/products';
import type { ShopCard, ShopDetail } from '../../contract/shops';
import { formatMoney, fromBase } from '../../app/lib/money';
import { axeViolations } from './support/axe';
import { newCustomer, sessionCookies } from './support/customer';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${storefront.server.url}/api/v1/${path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function html(path: string, cookie = 'locale=en') {
  const res = await fetch(storefront.server.url + path, { headers: { Cookie: cookie } });
  return { status: res.status, text: await res.text() };
}

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attr = (page: string, pattern: RegExp) => decode(pattern.exec(page)?.[1] ?? '');
const titleOf = (page: string) => attr(page, /<title>([^<]*)<\/title>/);
const canonicalOf = (page: string) => attr(page, /<link rel="canonical" href="([^"]*)"/);
const og = (page: string, name: string) => attr(page, new RegExp(`<meta property="og:${name}" content="([^"]*)"`));
function jsonLd(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
const textOfTestId = (page: string, id: string) => decode((new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(page)?.[1] ?? '').trim());

let restaurant: ShopDetail;
let store: ShopDetail;

beforeAll(async () => {
  const [r] = await api<ShopCard[]>('rest/shops/paginate?type=restaurant&perPage=1&lang=en');
  const [s] = await api<ShopCard[]>('rest/shops/paginate?type=shop&perPage=1&lang=en');
  restaurant = await api<ShopDetail>(`rest/shops/${r!.id}?lang=en`);
  store = await api<ShopDetail>(`rest/shops/${s!.id}?lang=en`);
});

describe('shop page: addresses and SEO', () => {
  it('shows the same shop by id, slug and uuid, under /shop and /restaurant, with one canonical address', async () => {
    const title = restaurant.translation!.title;
    const canonical = `${storefront.server.url}/shop/${restaurant.slug}`;
    for (const path of [`/shop/${restaurant.id}`, `/shop/${restaurant.slug}`, `/shop/${restaurant.uuid}`, `/restaurant/${restaurant.id}`, `/restaurant/${restaurant.uuid}`]) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      expect(titleOf(page.text)).toContain(title);
      expect(page.text).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(canonicalOf(page.text)).toBe(canonical);
      expect(og(page.text, 'url')).toBe(canonical);
      expect(og(page.text, 'title')).toContain(title);
      expect(og(page.text, 'description')).toBe(restaurant.translation!.description);
      expect(og(page.text, 'image')).toBe(restaurant.background_img);
      expect(og(page.text, 'type')).toBe('website');
      expect(attr(page.text, /<meta name="description" content="([^"]*)"/)).toBe(restaurant.translation!.description);
      // The cover (largest paint) is asked for from <head>, at high priority, and sized in the page
      // (its copies and sizes: images.test.ts).
      const cover = `${restaurant.background_img}`.replace(/[.?]/g, '\\$&');
      expect(page.text.match(new RegExp(`<link rel="preload" as="image" href="${cover}" imageSrcSet="[^"]+" imageSizes="[^"]+" fetchPriority="high"/>`, 'g'))).toHaveLength(1);
      expect(page.text.indexOf('rel="preload" as="image"')).toBeLessThan(page.text.indexOf('</head>'));
      expect(page.text).toMatch(new RegExp(`<img src="${cover}" srcSet="[^"]+" sizes="[^"]+" alt="" width="1200" height="600" class="[^"]*" loading="eager" fetchPriority="high"`));
    }
  });

  it('describes a restaurant as a schema.org Restaurant and a shop as a Store', async () => {
    const [r] = jsonLd((await html(`/shop/${restaurant.slug}`)).text);
    expect(r).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: restaurant.translation!.title,
      url: `${storefront.server.url}/shop/${restaurant.slug}`,
      geo: { latitude: restaurant.location.latitude, longitude: restaurant.location.longitude },
      address: { streetAddress: restaurant.translation!.address },
    });
    expect(r!.openingHoursSpecification).toHaveLength(restaurant.shop_working_days.filter((d) => !d.disabled).length);
    expect(r!.aggregateRating).toMatchObject({ reviewCount: restaurant.reviews_count });

    const [s] = jsonLd((await html(`/shop/${store.id}`)).text);
    expect(s).toMatchObject({ '@type': 'Store', name: store.translation!.title });
  });

  it('adds a Product with its offer to ?product= links, whose canonical is the deep link', async () => {
    const menu = await api<ShopProducts>(`rest/shops/${restaurant.id}/products?lang=en`);
    const summary = menu.all.flatMap((c) => c.products)[0]!;
    const product = await api<ProductDetail>(`rest/products/${summary.uuid}?lang=en`);
    const page = await html(`/shop/${restaurant.id}?product=${product.uuid}`);
    expect(page.status).toBe(200);
    const url = `${storefront.server.url}/shop/${restaurant.slug}?product=${product.uuid}`;
    expect(canonicalOf(page.text)).toBe(url);
    expect(og(page.text, 'type')).toBe('product');
    expect(titleOf(page.text)).toContain(product.translation!.title);
    const ld = jsonLd(page.text).find((x) => x['@type'] === 'Product');
    expect(ld).toMatchObject({
      name: product.translation!.title,
      image: [product.img],
      offers: {
        '@type': 'Offer',
        price: product.stocks[0]!.total_price.toFixed(2),
        priceCurrency: 'USD',
        availability: product.stocks[0]!.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
  });

  it('answers an unknown shop with the not-found page inside the shell', async () => {
    const page = await html('/shop/no-such-shop-anywhere');
    expect(page.status).toBe(404);
    expect(page.text).toContain('We could not find this shop');
    expect(page.text).toContain('aria-label="Comanda home"');
  });
});

describe('shop page: content', () => {
  it('converts the base-currency minimum order and delivery price by the chosen currency rate', async () => {
    const currencies = await api<Currency[]>('rest/currencies/active');
    const cop = currencies.find((c) => c.title === 'COP')!;
    const usd = currencies.find((c) => c.default)!;
    const inUsd = await html(`/shop/${restaurant.slug}`);
    const inCop = await html(`/shop/${restaurant.slug}`, `locale=en; currency_id=${cop.id}`);
    expect(textOfTestId(inUsd.text, 'min-amount')).toBe(`Minimum order ${formatMoney(fromBase(restaurant.min_amount, usd), usd)}`);
    expect(textOfTestId(inCop.text, 'min-amount')).toBe(`Minimum order ${formatMoney(fromBase(restaurant.min_amount, cop), cop)}`);
    expect(fromBase(restaurant.min_amount, cop)).toBe(restaurant.min_amount * cop.rate);
    expect(textOfTestId(inCop.text, 'delivery-price')).toContain(formatMoney(fromBase(restaurant.price, cop), cop));
  });

  it("tells a signed-in customer their cart is loading, not empty, until its code has it (visitors: empty)", async () => {
    // Without JavaScript the server's HTML is all there is: what it shows before the cart island runs.
    const { session } = await newCustomer(storefront.server.url);
    const host = new URL(storefront.server.url).hostname;
    for (const [who, cookies, shown, hidden] of [
      ['customer', sessionCookies(session), 'Loading your cart…', 'Your cart is empty'],
      ['visitor', { locale: 'en' }, 'Your cart is empty', 'Loading your cart…'],
    ] as const) {
      const context = await storefront.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
      await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain: host, path: '/' })));
      const page = await context.newPage();
      await page.goto(`${storefront.server.url}/shop/1`);
      const aside = page.locator('section[aria-labelledby="shop-cart-title"]');
      expect(await aside.getByText(shown).isVisible(), `${who} sees "${shown}"`).toBe(true);
      expect(await aside.getByText(hidden).isVisible(), `${who} does not see "${hidden}"`).toBe(false);
      await context.close();
    }
  });

  it("loads the group bar's code only for pages that draw it: not for a visitor, before hydration for a customer", async () => {
    const { session } = await newCustomer(storefront.server.url);
    const groupBarCode = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/GroupBar-[\w-]+\.js$/.test(e.name)));
    const visitor = await storefront.open('/shop/1', { cookies: { locale: 'en' } });
    expect(await groupBarCode(visitor.page)).toBe(false);
    await visitor.context.close();
    const customer = await storefront.open('/shop/1', { cookies: sessionCookies(session) });
    expect(await groupBarCode(customer.page)).toBe(true);
    // Live with the page: the first tap after hydration opens the share dialog.
    await customer.page.getByRole('button', { name: 'Start group order' }).click();
    await customer.page.getByRole('dialog', { name: 'Your group order is open' }).waitFor();
    await customer.context.close();
  });

  it('lists the branches and the address', async () => {
    const page = (await html(`/shop/${restaurant.slug}`)).text;
    expect(decode(page)).toContain(restaurant.translation!.address!);
    const branches = await api<Array<{ translation: { title: string } | null }>>(`rest/branches?shop_id=${restaurant.id}&lang=en`);
    for (const b of branches) expect(decode(page)).toContain(b.translation!.title);
  });

  it('highlights the category of the section scrolled into view', async () => {
    const menu = await api<ShopProducts>(`rest/shops/${restaurant.id}/products?lang=en`);
    const last = menu.all.filter((c) => c.products.length).at(-1)!;
    const { context, page } = await storefront.open(`/shop/${restaurant.slug}`, { width: 390, height: 800, cookies: { locale: 'en' } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const nav = page.getByRole('navigation', { name: 'Menu categories' });
    const current = () => nav.locator('[aria-current="true"]').textContent();
    expect(await current()).toBe(menu.recommended.length ? 'Recommended' : menu.all[0]!.translation!.title);
    await page.locator(`#category-${last.id}`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForFunction((title) => document.querySelector('nav [aria-current="true"]')?.textContent === title, last.translation!.title);
    expect(await current()).toBe(last.translation!.title);
    // The bar stays on screen while the menu scrolls under it.
    const box = await nav.boundingBox();
    expect(box!.y).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends the page body once: the first load's hydration data leaves the server's HTML out", async () => {
    const { context, page } = await storefront.open(`/shop/${restaurant.slug}`, { cookies: { locale: 'en' } });
    const html = await page.evaluate(() => {
      const data = (window as unknown as { __reactRouterContext: { state: { loaderData: Record<string, unknown> } } }).__reactRouterContext.state.loaderData;
      return Object.values(data).find((d): d is { html: unknown } => typeof d === 'object' && d !== null && 'html' in d)?.html;
    });
    expect(html).toBeNull();
    // The body is there all the same, and it is the server's (hydration left it alone).
    await page.getByRole('heading', { level: 1, name: restaurant.translation!.title }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu categories' }).count()).toBe(1);
    await context.close();
  });

  it('opens ?product= from a product card without reloading the page or losing the scroll position', async () => {
    const menu = await api<ShopProducts>(`rest/shops/${restaurant.id}/products?lang=en`);
    const last = menu.all.filter((c) => c.products.length).at(-1)!;
    const { context, page } = await storefront.open(`/shop/${restaurant.slug}`, { cookies: { locale: 'en' } });
    // A marker on window survives only a client-side navigation.
    await page.evaluate(() => Object.assign(window, { __spa: true }));
    const card = page.locator(`#category-${last.id}`).getByRole('link').first();
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await card.click();
    await page.waitForURL((url) => url.searchParams.get('product') === last.products[0]!.uuid);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
    await context.close();
  });

  it('arrives by client-side navigation with its content, title and a working category bar', async () => {
    const { context, page } = await storefront.open('/', { cookies: { locale: 'en' } });
    await page.evaluate(() => Object.assign(window, { __spa: true }));
    await page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), `/shop/${store.slug}`);
    await page.getByRole('heading', { level: 1, name: store.translation!.title }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    expect(await page.title()).toContain(store.translation!.title);
    const nav = page.getByRole('navigation', { name: 'Menu categories' });
    const second = (await nav.locator('a').nth(1).textContent())!;
    await nav.locator('a').nth(1).click();
    // The jump scrolls, which starts the scroll spy: the second category takes the highlight.
    await page.waitForFunction((title) => document.querySelector('nav[data-scroll-spy] [aria-current="true"]')?.textContent === title, second);
    expect(await nav.locator('[aria-current="true"]').count()).toBe(1);
    await context.close();
  });

  it('narrows the products with the search form (server search inside this shop)', async () => {
    const menu = await api<ShopProducts>(`rest/shops/${restaurant.id}/products?lang=en`);
    const all = menu.all.flatMap((c) => c.products);
    const word = all[0]!.translation!.title.split(' ')[0]!;
    const expected = await api<ProductSearchResult[]>(`rest/products/search?shop_id=${restaurant.id}&search=${encodeURIComponent(word)}&lang=en&perPage=100`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    const { context, page } = await storefront.open(`/shop/${restaurant.slug}`, { cookies: { locale: 'en' } });
    await page.getByRole('searchbox', { name: `Search in ${restaurant.translation!.title}` }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: `Results for “${word}”` });
    await results.waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    const titles = await results.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(expected.map((p) => p.translation!.title));
    // Product cards open the product dialog by link.
    const href = await results.getByRole('link').first().getAttribute('href');
    expect(new URLSearchParams(href!.split('?')[1]).get('product')).toBe(expected[0]!.uuid);
    await context.close();
  });
});

describe('sitemap and robots', () => {
  it('serves sitemap.xml as a valid sitemap index whose files list the home page, every shop page and product links', async () => {
    const { context, page } = await storefront.open('/', { cookies: { locale: 'en' } });
    /** Fetches one sitemap file and parses it with the browser's XML parser. */
    const read = async (url: string) => {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/xml/);
      expect(res.headers.get('cache-control')).toMatch(/^public/);
      return page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.localName,
          ns: doc.documentElement.namespaceURI,
          locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
        };
      }, await res.text());
    };
    const base = storefront.server.url;
    const index = await read(`${base}/sitemap.xml`);
    expect(index).toMatchObject({ error: false, root: 'sitemapindex', ns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    expect(index.locs).toEqual([`${base}/sitemaps/pages-1.xml`, `${base}/sitemaps/shops-1.xml`, `${base}/sitemaps/products-1.xml`]);
    const locs: string[] = [];
    for (const file of index.locs) {
      const child = await read(file);
      expect(child).toMatchObject({ error: false, root: 'urlset', ns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
      locs.push(...child.locs);
    }
    await context.close();
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${base}/`);
    const shops = await api<ShopCard[]>('rest/shops/paginate?perPage=100');
    for (const s of shops) expect(locs).toContain(`${base}/shop/${s.slug}`);
    const menu = await api<ShopProducts>(`rest/shops/${store.id}/products`);
    expect(locs).toContain(`${base}/shop/${store.slug}?product=${menu.all[0]!.products[0]!.uuid}`);
    expect((await fetch(`${base}/sitemaps/products-2.xml`)).status).toBe(404);
  });

  it('serves robots.txt allowing everything and naming the sitemap', async () => {
    const res = await fetch(`${storefront.server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${storefront.server.url}/sitemap.xml`);
  });
});

describe('shop page: accessibility', () => {
  const variants = [
    { theme: 'light', locale: 'en' },
    { theme: 'dark', locale: 'en' },
    { theme: 'light', locale: 'ar' },
    { theme: 'dark', locale: 'ar' },
  ];
  for (const v of variants) {
    it(`a restaurant and a store have no axe violations (${v.theme}, ${v.locale})`, async () => {
      for (const shop of [restaurant, store]) {
        const { context, page } = await storefront.open(`/shop/${shop.slug}`, { width: 390, height: 844, cookies: v });
        // The week's hours open too, so their table is checked.
        await page.getByTestId('working-hours').locator('summary').click();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      }
    });
  }
});
