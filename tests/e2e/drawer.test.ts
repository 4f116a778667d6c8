import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useSignedInCookies } from './support/session';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();
const signedIn = useSignedInCookies(storefront);

// A 360px phone: the drawer is min(20rem, 85vw) = 306px wide there.
const WIDTH = 360;
const DRAWER = 306;
const Y = 420;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One finger on the touchscreen, through CDP touch events (what a phone sends). Each event carries
 * the time we say it happened, so the speed the page measures does not depend on how busy the
 * machine is; the test also waits that long, so the page renders in between.
 */
function finger(cdp: CDPSession) {
  let clock = 0;
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, timestamp: clock, touchPoints: x === undefined ? [] : [{ x, y: Y }] });
  const later = async (ms: number) => {
    clock += ms / 1000;
    await sleep(ms);
  };
  return {
    down: (x: number) => {
      clock = Date.now() / 1000;
      return send('touchStart', x);
    },
    move: async (x: number, afterMs: number) => {
      await later(afterMs);
      await send('touchMove', x);
    },
    up: async (afterMs = 0) => {
      await later(afterMs);
      await send('touchEnd');
    },
  };
}

/** A swipe: `steps` even moves over `ms`, then the finger rests `holdMs` and lifts. */
async function swipe(cdp: CDPSession, fromX: number, toX: number, { steps = 10, ms = 400, holdMs = 150 } = {}) {
  const f = finger(cdp);
  await f.down(fromX);
  for (let i = 1; i <= steps; i++) await f.move(fromX + ((toX - fromX) * i) / steps, ms / steps);
  await f.up(holdMs);
}

async function phone(cookies: Record<string, string> = { locale: 'en' }) {
  const { context, page } = await storefront.open('/', { width: WIDTH, height: 800, cookies, touch: true });
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** The drawer panel's left and right edges, once it has stopped moving. */
async function restingEdges(page: Page) {
  const edges = () =>
    page.locator('dialog[open]').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right) };
    });
  for (let before = await edges(); ; ) {
    await sleep(120);
    const now = await edges();
    if (now.left === before.left) return now;
    before = now;
  }
}

/**
 * Chromium turns a horizontal swipe over the page into history navigation (back/forward). These
 * tests swipe over the page on purpose, to show that only the edge strip opens the drawer: the
 * page opts out of that, and an extra history entry of the same page catches a back swipe anyway.
 */
async function keepBrowserSwipeNavigationOut(page: Page) {
  await page.addStyleTag({ content: 'html, body { overscroll-behavior-x: none; }' });
  await page.evaluate(() => history.pushState(history.state, '', location.href));
}

const focusInDialog = (page: Page) =>
  page.waitForFunction(() => document.querySelector('dialog[open]')?.contains(document.activeElement) === true);

