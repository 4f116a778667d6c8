import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profileUser, type ProfileUser } from '../../contract/profile';
import { call, lastCode, PASSWORD } from '../support/auth';
import { axeViolations } from './support/axe';
import { freshPhone, httpApp, newCustomer, sessionCookies, signIn } from './support/customer';
import { useStorefront } from './support/storefront';
import { displayPhone } from '../../app/features/auth/countries';

const storefront = useStorefront();
const api = () => httpApp(storefront.server.url);

async function shownProfile(token: string): Promise<ProfileUser> {
  const reply = await call<{ data: unknown }>(api(), 'GET', 'dashboard/user/profile/show', { token });
  expect(reply.status).toBe(200);
  return profileUser.parse(reply.body.data);
}

/**
 * One account for the tests that change nothing on it, each with a session of its own (sign-ups
 * are limited per IP); tests that change the name, phone or password make their own.
 */
let sharedPhone: Promise<string> | undefined;
const sharedSession = async () => {
  sharedPhone ??= newCustomer(storefront.server.url).then((c) => c.phone);
  return signIn(storefront.server.url, await sharedPhone);
};

const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name);

/** The toast (sonner) or inline status saying `text`. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

describe('sign-in-only pages', () => {
  it("sends a visitor from /profile to /login with 'Please login first', keeping the way back", async () => {
    const { context, page } = await storefront.open('/profile?from=menu', { cookies: { locale: 'en' } });
    await toast(page, 'Please login first').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('reason')).toBe(false);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirectTo')).toBe('/profile?from=menu');

    // Signed in (the cookies the login page writes), the kept path leads back to the profile.
    const session = await sharedSession();
    const domain = new URL(storefront.server.url).hostname;
    await context.addCookies(Object.entries(sessionCookies(session)).map(([name, value]) => ({ name, value, domain, path: '/' })));
    await page.goto(storefront.server.url + url.searchParams.get('redirectTo'));
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await context.close();
  });

  it("the visitor's bell asks to sign in first and comes back to the page", async () => {
    const { context, page } = await storefront.open('/shop?page=1', { cookies: { locale: 'en' } });
    const bell = page.locator('[data-header="desktop"]').getByRole('link', { name: 'Notifications' });
    expect(await bell.getAttribute('href')).toBe('/login?reason=login_first&redirectTo=%2Fshop%3Fpage%3D1');
    await bell.click();
    await toast(page, 'Please login first').waitFor();
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/shop?page=1');
    await context.close();
  });

  it('a revoked token on /profile lands on /login with the unauthorized toast, cookies cleared', async () => {
    const session = await sharedSession();
    expect((await call(api(), 'POST', 'auth/logout', { token: session.token })).status).toBe(200);
    const { context, page } = await storefront.open('/profile', { cookies: sessionCookies(session) });
    await toast(page, 'Unauthorized').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await cookieNames(page)).not.toContain('access_token');
    expect(await cookieNames(page)).not.toContain('user');
    await context.close();
  });

  it('a token revoked while the page is open: the live channel lands the page on /login the same way at once', async () => {
    const { session } = await newCustomer(storefront.server.url);
    // Revoked once the page's live channel is up (its 'ready' frame arrived).
    let channelReady!: () => void;
    const ready = new Promise<void>((resolve) => (channelReady = resolve));
    const { context, page } = await storefront.open('/profile', {
      cookies: sessionCookies(session),
      prepare: async (c) =>
        c.on('page', (p) => p.on('websocket', (ws) => ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"ready"')) channelReady();
        }))),
    });
    await ready;
    expect((await call(api(), 'POST', 'auth/logout', { token: session.access_token })).status).toBe(200);
    await toast(page, 'Unauthorized').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await cookieNames(page)).not.toContain('user');
    await context.close();
  });

  it('a token revoked while the page is open, without the live channel: the next save lands on /login the same way', async () => {
    const session = await sharedSession();
    const { context, page } = await storefront.open('/profile', {
      cookies: sessionCookies(session),
      prepare: async (c) => {
        await c.routeWebSocket(/\/api\/v1\/ws/, (ws) => ws.close());
        // The chat badge's and the bell's own calls would meet the 401 first (whichever comes
        // after the revocation): this test is about the save.
        await c.route(/\/api\/v1\/dashboard\/(chats|user\/profile\/notifications-statistic)/, (route) => route.abort());
      },
    });
    expect((await call(api(), 'POST', 'auth/logout', { token: session.token })).status).toBe(200);
    await page.getByLabel('First name').fill('Too late');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Unauthorized').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await cookieNames(page)).not.toContain('access_token');
    expect(await cookieNames(page)).not.toContain('user');
    await context.close();
  });
});

describe('/profile', () => {
  it('saves name, birthday and gender: shown after a reload and in the header', async () => {
    const { session } = await newCustomer(storefront.server.url);
    const { context, page } = await storefront.open('/profile', { cookies: sessionCookies(session) });
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const required = page.getByLabel('First name');
    await expect.poll(() => required.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await required.getAttribute('aria-describedby')}`).textContent()).toBe('Required');

    await page.getByLabel('First name').fill('Mariana');
    await page.getByLabel('Last name').fill('Restrepo');
    await page.getByLabel('Date of birth').fill('1991-03-15');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Your details are saved').waitFor();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBeNull();

    await page.reload();
    expect(await page.getByLabel('First name').inputValue()).toBe('Mariana');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Restrepo');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1991-03-15');
    expect(await page.getByLabel('Gender').inputValue()).toBe('female');
    expect(await shownProfile(session.token)).toMatchObject({ firstname: 'Mariana', lastname: 'Restrepo', birthday: '1991-03-15', gender: 'female' });

    // The `user` cookie was refreshed: the desktop header's user menu shows the new name.
    await page.goto(`${storefront.server.url}/`);
    await page.locator('[data-header="desktop"]').getByLabel('Account').getByText('Mariana').waitFor();
    await context.close();
  });

  it('uploads a picture that becomes the avatar, here and in the header; refuses what is not a picture', async () => {
    const session = await sharedSession();
    const { context, page } = await storefront.open('/profile', { cookies: sessionCookies(session) });
    const picture = page.getByLabel('New picture');

    // Declared as text: the browser answers at once, nothing is sent.
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('The file must be a PNG, JPEG, WebP or SVG image').waitFor();
    expect(await picture.getAttribute('aria-invalid')).toBe('true');
    // Named and typed as a PNG but not one: the API reads the bytes and refuses, shown at the field.
    await picture.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('I am not a picture') });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The file must be a PNG, JPEG, WebP or SVG image' }).count()).toBe(1);
    expect((await shownProfile(session.token)).img).toBeNull();

    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: { r: 20, g: 140, b: 90 } } }).png().toBuffer();
    // The page draws the file control in its own language: its button, then the chosen file's name.
    expect(await page.locator('label[for="avatar-image"]').innerText()).toMatch(/New picture\s+Choose a file\s+fake\.png/);
    await page.getByLabel('New picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('me.png', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await toast(page, 'Your picture is updated').waitFor();
    const img = (await shownProfile(session.token)).img;
    expect(img).toMatch(/\/storage\/images\/uploads\/users\/.+\.png$/);
    expect(await page.getByRole('img', { name: 'Ana Gómez' }).getAttribute('src')).toBe(img);

    await page.goto(`${storefront.server.url}/`);
    const headerAvatar = page.locator('[data-header="desktop"]').getByLabel('Account').locator('img');
    expect(await headerAvatar.getAttribute('src')).toBe(img);
    await context.close();
  });

  it('changes the phone with the code sent to the new number', async () => {
    const { session } = await newCustomer(storefront.server.url);
    const { context, page } = await storefront.open('/profile', { cookies: sessionCookies(session) });
    const phoneForm = page.locator('form', { has: page.getByRole('heading', { name: 'Phone number' }) });

    await phoneForm.getByLabel('New phone number').fill('12ab');
    await phoneForm.getByRole('button', { name: 'Send code' }).click();
    await phoneForm.getByRole('alert').filter({ hasText: 'Phone number is invalid' }).waitFor();

    const next = freshPhone();
    await phoneForm.getByLabel('New phone number').fill(`+${next}`);
    await phoneForm.getByRole('button', { name: 'Send code' }).click();
    await phoneForm.getByRole('status').filter({ hasText: 'We sent a verification code to' }).waitFor();
    const code = await lastCode(api(), next);

    const wrong = code === '111111' ? '222222' : '111111';
    await phoneForm.getByLabel('Verification code').fill(wrong);
    await phoneForm.getByRole('button', { name: 'Confirm number' }).click();
    await phoneForm.getByRole('alert').filter({ hasText: 'Wrong verification code' }).waitFor();
    expect(await phoneForm.getByLabel('Verification code').getAttribute('aria-invalid')).toBe('true');

    await phoneForm.getByLabel('Verification code').fill(code);
    await phoneForm.getByRole('button', { name: 'Confirm number' }).click();
    await toast(page, 'Your phone number is changed').waitFor();
    await phoneForm.getByText(displayPhone(next)).waitFor();
    expect((await shownProfile(session.token)).phone).toBe(next);
    await context.close();
  });

  it("changes the password with the spec's checks; the new one signs in", async () => {
    const { phone, session } = await newCustomer(storefront.server.url);
    const { context, page } = await storefront.open('/profile', { cookies: sessionCookies(session) });
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Change password' }) });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Repeat the new password').fill('other');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Password should contain at least 6 characters').waitFor();
    await form.getByText('Passwords should match').waitFor();

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await form.getByLabel('Repeat the new password').fill('brand-new-pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The old password is invalid').waitFor();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await form.getByLabel('Repeat the new password').fill('brand-new-pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password is changed').waitFor();
    // The form starts empty again, and the session that changed it goes on.
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    const login = (password: string) => call(api(), 'POST', 'auth/login', { json: { phone, password } });
    expect((await login('brand-new-pass')).status).toBe(200);
    expect((await login(PASSWORD)).status).toBe(422);
    expect((await shownProfile(session.token)).id).toBe(session.user.id);
    await context.close();
  });

  it('works without JavaScript: a plain post answers 303 with the user cookie, or 422 with the field', async () => {
    const { session } = await newCustomer(storefront.server.url);
    const cookie = Object.entries(sessionCookies(session)).map(([k, v]) => `${k}=${v}`).join('; ');
    const post = (fields: Record<string, string>) =>
      fetch(`${storefront.server.url}/profile`, { method: 'POST', headers: { Cookie: cookie }, body: new URLSearchParams(fields), redirect: 'manual' });
    const ok = await post({ intent: 'profile', firstname: 'Sin', lastname: 'Script', birthday: '', gender: '' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/profile?saved=profile');
    const user = ok.headers.getSetCookie().find((c) => c.startsWith('user='))!;
    expect(JSON.parse(decodeURIComponent(user.split(';')[0]!.slice(5)))).toMatchObject({ firstname: 'Sin', lastname: 'Script' });

    const refused = await post({ intent: 'profile', firstname: 'Ana', birthday: '2999-01-01' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Enter a real date in the past');
    expect(html).toMatch(/id="profile-birthday"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="profile-birthday"/);
  });

  for (const v of [{ theme: 'light', locale: 'es' }, { theme: 'dark', locale: 'ar' }]) {
    it(`/profile and /settings/notification have no axe violations (${v.theme}, ${v.locale})`, async () => {
      const session = await sharedSession();
      for (const path of ['/profile', '/settings/notification']) {
        const { context, page } = await storefront.open(path, { width: 390, height: 844, cookies: { ...sessionCookies(session, v.locale), theme: v.theme } });
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      }
    });
  }
});

describe('/settings/notification', () => {
  it('saves every switch on each toggle; the choices persist across a reload', async () => {
    const session = await sharedSession();
    const { context, page } = await storefront.open('/settings/notification', { cookies: sessionCookies(session) });
    const discounts = page.getByRole('switch', { name: 'Discounts and offers' });
    expect(await page.getByRole('switch').count()).toBe(3);
    expect(await discounts.isChecked()).toBe(true);
    // With JavaScript there is no Save button: each toggle saves.
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await discounts.click();
    await page.getByText('Notification settings saved').waitFor();
    await page.getByRole('switch', { name: 'Order updates' }).click();
    await expect
      .poll(async () => (await shownProfile(session.token)).notifications.map((n) => [n.type, n.notification.active]))
      .toEqual([['push', true], ['discount', false], ['order_verify', false]]);

    await page.reload();
    expect(await page.getByRole('switch', { name: 'Discounts and offers' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Order updates' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Push notifications' }).isChecked()).toBe(true);
    await context.close();
  });
});
