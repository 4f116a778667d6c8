import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notification, notificationMessages as m, notificationStatistics } from '../../contract/notifications';
import { operatorMessages } from '../../contract/operators';
import { blogs, notifications, notificationSettings, userNotificationSettings, users } from '../../server/db/schema';
import { issueToken } from '../../server/modules/auth/tokens';
import { publishNews } from '../../server/modules/notifications/news';
import { notifyCustomer } from '../../server/modules/notifications/notify';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { makeCustomers, type Customer } from './orders-support';

/** N1–N5 (contract §2.24, §3.23) and the operator's news publishing. */
const t = useSeededApp();

let ana: Customer;
let luis: Customer;
let admin: string;
beforeEach(async () => {
  await t.db.delete(notifications);
  await t.db.delete(users).where(eq(users.role, 'user'));
  const made = await makeCustomers(t.db, `n${Date.now()}`, 2);
  ana = made[0]!;
  luis = made[1]!;
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@comanda.test'));
  admin = (await issueToken(t.db, row!.id, 'login', { now: new Date() })).token;
});

const write = (userId: number, type: 'status_changed' | 'order_refunded', title: string, at: Date) =>
  t.db.transaction((tx) => notifyCustomer(tx, { userId, type, title, body: `Body ${title}`, data: { id: Number(title), type: 'order', status: 'accepted' }, at }));

type Page = { data: unknown[]; meta: { current_page: number; last_page: number; total: number } };
const list = (token: string, query: Record<string, string | number> = {}) => call<Page>(t.app, 'GET', 'dashboard/notifications', { token, query });
const stats = (token: string) => call(t.app, 'GET', 'dashboard/user/profile/notifications-statistic', { token });

describe('N1 list', () => {
  it('answers the caller\'s own, 5 a page by default, newest first, filtered by type', async () => {
    for (let i = 1; i <= 7; i++) await write(ana.userId, i % 3 === 0 ? 'order_refunded' : 'status_changed', String(i), new Date(Date.UTC(2026, 0, i)));
    await write(luis.userId, 'status_changed', '99', new Date());
    const first = await list(ana.token);
    expect(first.status).toBe(200);
    const rows = first.body.data.map((r) => notification.parse(r));
    expect(rows.map((r) => r.title)).toEqual(['7', '6', '5', '4', '3']);
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 7 });
    expect(rows[0]).toMatchObject({ type: 'status_changed', read_at: null, user_id: ana.userId, blog: null, client: null });
    const second = await list(ana.token, { page: 2, perPage: 5, column: 'id', sort: 'desc' });
    expect(second.body.data.map((r) => (r as { title: string }).title)).toEqual(['2', '1']);
    const refunds = await list(ana.token, { type: 'order_refunded' });
    expect(refunds.body.data.map((r) => (r as { title: string }).title)).toEqual(['6', '3']);
    const oldest = await list(ana.token, { sort: 'asc', perPage: 2 });
    expect(oldest.body.data.map((r) => (r as { title: string }).title)).toEqual(['1', '2']);
  });

  it('refuses an unknown type or sort with 422, and a visitor with 401', async () => {
    expectError(await list(ana.token, { type: 'gossip' }), 422, /Unknown notification type/);
    expectError(await list(ana.token, { sort: 'sideways' }), 422);
    expectError(await call(t.app, 'GET', 'dashboard/notifications'), 401);
    expectError(await call(t.app, 'GET', 'dashboard/user/profile/notifications-statistic'), 401);
  });
});

