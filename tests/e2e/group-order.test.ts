import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import type { ProductDetail, ProductSummary } from '../../contract/products';
import { ar } from '../../server/db/seed/data/ui-strings.ar';
import { axeViolations } from './support/axe';
import { catalogApi } from './support/catalog';
import { newCustomer, sessionCookies } from './support/customer';
import { useStorefront } from './support/storefront';

/**
 * Issue #16, group orders, as one journey on one server with three people: Ana (signed in, the
 * owner, 1440 px, English) starts a group on a restaurant page and copies the link; a guest (360
 * px, Arabic, right to left) joins by name, adds a pizza with an addon and says they are done;
 * Luis (signed in, 1440 px then 360 px, English) joins, is removed by Ana, joins again and keeps
 * choosing. Ana's cart shows every member; checkout asks before ordering while Luis is choosing;
 * once Ana orders, both members see the order's number and status. axe checks the share dialog
 * and the member view (en and ar).
 */
const storefront = useStorefront();
const catalog = catalogApi(() => storefront.server.url);

let ana: AuthSession;
let luis: AuthSession;
let pizza: ProductDetail;
let elsewhere: ProductSummary;
beforeAll(async () => {
  [{ session: ana }, { session: luis }, pizza] = await Promise.all([
    newCustomer(storefront.server.url),
    newCustomer(storefront.server.url, { firstname: 'Luis', lastname: 'Pérez' }),
    catalog.productWithVariantsAndAddons(),
  ]);
  const listed = await catalog.api<{ data: ProductSummary[] }>('rest/products/paginate?perPage=50&lang=en');
  elsewhere = listed.data.find((p) => p.shop_id !== pizza.shop_id && p.stock && p.stock.quantity > 5 && p.min_qty === 1)!;
}, 60_000);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });
const memberView = (page: Page) => page.getByTestId('group-member');
const part = (scope: Locator, name: string) => scope.getByTestId('group-part').filter({ has: scope.page().getByRole('heading', { name }) });

/** Joins from the invite link (a path of this site) with `name`; answers the member view. */
async function join(page: Page, link: string, name: string, strings: { submit: string; title: string }) {
  await page.goto(link);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const form = page.getByTestId('group-join');
  await form.getByRole('heading', { name: strings.title }).waitFor();
  await form.getByRole('textbox').fill(name);
  await form.getByRole('button', { name: strings.submit }).click();
  await memberView(page).waitFor();
  return memberView(page);
}