describe('swipeable main menu drawer (spec §9)', () => {
  it('opens with an edge swipe, follows the finger, snaps back or closes by the swipe rules', async () => {
    const { context, page, cdp } = await phone();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    expect(await drawer.count()).toBe(0);

    // A long swipe from the left edge loads the drawer and opens it, with the focus inside.
    await swipe(cdp, 5, 250);
    await drawer.waitFor();
    await focusInDialog(page);
    expect(await restingEdges(page)).toEqual({ left: 0, right: DRAWER });

    // Dragging the open drawer a little towards its edge and resting: it springs back open.
    await swipe(cdp, 280, 180);
    expect(await restingEdges(page)).toEqual({ left: 0, right: DRAWER });
    // Past 52% of its width towards the edge, slowly: it closes.
    await swipe(cdp, 280, 280 - 0.6 * DRAWER);
    await drawer.waitFor({ state: 'hidden' });

    // A short slow drag (31% of the width) shows the drawer under the finger, then snaps back.
    const f = finger(cdp);
    await f.down(5);
    for (const x of [30, 60, 100]) await f.move(x, 60);
    await page.waitForFunction((w) => Math.round(document.querySelector('dialog[open]')?.getBoundingClientRect().right ?? -1) === w, 95);
    await f.up(200);
    await drawer.waitFor({ state: 'hidden' });

    // The same short distance as a fast flick (well above 450 px/s) opens it.
    await swipe(cdp, 5, 100, { steps: 3, ms: 45, holdMs: 0 });
    await drawer.waitFor();
    await focusInDialog(page);
    expect(await restingEdges(page)).toEqual({ left: 0, right: DRAWER });
    // A fast flick towards the edge closes it, however short.
    await swipe(cdp, 250, 170, { steps: 3, ms: 45, holdMs: 0 });
    await drawer.waitFor({ state: 'hidden' });

    // A touch that does not start at the edge opens nothing.
    await keepBrowserSwipeNavigationOut(page);
    await swipe(cdp, 30, 300);
    await sleep(400);
    expect(await drawer.count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Restaurants and shops near you' }).isVisible()).toBe(true);
    await context.close();
  });

  it('closes with Escape and gives the focus back to the menu button; axe finds nothing serious', async () => {
    const { context, page, cdp } = await phone();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await swipe(cdp, 5, 250);
    await drawer.waitFor();
    await focusInDialog(page);
    await restingEdges(page);
    const serious = (await axeViolations(page, 'dialog[open]')).filter((v) => /\((serious|critical)\)/.test(v));
    expect(serious).toEqual([]);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    const menuButton = page.locator('[data-header="mobile"]').getByRole('button', { name: 'Open menu' });
    await menuButton.evaluate((b) => new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = () => (b === document.activeElement ? resolve() : Date.now() - started > 2000 ? reject(new Error(`focus on ${document.activeElement?.outerHTML.slice(0, 80)}`)) : setTimeout(check, 20));
      check();
    }));
    await context.close();
  });

  it('opens from the right edge in Arabic (right to left)', async () => {
    const { context, page, cdp } = await phone({ locale: 'ar', dir: 'rtl' });
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    // The left edge is the end side in Arabic: nothing there.
    await keepBrowserSwipeNavigationOut(page);
    await swipe(cdp, 5, 250);
    await sleep(400);
    expect(await drawer.count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'مطاعم ومتاجر بالقرب منك' }).isVisible()).toBe(true);

    await swipe(cdp, WIDTH - 5, WIDTH - 250);
    await drawer.waitFor();
    await focusInDialog(page);
    expect(await restingEdges(page)).toEqual({ left: WIDTH - DRAWER, right: WIDTH });
    // Closing drags go towards the right edge.
    await swipe(cdp, 80, 80 + 0.6 * DRAWER);
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows a signed-in customer profile, orders and log out instead of login', async () => {
    const { context, page } = await phone(await signedIn());
    await page.locator('[data-header="mobile"]').getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getByText('Ana Gómez').isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await drawer.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
    expect(await drawer.getByRole('link', { name: 'Liked' }).getAttribute('href')).toBe('/liked');
    expect(await drawer.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);

    // Logging out from the drawer closes it and leaves a signed-out page.
    await drawer.getByRole('button', { name: 'Log out' }).tap();
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('access_token');
    await context.close();
  });

  it('shows the login link to visitors, and does not slide when motion is reduced', async () => {
    const { context, page } = await phone();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('[data-header="mobile"]').getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');
    expect(await drawer.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe('/login');
    expect(await drawer.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await context.close();
  });

  it('answers a tap made before the page has hydrated with the same menu, drawn by the server; the drawer once the code is there', async () => {
    // Every script (the drawer's chunk with them) is held: the page cannot hydrate.
    let releaseScripts = () => {};
    const held = new Promise<void>((resolve) => (releaseScripts = resolve));
    const context = await storefront.browser.newContext({ viewport: { width: WIDTH, height: 800 }, hasTouch: true, isMobile: true });
    await context.addCookies([{ name: 'locale', value: 'en', domain: new URL(storefront.server.url).hostname, path: '/' }]);
    await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(storefront.server.url + '/', { waitUntil: 'domcontentloaded' });
    const menuButton = page.locator('[data-header="mobile"]').getByRole('button', { name: 'Open menu' });
    await menuButton.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await menu.getByRole('link', { name: 'Liked' }).getAttribute('href')).toBe('/liked');
    expect(await menu.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: DRAWER, height: 800 });
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await menu.waitFor({ state: 'hidden' });

    releaseScripts();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await menuButton.tap();
    await page.locator('dialog:modal').waitFor();
    await focusInDialog(page);
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Liked' }).tap();
    await page.waitForURL((url) => url.pathname === '/liked');
    await page.getByRole('heading', { level: 1, name: 'Liked' }).waitFor();
    await context.close();
  });
});
