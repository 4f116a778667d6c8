import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import { chatMessages } from '../../contract/chat';
import { DEFAULT_DEMO_ADMIN } from '../../server/db/seed/data/operators';
import { call, expectSession } from '../support/auth';
import { axeViolations } from './support/axe';
import { httpApp, newCustomer, sessionCookies } from './support/customer';
import { useStorefront } from './support/storefront';

/**
 * Issue #15, the chat widget: a customer and an operator (the demo admin) in two browser contexts
 * on one server see each other's messages live, the operator through the list of support rooms
 * with its unread counts; a failed write keeps the text and says 'chat error' (a 429 in the
 * server's words); nobody lists another customer's room; the open widget passes axe in en and ar.
 */
const storefront = useStorefront();

let ana: AuthSession;
let luis: AuthSession;
let admin: AuthSession;
beforeAll(async () => {
  const url = storefront.server.url;
  [{ session: ana }, { session: luis }] = await Promise.all([newCustomer(url), newCustomer(url, { firstname: 'Luis', lastname: 'Pérez' })]);
  admin = expectSession(await call(httpApp(url), 'POST', 'auth/login', { json: { ...DEFAULT_DEMO_ADMIN } }));
}, 60_000);

// Its name is 'Chat with us' plus the unread count, when there is one.
const chatButton = (page: Page) => page.locator('[data-chat-button]');
async function openChat(page: Page, name = 'Chat'): Promise<Locator> {
  await chatButton(page).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}
const composer = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Message' });
const log = (dialog: Locator) => dialog.getByRole('log');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

describe('chat', () => {
  it('customer and operator talk live: the room list with its unread count, answers in every open tab, text shown as text', async () => {
    const operator = await storefront.open('/', { cookies: sessionCookies(admin) });
    const customer = await storefront.open('/', { cookies: sessionCookies(ana) });

    const chat = await openChat(customer.page);
    await chat.getByText('No messages yet. Write to us and our team will answer here.').waitFor();
    await composer(chat).fill('Hola, where is my order?');
    await composer(chat).press('Enter');
    await log(chat).getByText('Hola, where is my order?').waitFor();
    await expect.poll(() => composer(chat).inputValue()).toBe('');

    // The operator's button counts it, live (the room was new to their list).
    await expect.poll(() => chatButton(operator.page).textContent()).toContain('Unread messages: 1');
    const desk = await openChat(operator.page);
    const room = desk.getByRole('button', { name: /Ana Gómez/ });
    await expect.poll(() => room.textContent()).toContain('Unread messages: 1');
    expect(await room.textContent()).toContain('Hola, where is my order?');
    await room.click();
    await log(desk).getByText('Hola, where is my order?').waitFor();
    // Read while open: the count is gone.
    await expect.poll(() => chatButton(operator.page).textContent()).toBe('Chat with us');

    // A second tab of the customer, the widget open there too.
    const secondTab = await customer.context.newPage();
    await secondTab.goto(`${storefront.server.url}/`);
    await secondTab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const chatAgain = await openChat(secondTab);
    await log(chatAgain).getByText('Hola, where is my order?').waitFor();

    await composer(chat).fill('Order #12, please');
    await composer(chat).press('Enter');
    await log(desk).getByText('Order #12, please').waitFor();

    // The answer: two lines (Shift+Enter), with markup that must stay text.
    await composer(desk).fill('Hi Ana');
    await composer(desk).press('Shift+Enter');
    await composer(desk).pressSequentially('It is on its way <b>now</b>');
    await composer(desk).press('Enter');
    for (const page of [chat, chatAgain]) {
      const answer = log(page).getByText('It is on its way <b>now</b>', { exact: false });
      await answer.waitFor();
      expect(await answer.innerText()).toBe('Hi Ana\nIt is on its way <b>now</b>');
    }
    expect(await customer.page.locator('[role="log"] b').count()).toBe(0);
    // Own messages on the end side, the other side's on the start side.
    const mine = await log(chat).getByText('Order #12, please').boundingBox();
    const theirs = await log(chat).getByText('It is on its way', { exact: false }).boundingBox();
    expect(mine!.x).toBeGreaterThan(theirs!.x);

    // Back to the list: newest activity first, nothing unread.
    await desk.getByRole('button', { name: 'Back to chats' }).click();
    const first = desk.getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain('It is on its way');

    // With the widget closed, the customer's button counts the operator's next message.
    await chat.getByRole('button', { name: 'Close' }).click();
    await chatAgain.getByRole('button', { name: 'Close' }).click();
    await desk.getByRole('button', { name: /Ana Gómez/ }).click();
    await composer(desk).fill('Anything else?');
    await composer(desk).press('Enter');
    await expect.poll(() => chatButton(customer.page).textContent()).toContain('Unread messages: 1');
    await customer.context.close();
    await operator.context.close();
  });

  it("does not show a customer another customer's room", async () => {
    const api = httpApp(storefront.server.url);
    const anaRoom = await call<{ data: { id: number } }>(api, 'POST', 'dashboard/chats/support', { token: ana.access_token });
    const rooms = await call<{ data: Array<{ id: number }> }>(api, 'GET', 'dashboard/chats', { token: luis.access_token });
    expect(rooms.body.data.map((r) => r.id)).not.toContain(anaRoom.body.data.id);
    const read = await call<{ message: string }>(api, 'GET', `dashboard/chats/${anaRoom.body.data.id}/messages`, { token: luis.access_token });
    expect([read.status, read.body.message]).toEqual([404, chatMessages.roomNotFound]);
  });

  it("keeps the text and says 'chat error' when the write fails, and the server's words on a 429", async () => {
    const { context, page } = await storefront.open('/', { cookies: sessionCookies(luis) });
    const posts = /\/api\/v1\/dashboard\/chats\/\d+\/messages/;
    await context.route(posts, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const chat = await openChat(page);
    await composer(chat).fill('Is the shop open?');
    await composer(chat).press('Enter');
    await toast(page, 'chat error').waitFor();
    expect(await composer(chat).inputValue()).toBe('Is the shop open?');
    expect(await log(chat).getByText('Is the shop open?').count()).toBe(0);

    await context.unroute(posts);
    await context.route(posts, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ status: false, statusCode: 'ERROR_429', message: chatMessages.tooMany }) })
        : route.continue(),
    );
    await chat.getByRole('button', { name: 'Send' }).click();
    await toast(page, chatMessages.tooMany).waitFor();
    expect(await composer(chat).inputValue()).toBe('Is the shop open?');

    await context.unroute(posts);
    await chat.getByRole('button', { name: 'Send' }).click();
    await log(chat).getByText('Is the shop open?').waitFor();
    await expect.poll(() => composer(chat).inputValue()).toBe('');
    await context.close();
  });

  it.each([
    ['en', 'light', 'Chat'],
    ['ar', 'dark', 'الدردشة'],
  ])('passes axe with the widget open (%s, %s): customer with messages, operator list', async (locale, theme, title) => {
    for (const session of [ana, admin]) {
      const { context, page } = await storefront.open('/', { width: 360, height: 740, cookies: { ...sessionCookies(session, locale), theme } });
      const dialog = await openChat(page, title);
      await dialog.locator(session === ana ? '[role="log"] li' : '[data-chat-room]').first().waitFor();
      expect(await axeViolations(page), `${locale} ${session === ana ? 'customer' : 'operator'}`).toEqual([]);
      await context.close();
    }
  });
});
