import { describe, expect, it } from 'vitest';
import { useSignedInCookies } from './support/session';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();
const signedIn = useSignedInCookies(storefront);

describe('signed-in header and logout', () => {
  it('shows the user menu instead of the login button and the menu button', async () => {
    const { context, page } = await storefront.open('/', { width: 1280, cookies: await signedIn() });
    const header = page.locator('[data-header="desktop"]');
    expect(await header.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);
    expect(await header.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    const menu = header.getByLabel('Account');
    await menu.click();
    expect(await header.getByText('Ana Gómez').isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await header.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
    await header.getByRole('link', { name: 'Liked' }).click();
    await page.waitForURL((url) => url.pathname === '/liked');
    await page.getByRole('heading', { level: 1, name: 'Liked' }).waitFor();
    await context.close();
  });

  it('visitors get the login button and the menu button', async () => {
    const { context, page } = await storefront.open('/', { width: 1280, cookies: { locale: 'en' } });
    const header = page.locator('[data-header="desktop"]');
    expect(await header.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe('/login');
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await header.getByLabel('Account').count()).toBe(0);
    await context.close();
  });

  it('logging out clears the session cookies, liked shops and search history, and keeps the currency', async () => {
    const { context, page } = await storefront.open('/', { width: 1280, cookies: await signedIn() });
    await page.evaluate(() => {
      localStorage.setItem(
        'root',
        JSON.stringify({ state: { liked: { 'shop-uuid': 3 }, currency: null, search: ['pizza'] }, version: 1 }),
      );
    });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const header = page.locator('[data-header="desktop"]');
    await header.getByLabel('Account').click();
    await header.getByRole('button', { name: 'Log out' }).click();
    await header.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('user');
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('root'))) ?? '{}') as {
      state: { liked: object; search: string[] };
    };
    expect(saved.state.liked).toEqual({});
    expect(saved.state.search).toEqual([]);
    await context.close();
  });

  it('logs out without JavaScript too: POST /logout clears both cookies and goes home', async () => {
    const session = await signedIn();
    const res = await fetch(`${storefront.server.url}/logout`, {
      method: 'POST',
      headers: { Cookie: `access_token=${session.access_token}; user=${session.user}` },
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    const cleared = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    expect(cleared.sort()).toEqual(['access_token=', 'address=', 'user=']);
    // A link or prefetch (GET) never signs anyone out.
    const get = await fetch(`${storefront.server.url}/logout`, { redirect: 'manual' });
    expect(get.status).toBe(302);
    expect(get.headers.getSetCookie()).toEqual([]);
  });
});
