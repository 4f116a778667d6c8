import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../../server/app';
import { lastCode, PASSWORD, signUpByEmail, signUpByPhone } from '../support/auth';
import { freshPhone, httpApp } from './support/customer';
import { useStorefront } from './support/storefront';

/**
 * Every way of signing in comes back to the page it started from (issue #23): a visitor sent from
 * a sign-in-only page to /login ('Please login first'), or following the header's 'Sign in' link,
 * signs in by password, by a phone code, or opens a new account, and lands on that page again,
 * with the 'Please login first' toast gone. Accounts are made through the API from another
 * address (the sign-up limit is per IP).
 */
const storefront = useStorefront(); // pooled servers trust one proxy hop (server-pool.ts)
const remote = {
  request: (url: string, init?: RequestInit) => httpApp(storefront.server.url, '198.51.100.23').request(url, init),
} as unknown as ApiApp;

const EMAIL = 'return@example.com';
beforeAll(async () => {
  await signUpByEmail(remote, EMAIL);
});

const PHONE_WIDTH = 360;
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const loginFirstToast = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: 'Please login first' });
const signedIn = async (context: BrowserContext) => (await context.cookies()).some((c) => c.name === 'access_token' && c.value !== '');

/** A visitor opens a sign-in-only page on a phone: /login with the way back, and the toast. */
async function sentToLogin(start: string) {
  const opened = await storefront.open(start, { width: PHONE_WIDTH, height: 800, touch: true, cookies: { locale: 'en' } });
  await opened.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await loginFirstToast(opened.page).waitFor();
  // Under the page's header (logo and language), not over it.
  const header = (await opened.page.getByRole('banner').first().boundingBox())!;
  await expect.poll(async () => (await loginFirstToast(opened.page).boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  // `reason` leaves the address once the toast is up; the way back stays.
  await expect.poll(() => path(opened.page)).toBe(`/login?redirectTo=${encodeURIComponent(start)}`);
  return opened;
}

async function toastGone(page: Page) {
  await expect.poll(() => loginFirstToast(page).count()).toBe(0);
}

describe('signing in returns to the page it started from', () => {
  it('by password, from /orders; the toast closes with a 44 × 44 px button and is gone after sign-in', async () => {
    const { context, page } = await sentToLogin('/orders');
    const close = loginFirstToast(page).getByRole('button', { name: 'Close notification' });
    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // A tap on the toast pauses its timer for good on a phone (no pointer ever leaves it): only
    // the sign-in can take it down now.
    await loginFirstToast(page).getByText('Please login first').tap();
    await page.getByLabel('E-mail or phone number').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    expect(await loginFirstToast(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(path(page)).toBe('/orders');
    expect(await signedIn(context)).toBe(true);
    await toastGone(page);
    await context.close();
  });

  it('by a phone code, from /profile (the code link keeps the way back)', async () => {
    const phone = freshPhone();
    await signUpByPhone(remote, phone);
    const { context, page } = await sentToLogin('/profile');
    await page.getByRole('link', { name: 'Sign in with a code' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Sign in with a code' }).waitFor();
    await page.getByLabel('Phone number').fill(`+${phone}`);
    await page.getByRole('button', { name: 'Send code' }).tap();
    // The code field shows once the sign-in code is sent: read the mailbox only then (before, its
    // newest message is still the sign-up code).
    const codeField = page.getByLabel('Verification code');
    await codeField.waitFor();
    await codeField.fill(await lastCode(remote, phone));
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(path(page)).toBe('/profile');
    expect(await signedIn(context)).toBe(true);
    await toastGone(page);
    await context.close();
  });

  it('a new account by phone, from /orders: code, then the name (gender optional), then back', async () => {
    const phone = freshPhone();
    const { context, page } = await sentToLogin('/orders');
    await page.getByRole('link', { name: 'Sign up' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByLabel('Phone number').fill(`+${phone}`);
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Verify your phone' }).waitFor();
    await page.getByLabel('Verification code').fill(await lastCode(remote, phone));
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Welcome!' }).waitFor();
    // Nobody has to pick a gender: 'Prefer not to say' is the default.
    expect(await page.getByLabel('Prefer not to say').isChecked()).toBe(true);
    await page.getByLabel('First name').fill('Marta');
    await page.getByLabel('Last name').fill('Ríos');
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(path(page)).toBe('/orders');
    const user = JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === 'user')!.value)) as { firstname: string; gender: string | null };
    expect(user).toMatchObject({ firstname: 'Marta' });
    await toastGone(page);
    await context.close();
  });

  it("the header's 'Sign in' link comes back to the shop page it was followed from, also from a checkout", async () => {
    const shop = '/shop/floristeria-orquidea';
    const { context, page } = await storefront.open(shop, { width: 1280, cookies: { locale: 'en' } });
    const link = page.locator('[data-header="desktop"]').getByRole('link', { name: 'Sign in', exact: true });
    // A plain /login: the login page takes the way back from the Referer, so the header carries no code for it.
    await link.click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === shop);
    await page.getByLabel('E-mail or phone number').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('[data-header="desktop"]').getByLabel('Account').waitFor();
    expect(path(page)).toBe(shop);
    await context.close();

    // A visitor's checkout sends to /login with the checkout as the way back, kept by every
    // sign-in form of the page (the hidden field) and by the links to the other ways.
    const checkout = await sentToLogin(`${shop}/checkout`);
    const back = `${shop}/checkout`;
    expect(await checkout.page.locator('form:has(input[name="password"]) input[name="redirectTo"]').inputValue()).toBe(back);
    expect(await checkout.page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/register?redirectTo=${encodeURIComponent(back)}`);
    await checkout.context.close();
  });

  it('the sign-in pages have the language picker: it works without JavaScript and keeps the way back', async () => {
    const context = await storefront.browser.newContext({ javaScriptEnabled: false, viewport: { width: PHONE_WIDTH, height: 800 } });
    await context.addCookies([{ name: 'locale', value: 'en', domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await page.goto(`${storefront.server.url}/login?redirectTo=%2Forders`);
    await page.locator('header summary[aria-label="Language"]').click();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    expect(path(page)).toBe('/login?redirectTo=%2Forders');
    await context.close();
  });
});
