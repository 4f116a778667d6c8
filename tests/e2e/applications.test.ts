import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import type { OperatorShopRequest } from '../../contract/applications';
import { ar } from '../../server/db/seed/data/ui-strings.ar';
import { call, expectSession, lastCode, PASSWORD } from '../support/auth';
import { axeViolations } from './support/axe';
import { freshPhone, httpApp, newCustomer, sessionCookies } from './support/customer';
import { operatorSession } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * Issue #19, the application pages, as journeys on one server:
 * - a customer who signed up by phone without a password opens /be-seller, is told the spec's
 *   'A password must be set before a seller request', sets one there, sends the application (a
 *   field error first, then with a logo) and sees 'request under review' with what was sent; an
 *   operator approves it through the API and the page says 'accepted';
 * - another customer applies to deliver on /deliver and sees the application under review;
 * - a visitor sees /deliver's content and a sign-in prompt;
 * - axe on both pages in light English and dark Arabic (right to left).
 */
const storefront = useStorefront();
const api = () => httpApp(storefront.server.url);

let passwordless: AuthSession;
let courier: AuthSession;
let logo: Buffer;

/** A phone sign-up that stops before a password (A2 → A6 without one): `empty_p`. */
async function passwordlessCustomer(): Promise<AuthSession> {
  const phone = freshPhone();
  const started = await call<{ data: { verifyId: string } }>(api(), 'POST', 'auth/register', { query: { phone } });
  expect(started.status).toBe(200);
  const code = await lastCode(api(), phone);
  const session = expectSession(
    await call(api(), 'POST', 'auth/verify/phone', { json: { verifyId: started.body.data.verifyId, verifyCode: code, firstname: 'Sofía', lastname: 'Ruiz' } }),
  );
  expect(session.user.empty_p).toBe(true);
  return session;
}

beforeAll(async () => {
  [passwordless, { session: courier }, logo] = await Promise.all([
    passwordlessCustomer(),
    newCustomer(storefront.server.url, { firstname: 'Tomás', lastname: 'Vega' }),
    sharp({ create: { width: 96, height: 96, channels: 3, background: '#e8590c' } }).png().toBuffer(),
  ]);
}, 60_000);

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** axe reads colours as they are: not under the pointer (hover fades buttons). */
async function axe(page: Page) {
  await page.mouse.move(0, 0);
  return axeViolations(page);
}