/** Opens the pizza on the group's shop page and adds it (with its first addon when asked). */
async function addPizza(page: Page, withAddon: boolean, addLabel: string) {
  const url = new URL(page.url());
  url.searchParams.set('product', pizza.uuid);
  await page.goto(url.toString());
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The live dialog (modal), not the server's preview of it that a `?product=` load draws first.
  const dialog = page.locator('dialog:modal');
  await dialog.getByRole('button', { name: addLabel }).waitFor();
  if (withAddon) await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: addLabel }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('group order', () => {
  it('start, share, join (guest in ar at 360, signed-in member), add with addons, done, kick, confirm-unfinished, order, members see it', async () => {
    const shopPath = `/restaurant/${pizza.shop_id}`;
    const contexts: BrowserContext[] = [];
    try {
      // Ana starts the group and copies the link.
      const owner = await storefront.open(shopPath, { width: 1440, cookies: sessionCookies(ana) });
      contexts.push(owner.context);
      await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: storefront.server.url });
      await owner.page.getByRole('button', { name: 'Start group order' }).click();
      const share = owner.page.getByRole('dialog', { name: 'Your group order is open' });
      await share.waitFor();
      const link = await share.getByRole('textbox', { name: 'Invite link' }).inputValue();
      expect(link).toMatch(new RegExp(`/group/${pizza.shop_id}\\?g=\\d+&o=${ana.user.id}&t=restaurant&n=Ana$`));
      await share.getByRole('button', { name: 'Copy link' }).click();
      await share.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      // axe reads colours as they are: not under the pointer (hover fades the button).
      await owner.page.mouse.move(0, 0);
      expect(await axeViolations(owner.page, '[data-testid="group-share"]')).toEqual([]);
      await share.getByRole('button', { name: 'Done' }).click();
      await share.waitFor({ state: 'hidden' });
      const invite = new URL(link).pathname + new URL(link).search;
      // The owner following their own link lands on the shop, not the join form.
      await owner.page.goto(storefront.server.url + invite);
      expect(new URL(owner.page.url()).search).toBe('');

      // A guest in Arabic on a phone: the name is required, then they are in.
      const guest = await storefront.open('/', { width: 360, height: 780, cookies: { locale: 'ar', dir: 'rtl' } });
      contexts.push(guest.context);
      await guest.page.goto(storefront.server.url + invite);
      const form = guest.page.getByTestId('group-join');
      await form.getByRole('heading', { name: ar['group.join.title'].replace('{{owner}}', 'Ana') }).waitFor();
      await form.getByRole('button', { name: ar['group.join.submit'] }).click();
      await form.getByRole('alert').getByText(ar['group.join.required']).waitFor();
      await form.getByRole('textbox').fill('  Bo  ');
      await form.getByRole('button', { name: ar['group.join.submit'] }).click();
      const guestView = memberView(guest.page);
      await guestView.waitFor();
      expect(await guest.page.evaluate(() => document.cookie)).toMatch(/member=/);
      // The member view is in the server's HTML (drawn from GC2 by the page's loader).
      expect(await (await guest.context.request.get(guest.page.url())).text()).toContain('data-testid="group-member"');
      await guest.page.mouse.move(0, 0);
      expect(await axeViolations(guest.page, '[data-testid="group-member"]')).toEqual([]);

      await addPizza(guest.page, true, ar['product.add_to_cart']);
      const bo = part(guestView, ar['group.you_named'].replace('{{name}}', 'Bo'));
      await bo.getByTestId('cart-line').waitFor();
      // The addon is listed under the line.
      expect(await bo.getByTestId('cart-line').locator('ul li').count()).toBe(1);
      await guestView.getByRole('button', { name: ar['group.mark_done'] }).click();
      await expect.poll(() => bo.getByTestId('group-status').textContent()).toBe(ar['group.status.done']);

      // Another shop's product: told to leave the group first; nothing is added anywhere.
      await guest.page.goto(`${storefront.server.url}/restaurant/${elsewhere.shop_id}?product=${elsewhere.uuid}`);
      await guest.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await guest.page.locator('dialog:modal').getByRole('button', { name: ar['product.add_to_cart'] }).click();
      await toast(guest.page, ar['group.leave_first']).waitFor();
      expect(await guest.page.locator('[data-header="mobile"]').getByTestId('cart-button').getAttribute('aria-label')).toBe(ar['cart.open']);
      await guest.page.goto(storefront.server.url + invite);
      await guestView.waitFor();
      expect(await bo.getByTestId('cart-line').count()).toBe(1);

      // Luis, signed in, joins too.
      const member = await storefront.open('/', { width: 1440, cookies: sessionCookies(luis) });
      contexts.push(member.context);
      const luisView = await join(member.page, storefront.server.url + invite, 'Luis', { submit: 'Join group', title: "Join Ana's group order" });
      await addPizza(member.page, false, 'Add to cart');
      await part(luisView, 'Luis (you)').getByTestId('cart-line').waitFor();

      // Ana's cart shows both, with their lines and status; she removes Luis.
      await owner.page.goto(storefront.server.url + shopPath);
      await owner.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await owner.page.locator('[data-header="desktop"]').getByTestId('cart-button').click();
      const drawer = owner.page.getByRole('dialog', { name: 'Cart' });
      const members = drawer.getByTestId('owner-group');
      await expect.poll(() => part(members, 'Bo').getByTestId('group-status').textContent(), { timeout: 15_000 }).toBe('Done');
      expect(await part(members, 'Bo').getByTestId('group-line').textContent()).toContain(pizza.translation!.title);
      await expect.poll(() => part(members, 'Luis').getByTestId('group-status').textContent(), { timeout: 15_000 }).toBe('Choosing');
      await members.getByRole('button', { name: 'Remove Luis' }).click();
      const confirmRemove = owner.page.getByRole('dialog', { name: 'Remove Luis from the group?' });
      await confirmRemove.getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => part(members, 'Luis').count()).toBe(0);

      // Luis is told, and his view is the plain shop page again.
      await toast(member.page, 'You have been kicked from group order').waitFor({ timeout: 15_000 });
      await expect.poll(() => new URL(member.page.url()).searchParams.get('g')).toBeNull();
      await member.page.getByTestId('group-join').or(memberView(member.page)).waitFor({ state: 'detached' });

      // He joins again from the link, now on a phone, and keeps choosing.
      await member.page.setViewportSize({ width: 360, height: 780 });
      const again = await join(member.page, storefront.server.url + invite, 'Luis', { submit: 'Join group', title: "Join Ana's group order" });
      await addPizza(member.page, false, 'Add to cart');
      await part(again, 'Luis (you)').getByTestId('cart-line').waitFor();
      await member.page.mouse.move(0, 0);
      expect(await axeViolations(member.page, '[data-testid="group-member"]')).toEqual([]);

      // Checkout names who is still choosing before ordering; Ana orders anyway (pickup, cash).
      await expect.poll(() => part(members, 'Luis').count(), { timeout: 15_000 }).toBe(1);
      await drawer.getByRole('link', { name: 'Checkout' }).click();
      await owner.page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
      await owner.page.getByRole('radiogroup', { name: 'How do you want it?' }).getByText('Pickup').click();
      await expect.poll(() => new URL(owner.page.url()).searchParams.get('type')).toBe('pickup');
      await owner.page.getByTestId('checkout-day').nth(1).click();
      await owner.page.getByRole('button', { name: 'Place order' }).click();
      const ask = owner.page.getByRole('dialog', { name: 'Some members are still choosing' });
      await ask.getByText('Still choosing: Luis. Place the order without waiting for them?').waitFor();
      await ask.getByRole('button', { name: 'Place order now' }).click();
      await owner.page.waitForURL(/\/orders\/\d+$/);
      const orderId = new URL(owner.page.url()).pathname.split('/').pop()!;
      // The order page says whose each line is.
      await expect.poll(() => owner.page.getByTestId('order-line-member').allTextContents()).toEqual(expect.arrayContaining(['For Bo', 'For Luis']));

      // Both members see the order placed, with its number and status.
      await guest.page.getByTestId('group-placed').getByText(ar['group.placed.title']).waitFor({ timeout: 15_000 });
      expect(await guest.page.getByTestId('group-placed').textContent()).toContain(orderId);
      await member.page.getByTestId('group-placed').getByText(`Order #${orderId}: New`).waitFor({ timeout: 15_000 });
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  }, 180_000);
});
