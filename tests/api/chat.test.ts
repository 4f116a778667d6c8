import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, chatMessage, chatMessages as m, chatRoom } from '../../contract/chat';
import { chatRooms, users } from '../../server/db/schema';
import { issueToken } from '../../server/modules/auth/tokens';
import { CHAT_SEND_RULE } from '../../server/modules/chat/service';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { makeCustomers, type Customer } from './orders-support';

/** Chat (contract/chat.ts): rooms belong to their customer and the support role; nobody else reads them. */
const t = useSeededApp();

let ana: Customer;
let luis: Customer;
let admin: string;
let app: typeof t.app;
beforeEach(async () => {
  await t.db.delete(chatRooms);
  await t.db.delete(users).where(eq(users.role, 'user'));
  const made = await makeCustomers(t.db, `c${Date.now()}`, 2);
  ana = made[0]!;
  luis = made[1]!;
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@comanda.test'));
  admin = (await issueToken(t.db, row!.id, 'login', { now: new Date() })).token;
  // A fresh app per test: its in-memory rate limits start empty.
  app = t.freshApp();
});

type Page<T = unknown> = { data: T[]; meta: { current_page: number; last_page: number; total: number } };
const open = async (token: string) => {
  const reply = await call<{ data: unknown }>(app, 'POST', 'dashboard/chats/support', { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return chatRoom.parse(reply.body.data);
};
const send = (token: string, room: number, text: unknown) => call<{ data: unknown }>(app, 'POST', `dashboard/chats/${room}/messages`, { token, json: { text } });
const history = (token: string, room: number, query: Record<string, number> = {}) => call<Page>(app, 'GET', `dashboard/chats/${room}/messages`, { token, query });
const rooms = (token: string) => call<Page>(app, 'GET', 'dashboard/chats', { token });

describe('rooms', () => {
  it('opens one support room per customer (the same one every time), answered by the admin role', async () => {
    const first = await open(ana.token);
    const again = await open(ana.token);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ type: 'support', role_id: 'admin', user: { id: ana.userId }, last_message: null, unread: 0 });
    expect((await rooms(ana.token)).body.data.map((r) => chatRoom.parse(r).id)).toEqual([first.id]);
  });

  it('lists every support room to operators, newest activity first, with unread counts; a customer sees only theirs', async () => {
    const anaRoom = await open(ana.token);
    const luisRoom = await open(luis.token);
    expect((await send(ana.token, anaRoom.id, 'first')).status).toBe(201);
    expect((await send(luis.token, luisRoom.id, 'second')).status).toBe(201);
    expect((await send(luis.token, luisRoom.id, 'third')).status).toBe(201);
    const list = (await rooms(admin)).body.data.map((r) => chatRoom.parse(r));
    expect(list.map((r) => [r.id, r.unread, r.last_message?.text])).toEqual([[luisRoom.id, 2, 'third'], [anaRoom.id, 1, 'first']]);
    expect((await rooms(luis.token)).body.data.map((r) => chatRoom.parse(r).id)).toEqual([luisRoom.id]);

    // Marking read clears the reader's count only.
    expect((await call(app, 'POST', `dashboard/chats/${luisRoom.id}/read`, { token: admin })).status).toBe(200);
    const after = (await rooms(admin)).body.data.map((r) => chatRoom.parse(r));
    expect(after.find((r) => r.id === luisRoom.id)!.unread).toBe(0);
    expect((await send(admin, luisRoom.id, 'hello Luis')).status).toBe(201);
    expect(chatRoom.parse((await rooms(luis.token)).body.data[0]).unread).toBe(1);
  });

  it('does not let an operator open a support room of their own', async () => {
    expectError(await call(app, 'POST', 'dashboard/chats/support', { token: admin }), 403, m.operatorsOnly);
  });
});

describe('who reads and writes a room', () => {
  it("refuses another customer's room (404, as if it did not exist) for reading, writing and marking read", async () => {
    const anaRoom = await open(ana.token);
    expect((await send(ana.token, anaRoom.id, 'private')).status).toBe(201);
    expectError(await history(luis.token, anaRoom.id), 404, m.roomNotFound);
    expectError(await send(luis.token, anaRoom.id, 'intrusion'), 404, m.roomNotFound);
    expectError(await call(app, 'POST', `dashboard/chats/${anaRoom.id}/read`, { token: luis.token }), 404, m.roomNotFound);
    expectError(await history(ana.token, 999_999), 404, m.roomNotFound);
    expectError(await call(app, 'GET', `dashboard/chats/${anaRoom.id}/messages`), 401);
    expect((await history(ana.token, anaRoom.id)).body.meta.total).toBe(1);
  });

  it('lets any operator read and answer any support room', async () => {
    const anaRoom = await open(ana.token);
    await send(ana.token, anaRoom.id, 'help');
    expect((await history(admin, anaRoom.id)).body.data.map((r) => chatMessage.parse(r).text)).toEqual(['help']);
    const answer = await send(admin, anaRoom.id, 'Here to help');
    expect(answer.status).toBe(201);
    expect(chatMessage.parse(answer.body.data).sender_id).not.toBe(ana.userId);
    expect((await history(ana.token, anaRoom.id)).body.data.map((r) => chatMessage.parse(r).text)).toEqual(['help', 'Here to help']);
  });
});

describe('messages', () => {
  it('trims text, refuses empty or over 2000 characters, keeps it as text, and the server sets created_at', async () => {
    const room = await open(ana.token);
    const before = Date.now();
    const sent = chatMessage.parse((await send(ana.token, room.id, '  <b>hola</b>\n  ')).body.data);
    expect(sent.text).toBe('<b>hola</b>');
    expect(Date.parse(sent.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expectError(await send(ana.token, room.id, '   '), 422, /Write a message/);
    expectError(await send(ana.token, room.id, undefined), 422, /Write a message/);
    expectError(await send(ana.token, room.id, 'x'.repeat(CHAT_TEXT_MAX + 1)), 422, new RegExp(m.textTooLong));
    expect((await send(ana.token, room.id, 'x'.repeat(CHAT_TEXT_MAX))).status).toBe(201);
    const withTime = await call(app, 'POST', `dashboard/chats/${room.id}/messages`, { token: ana.token, json: { text: 'mine', created_at: '2000-01-01T00:00:00Z' } });
    expect(Date.parse(chatMessage.parse((withTime.body as { data: unknown }).data).created_at)).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('pages history newest page first, each page oldest to newest', async () => {
    const room = await open(ana.token);
    for (let i = 1; i <= 5; i++) expect((await send(ana.token, room.id, `m${i}`)).status).toBe(201);
    const first = await history(ana.token, room.id, { perPage: 2 });
    expect(first.body.data.map((r) => chatMessage.parse(r).text)).toEqual(['m4', 'm5']);
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 3, total: 5 });
    expect((await history(ana.token, room.id, { perPage: 2, page: 3 })).body.data.map((r) => chatMessage.parse(r).text)).toEqual(['m1']);
  });

  it('limits how fast one user sends, with a clear 429 and Retry-After', async () => {
    const room = await open(ana.token);
    for (let i = 0; i < CHAT_SEND_RULE.limit; i++) expect((await send(ana.token, room.id, `m${i}`)).status).toBe(201);
    const refused = await send(ana.token, room.id, 'one more');
    expectError(refused, 429, m.tooMany);
    expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another user is not slowed down.
    const luisRoom = await open(luis.token);
    expect((await send(luis.token, luisRoom.id, 'hi')).status).toBe(201);
  });
});
