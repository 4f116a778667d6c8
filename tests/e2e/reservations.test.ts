import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import type { BookingShop, UserBooking } from '../../contract/booking';
import { addDays } from '../../contract/delivery-slots';
import type { ShopCard } from '../../contract/shops';
import { bookingRules, daySlots, bookingDateRange } from '../../app/features/booking/slots';
import { ar } from '../../server/db/seed/data/ui-strings.ar';
import { call } from '../support/auth';
import { axeViolations } from './support/axe';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { operatorSession } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * Issue #18, table reservations, as one journey on one server: Ana (signed in, with the phone she
 * signed up with) finds La Brasa Paisa on /reservations on a phone in Arabic (360 px), then on a
 * desktop in English (1440 px) chooses the terrace, a four-seat table, a day, a free time and
 * three guests, and books. Her bookings list shows it as new with a cancel offer; the operator
 * accepts it through the API and the list says so live, without a reload, and stops offering
 * cancel. A second booking (made through BK7) is canceled from the list after confirming. axe
 * checks /reservations, the booking page and the list in light English and dark Arabic.
 */
const storefront = useStorefront();

let ana: AuthSession;
let operator: AuthSession;
let shop: BookingShop;
let settings: Record<string, string>;
beforeAll(async () => {
  const url = storefront.server.url;
  const api = httpApp(url);
  [{ session: ana }, operator] = await Promise.all([newCustomer(url), operatorSession(url)]);
  const list = await call<{ data: ShopCard[] }>(api, 'GET', 'rest/booking/shops/paginate', { query: { perPage: 50 } });
  const brasa = list.body.data.find((s) => s.slug === 'la-brasa-paisa');
  if (!brasa) throw new Error('la-brasa-paisa does not take bookings');
  shop = (await call<{ data: BookingShop }>(api, 'GET', `rest/booking/shops/${brasa.id}`)).body.data;
  const s = await call<{ data: Array<{ key: string; value: string }> }>(api, 'GET', 'rest/settings');
  settings = Object.fromEntries(s.body.data.map((row) => [row.key, row.value]));
}, 60_000);

/** A day from tomorrow on with free times (the clock moving during the test cannot take it away). */
function laterDay(): string {
  const schedule = { timezone: shop.timezone, workingDays: shop.booking_shop_working_days, closedDates: shop.booking_shop_closed_date.map((d) => d.day) };
  const now = new Date();
  const { min } = bookingDateRange(now, shop.timezone);
  for (let i = 1; i < 30; i++) {
    const date = addDays(min, i).date;
    const day = daySlots(schedule, bookingRules(settings), now, date);
    if (day.kind === 'open' && day.slots.length > 2) return date;
  }
  throw new Error('no bookable day in a month');
}

const quiet = async (page: Page) => {
  // axe reads colours as they are: not under the pointer (hover changes backgrounds).
  await page.mouse.move(0, 0);
};

