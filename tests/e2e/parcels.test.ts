import { describe, expect, it } from 'vitest';
import type { ParcelType } from '../../contract/parcels';
import { arParcels } from '../../server/db/seed/data/ui-strings-parcels.ar';
import { call } from '../support/auth';
import { axeViolations } from './support/axe';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { operatorSession } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * Parcels (issue #18) as one journey: Ana (signed in, 1440 px, English, light) sends a parcel
 * with cash — picks a type and an option, keeps herself as the sender, sets the receiver's pin
 * with the map picker and its number fields, sees the server's price (PC2) and sends (PC3) —
 * and lands on /parcels/{id}. The operator moves it to delivered through the API and the page
 * follows live (no reload); she rates the courier. Then, at 360 px in Arabic and dark: the list
 * and both pages, with axe on the checkout and the detail in light-en and dark-ar. Bad URLs are
 * the shell's 404, and signed-out ordering goes to the login.
 */
const storefront = useStorefront();
const base = () => storefront.server.url;

const hydrated = () => document.documentElement.dataset.hydrated === 'true';

describe('parcels', () => {
  it('sends a parcel with cash, follows it live to delivered, reviews the courier; en 1440 light and ar 360 dark', async () => {
    const { session } = await newCustomer(base());
    const api = httpApp(base());
    const types = (await call<{ data: ParcelType[] }>(api, 'GET', 'rest/parcel-order/types', { query: { lang: 'en' } })).body.data;
    const type = types.find((t) => t.options.length > 0) ?? types[0]!;

    // Signed out: ordering asks for the sign-in first and comes back.
    const visitor = await fetch(`${base()}/parcel-checkout`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(decodeURIComponent(visitor.headers.get('location') ?? '')).toMatch(/^\/login\?.*redirectTo=\/parcel-checkout$/);

    const { context, page } = await storefront.open('/parcel-checkout', { width: 1440, cookies: sessionCookies(session) });
    try {
      await page.getByRole('heading', { name: 'Send a parcel', level: 1 }).waitFor();
      expect(await page.title()).toContain('Send a parcel');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await page.mouse.move(0, 0);
      expect(await axeViolations(page, 'main')).toEqual([]);

      // Type and one of its options (appended to the description).
      await page.locator('label').filter({ hasText: type.type }).first().click();
      const optionTitle = type.options[0]?.translation?.title;
      if (optionTitle) await page.getByRole('checkbox', { name: optionTitle }).check();
      await page.getByLabel('Description').fill('Two books');

      // The sender is Ana (from her profile); her pin is the chosen address's.
      const sender = page.getByTestId('parcel-from');
      expect(await sender.getByLabel('Name').inputValue()).not.toBe('');
      expect(await sender.getByLabel('Phone').inputValue()).toMatch(/\d{7,}/);
      await sender.getByLabel('Address').fill('Calle 10 # 43-12');
      const fromLat = Number(await page.getByTestId('parcel-from_latitude').inputValue());
      const fromLng = Number(await page.getByTestId('parcel-from_longitude').inputValue());
      expect(Number.isFinite(fromLat) && fromLat !== 0).toBe(true);

      // No receiver pin yet: no price, and sending waits.
      const send = page.getByRole('button', { name: /^Send parcel/ });
      await page.getByTestId('parcel-price').getByText('Choose the type and both addresses to see the price.').waitFor();
      expect(await send.isDisabled()).toBe(true);

      const receiver = page.getByTestId('parcel-to');
      await receiver.getByLabel('Name').fill('Marta Gómez');
      await receiver.getByLabel('Phone').fill('+57 300 555 0101');
      await receiver.getByLabel('Address').fill('Carrera 70 # 1-20');
      await receiver.getByLabel('Floor').fill('3');
      // The address map picker: a tap sets the pin (its number fields follow) …
      await receiver.getByRole('button', { name: 'Choose on the map' }).click();
      const map = receiver.getByTestId('address-map');
      await map.waitFor();
      await map.click({ position: { x: 200, y: 100 } });
      await expect.poll(() => page.getByTestId('parcel-to_latitude').inputValue()).not.toBe('');
      // … and the fields set it exactly (a point near the sender's, inside the delivery area).
      await page.getByTestId('parcel-to_latitude').fill(String(Math.round((fromLat + 0.012) * 1e6) / 1e6));
      await page.getByTestId('parcel-to_longitude').fill(String(Math.round((fromLng + 0.008) * 1e6) / 1e6));

      // The server's price, on the pay button too.
      const price = page.getByTestId('parcel-price').locator('p.text-2xl');
      await price.waitFor({ timeout: 15_000 });
      const shown = (await price.textContent())!;
      expect(shown).toMatch(/\d/);
      await expect.poll(() => send.textContent()).toBe(`Send parcel · ${shown}`);
      await page.screenshot({ path: 'test-results/parcel-checkout-en-1440.png', fullPage: true });
      // Cash is the first method, chosen by default.
      expect(await page.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);
      await send.click();
      await page.waitForURL(/\/parcels\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      // The detail: status, both ends, price as sent, cash unpaid.
      await page.getByRole('heading', { name: `Parcel #${id}`, level: 1 }).waitFor();
      const status = page.getByTestId('parcel-status');
      expect(await status.textContent()).toBe('New');
      expect(await page.getByTestId('parcel-total').textContent()).toBe(shown);
      expect(await page.getByTestId('parcel-to-view').textContent()).toContain('Marta Gómez');
      expect(await page.getByTestId('parcel-from-view').textContent()).toContain('Calle 10 # 43-12');
      expect(await page.getByText(optionTitle ? `Two books\n${optionTitle}` : 'Two books').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('parcel-payment').textContent()).toBe('To pay');
      await page.getByTestId('order-map').waitFor();
      await page.mouse.move(0, 0);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: 'test-results/parcel-en-1440.png', fullPage: true });

      // The operator moves it; the page follows the pushes (no reload: the marker survives).
      await page.locator('[data-live="push"]').waitFor({ timeout: 15_000 });
      await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
      const operator = await operatorSession(base());
      for (const [next, shownStatus] of [['accepted', 'Accepted'], ['ready', 'Ready'], ['on_a_way', 'On the way'], ['delivered', 'Delivered']] as const) {
        const moved = await call(api, 'POST', `dashboard/admin/parcel-orders/${id}/status`, { token: operator.access_token, json: { status: next } });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(shownStatus);
      }
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
      expect(await page.locator('[aria-current="step"]').getAttribute('data-status')).toBe('delivered');
      expect(await page.getByRole('button', { name: 'Cancel parcel' }).count()).toBe(0);

      // The courier review (PC7): four stars and a word.
      await page.getByText('How was the courier?').waitFor();
      await page.getByLabel('4 of 5').check({ force: true });
      await page.getByLabel('Comment (optional)').fill('Quick and careful');
      await page.getByRole('button', { name: 'Send review' }).click();
      await page.getByText('Thank you for your review').waitFor();
      expect(await page.getByTestId('parcel-review').textContent()).toBe('Your rating of the courier: 4 of 5');
    } finally {
      await context.close();
    }

    // Arabic, dark, on a phone: the list (history tab), the detail and the checkout, axe on the last two.
    const ar = await storefront.open('/parcels?tab=history', { width: 360, height: 780, cookies: { ...sessionCookies(session, 'ar'), theme: 'dark' } });
    try {
      const { page: phone } = ar;
      expect(await phone.locator('html').getAttribute('dir')).toBe('rtl');
      await phone.getByRole('heading', { name: arParcels['parcels.title'], level: 1 }).waitFor();
      const row = phone.getByRole('link', { name: new RegExp(arParcels['parcels.number'].replace('{{id}}', '\\d+')) }).first();
      await row.click();
      await phone.getByTestId('parcel-status').waitFor();
      await phone.waitForFunction(hydrated);
      await phone.mouse.move(0, 0);
      expect(await axeViolations(phone, 'main')).toEqual([]);
      // Nothing sticks out sideways at 360 px.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await phone.goto(`${base()}/parcel-checkout`);
      await phone.waitForFunction(hydrated);
      await phone.getByRole('heading', { name: arParcels['parcels.checkout.title'], level: 1 }).waitFor();
      await phone.mouse.move(0, 0);
      expect(await axeViolations(phone, 'main')).toEqual([]);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await phone.screenshot({ path: 'test-results/parcel-checkout-ar-360-dark.png', fullPage: true });

      // Bad URLs are the shell's 404, never a 500; a junk page number is the first page.
      expect((await phone.goto(`${base()}/parcels/abc`))?.status()).toBe(404);
      expect((await phone.goto(`${base()}/parcels/999999999`))?.status()).toBe(404);
      expect((await phone.goto(`${base()}/parcels?page=1.5`))?.status()).toBe(200);
      expect((await phone.goto(`${base()}/parcels?page=99`))?.status()).toBe(404);
    } finally {
      await ar.context.close();
    }
  }, 180_000);
});
