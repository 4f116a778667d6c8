import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { address as addressSchema, type Address } from '../../contract/addresses';
import { call } from '../support/auth';
import { axeViolations } from './support/axe';
import { httpApp, newCustomer, sessionCookies, signIn } from './support/customer';
import { useStorefront } from './support/storefront';

/** /saved-locations (issue #6): list, add with a pin, edit, delete, deliver here; no JavaScript needed. */

const storefront = useStorefront();
const api = () => httpApp(storefront.server.url, '10.0.0.6');

let customerPhone: Promise<string> | undefined;
const session = async () => {
  customerPhone ??= newCustomer(storefront.server.url).then((c) => c.phone);
  return signIn(storefront.server.url, await customerPhone);
};

async function savedAddresses(token: string): Promise<Address[]> {
  const reply = await call<{ data: unknown[] }>(api(), 'GET', 'dashboard/user/addresses', { token });
  expect(reply.status).toBe(200);
  return reply.body.data.map((a) => addressSchema.parse(a));
}

async function clear(token: string) {
  const ids = (await savedAddresses(token)).map((a) => a.id);
  if (ids.length) await call(api(), 'DELETE', 'dashboard/user/addresses/delete', { token, json: { ids } });
}

/** The `address` cookie (the chosen delivery address) as the storefront reads it. */
async function chosenCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'address');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { address: string; location: { latitude: number; longitude: number } }) : null;
}

const card = (page: Page, text: string) => page.getByTestId('saved-address').filter({ hasText: text });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

describe('/saved-locations', () => {
  it('is sign-in only', async () => {
    const { context, page } = await storefront.open('/saved-locations', { cookies: { locale: 'en' } });
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/saved-locations');
    await context.close();
  });

  it('add with the map pin, deliver here, edit and delete; the chosen address follows the active one', async () => {
    const customer = await session();
    await clear(customer.access_token);
    const { context, page } = await storefront.open('/', { cookies: sessionCookies(customer) });
    // Reached from the account menu; the compact header's back button.
    await page.locator('[data-header="desktop"]').getByLabel('Account').click();
    await page.getByRole('link', { name: 'Saved locations' }).click();
    await page.getByRole('heading', { name: 'Saved locations', level: 1 }).waitFor();
    await page.getByText('You have no saved addresses yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A new address: the map sets the pin's fields.
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Title').fill('Home');
    await form.getByLabel('Address').fill('Calle 10 #43-12, El Poblado');
    await form.getByLabel('Floor').fill('3');
    await form.getByLabel('House / apartment').fill('301');
    const latitude = form.getByLabel('Latitude');
    const before = await latitude.inputValue();
    const map = form.getByTestId('address-map');
    await map.locator('.leaflet-marker-icon').waitFor();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect.poll(() => latitude.inputValue()).not.toBe(before);
    await form.getByRole('button', { name: 'Add address' }).click();
    await toast(page, 'Address saved').waitFor();
    const home = card(page, 'Home');
    await home.getByText('Active', { exact: true }).waitFor();
    await home.getByText('Floor: 3 · House / apartment: 301').waitFor();
    const [saved] = await savedAddresses(customer.access_token);
    expect(saved).toMatchObject({ title: 'Home', active: true, address: { address: 'Calle 10 #43-12, El Poblado', floor: '3', house: '301' } });
    expect(saved!.location[0]).toBeCloseTo(Number(await latitude.inputValue()), 5);
    expect(await chosenCookie(page)).toMatchObject({ address: 'Calle 10 #43-12, El Poblado' });

    // A second one, not made the delivery address.
    await form.getByLabel('Title').fill('Work');
    await form.getByLabel('Address').fill('Carrera 43A #1-50');
    await form.getByLabel('Latitude').fill('6.2');
    await form.getByLabel('Longitude').fill('-75.57');
    await form.getByLabel('Deliver here from now on').uncheck();
    await form.getByRole('button', { name: 'Add address' }).click();
    await card(page, 'Work').waitFor();
    expect(await card(page, 'Work').getByText('Active', { exact: true }).count()).toBe(0);
    expect((await chosenCookie(page))?.address).toBe('Calle 10 #43-12, El Poblado');

    // Deliver there: it becomes the active one and the chosen address.
    await page.getByRole('button', { name: 'Deliver to Work' }).click();
    await card(page, 'Work').getByText('Active', { exact: true }).waitFor();
    expect(await chosenCookie(page)).toEqual({ address: 'Carrera 43A #1-50', location: { latitude: 6.2, longitude: -75.57 } });
    expect((await savedAddresses(customer.access_token)).filter((a) => a.active).map((a) => a.title)).toEqual(['Work']);

    // Edit, with a refused blank address first (kept open, message at the field).
    await page.getByRole('link', { name: 'Edit Work' }).click();
    const edit = page.getByRole('form', { name: 'Edit address' });
    await edit.getByLabel('Address').fill('');
    await edit.getByLabel('Title').fill('Office');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('alert').getByText('Type an address').waitFor();
    await edit.getByLabel('Address').fill('Carrera 43A #1-50, piso 9');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Address updated').waitFor();
    await card(page, 'Office').getByText('Carrera 43A #1-50, piso 9').waitFor();
    // The active address changed text: the chosen one follows.
    expect((await chosenCookie(page))?.address).toBe('Carrera 43A #1-50, piso 9');
    expect(await axeViolations(page)).toEqual([]);

    // Delete.
    await page.getByRole('button', { name: 'Delete Home' }).click();
    await toast(page, 'Address deleted').waitFor();
    expect(await card(page, 'Home').count()).toBe(0);
    expect((await savedAddresses(customer.access_token)).map((a) => a.title)).toEqual(['Office']);
    await context.close();
  });

  it('works without JavaScript (form posts and 303s)', async () => {
    const customer = await session();
    await clear(customer.access_token);
    const context = await storefront.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const domain = new URL(storefront.server.url).hostname;
    await context.addCookies(Object.entries(sessionCookies(customer, 'es')).map(([name, value]) => ({ name, value, domain, path: '/' })));
    const page = await context.newPage();
    await page.goto(`${storefront.server.url}/saved-locations`);
    const form = page.getByRole('form', { name: 'Nueva dirección' });
    await form.getByLabel('Dirección').fill('Calle 5 #10-20');
    await form.getByLabel('Latitud').fill('6.21');
    await form.getByLabel('Longitud').fill('-75.58');
    await form.getByRole('button', { name: 'Agregar dirección' }).click();
    await page.getByRole('status').getByText('Dirección guardada').waitFor();
    await card(page, 'Calle 5 #10-20').getByText('Activa', { exact: true }).waitFor();
    // A refused post keeps what was typed and says why, translated.
    await form.getByLabel('Dirección').fill('Sin pin');
    await form.getByLabel('Latitud').fill('');
    await form.getByRole('button', { name: 'Agregar dirección' }).click();
    await form.getByText('Coloca el pin en el mapa').waitFor();
    expect(await form.getByLabel('Dirección').inputValue()).toBe('Sin pin');
    expect((await savedAddresses(customer.access_token)).map((a) => a.address.address)).toEqual(['Calle 5 #10-20']);
    await context.close();
  });
});
