import { eq } from 'drizzle-orm';
import { throwawayDatabase } from '../support/pg-sql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REALTIME_CLOSE, REALTIME_PATH } from '../../contract/realtime';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { DEFAULT_DEMO_ADMIN } from '../../server/db/seed/data/operators';
import { users } from '../../server/db/schema';
import { call, expectSession } from '../support/auth';
import { insertOrder, stockWithAddon } from '../support/order-rows';
import { openSocket } from '../support/realtime';
import { httpApp, newCustomer } from './support/customer';

/**
 * Issue #15: two server processes on one PostgreSQL database are one live channel — a chat
 * message and an order's move made through instance A reach sockets connected to instance B
 * (LISTEN/NOTIFY), and B's shutdown closes its sockets with 1012 so clients reconnect elsewhere.
 * vitest.config.ts runs this file only when TEST_DATABASE_URL is set (CI sets it).
 */
const throwaway = throwawayDatabase('comanda_rt', 'realtime-two-instances');

let a: RunningServer;
let b: RunningServer;
let database: DatabaseHandle;
const wsUrl = (server: RunningServer) => `${server.url.replace('http', 'ws')}${REALTIME_PATH}`;

beforeAll(async () => {
  await throwaway.create();
  const env = { DATABASE_URL: throwaway.url, TRUST_PROXY: '1' };
  // From the browser tests' data template: the demo images are rendered already.
  a = await startServer(env, { dataTemplate: inject('dataTemplate') });
  b = await startServer(env, { dataTemplate: inject('dataTemplate') });
  database = await openDatabase({ url: throwaway.url });
}, 300_000);
afterAll(async () => {
  await database?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await throwaway.drop();
});

describe('the live channel across two instances', () => {
  it('delivers on B a chat message and an order move made through A, to their readers only', async () => {
    const { session: ana } = await newCustomer(a.url);
    const { session: luis } = await newCustomer(a.url);
    const admin = expectSession(await call(httpApp(a.url, '198.51.100.9'), 'POST', 'auth/login', { json: { ...DEFAULT_DEMO_ADMIN } }));

    const anaOnB = await openSocket(wsUrl(b), { token: ana.access_token });
    const luisOnB = await openSocket(wsUrl(b), { token: luis.access_token });
    await Promise.all([anaOnB.next('ready'), luisOnB.next('ready')]);

    const room = await call<{ data: { id: number } }>(httpApp(a.url), 'POST', 'dashboard/chats/support', { token: ana.access_token });
    expect(room.status).toBe(200);
    const sent = await call(httpApp(a.url), 'POST', `dashboard/chats/${room.body.data.id}/messages`, { token: admin.access_token, json: { text: 'Hello from support' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await anaOnB.next('chat.message', 10_000)).message).toMatchObject({ chat_id: room.body.data.id, text: 'Hello from support' });

    const [anaRow] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, ana.user.id));
    const shop = await stockWithAddon(database.db);
    const orderId = await insertOrder(database.db, { userId: anaRow!.id, shopId: shop.shopId, lines: [{ stockId: shop.stockId, quantity: 1 }] });
    const moved = await call(httpApp(a.url), 'POST', `dashboard/admin/orders/${orderId}/status`, { token: admin.access_token, json: { status: 'accepted' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await anaOnB.next('order.status', 10_000)).order).toMatchObject({ id: orderId, status: 'accepted' });
    expect((await anaOnB.next('notification', 10_000)).statistics).toMatchObject({ status_changed: 1 });

    // Luis's own message comes; nothing of Ana's reached him before it.
    const luisRoom = await call<{ data: { id: number } }>(httpApp(a.url), 'POST', 'dashboard/chats/support', { token: luis.access_token });
    await call(httpApp(a.url), 'POST', `dashboard/chats/${luisRoom.body.data.id}/messages`, { token: luis.access_token, json: { text: 'mine' } });
    expect((await luisOnB.next('chat.message', 10_000)).message.text).toBe('mine');
    expect(luisOnB.received.filter((e) => e.type !== 'ready' && !(e.type === 'chat.message' && e.message.chat_id === luisRoom.body.data.id))).toEqual([]);
    luisOnB.close();

    // B shuts down: its sockets hear 1012 (reconnect), and A takes the reconnect.
    await b.stop();
    expect((await anaOnB.closed).code).toBe(REALTIME_CLOSE.restart);
    const anaOnA = await openSocket(wsUrl(a), { token: ana.access_token });
    expect((await anaOnA.next('ready')).user_id).toBe(ana.user.id);
    anaOnA.close();
  });
});