describe('N2 statistics, N3 read-all, N4 read-at, N5 one', () => {
  it('counts unread per type as a bare object, and reading lowers them', async () => {
    await write(ana.userId, 'status_changed', '1', new Date());
    await write(ana.userId, 'status_changed', '2', new Date());
    await write(ana.userId, 'order_refunded', '3', new Date());
    await write(luis.userId, 'status_changed', '4', new Date());
    const before = await stats(ana.token);
    expect(before.status).toBe(200);
    expect(notificationStatistics.parse(before.body)).toMatchObject({ notification: 3, status_changed: 2, order_refunded: 1, news_publish: 0, transaction: 0 });
    expect(before.body).not.toHaveProperty('data');

    const [first] = (await list(ana.token)).body.data as Array<{ id: number }>;
    expect((await call(t.app, 'POST', `dashboard/notifications/${first!.id}/read-at`, { token: ana.token })).status).toBe(200);
    // Reading a read one again changes nothing and is fine.
    expect((await call(t.app, 'POST', `dashboard/notifications/${first!.id}/read-at`, { token: ana.token })).status).toBe(200);
    expect((await stats(ana.token)).body).toMatchObject({ notification: 2 });
    const one = await call<{ data: unknown }>(t.app, 'GET', `dashboard/notifications/${first!.id}`, { token: ana.token });
    expect(notification.parse(one.body.data).read_at).not.toBeNull();

    expect((await call(t.app, 'POST', 'dashboard/notifications/read-all', { token: ana.token, json: {} })).status).toBe(200);
    expect((await stats(ana.token)).body).toMatchObject({ notification: 0, status_changed: 0, order_refunded: 0 });
    // Luis's stay unread.
    expect((await stats(luis.token)).body).toMatchObject({ notification: 1, status_changed: 1 });
  });

  it("answers 404 for another customer's notification, and does not read it", async () => {
    await write(luis.userId, 'status_changed', '4', new Date());
    const [theirs] = await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, luis.userId));
    expectError(await call(t.app, 'POST', `dashboard/notifications/${theirs!.id}/read-at`, { token: ana.token }), 404, m.notFound);
    expectError(await call(t.app, 'GET', `dashboard/notifications/${theirs!.id}`, { token: ana.token }), 404, m.notFound);
    expectError(await call(t.app, 'POST', 'dashboard/notifications/abc/read-at', { token: ana.token }), 422);
    expect((await stats(luis.token)).body).toMatchObject({ notification: 1 });
  });

  it('an operator moving an order writes status_changed for its owner (order.id is the target)', async () => {
    const { insertOrder, stockWithAddon } = await import('../support/order-rows');
    const shop = await stockWithAddon(t.db);
    const id = await insertOrder(t.db, { userId: ana.userId, shopId: shop.shopId, lines: [{ stockId: shop.stockId, quantity: 1 }] });
    expect((await call(t.app, 'POST', `dashboard/admin/orders/${id}/status`, { token: admin, json: { status: 'accepted' } })).status).toBe(200);
    const rows = (await list(ana.token, { type: 'status_changed' })).body.data.map((r) => notification.parse(r));
    expect(rows[0]).toMatchObject({ title: String(id), order: { id }, data: { id, type: 'order', status: 'accepted' } });
  });
});

describe('operator news', () => {
  const news = { translations: [{ locale: 'en', title: 'Free delivery this weekend', short_desc: 'On every order' }, { locale: 'es', title: 'Envío gratis este fin de semana', short_desc: 'En todos los pedidos' }] };

  it('tells every customer who has not switched offers off, once, in their language', async () => {
    const [kind] = await t.db.select({ id: notificationSettings.id }).from(notificationSettings).where(eq(notificationSettings.type, 'discount'));
    await t.db.insert(userNotificationSettings).values({ userId: luis.userId, notificationSettingId: kind!.id, active: false });
    const published = await call<{ data: { id: number; uuid: string; notified: number } }>(t.app, 'POST', 'dashboard/admin/news', { token: admin, json: news });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.notified).toBe(1);

    const [row] = (await list(ana.token, { type: 'news_publish', lang: 'es' })).body.data.map((r) => notification.parse(r));
    expect(row).toMatchObject({ type: 'news_publish', title: 'Envío gratis este fin de semana', body: 'En todos los pedidos', blog: { uuid: published.body.data.uuid } });
    expect((await list(luis.token, { type: 'news_publish' })).body.meta.total).toBe(0);
    expect((await stats(ana.token)).body).toMatchObject({ notification: 1, news_publish: 1 });
    // The item is public news now (BL4).
    expect((await call(t.app, 'GET', `rest/blogs/${published.body.data.uuid}`)).status).toBe(200);

    // Publishing again tells nobody twice.
    const again = await call<{ data: { notified: number } }>(t.app, 'POST', `dashboard/admin/news/${published.body.data.id}/publish`, { token: admin });
    expect(again.body.data.notified).toBe(0);
  });

  it('works through the customers in batches', async () => {
    await makeCustomers(t.db, `batch${Date.now()}`, 5);
    const [blog] = await t.db.insert(blogs).values({ type: 'notification' }).returning({ id: blogs.id });
    const result = await publishNews(t.db, blog!.id, 2);
    expect(result.notified).toBe(7);
    const told = await t.db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.blogId, blog!.id), eq(notifications.type, 'news_publish')));
    expect(told).toHaveLength(7);
  });

  it('is for operators only, refuses a blog that is not news, and validates the body', async () => {
    expectError(await call(t.app, 'POST', 'dashboard/admin/news', { token: ana.token, json: news }), 403, operatorMessages.forbidden);
    const [post] = await t.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.type, 'blog')).limit(1);
    expectError(await call(t.app, 'POST', `dashboard/admin/news/${post!.id}/publish`, { token: admin }), 404, m.newsNotFound);
    const bad = expectError(await call(t.app, 'POST', 'dashboard/admin/news', { token: admin, json: { translations: [{ locale: 'en', title: ' ' }] } }), 422);
    expect(JSON.stringify(bad.params)).toContain(m.newsTitleRequired);
  });
});
