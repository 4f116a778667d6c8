import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import { ar } from '../../server/db/seed/data/ui-strings.ar';
import { call } from '../support/auth';
import { axeViolations } from './support/axe';
import { money } from './support/catalog';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { decideRefund, moveOrder, operatorSession, placeDemoOrder } from './support/orders';
import { useStorefront } from './support/storefront';

/**
 * Issue #17, the wallet, as one journey on one server with two customers in two browser
 * contexts: the operator credits Ana's wallet; Ana (1440 px, English, light) finds Luis, is told
 * off for three decimals and for more than she has, then sends him $12.50 with a note after the
 * confirmation step; her balance and history change. Luis (360 px, Arabic, dark) sees the money
 * arrive with Ana's name and the note; then a refund of one of his orders appears in his history
 * with a link to the order. axe checks /wallet with the dialog open (light-en) and dark-ar.
 */
const storefront = useStorefront();
const base = () => storefront.server.url;

let ana: AuthSession;
let luis: AuthSession;
let operator: AuthSession;
beforeAll(async () => {
  [{ session: ana }, { session: luis }, operator] = await Promise.all([
    newCustomer(base()),
    newCustomer(base(), { firstname: 'Luis', lastname: 'Quintanilla' }),
    operatorSession(base()),
  ]);
  const credit = await call(httpApp(base()), 'POST', 'dashboard/admin/wallets/credit', {
    token: operator.access_token,
    json: { user_uuid: ana.user.uuid, price: 50, note: 'Welcome credit' },
  });
  expect(credit.status, JSON.stringify(credit.body)).toBe(200);
}, 60_000);

const balance = (page: Page) => page.getByTestId('wallet-balance');
const entries = (page: Page) => page.getByTestId('wallet-entry');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

describe('wallet', () => {
  it('sends money to another customer (search, checks, confirmation); both wallets show it; a refund appears', async () => {
    // Luis has nothing yet: the empty state.
    const receiver = await storefront.open('/wallet', { width: 360, cookies: { ...sessionCookies(luis, 'ar'), theme: 'dark' } });
    await receiver.page.getByText(ar['wallet.history.empty']).waitFor();
    expect(await balance(receiver.page).textContent()).toBe(money(0));

    const sender = await storefront.open('/wallet', { width: 1440, cookies: sessionCookies(ana) });
    const page = sender.page;
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    expect(await balance(page).textContent()).toBe(money(50));
    await entries(page).first().getByText('Welcome credit').waitFor();
    expect(await page.getByTestId('wallet-topup-note').textContent()).toMatch(/no online payment method/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send money' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send money' });
    await dialog.getByRole('searchbox', { name: 'Find a customer' }).fill('  Quintanilla ');
    const result = dialog.getByRole('button', { name: 'Luis Quintanilla' });
    await result.waitFor();
    // Names and pictures only: no contact data of others in the results.
    expect(await dialog.getByRole('list', { name: 'Customers' }).textContent()).not.toMatch(/@|\d{7}/);
    expect(await axeViolations(page)).toEqual([]);
    await result.click();

    const amount = dialog.getByLabel(/^Amount/);
    await amount.fill('1.234');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Use at most two decimals').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');

    // More than the balance: the server refuses, readably, and the dialog goes back to the amount.
    await amount.fill('80');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(`Send ${money(80)} to Luis Quintanilla?`).waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('Insufficient wallet balance').waitFor();

    await amount.fill('12.5');
    await dialog.getByLabel('Note (optional)').fill('Dinner on Friday');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(`Send ${money(12.5)} to Luis Quintanilla?`).waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, `You sent ${money(12.5)} to Luis Quintanilla`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => balance(page).textContent()).toBe(money(37.5));
    const sent = entries(page).first();
    expect(await sent.textContent()).toContain('Transfer sent');
    expect(await sent.textContent()).toContain('to Luis Quintanilla');
    expect(await sent.textContent()).toContain(`−${money(12.5)}`);
    expect(await sent.textContent()).toContain('Dinner on Friday');
    await sender.context.close();

    // Luis (Arabic, dark): the money and who sent it.
    await receiver.page.reload();
    await expect.poll(() => balance(receiver.page).textContent()).toBe(money(12.5));
    const received = entries(receiver.page).first();
    expect(await received.textContent()).toContain(ar['wallet.kind.transfer_in']);
    expect(await received.textContent()).toContain('Ana Gómez');
    expect(await received.textContent()).toContain(`+${money(12.5)}`);
    expect(await received.textContent()).toContain('Dinner on Friday');
    expect(await receiver.page.locator('html').getAttribute('dir')).toBe('rtl');

    // A refund of one of his orders lands in the wallet, with the order linked.
    const order = await placeDemoOrder(base(), luis);
    for (const status of ['accepted', 'ready', 'delivered']) await moveOrder(base(), operator, order.id, status);
    const asked = await call(httpApp(base()), 'POST', 'dashboard/user/order-refunds', {
      token: luis.access_token,
      json: { order_id: order.id, cause: 'The soup arrived cold' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
    await decideRefund(base(), operator, order.id, 'approved');
    await receiver.page.reload();
    const refund = entries(receiver.page).first();
    await expect.poll(() => refund.textContent()).toContain(ar['wallet.kind.refund']);
    expect(await refund.getByRole('link').getAttribute('href')).toBe(`/orders/${order.id}`);

    await receiver.page.getByRole('button', { name: ar['wallet.send.open'] }).click();
    await receiver.page.getByRole('dialog', { name: ar['wallet.send.title'] }).waitFor();
    expect(await axeViolations(receiver.page)).toEqual([]);
    await receiver.context.close();
  });

  it('is for signed-in customers only', async () => {
    const { context, page } = await storefront.open('/wallet');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/wallet');
    await context.close();
  });
});
