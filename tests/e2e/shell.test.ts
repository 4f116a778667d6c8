import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEEDED_FOOTER_TEXT } from '../../app/ui/footer-text';
import { call } from '../support/auth';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { desktopHeader, usePickers } from './support/header';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

/** The lazy chunk of the preference pickers (vite.config.ts `pickers` group). */
const pickerCode = /\/assets\/pickers-[\w-]+\.js$/;
const loadedScripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));

describe('storefront shell', () => {
  it('runs under the Content-Security-Policy: every inline script carries the response nonce, nothing is refused', async () => {
    const refused: string[] = [];
    const { context, page } = await storefront.open('/shop/1', {
      prepare: (ctx) => ctx.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { refused: string[] }).refused ??= [];
          (window as unknown as { refused: string[] }).refused.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      }),
    });
    const response = await page.request.get(page.url());
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    expect(inline.filter((attrs) => !attrs.includes(`nonce="${nonce}"`))).toEqual([]);
    await page.getByRole('button', { name: /cart|carrito/i }).first().hover();
    refused.push(...(await page.evaluate(() => (window as unknown as { refused?: string[] }).refused ?? [])));
    expect(refused).toEqual([]);
    await context.close();
  });

  it('switches between the mobile and the full header exactly at 1140px', async () => {
    for (const [width, shown, hidden] of [[1139, 'mobile', 'desktop'], [1140, 'desktop', 'mobile']] as const) {
      const { context, page } = await storefront.open('/', { width });
      expect(await page.locator(`[data-header="${shown}"]`).isVisible(), `${width}px ${shown}`).toBe(true);
      expect(await page.locator(`[data-header="${hidden}"]`).isVisible(), `${width}px ${hidden}`).toBe(false);
      await context.close();
    }
  });

  it('gives order, checkout and profile pages the compact header with the right back target', async () => {
    // All three are sign-in only: a customer with something of shop 3 in the cart (checkout needs it).
    const { session } = await newCustomer(storefront.server.url);
    const api = httpApp(storefront.server.url);
    const listed = await call<{ data: Array<{ max_qty: number; stock: { id: number; quantity: number; total_price: number } | null }> }>(api, 'GET', 'rest/products/paginate', { query: { shop_id: 3, perPage: 20 } });
    const shop = await call<{ data: { min_amount: number } }>(api, 'GET', 'rest/shops/3');
    // Enough of one product to clear the shop's minimum order (checkout is switched off below it).
    const quantityFor = (p: (typeof listed.body.data)[number]) => Math.max(1, Math.ceil((shop.body.data.min_amount + 0.01) / p.stock!.total_price));
    const product = listed.body.data.find((p) => p.stock && p.stock.total_price > 0 && quantityFor(p) <= Math.min(p.stock.quantity, p.max_qty || Infinity))!;
    const filled = await call(api, 'POST', 'dashboard/user/cart/insert-product', { token: session.access_token, json: { shop_id: 3, products: [{ stock_id: product.stock!.id, quantity: quantityFor(product) }] } });
    expect(filled.status).toBe(200);

    const context = await storefront.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = new URL(storefront.server.url).hostname;
    await context.addCookies(
      Object.entries(sessionCookies(session)).map(([name, value]) => ({ name, value, domain: host, path: '/' })),
    );
    const page = await context.newPage();
    const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const back = page.locator('[data-header="compact"]').getByRole('link', { name: 'Back' });

    // An order page (this one is no order of theirs: the not-found screen, in the same frame).
    await page.goto(`${storefront.server.url}/orders/1`);
    await hydrated();
    expect(await page.locator('[data-header="desktop"]').count()).toBe(0);
    expect(await back.getAttribute('href')).toBe('/orders');
    await back.click();
    await page.waitForURL(/\/orders$/);
    // The order list itself has the full header.
    await page.locator('[data-header="desktop"]').waitFor();

    await page.goto(`${storefront.server.url}/profile`);
    await hydrated();
    expect(await back.getAttribute('href')).toBe('/');

    // A checkout opened directly goes back to its shop (a link, working before any code arrives).
    await page.goto(`${storefront.server.url}/restaurant/3/checkout`);
    await hydrated();
    expect(await back.getAttribute('href')).toBe('/restaurant/3');
    await back.click();
    await page.waitForURL(/\/restaurant\/3$/);

    // Arrived by a client-side navigation (the shop page's cart section), one step back in history:
    // to /shop/3, where the link alone would go to /restaurant/3.
    await page.goto(`${storefront.server.url}/shop/3`);
    await hydrated();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/restaurant\/3\/checkout$/);
    await back.click();
    await page.waitForURL(/\/shop\/3$/);

    // Arrived by a page load from inside the store (a native link), one step back too.
    await page.goto(`${storefront.server.url}/?page=2`);
    await hydrated();
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/restaurant/3/checkout';
      a.textContent = 'to checkout';
      document.body.append(a);
      a.click();
    });
    await page.waitForURL(/\/restaurant\/3\/checkout$/);
    // The one-step-back needs the page's code; before it, the link goes to the shop (as above).
    await hydrated();
    await back.click();
    await page.waitForURL(/\/\?page=2$/);
    await context.close();
  });

  it('toggles the theme and keeps it across a reload, already in the server HTML', async () => {
    const { context, page } = await storefront.open('/', { width: 1440, cookies: { locale: 'en' } });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await usePickers(page);
    // The page flips at once, before the preference is saved (no page load: the marker stays).
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');
    // The HTML the server sends (before any script) already carries the theme.
    const html = await (await fetch(storefront.server.url, { headers: { Cookie: 'theme=dark; locale=en' } })).text();
    expect(html).toMatch(/<html[^>]* class="dark"/);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });

  it('switches to Arabic right-to-left and back to English', async () => {
    // Writes to <html lang dir>, seen from before the page's first byte.
    const htmlWrites = () => page.evaluate(() => (window as unknown as { htmlWrites: string[] }).htmlWrites);
    const { context, page } = await storefront.open('/', {
      width: 1440,
      cookies: { locale: 'en' },
      prepare: (ctx) => ctx.addInitScript(() => {
        const writes: string[] = ((window as unknown as { htmlWrites: string[] }).htmlWrites = []);
        // <html> does not exist yet when this runs: watch the document for it.
        new MutationObserver((records) => {
          for (const r of records) if (r.target === document.documentElement) writes.push(`${r.attributeName}=${document.documentElement.getAttribute(r.attributeName!)}`);
        }).observe(document, { subtree: true, attributeFilter: ['lang', 'dir'] });
      }),
    });
    await page.getByRole('heading', { level: 1, name: 'Restaurants and shops near you' }).waitFor();
    // Hydration leaves them as the server wrote them: writing `dir` again, even unchanged, makes
    // the browser walk the whole document (a long task on phones, the home page's Lighthouse score).
    expect(await htmlWrites()).toEqual([]);
    await usePickers(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    // The translation loader retries: the first two attempts fail, the third brings the strings.
    let localeRequests = 0;
    await page.route('**/locales/ar/translation.json', (route) => (++localeRequests <= 2 ? route.abort() : route.continue()));
    await page.getByLabel('Language').click();
    await page.getByRole('button', { name: 'العربية' }).click();
    // The picker closes at once and the progress bar runs until the strings are shown.
    expect(await page.locator('details:has([aria-label="Language"])').first().getAttribute('open')).toBeNull();
    await page.locator('[data-busy]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'مطاعم ومتاجر بالقرب منك' }).waitFor();
    expect(localeRequests).toBe(3);
    await page.locator('[data-busy]').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    expect(await htmlWrites()).toEqual(expect.arrayContaining(['lang=ar', 'dir=rtl']));
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ locale: 'ar', dir: 'rtl' });
    // The footer was server HTML until now: its code loads to draw it in the new language.
    await page.getByRole('contentinfo').getByRole('heading', { name: 'اتصل بنا' }).waitFor();
    expect(scripts.some((u) => /\/Footer-/.test(u))).toBe(true);

    await page.getByLabel('اللغة').click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Restaurants and shops near you' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await context.close();
  });

  it('converts displayed prices when the currency changes, and remembers the pick', async () => {
    const { context, page } = await storefront.open('/', { width: 1440, cookies: { locale: 'en' } });
    const api = async (path: string) => ((await (await fetch(`${storefront.server.url}/api/v1/${path}`)).json()) as { data: unknown }).data;
    const currencies = (await api('rest/currencies/active')) as Array<{ id: number; title: string; rate: number; symbol: string }>;
    const cop = currencies.find((c) => c.title === 'COP')!;
    const shops = (await api('rest/shops/paginate?perPage=12&lang=en')) as Array<{ price: number }>;
    const index = shops.findIndex((s) => s.price > 0);
    const price = page.getByTestId('delivery-price').nth(index);
    const amount = async () => Number((await price.innerText()).replace(/[^\d.]/g, ''));
    expect(await amount()).toBeCloseTo(shops[index]!.price, 2);

    await usePickers(page);
    await page.getByLabel('Currency').click();
    // The pick is shown at once; the cookie that lets the server render it comes with the answer.
    const cookieSaved = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/preferences') && r.request().method() === 'POST');
    await page.getByRole('button', { name: `COP (${cop.symbol})` }).click();
    await page.getByLabel('Currency').filter({ hasText: 'COP' }).waitFor();
    await cookieSaved;
    expect(await amount()).toBeCloseTo(shops[index]!.price * cop.rate, 1);

    // Persisted store (spec §3): key root, version 1, only liked, currency and search.
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('root'))) ?? 'null') as {
      version: number;
      state: Record<string, unknown>;
    };
    expect(saved.version).toBe(1);
    expect(Object.keys(saved.state).sort()).toEqual(['currency', 'liked', 'search']);
    expect(saved.state.currency).toMatchObject({ id: cop.id, title: 'COP' });

    // A reload renders COP on the server already (cookie) and keeps it after restoring the store.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await amount()).toBeCloseTo(shops[index]!.price * cop.rate, 1);
    await context.close();
  });

  it('keeps the header pickers as server HTML until used: their code loads on the first hover', async () => {
    for (const path of ['/', '/shop/1']) {
      const { context, page } = await storefront.open(path, { width: 1440, cookies: { locale: 'en' } });
      await page.waitForLoadState('networkidle');
      expect((await loadedScripts(page)).filter((u) => pickerCode.test(u)), path).toEqual([]);
      const requested = page.waitForRequest((r) => pickerCode.test(r.url()));
      const kept = await desktopHeader(page).getByLabel('Currency').elementHandle();
      await desktopHeader(page).getByLabel('Currency').hover();
      await requested;
      // Drawn by React in its place: the kept element is gone, the same control is there.
      await page.waitForFunction((el) => !el.isConnected, kept!);
      await desktopHeader(page).getByLabel('Currency').waitFor();
      await context.close();
    }
  });

  it("loads a customer's header parts only for customers, before hydration: the first taps on the bell and the cart open them", async () => {
    // lib/signed-in-page.ts: each its own chunk; entry.client.tsx hydrates once they are in.
    const customerParts = /\/assets\/(NotificationsBell|CustomerCartButton|UserMenu)-[\w-]+\.js$/;
    const visitor = await storefront.open('/', { width: 1440, cookies: { locale: 'en' } });
    await visitor.page.waitForLoadState('networkidle');
    expect((await loadedScripts(visitor.page)).filter((u) => customerParts.test(u))).toEqual([]);
    await visitor.context.close();

    const { session } = await newCustomer(storefront.server.url);
    const { context, page } = await storefront.open('/', { width: 1440, cookies: sessionCookies(session) });
    expect((await loadedScripts(page)).filter((u) => customerParts.test(u))).toHaveLength(3);
    // No wait after hydration: the first tap is the one that counts.
    await desktopHeader(page).getByTestId('notifications-button').click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });
    await desktopHeader(page).getByTestId('cart-button').click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    await context.close();
  });

  it('carries keyboard focus and an open picker over when the pickers\' code arrives', async () => {
    const { context, page } = await storefront.open('/', { width: 1440, cookies: { locale: 'en' } });
    const header = desktopHeader(page);
    // Hold the code back until the visitor is in the middle of using the kept HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(pickerCode, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    const activeLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    // Keyboard only: back from the bell to the currency and language pickers, and open one.
    await header.getByRole('link', { name: 'Notifications' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await activeLabel()).toBe('Currency');
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await page.keyboard.press('Shift+Tab');
    expect(await activeLabel()).toBe('Language');
    const kept = await page.evaluateHandle(() => document.activeElement!);
    await page.keyboard.press('Enter');
    expect(await header.locator('details[open]').count()).toBe(1);

    release();
    await page.waitForFunction((el) => !el.isConnected, kept);
    // The drawn picker has the focus (with its keyboard focus ring) and is still open.
    expect(await activeLabel()).toBe('Language');
    expect(await page.evaluate(() => document.activeElement!.matches(':focus-visible'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement!.isConnected && document.activeElement!.closest('details')?.open)).toBe(true);
    // And it is live: Escape (a React handler; native <details> ignores it) closes it, focus stays.
    await page.keyboard.press('Escape');
    expect(await header.locator('details[open]').count()).toBe(0);
    expect(await activeLabel()).toBe('Language');
    await context.close();
  });

  it('posts a picker natively before its code has arrived, back to the page shown now', async () => {
    const { context, page } = await storefront.open('/', { width: 1440, cookies: { locale: 'en' } });
    await page.route(pickerCode, (route) => route.abort());
    // A client navigation: the kept HTML was rendered for the previous address.
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Fast food' }).click();
    await page.waitForURL(/category_id=/);
    const url = page.url().replace(/#.*/, '');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    // The form posts, the preferences action answers with a 303 back here (the path and query, as
    // the drawn pickers do), and the page loads dark.
    await page.waitForFunction(() => document.documentElement?.classList.contains('dark') && document.documentElement.dataset.hydrated === 'true');
    expect(page.url()).toBe(url);
    expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('dark');
    await context.close();
  });

  it('shows the error screen inside the shell when a page fails, and Try again recovers', async () => {
    const { context, page } = await storefront.open('/', { width: 1280, cookies: { locale: 'en' } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    let failing = true;
    await page.route('**/*.data*', (route) => (failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
    // A filter link is a client-side navigation whose page data comes from the server.
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Fast food' }).click();
    await page.getByRole('heading', { name: 'Oops, something went wrong!' }).waitFor();
    expect(await page.locator('[data-header="desktop"]').isVisible()).toBe(true);
    expect(errors.length).toBeGreaterThan(0);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('list', { name: 'Categories' }).waitFor();
    expect(page.url()).toContain('category_id=');
    expect(await page.getByRole('heading', { name: 'Oops, something went wrong!' }).count()).toBe(0);
    await context.close();
  });

  it('opens the menu drawer on phones (loaded on first tap) with the pickers, and Escape closes it', async () => {
    const { context, page } = await storefront.open('/', { width: 390, cookies: { locale: 'en' } });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(scripts.some((u) => /MainMenu/.test(u))).toBe(true);
    await expect(drawer.getByRole('link', { name: 'Home' }).isVisible()).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).evaluate((b) => b === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByLabel('Language').click();
    await drawer.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // The drawer stays open (only the picker closes) and now speaks Arabic; the page behind too.
    await page.getByRole('dialog', { name: 'القائمة' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'مطاعم ومتاجر بالقرب منك' }).waitFor();
    await context.close();
  });

  it('shows the footer from the settings', async () => {
    const { context, page } = await storefront.open('/', { width: 1280, cookies: { locale: 'en' } });
    const settings = (await (await fetch(`${storefront.server.url}/api/v1/rest/settings`)).json()) as {
      data: Array<{ key: string; value: string }>;
    };
    const value = (key: string) => settings.data.find((s) => s.key === key)?.value ?? '';
    const footer = page.getByRole('contentinfo');
    // The seeded footer_text is the shipped default, so the footer says it in the page's language.
    expect(value('footer_text')).toBe(SEEDED_FOOTER_TEXT);
    await expect(footer.getByText(`© ${new Date().getUTCFullYear()} Comanda. All rights reserved.`).isVisible()).resolves.toBe(true);
    // Kept as the server's HTML: the page does not load the footer's code.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.some((u) => /\/Footer-/.test(u))).toBe(false);
    await expect(footer.getByRole('link', { name: value('email') }).isVisible()).resolves.toBe(true);
    expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(value('instagram'));
    // No ADMIN_PANEL_URL on the test server: no admin_url setting, so no "Admin panel" link.
    expect(settings.data.some((s) => s.key === 'admin_url')).toBe(false);
    await expect(footer.getByRole('link', { name: 'Admin panel' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('saves preferences without JavaScript too (303 back to the page)', async () => {
    const res = await fetch(`${storefront.server.url}/preferences`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'locale', value: 'ar', redirectTo: '/?page=2' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?page=2');
    expect(res.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['locale=ar', 'dir=rtl']);
    const bad = await fetch(`${storefront.server.url}/preferences`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'locale', value: 'xx', redirectTo: '//evil.example' }),
      redirect: 'manual',
    });
    expect(bad.status).toBe(422);
  });
});