describe('become a seller', () => {
  it('password first, then the application with a logo → under review → approved by an operator → accepted', async () => {
    const { context, page } = await storefront.open('/be-seller', { width: 1440, cookies: sessionCookies(passwordless) });
    try {
      // Spec §5: no password yet, so the page asks for one first, and offers it right there.
      const note = page.getByTestId('seller-password-first');
      await note.getByRole('heading', { name: 'A password must be set before a seller request' }).waitFor();
      expect(await page.getByTestId('seller-form').count()).toBe(0);
      // The compact header (ui/header/frame.ts): a back button, no search.
      await page.getByRole('link', { name: 'Back' }).waitFor();
      await note.getByLabel('New password', { exact: true }).fill(PASSWORD);
      await note.getByLabel('Repeat the new password').fill(PASSWORD);
      await note.getByRole('button', { name: 'Set a password' }).click();

      const form = page.getByTestId('seller-form');
      await form.waitFor();
      expect(await note.count()).toBe(0);
      expect(await axe(page)).toEqual([]);

      // A quick refusal: the shop name is required, said at its field.
      await form.getByLabel('Phone').fill('+573001112233');
      await form.getByLabel('Address', { exact: true }).fill('Calle 10 # 5-20, Bogotá');
      await form.getByLabel('Delivery time from').fill('20');
      await form.getByLabel('Delivery time to').fill('40');
      await form.getByRole('button', { name: 'Send request' }).click();
      const nameField = form.getByLabel('Shop name');
      await expect.poll(() => nameField.getAttribute('aria-invalid')).toBe('true');
      await form.getByRole('alert').getByText('Write the shop name').waitFor();

      // A picture of the wrong kind is refused as soon as it is chosen.
      await form.getByLabel('Logo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await form.getByText('Choose a PNG, JPG or SVG picture').waitFor();
      await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await form.getByText('Choose a PNG, JPG or SVG picture').waitFor({ state: 'detached' });

      await nameField.fill('Arepas Sofía');
      await form.getByLabel('Description').fill('Arepas de maíz hechas a mano');
      await form.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
      await form.getByRole('button', { name: 'Send request' }).click();

      const review = page.getByTestId('seller-status');
      await review.getByRole('heading', { name: 'Request under review' }).waitFor();
      expect(await review.getAttribute('data-status')).toBe('pending');
      await review.getByText('Arepas Sofía').waitFor();
      await review.getByText('Calle 10 # 5-20, Bogotá').waitFor();
      const shownLogo = review.getByRole('img', { name: 'Logo' });
      await expect.poll(() => shownLogo.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth > 0, img.src])).toEqual([true, expect.stringContaining('/storage/images/')]);

      // An operator approves it (API), and the page says so on the next visit.
      const operator = await operatorSession(storefront.server.url);
      const pending = await call<{ data: OperatorShopRequest[] }>(api(), 'GET', 'dashboard/admin/shop-requests/paginate', {
        token: operator.access_token, query: { status: 'pending', perPage: 100 },
      });
      const mine = pending.body.data.find((r) => r.user?.id === passwordless.user.id);
      expect(mine?.shop.translation?.title).toBe('Arepas Sofía');
      expect(mine?.shop.category_ids).toHaveLength(1);
      expect(mine?.shop.logo_img).toBeTruthy();
      const approved = await call(api(), 'POST', `dashboard/admin/shop-requests/${mine!.id}/approve`, { token: operator.access_token });
      expect(approved.status).toBe(200);

      await page.reload();
      await hydrated(page);
      const accepted = page.getByTestId('seller-status');
      await accepted.getByRole('heading', { name: 'Accepted' }).waitFor();
      expect(await accepted.getAttribute('data-status')).toBe('approved');
      await accepted.getByText('Your shop Arepas Sofía is approved.', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends a visitor to sign in and back; the page is not indexed', async () => {
    const { context, page } = await storefront.open('/be-seller', { cookies: { locale: 'en' } });
    try {
      const url = new URL(page.url());
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('redirectTo')).toBe('/be-seller');
    } finally {
      await context.close();
    }
    const html = await (await fetch(`${storefront.server.url}/be-seller`, { headers: { Cookie: Object.entries(sessionCookies(courier)).map(([k, v]) => `${k}=${v}`).join('; ') } })).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/be-seller"\/>/);
  });

  it('reads well in dark Arabic, right to left, at 360 px (axe)', async () => {
    const { context, page } = await storefront.open('/be-seller', { width: 360, height: 780, cookies: { ...sessionCookies(courier, 'ar'), dir: 'rtl', theme: 'dark' } });
    try {
      await page.getByTestId('seller-form').getByRole('button', { name: ar['seller.submit'] }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.className])).toEqual(['rtl', 'dark']);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The logo's file button is drawn in the page's language, not the browser's ("Choose File").
      const logo = page.getByTestId('seller-form').locator('label').filter({ hasText: ar['applications.image_pick'] });
      await expect.poll(() => logo.first().innerText()).toContain(ar['applications.image_none']);
      expect(await axe(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('become a courier', () => {
  it('a visitor sees the page and a sign-in prompt', async () => {
    const { context, page } = await storefront.open('/deliver', { cookies: { locale: 'en' } });
    try {
      await page.getByRole('heading', { level: 1, name: 'Become a courier' }).waitFor();
      await page.getByText('You need a motorbike or bicycle', { exact: false }).waitFor();
      const prompt = page.getByTestId('courier-sign-in');
      const link = prompt.getByRole('link', { name: 'Sign in to apply' });
      expect(new URL(await link.getAttribute('href') ?? '', storefront.server.url).searchParams.get('redirectTo')).toBe('/deliver');
      expect(await page.getByTestId('courier-form').count()).toBe(0);
      expect(await axe(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a customer applies with a licence picture and sees it under review (also in dark Arabic)', async () => {
    const { context, page } = await storefront.open('/deliver', { width: 1440, cookies: sessionCookies(courier) });
    try {
      const form = page.getByTestId('courier-form');
      await form.waitFor();
      expect(await axe(page)).toEqual([]);
      await form.getByRole('button', { name: 'Send application' }).click();
      await form.getByRole('alert').getByText('Write your city').waitFor();
      await form.getByRole('alert').getByText('Choose a vehicle type').waitFor();
      await form.getByLabel('Phone').fill('+573004445566');
      await form.getByLabel('City').fill('Medellín');
      await form.getByLabel('Vehicle').selectOption('motorbike');
      await form.getByLabel('Picture of your licence').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: logo });
      await form.getByRole('button', { name: 'Send application' }).click();
      const status = page.getByTestId('courier-status');
      await status.getByRole('heading', { name: 'Application under review' }).waitFor();
      expect(await status.getAttribute('data-status')).toBe('pending');
      await status.getByText('Medellín').waitFor();
      expect(await page.getByTestId('courier-form').count()).toBe(0);

      const latest = await call<{ data: { status: string; vehicle_type: string; licence_img: string | null } }>(api(), 'GET', 'dashboard/user/deliveryman-requests/latest', { token: courier.access_token });
      expect(latest.body.data).toMatchObject({ status: 'pending', vehicle_type: 'motorbike' });
      expect(latest.body.data.licence_img).toBeTruthy();
    } finally {
      await context.close();
    }

    const arabic = await storefront.open('/deliver', { width: 360, height: 780, cookies: { ...sessionCookies(courier, 'ar'), dir: 'rtl', theme: 'dark' } });
    try {
      await arabic.page.getByTestId('courier-status').getByRole('heading', { name: ar['courier.status.pending'] }).waitFor();
      expect(await arabic.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axe(arabic.page)).toEqual([]);
    } finally {
      await arabic.context.close();
    }
  });
});
