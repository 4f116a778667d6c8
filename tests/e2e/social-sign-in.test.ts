import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../support/social-provider';
import { axeViolations } from './support/axe';
import { useStorefront } from './support/storefront';

// The whole social sign-in in a real browser against local OpenID Connect providers (the mock
// sends the browser straight back). Google answers with a redirect; Apple with a form POST from
// its own site: here a relay page on `localhost` — another site than the storefront on
// 127.0.0.1, so the browser treats the POST as cross-site and holds back SameSite=Lax cookies.
let google: MockProvider;
let apple: MockProvider;
let relay: http.Server;

/** Answers `/post?to=&code=&state=` with a page that posts them (and Apple's `user`) to `to`. */
function startFormPostRelay(): Promise<string> {
  relay = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
    const user = JSON.stringify({ name: { firstName: 'Lucía', lastName: 'Pérez' }, email: 'relay-1@privaterelay.test' });
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><form method="post" action="${q.get('to')}">${field('code', q.get('code')!)}${field('state', q.get('state')!)}${field('user', user)}</form>` +
        '<script>document.forms[0].submit()</script>',
    );
  });
  return new Promise((resolve) => relay.listen(0, 'localhost', () => resolve(`http://localhost:${(relay.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  google = await startMockProvider({ sub: 'e2e-google-1', email: 'eva@gmail.test', email_verified: true, given_name: 'Eva', family_name: 'Ruiz' });
  apple = await startMockProvider({ sub: 'e2e-apple-1', email: 'relay-1@privaterelay.test', email_verified: 'true' });
  const relayUrl = await startFormPostRelay();
  // Apple's response_mode=form_post: instead of redirecting back, go through the relay page.
  apple.server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
    const back = redirect.url;
    const post = new URL(`${relayUrl}/post`);
    post.searchParams.set('to', back.origin + back.pathname);
    post.searchParams.set('code', back.searchParams.get('code')!);
    post.searchParams.set('state', back.searchParams.get('state')!);
    redirect.url.href = post.href;
  });
});
afterAll(async () => {
  await google?.stop();
  await apple?.stop();
  await new Promise((resolve) => relay?.close(resolve));
});

const storefront = useStorefront({
  env: () => ({
    GOOGLE_CLIENT_ID: 'e2e-google',
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    GOOGLE_ISSUER: google.issuer,
    APPLE_CLIENT_ID: 'e2e-apple',
    APPLE_CLIENT_SECRET: 'e2e-apple-secret',
    APPLE_ISSUER: apple.issuer,
  }),
});

describe('social sign-in', () => {
  it('the configured providers are listed for the login page', async () => {
    const res = await fetch(`${storefront.server.url}/api/v1/auth/providers`);
    expect(((await res.json()) as { data: string[] }).data).toEqual(['google', 'apple']);
  });

  it('Google: from /auth/google?redirectTo=/liked through the provider, back on /liked signed in', async () => {
    const { context, page } = await storefront.open('/auth/google?redirectTo=/liked', { cookies: { locale: 'en' } });
    expect(new URL(page.url()).pathname).toBe('/liked');
    const header = page.locator('[data-header="desktop"]');
    await header.getByLabel('Account').click();
    await header.getByText('Eva Ruiz').waitFor();
    expect(await header.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);

    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).not.toContain('social_auth');
    const token = decodeURIComponent(cookies.find((c) => c.name === 'access_token')!.value);
    expect(token).toMatch(/^Bearer \d+\|/);
    const profile = await fetch(`${storefront.server.url}/api/v1/dashboard/user/profile/show`, { headers: { Authorization: token } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: { email: string; empty_p: boolean } }).data).toMatchObject({ email: 'eva@gmail.test', empty_p: true });
    await context.close();
  });

  it('Apple: the cross-site form POST comes back as a GET that carries the state cookie; the name is kept', async () => {
    const { context, page } = await storefront.open('/auth/apple?redirectTo=/liked', { cookies: { locale: 'en' } });
    expect(page.url()).toBe(`${storefront.server.url}/liked`);
    const header = page.locator('[data-header="desktop"]');
    await header.getByLabel('Account').click();
    await header.getByText('Lucía Pérez').waitFor();
    await context.close();
  });

  it('a callback this browser did not start, or one the person cancelled, ends on /login with the reason', async () => {
    const forged = await storefront.open('/auth/google/callback?code=stolen&state=not-mine', { cookies: { locale: 'en' } });
    expect(new URL(forged.page.url()).search).toBe('?social_error=expired');
    expect((await forged.context.cookies()).map((c) => c.name)).not.toContain('access_token');
    await forged.context.close();

    const cancelled = await storefront.open('/auth/google/callback?error=access_denied', { cookies: { locale: 'en' } });
    expect(new URL(cancelled.page.url()).search).toBe('?social_error=cancelled');
    await cancelled.context.close();
  });

  it('/login shows a button per configured provider; the Google one signs in and comes back to redirectTo', async () => {
    const { context, page } = await storefront.open('/login?redirectTo=/liked', { cookies: { locale: 'en' } });
    const providers = page.getByRole('list', { name: 'Other ways to sign in' });
    expect(await providers.getByRole('link').allTextContents()).toEqual(['Continue with Google', 'Continue with Apple']);
    await providers.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${storefront.server.url}/liked`);
    const header = page.locator('[data-header="desktop"]');
    await header.getByLabel('Account').click();
    await header.getByText('Eva Ruiz').waitFor();
    await context.close();
  });

  it("from a sign-in-only page: 'Please login first', Google, back on that page with the notice gone", async () => {
    const { context, page } = await storefront.open('/orders', { cookies: { locale: 'en' } });
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Please login first' }).waitFor();
    const google = page.getByRole('link', { name: 'Continue with Google' });
    // The way back rides along to the provider and returns in the flow cookie.
    expect(await google.getAttribute('href')).toBe('/auth/google?redirectTo=%2Forders');
    await google.click();
    await page.waitForURL(`${storefront.server.url}/orders`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Please login first' }).count()).toBe(0);
    await context.close();
  });

  it('a failed social sign-in is explained on /login (translated), and the page passes axe in light and dark', async () => {
    for (const [locale, theme, text] of [
      ['en', 'light', 'That sign-in took too long or was already used. Please try again.'],
      ['ar', 'dark', null],
    ] as const) {
      const { context, page } = await storefront.open('/login?social_error=expired', { cookies: { locale, theme, dir: locale === 'ar' ? 'rtl' : 'ltr' } });
      const alert = page.getByRole('alert').filter({ hasNotText: /^$/ }).first();
      await alert.waitFor();
      if (text) expect(await alert.textContent()).toBe(text);
      else expect(await alert.textContent()).not.toMatch(/[A-Za-z]{4}/);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
