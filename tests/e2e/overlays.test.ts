import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { newCustomer, sessionCookies } from './support/customer';
import { placeDemoOrder } from './support/orders';
import { useSignedInCookies } from './support/session';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();
const signedIn = useSignedInCookies(storefront);

describe('notifications and chat overlays', () => {
  it('sends visitors from the bell to the login page', async () => {
    const { context, page } = await storefront.open('/', { width: 390, cookies: { locale: 'en' } });
    const bell = page.locator('[data-header="mobile"]').getByRole('link', { name: 'Notifications' });
    expect(await bell.getAttribute('href')).toBe('/login?reason=login_first&redirectTo=%2F');
    expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0);
    await context.close();
  });

  it('opens the notifications sheet on the end side on desktop, loaded on first tap, keyboard-operable', async () => {
    const { context, page } = await storefront.open('/', { width: 1280, cookies: await signedIn() });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const bell = page.locator('[data-header="desktop"]').getByRole('button', { name: 'Notifications' });
    await bell.click();
    const sheet = page.getByRole('dialog', { name: 'Notifications' });
    await sheet.waitFor();
    expect(scripts.some((u) => /NotificationsPanel/.test(u))).toBe(true);
    await sheet.getByText('Notifications not found according to your request').waitFor();
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(1280);
    expect(box.height).toBe(900);
    // Focus is trapped inside: Tab never leaves the dialog.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => bell.evaluate((b) => b === document.activeElement)).toBe(true);
    await context.close();
  });

  it('closes when the backdrop beside the sheet is clicked, and the page behind does not scroll while open', async () => {
    const { context, page } = await storefront.open('/', { width: 1280, height: 700, cookies: await signedIn() });
    await page.locator('[data-header="desktop"]').getByRole('button', { name: 'Notifications' }).click();
    const sheet = page.getByRole('dialog', { name: 'Notifications' });
    await sheet.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // A click inside the panel keeps it open; one on the dimmed page beside it closes it.
    const box = (await sheet.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 20);
    expect(await sheet.isVisible()).toBe(true);
    await page.mouse.click(200, 350);
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    await context.close();
  });

  it('is a bottom sheet at 576px and below, on the left in right-to-left', async () => {
    const phone = await storefront.open('/', { width: 576, height: 800, cookies: await signedIn() });
    await phone.page.locator('[data-header="mobile"]').getByRole('button', { name: 'Notifications' }).click();
    const sheet = phone.page.getByRole('dialog', { name: 'Notifications' });
    await sheet.waitFor();
    await sheet.evaluate((d) => Promise.all(d.getAnimations().map((a) => a.finished)));
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBe(576);
    expect(Math.round(box.y + box.height)).toBe(800);
    expect(box.height).toBeLessThan(800);
    await phone.context.close();

    const rtl = await storefront.open('/', { width: 1280, cookies: await signedIn({ locale: 'ar' }) });
    await rtl.page.locator('[data-header="desktop"]').getByRole('button', { name: 'الإشعارات' }).click();
    const rtlSheet = rtl.page.getByRole('dialog', { name: 'الإشعارات' });
    await rtlSheet.waitFor();
    expect((await rtlSheet.boundingBox())!.x).toBe(0);
    expect(await axeViolations(rtl.page)).toEqual([]);
    await rtl.context.close();
  });

  it('shows the chat button to signed-in customers once its code is there, opens the window full screen on phones, closes with its button', async () => {
    // The button's code arrives late: until it has, there is no button (a server-rendered one
    // would be there without its click handler, and the tap would be lost).
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    const holdChatCode = (context: BrowserContext) =>
      context.route(/\/ChatButton-[^/]+\.js$/, async (route) => {
        await chunkHeld;
        await route.continue();
      });
    const { context, page } = await storefront.open('/', { width: 390, height: 844, cookies: await signedIn({ theme: 'dark' }), prepare: holdChatCode });
    const chat = page.getByRole('button', { name: 'Chat with us' });
    expect(await chat.count()).toBe(0);
    releaseChunk();
    await chat.click();
    const dialog = page.getByRole('dialog', { name: 'Chat' });
    await dialog.waitFor();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => chat.evaluate((b) => b === document.activeElement)).toBe(true);
    await context.close();
  });

  it('keeps the chat button off the content on phones: it slides away while scrolling down, and pages end with room for it', async () => {
    const { session } = await newCustomer(storefront.server.url, { email: `ana.${Date.now()}@example.com` });
    const order = await placeDemoOrder(storefront.server.url, session);
    for (const path of [`/orders/${order.id}`, '/profile']) {
      const { context, page } = await storefront.open(path, { width: 360, height: 740, cookies: sessionCookies(session) });
      const chat = page.getByRole('button', { name: 'Chat with us' });
      await chat.waitFor();
      const settled = () => chat.evaluate((b) => Promise.all(b.getAnimations().map((a) => a.finished)).then(() => b.getBoundingClientRect().top));
      await page.mouse.wheel(0, 250);
      await expect.poll(settled).toBeGreaterThanOrEqual(740);

      // Scrolled to the end it is back, and no text or field of the page is under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(settled).toBeLessThan(740);
      const covered = await chat.evaluate((button) => {
        const b = button.getBoundingClientRect();
        const over = (r: DOMRect) => r.width > 1 && r.height > 1 && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;
        const hits: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || button.contains(node) || node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some(over)) hits.push(node.textContent.trim());
        }
        for (const field of document.querySelectorAll('input:not(.sr-only), textarea, select')) if (over(field.getBoundingClientRect())) hits.push(field.outerHTML.slice(0, 60));
        return hits;
      });
      expect(covered, path).toEqual([]);
      await context.close();
    }
  });
});