describe('table reservations', () => {
  it('find a restaurant, book a table, see it live accepted, cancel another while new', async () => {
    const contexts: Array<{ close(): Promise<void> }> = [];
    try {
      // A phone in Arabic, dark: the restaurants taking bookings, and the way to one.
      const phone = await storefront.open('/reservations', { width: 360, height: 780, cookies: { ...sessionCookies(ana, 'ar'), dir: 'rtl', theme: 'dark' } });
      contexts.push(phone.context);
      await phone.page.getByRole('heading', { level: 1, name: ar['booking.list.title'] }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // Nothing wider than the phone.
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await quiet(phone.page);
      expect(await axeViolations(phone.page, 'main')).toEqual([]);
      // The search form (GET ?search=).
      const main = phone.page.locator('main');
      await main.getByRole('searchbox', { name: ar['booking.list.search_label'] }).fill('Brasa');
      await main.getByRole('button', { name: ar['booking.list.search'], exact: true }).click();
      await phone.page.waitForURL(/\?search=Brasa/);
      await phone.page.locator(`main a[href="/reservations/${shop.id}"]`).first().click();
      await phone.page.waitForURL(new RegExp(`/reservations/${shop.id}$`));
      await phone.page.getByRole('heading', { level: 2, name: ar['booking.sections'] }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await quiet(phone.page);
      expect(await axeViolations(phone.page, 'main')).toEqual([]);

      // A desktop in English: terrace, a four-seat table, a later day, a free time, three guests.
      const desk = await storefront.open('/reservations', { width: 1440, cookies: sessionCookies(ana) });
      contexts.push(desk.context);
      const { page } = desk;
      await quiet(page);
      expect(await axeViolations(page, 'main')).toEqual([]);
      // The card's next free times lead to the booking page on that day.
      const next = page.locator(`main [data-testid="next-times"] a[href^="/reservations/${shop.id}?date="]`).first();
      const nextDate = (await next.getAttribute('data-time'))!.slice(0, 10);
      expect(await next.getAttribute('href')).toBe(`/reservations/${shop.id}?date=${nextDate}`);
      await next.click();
      await page.waitForURL(new RegExp(`/reservations/${shop.id}\\?date=${nextDate}$`));
      expect(await page.getByLabel('Day').inputValue()).toBe(nextDate);
      await page.goBack();
      // The menu offers it (the drawer's server copy is in every page).
      expect(await page.locator('a[href="/reservations"]').count()).toBeGreaterThan(0);
      await page.goto(`${storefront.server.url}/reservations/${shop.id}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.getByRole('link', { name: /^Terrace/ }).click();
      await page.waitForURL(/section=\d+/);
      await expect.poll(() => page.getByRole('link', { name: /^Terrace/ }).getAttribute('aria-current')).toBe('page');
      await page.getByRole('link', { name: /^Table T2/ }).click();
      await page.waitForURL(/table=\d+/);
      await expect.poll(() => page.getByRole('link', { name: /^Table T2/ }).getAttribute('aria-current')).toBe('page');
      const date = laterDay();
      await page.getByLabel('Day').fill(date);
      await page.waitForURL(new RegExp(`date=${date}`));
      const times = page.getByRole('group', { name: /^Free times on/ });
      await times.waitFor();
      const first = times.getByRole('radio').first();
      const time = (await first.getAttribute('value'))!;
      await times.locator(`label[for="slot-${time}"]`).click();
      expect(await first.isChecked()).toBe(true);
      // Guests go up to the table's four seats.
      expect(await page.getByLabel('Guests').locator('option').count()).toBe(4);
      await page.getByLabel('Guests').selectOption('3');
      await page.getByLabel('Note for the restaurant (optional)').fill('A quiet corner, please');
      await quiet(page);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.getByRole('button', { name: 'Book table T2' }).click();
      await page.waitForURL(/\/reservations\/mine\?booked=\d+/);
      const bookingId = Number(new URL(page.url()).searchParams.get('booked'));
      await page.getByRole('status').getByText('Your table is booked').waitFor();
      const card = page.locator(`li[data-booking="${bookingId}"]`);
      await expect.poll(() => card.locator('[data-status]').getAttribute('data-status')).toBe('new');
      expect(await card.textContent()).toContain('Table T2');
      expect(await card.textContent()).toContain('3 guests');
      expect(await card.textContent()).toContain(time);
      expect(await card.getByText('Cancel reservation').count()).toBe(1);
      await quiet(page);
      expect(await axeViolations(page, 'main')).toEqual([]);

      // The operator accepts it: the list says so without a reload, and offers no cancel.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const accepted = await call<{ data: UserBooking }>(httpApp(storefront.server.url), 'POST', `dashboard/admin/bookings/${bookingId}/status`, {
        token: operator.access_token, json: { status: 'accepted' },
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      await expect.poll(() => card.locator('[data-status]').getAttribute('data-status'), { timeout: 15_000 }).toBe('accepted');
      expect(await card.locator('[data-status]').textContent()).toContain('Accepted');
      expect(await card.getByText('Cancel reservation').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      // A second booking (BK7, a later time on the same day) is canceled from the list after confirming.
      const second = await call<{ data: UserBooking }>(httpApp(storefront.server.url), 'POST', 'dashboard/user/my-bookings', {
        token: ana.access_token, json: { table_id: accepted.body.data.table_id, booking_id: accepted.body.data.booking_id, start_date: `${date} 21:00`, guest: 2 },
      });
      expect(second.status, JSON.stringify(second.body)).toBe(201);
      await page.reload();
      const secondCard = page.locator(`li[data-booking="${second.body.data.id}"]`);
      await secondCard.getByText('Cancel reservation').click();
      await secondCard.getByText('Cancel this reservation?').waitFor();
      await secondCard.getByRole('button', { name: 'Yes, cancel it' }).click();
      await page.getByRole('status').getByText('Your reservation was canceled.').waitFor();
      await expect.poll(() => secondCard.locator('[data-status]').getAttribute('data-status')).toBe('canceled');
      expect(await secondCard.getByText('Cancel reservation').count()).toBe(0);

      // The phone in Arabic sees the list too, with the translated statuses; axe in dark Arabic.
      await phone.page.goto(`${storefront.server.url}/reservations/mine`);
      await phone.page.getByRole('heading', { level: 1, name: ar['booking.mine.title'] }).waitFor();
      expect(await phone.page.locator(`li[data-booking="${bookingId}"] [data-status]`).textContent()).toContain(ar['booking.status.accepted']);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await quiet(phone.page);
      expect(await axeViolations(phone.page, 'main')).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  it('shows a BK7 refusal inline, never answers bad parameters with a 500, links from the shop page', async () => {
    const { context, page } = await storefront.open(`/reservations/${shop.id}?date=${laterDay()}`, { width: 1440, cookies: sessionCookies(ana) });
    try {
      // Someone takes the time while the page shows it free: BK7's refusal, translated, inline.
      const date = laterDay();
      const times = page.getByRole('group', { name: /^Free times on/ });
      const first = times.getByRole('radio').first();
      const time = (await first.getAttribute('value'))!;
      const tableId = Number(await page.locator('main input[name="table_id"]').inputValue());
      const taken = await call(httpApp(storefront.server.url), 'POST', 'dashboard/user/my-bookings', {
        token: ana.access_token, json: { table_id: tableId, booking_id: shop.booking!.id, start_date: `${date} ${time}`, guest: 2 },
      });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      await times.locator(`label[for="slot-${time}"]`).click();
      await page.getByRole('button', { name: /^Book table/ }).click();
      await page.getByRole('alert').getByText('No available booking').waitFor();
      // The page asked again after the refusal: that time is no longer offered.
      await expect.poll(() => times.locator(`input[value="${time}"]`).count()).toBe(0);
      // Bad parameters are never a server error.
      for (const path of [`/reservations/${shop.id}?section=abc&table=-4&date=2020-02-31`, '/reservations/0', '/reservations/abc', '/reservations?page=abc']) {
        const reply = await context.request.get(storefront.server.url + path, { maxRedirects: 0 });
        expect(reply.status(), path).toBeLessThan(500);
      }
      // The shop page of a restaurant taking bookings has the plain link.
      await page.goto(`${storefront.server.url}/shop/${shop.slug}`);
      expect(await page.getByTestId('reserve-table').getAttribute('href')).toBe(`/reservations/${shop.id}`);
    } finally {
      await context.close();
    }
  });
});
