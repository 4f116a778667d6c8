import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import { call } from '../support/auth';
import { axeViolations } from './support/axe';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { moveOrder, operatorSession, placeDemoOrder } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * The notifications bell and panel (issue #15; spec §2 "Notifications panel"): at 1440 and 360
 * px, in English and Arabic, with notifications the API wrote as it would in the store (an
 * operator moving the customer's orders, an operator publishing news): the bell's count, the
 * tabs and their badges, 5 at a time with "view more", dates as DD.MM.YYYY, HH:mm, opening an
 * item (read, then its order or news), "mark all as read", the empty text, axe on the open panel;
 * and an order moved while the customer is on the home page: the bell rises and a toast links to
 * the order, without a reload.
 */

const storefront = useStorefront();
const base = () => storefront.server.url;

let ana: AuthSession;
let operator: AuthSession;
let newsUuid = '';
const orderIds: number[] = [];
/** The customer of the live test and their order, for the polling test after it. */
let luisReady!: (value: { session: AuthSession; orderId: number }) => void;
const luisAndOrder = new Promise<{ session: AuthSession; orderId: number }>((resolve) => (luisReady = resolve));

beforeAll(async () => {
  [{ session: ana }, operator] = await Promise.all([newCustomer(base()), operatorSession(base())]);
  // Four order notices (status_changed) and two news: 6 unread, two pages in "All".
  for (const moves of [['accepted', 'ready'], ['accepted'], ['accepted']]) {
    const order = await placeDemoOrder(base(), ana);
    orderIds.push(order.id);
    for (const status of moves) await moveOrder(base(), operator, order.id, status);
  }
  for (const [title, arTitle] of [['Free delivery this weekend', 'توصيل مجاني'], ['Brunch on Sundays', 'فطور متأخر']]) {
    const published = await call<{ data: { uuid: string } }>(httpApp(base()), 'POST', 'dashboard/admin/news', {
      token: operator.access_token,
      json: { translations: [{ locale: 'en', title, short_desc: 'On every order' }, { locale: 'ar', title: arTitle, short_desc: 'على كل طلب' }] },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    newsUuid = published.body.data.uuid;
  }
}, 120_000);

/** Waits for the page's lazily loaded code and the API (expect.poll's default is 1 s). */
const until = { timeout: 15_000 };
const DATE = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;
/** Text without the bidi isolates the panel puts around dates. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();

/** Opens `path` signed in as `session`; `live` resolves once the page's live channel is ready. */
async function openAs(session: AuthSession, path: string, width: number, locale: string) {
  let ready!: () => void;
  const live = new Promise<void>((resolve) => (ready = resolve));
  const watch = (context: BrowserContext) => {
    context.on('page', (p) => p.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"ready"') && ready())));
    return Promise.resolve();
  };
  const opened = await storefront.open(path, { width, height: width > 576 ? 900 : 760, cookies: sessionCookies(session, locale), prepare: watch });
  return { ...opened, live };
}

const header = (page: Page, width: number) => page.locator(width >= 1140 ? '[data-header=desktop]' : '[data-header=mobile]');
const bell = (page: Page, width: number) => header(page, width).getByTestId('notifications-button');

async function openPanel(page: Page, width: number, title: string) {
  await bell(page, width).click();
  const panel = page.getByRole('dialog', { name: title });
  await panel.waitFor();
  return panel;
}

/** Where the sheet sits: an end-side drawer above 576 px, a bottom sheet at 576 px and below. */
async function placement(page: Page) {
  return page.locator('dialog:modal').evaluate((d) => {
    const r = d.getBoundingClientRect();
    return { left: Math.round(r.left), right: Math.round(r.right), bottom: Math.round(r.bottom), width: Math.round(r.width), vw: innerWidth, vh: innerHeight };
  });
}

const unreadOf = async (session: AuthSession) =>
  (await call<{ notification: number }>(httpApp(base()), 'GET', 'dashboard/user/profile/notifications-statistic', { token: session.access_token })).body.notification;

describe('notifications panel', () => {
  it('1440 px, English: the bell counts, the drawer has tabs with badges, 5 at a time, dates; an opened order notice is read and leads to the order', async () => {
    const { context, page } = await openAs(ana, '/', 1440, 'en');
    await expect.poll(() => bell(page, 1440).getAttribute('aria-label'), until).toBe('Notifications, 6 unread');
    expect(await bell(page, 1440).textContent()).toBe('6');

    const panel = await openPanel(page, 1440, 'Notifications');
    const box = await placement(page);
    expect(box.right).toBe(box.vw);
    expect(box.width).toBeLessThan(500);
    const tabs = panel.getByRole('tab');
    expect(await tabs.evaluateAll((els) => els.map((e) => e.textContent?.replace(/\s+/g, ' ').trim()))).toEqual([
      'All6 6 unread', 'News2 2 unread', 'Orders4 4 unread',
    ]);
    await panel.getByRole('tab', { name: 'All 6 unread' }).waitFor();
    expect(await panel.getByRole('tab', { selected: true }).textContent()).toContain('All');

    const items = panel.getByTestId('notification');
    await expect.poll(() => items.count(), until).toBe(5);
    expect(await items.first().textContent()).toContain('Brunch on Sundays');
    for (const time of await panel.locator('time').allTextContents()) expect(plain(time)).toMatch(DATE);
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await panel.getByRole('button', { name: 'View more' }).click();
    await expect.poll(() => items.count(), until).toBe(6);
    expect(await panel.getByRole('button', { name: 'View more' }).count()).toBe(0);
    expect(await panel.locator('[data-unread]').count()).toBe(6);

    // Keyboard: the arrow moves to News, which lists the two news items.
    await panel.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await panel.getByRole('tab', { selected: true }).textContent()).toContain('News');
    await expect.poll(() => items.count(), until).toBe(2);
    await panel.getByRole('tab', { name: /^Orders/ }).click();
    await expect.poll(() => items.count(), until).toBe(4);
    expect(await items.first().textContent()).toContain(`Order #${orderIds[2]}`);
    expect(await items.first().textContent()).toContain('New status: Accepted');

    // Opening an unread order notice: read, the badges drop, and the order page opens.
    await items.first().getByRole('link').click();
    await page.waitForURL(`**/orders/${orderIds[2]}`);
    await page.getByRole('heading', { name: `Order #${orderIds[2]}`, level: 1 }).waitFor();
    await expect.poll(() => unreadOf(ana), until).toBe(5);
    // The order page has the compact header; back home, the bell says one fewer.
    await page.goBack();
    await expect.poll(() => bell(page, 1440).getAttribute('aria-label'), until).toBe('Notifications, 5 unread');
    const again = await openPanel(page, 1440, 'Notifications');
    await again.getByRole('tab', { name: 'Orders 3 unread' }).click();
    await expect.poll(() => again.locator('[data-unread]').count(), until).toBe(3);
    expect(await again.getByTestId('notification').first().getAttribute('data-unread')).toBeNull();
    await context.close();
  });

  it('360 px, Arabic: a bottom sheet; a news item opens the news dialog; "mark all as read" zeroes every badge', async () => {
    const { context, page } = await openAs(ana, '/orders', 360, 'ar');
    await expect.poll(() => bell(page, 360).getAttribute('aria-label'), until).toBe('الإشعارات، 5 غير مقروءة');
    const panel = await openPanel(page, 360, 'الإشعارات');
    const box = await placement(page);
    expect([box.left, box.right, box.bottom]).toEqual([0, 360, box.vh]);
    await panel.getByRole('tab', { name: 'الكل 5 غير مقروءة' }).waitFor();
    await panel.getByRole('tab', { name: 'الأخبار 2 غير مقروءة' }).waitFor();
    await panel.getByRole('tab', { name: 'الطلبات 3 غير مقروءة' }).waitFor();
    const items = panel.getByTestId('notification');
    await expect.poll(() => items.count(), until).toBe(5);
    expect(await items.nth(2).textContent()).toContain('الحالة الجديدة: مقبول');
    for (const time of await panel.locator('time').allTextContents()) expect(plain(time)).toMatch(DATE);
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    // The newest news item, in Arabic: read, then the home page with its news dialog.
    await panel.getByRole('tab', { name: /^الأخبار/ }).click();
    await expect.poll(() => items.count(), until).toBe(2);
    expect(await items.first().textContent()).toContain('فطور متأخر');
    await items.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('news') === newsUuid);
    await page.getByRole('dialog').getByText('فطور متأخر').first().waitFor();
    await expect.poll(() => unreadOf(ana), until).toBe(4);
    await page.keyboard.press('Escape');

    const sheet = await openPanel(page, 360, 'الإشعارات');
    await sheet.getByRole('tab', { name: 'الكل 4 غير مقروءة' }).waitFor();
    await sheet.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
    await expect.poll(() => bell(page, 360).getAttribute('aria-label'), until).toBe('الإشعارات');
    expect(await sheet.getByRole('tab').allTextContents()).toEqual(['الكل', 'الأخبار', 'الطلبات']);
    expect(await sheet.locator('[data-unread]').count()).toBe(0);
    expect(await sheet.getByRole('button', { name: 'تعليم الكل كمقروء' }).isDisabled()).toBe(true);
    expect(await unreadOf(ana)).toBe(0);
    await context.close();
  });

  it('an order moved while the customer is on the home page: the bell rises, a toast links to the order, the open panel shows it on top; an empty tab says so', async () => {
    // A customer made after the news went out: no notifications at all.
    const { session: luis } = await newCustomer(base());
    const order = await placeDemoOrder(base(), luis);
    luisReady({ session: luis, orderId: order.id });

    const arabic = await openAs(luis, '/', 1440, 'ar');
    const empty = await openPanel(arabic.page, 1440, 'الإشعارات');
    expect(await placement(arabic.page)).toMatchObject({ left: 0 });
    await empty.getByText('لم يتم العثور على إشعارات وفقًا لطلبك').waitFor();
    await arabic.context.close();

    const { context, page, live } = await openAs(luis, '/', 360, 'en');
    await live;
    expect(await bell(page, 360).getAttribute('aria-label')).toBe('Notifications');
    await moveOrder(base(), operator, order.id, 'accepted');
    await expect.poll(() => bell(page, 360).getAttribute('aria-label'), until).toBe('Notifications, 1 unread');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Order #${order.id}: Accepted` });
    await toast.waitFor();
    expect(await toast.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(`/orders/${order.id}`);

    // The toast's link opens the order; that page follows the order itself, so no toast there.
    await toast.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(`**/orders/${order.id}`);
    await page.getByRole('heading', { name: `Order #${order.id}`, level: 1 }).waitFor();
    await expect.poll(() => toast.count(), until).toBe(0);
    await page.goBack();

    const panel = await openPanel(page, 360, 'Notifications');
    await panel.getByRole('tab', { name: /^News/ }).click();
    await panel.getByText('Notifications not found according to your request').waitFor();
    await panel.getByRole('tab', { name: 'Orders 1 unread' }).click();
    await expect.poll(() => panel.getByTestId('notification').count(), until).toBe(1);
    // Another move while the panel is open: the new notice arrives on top, no reload.
    await moveOrder(base(), operator, order.id, 'ready');
    await panel.getByRole('tab', { name: 'Orders 2 unread' }).waitFor();
    await expect.poll(() => panel.getByTestId('notification').count(), until).toBe(2);
    expect(await panel.getByTestId('notification').first().textContent()).toContain('New status: Ready');
    await context.close();
  }, 120_000);

  it('with the live channel down (a socket that never says "ready"), the bell asks every 10 s', async () => {
    const { session: luis, orderId } = await luisAndOrder;
    const offline = await storefront.open('/', { width: 1440, cookies: sessionCookies(luis, 'en'), prepare: (c) => c.routeWebSocket(/\/api\/v1\/ws/, () => {}) });
    await expect.poll(() => bell(offline.page, 1440).getAttribute('aria-label'), until).toBe('Notifications, 2 unread');
    await moveOrder(base(), operator, orderId, 'delivered');
    await expect.poll(() => bell(offline.page, 1440).getAttribute('aria-label'), { timeout: 25_000 }).toBe('Notifications, 3 unread');
    expect(await offline.page.locator('[data-sonner-toast]').count()).toBe(0);
    await offline.context.close();
  }, 90_000);
});
