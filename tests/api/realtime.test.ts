import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../contract/realtime';
import { users } from '../../server/db/schema';
import { issueToken } from '../../server/modules/auth/tokens';
import { useSeededApp } from '../support/app';
import { call } from '../support/auth';
import { stockWithAddon, insertOrder } from '../support/order-rows';
import { useListeningApp, openSocket } from '../support/realtime';
import { makeCustomers } from './orders-support';

/**
 * The live channel (issue #15) with a real WebSocket client against a listening server: who may
 * connect, and that each event reaches its owner's sockets only.
 */
const t = useSeededApp();
const live = useListeningApp(t, { authTimeoutMs: 300 });

const operator = async () => {
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@comanda.test'));
  return (await issueToken(t.db, admin!.id, 'login', { now: new Date() })).token;
};

describe('who gets a channel', () => {
  it('closes a visitor (no token, no cookie) with 4401', async () => {
    const s = await openSocket(live.url, {});
    expect((await s.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('closes a bad or unknown token with 4401', async () => {
    for (const token of ['nonsense', `99999|${'a'.repeat(43)}`]) {
      const s = await openSocket(live.url, { token });
      expect(await s.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'Unauthorized' });
    }
  });

  it('closes a socket that does not authenticate in time, and one that sends garbage', async () => {
    const silent = await openSocket(live.url, false);
    expect((await silent.closed).code).toBe(REALTIME_CLOSE.authTimeout);
    const garbage = await openSocket(live.url, false);
    garbage.ws.send('not json');
    expect((await garbage.closed).code).toBe(REALTIME_CLOSE.badMessage);
  });

  it('accepts a token with or without "Bearer ", answers pings, and closes it once the token is revoked (logout)', async () => {
    const [ana] = await makeCustomers(t.db, 'rt-auth', 1);
    const s = await openSocket(live.url, { token: ana!.token });
    expect((await s.next('ready')).user_id).toBe(ana!.userId);
    s.ws.send(JSON.stringify({ type: 'ping' }));
    await s.next('pong');
    const other = await openSocket(live.url, { token: `Bearer ${ana!.token}` });
    await other.next('ready');
    expect((await call(t.app, 'POST', 'auth/logout', { token: ana!.token })).status).toBe(200);
    expect((await s.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    expect((await other.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    const again = await openSocket(live.url, { token: ana!.token });
    expect((await again.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('takes the session cookie only from this site\'s own pages (Origin), never the URL', async () => {
    const [ana] = await makeCustomers(t.db, 'rt-cookie', 1);
    const host = new URL(live.url).host;
    const own = await openSocket(live.url, {}, { Cookie: `access_token=${encodeURIComponent(`Bearer ${ana!.token}`)}`, Origin: `http://${host}` });
    expect((await own.next('ready')).user_id).toBe(ana!.userId);
    own.close();
    const foreign = await openSocket(live.url, {}, { Cookie: `access_token=${encodeURIComponent(`Bearer ${ana!.token}`)}`, Origin: 'http://evil.test' });
    expect((await foreign.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    const inUrl = await openSocket(`${live.url}?token=${encodeURIComponent(ana!.token)}`, {});
    expect((await inUrl.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });
});

describe('events reach their owner only', () => {
  it("an order's move reaches its owner's every tab with the new notification and counts; another customer hears nothing of it", async () => {
    const [ana, luis] = await makeCustomers(t.db, 'rt-order', 2);
    const shop = await stockWithAddon(t.db);
    const anaOrder = await insertOrder(t.db, { userId: ana!.userId, shopId: shop.shopId, lines: [{ stockId: shop.stockId, quantity: 1 }] });
    const luisOrder = await insertOrder(t.db, { userId: luis!.userId, shopId: shop.shopId, lines: [{ stockId: shop.stockId, quantity: 1 }] });
    const tab1 = await openSocket(live.url, { token: ana!.token });
    const tab2 = await openSocket(live.url, { token: ana!.token });
    const luisTab = await openSocket(live.url, { token: luis!.token });
    await Promise.all([tab1.next('ready'), tab2.next('ready'), luisTab.next('ready')]);

    const admin = await operator();
    expect((await call(t.app, 'POST', `dashboard/admin/orders/${anaOrder}/status`, { token: admin, json: { status: 'accepted' } })).status).toBe(200);
    for (const tab of [tab1, tab2]) {
      const moved = await tab.next('order.status');
      expect(moved.order).toMatchObject({ id: anaOrder, status: 'accepted' });
      const told = await tab.next('notification');
      expect(told.notification).toMatchObject({ type: 'status_changed', order: { id: anaOrder }, read_at: null });
      expect(told.statistics).toMatchObject({ notification: 1, status_changed: 1, news_publish: 0 });
    }
    // Luis's own move arrives; nothing of Ana's came before it (events arrive in commit order).
    expect((await call(t.app, 'POST', `dashboard/admin/orders/${luisOrder}/status`, { token: admin, json: { status: 'accepted' } })).status).toBe(200);
    expect((await luisTab.next('order.status')).order.id).toBe(luisOrder);
    expect(luisTab.received.filter((e) => e.type === 'order.status' && e.order.id === anaOrder)).toEqual([]);
    expect(luisTab.received.filter((e) => e.type === 'notification' && e.notification.user_id !== luis!.userId)).toEqual([]);

    // Reading in one tab updates the counts in the other.
    expect((await call(t.app, 'POST', 'dashboard/notifications/read-all', { token: ana!.token, json: {} })).status).toBe(200);
    expect((await tab2.next('notification.statistics')).statistics.notification).toBe(0);
    for (const s of [tab1, tab2, luisTab]) s.close();
  });

  it('a chat message reaches the customer\'s tabs and the operator, not another customer', async () => {
    const [ana, luis] = await makeCustomers(t.db, 'rt-chat', 2);
    const admin = await operator();
    const room = await call<{ data: { id: number } }>(t.app, 'POST', 'dashboard/chats/support', { token: ana!.token });
    const luisRoom = await call<{ data: { id: number } }>(t.app, 'POST', 'dashboard/chats/support', { token: luis!.token });
    const anaTab = await openSocket(live.url, { token: ana!.token });
    const luisTab = await openSocket(live.url, { token: luis!.token });
    const adminTab = await openSocket(live.url, { token: admin });
    await Promise.all([anaTab.next('ready'), luisTab.next('ready'), adminTab.next('ready')]);

    expect((await call(t.app, 'POST', `dashboard/chats/${room.body.data.id}/messages`, { token: ana!.token, json: { text: ' Hola, ¿dónde está mi pedido? ' } })).status).toBe(201);
    const atAdmin = await adminTab.next('chat.message');
    expect(atAdmin.message).toMatchObject({ chat_id: room.body.data.id, sender_id: ana!.userId, text: 'Hola, ¿dónde está mi pedido?' });
    expect((await anaTab.next('chat.message')).message.id).toBe(atAdmin.message.id);

    expect((await call(t.app, 'POST', `dashboard/chats/${room.body.data.id}/messages`, { token: admin, json: { text: 'On its way!' } })).status).toBe(201);
    expect((await anaTab.next('chat.message')).message.text).toBe('On its way!');

    expect((await call(t.app, 'POST', `dashboard/chats/${luisRoom.body.data.id}/messages`, { token: luis!.token, json: { text: 'Mine' } })).status).toBe(201);
    expect((await luisTab.next('chat.message')).message.text).toBe('Mine');
    expect(luisTab.received.filter((e) => e.type === 'chat.message' && e.message.chat_id !== luisRoom.body.data.id)).toEqual([]);
    for (const s of [anaTab, luisTab, adminTab]) s.close();
  });

  it('closes every socket with 1012 (reconnect elsewhere) when the instance shuts down', async () => {
    const [ana] = await makeCustomers(t.db, 'rt-close', 1);
    const s = await openSocket(live.url, { token: ana!.token });
    await s.next('ready');
    await live.hub.close();
    expect((await s.closed).code).toBe(REALTIME_CLOSE.restart);
  });
});
