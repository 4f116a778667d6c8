import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import type { Referral } from '../../contract/presentation';
import { ar } from '../../server/db/seed/data/ui-strings.ar';
import { call, lastCode } from '../support/auth';
import { axeViolations } from './support/axe';
import { money } from './support/catalog';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { moveOrder, operatorSession, placeDemoOrder } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * Issue #17, referrals, as one journey: a visitor sees the programme and a sign-in prompt, and
 * its terms; Rosa (signed in) copies her invitation link; a friend follows it, signs up by e-mail
 * (the code from the development mailbox; the referral field is filled in and editable, and an
 * unknown code is a field error, not a failed sign-up); the friend's first order is delivered by
 * the operator, and Rosa's referral count, earnings and wallet change. axe on /referrals and
 * /referral-terms in light-en and dark-ar.
 */
const storefront = useStorefront();
const base = () => storefront.server.url;

let rosa: AuthSession;
let programme: Referral;
beforeAll(async () => {
  [{ session: rosa }, programme] = await Promise.all([
    newCustomer(base(), { firstname: 'Rosa', lastname: 'Medina' }),
    call<{ data: Referral }>(httpApp(base()), 'GET', 'rest/referral', { query: { lang: 'en' } }).then((r) => r.body.data),
  ]);
}, 60_000);

async function profile(session: AuthSession) {
  const reply = await call<{ data: { my_referral: string; wallet: { price: number } | null } }>(httpApp(base()), 'GET', 'dashboard/user/profile/show', { token: session.access_token });
  return reply.body.data;
}

/** The session a browser sign-in wrote, for API calls as that customer. */
async function browserSession(context: BrowserContext): Promise<AuthSession> {
  const cookie = (await context.cookies()).find((c) => c.name === 'access_token');
  const token = decodeURIComponent(cookie?.value ?? '').replace(/^Bearer /, '');
  expect(token).not.toBe('');
  return { access_token: token, token_type: 'Bearer' } as AuthSession;
}

describe('referrals', () => {
  it('visitors see the programme and its terms (light-en, dark-ar)', async () => {
    const title = programme.translation?.title ?? '';
    const { context, page } = await storefront.open('/referrals', { cookies: { locale: 'en' } });
    await page.getByRole('heading', { level: 1, name: 'Invite friends' }).waitFor();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('heading', { name: 'Sign in to invite friends' }).waitFor();
    expect(await page.getByTestId('referral-code').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The footer links the programme while it is on.
    expect(await page.locator('footer').getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/referrals');

    await page.getByRole('link', { name: 'Terms of the programme' }).click();
    await page.getByRole('heading', { level: 1, name: 'Referral terms' }).waitFor();
    expect(await page.locator('main script, main [onclick], main iframe').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const dark = await storefront.open('/referral-terms', { width: 360, cookies: { locale: 'ar', theme: 'dark' } });
    await dark.page.getByRole('heading', { level: 1, name: ar['referrals.terms_title'] }).waitFor();
    expect(await axeViolations(dark.page)).toEqual([]);
    await dark.page.goto(`${base()}/referrals`);
    await dark.page.getByRole('heading', { level: 1, name: ar['referrals.title'] }).waitFor();
    expect(await axeViolations(dark.page)).toEqual([]);
    await dark.context.close();
  });

  it('a friend signs up from the link; their first delivered order rewards the referrer', async () => {
    const { my_referral: code, wallet } = await profile(rosa);
    const before = wallet?.price ?? 0;

    const referrer = await storefront.open('/referrals', { width: 1440, cookies: sessionCookies(rosa) });
    await referrer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    const page = referrer.page;
    expect(await page.getByTestId('referral-code').textContent()).toBe(code);
    expect(await page.getByTestId('referral-count').textContent()).toBe('0');
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toBe(`${base()}/register?referral_code=${encodeURIComponent(code)}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The friend follows the link and signs up by e-mail.
    const email = `friend-${Date.now()}@example.com`;
    const friend = await storefront.open(new URL(link).pathname + new URL(link).search, { cookies: { locale: 'en' } });
    await friend.page.getByText(`Invited with the code ${code}`).waitFor();
    await friend.page.getByRole('link', { name: 'E-mail' }).click();
    await friend.page.getByLabel('E-mail').fill(email);
    await friend.page.getByRole('button', { name: 'Continue' }).click();
    // The code step shows once the code was sent: read the mailbox only then.
    await friend.page.getByLabel('Verification code').waitFor();
    await friend.page.getByLabel('Verification code').fill(await lastCode(httpApp(base()), email));
    await friend.page.getByRole('button', { name: 'Continue' }).click();
    const referral = friend.page.getByLabel('Referral code (optional)');
    await referral.waitFor();
    expect(await referral.inputValue()).toBe(code);
    await friend.page.getByLabel('First name').fill('Marta');
    await friend.page.getByLabel('Last name').fill('Ruiz');
    await friend.page.getByLabel('Female', { exact: true }).check();
    await friend.page.getByLabel('Password', { exact: true }).fill('secret-marta');
    await friend.page.getByLabel('Confirm password').fill('secret-marta');
    // A code nobody has: a field error, and the sign-up can go on.
    await referral.fill('NOSUCH1');
    await friend.page.getByRole('button', { name: 'Create account' }).click();
    await friend.page.getByText('Unknown referral code').waitFor();
    expect(await friend.page.getByLabel('Referral code (optional)').getAttribute('aria-invalid')).toBe('true');
    await friend.page.getByLabel('Referral code (optional)').fill(code);
    await friend.page.getByLabel('Password', { exact: true }).fill('secret-marta');
    await friend.page.getByLabel('Confirm password').fill('secret-marta');
    await friend.page.getByRole('button', { name: 'Create account' }).click();
    // Signed in: a sign-up that did not start from another page lands on the greeting.
    await friend.page.waitForURL((url) => url.pathname === '/welcome').catch(async (error: unknown) => {
      throw new Error(`not signed in; the page says: ${await friend.page.locator('main, [role=alert]').allTextContents()}`, { cause: error });
    });

    // The friend's first order, delivered by the operator.
    const marta = await browserSession(friend.context);
    await friend.context.close();
    const order = await placeDemoOrder(base(), marta);
    const operator = await operatorSession(base());
    for (const status of ['accepted', 'ready', 'delivered']) await moveOrder(base(), operator, order.id, status);

    await page.reload();
    await expect.poll(() => page.getByTestId('referral-count').textContent()).toBe('1');
    const after = (await profile(rosa)).wallet?.price ?? 0;
    expect(after).toBeGreaterThan(before);
    expect(await page.getByTestId('referral-earned').textContent()).toBe(money(after - before));
    await page.goto(`${base()}/wallet`);
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe(money(after));
    expect(await page.getByTestId('wallet-entry').first().textContent()).toContain('Referral reward');
    await referrer.context.close();
  });
});
