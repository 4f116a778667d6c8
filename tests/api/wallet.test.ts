import { and, eq, inArray, or } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages } from '../../contract/operators';
import { profileUser } from '../../contract/profile';
import { searchedUser, walletHistory, walletMessages as m, walletSent, type WalletHistory } from '../../contract/wallet-api';
import { currencies, notifications, users, walletHistories, wallets, walletTransfers } from '../../server/db/schema';
import { moveOrder } from '../../server/modules/orders/lifecycle';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { insertOrder, operatorToken, stockWithAddon, topUp, walletBalance } from '../support/order-rows';
import { expectBalancesMatchHistory } from '../support/wallet';
import { makeCustomers, type Customer } from './orders-support';

/**
 * The wallet (contract §2.12 W1, W3, W4, §3.12) and the operator's credit: only the caller's own
 * history, a recipient search that shows names and avatars only, transfers that move money in one
 * transaction or not at all. After every test, every wallet's balance is the sum of its history.
 */
const t = useSeededApp();
let admin: string;
let cop: { id: number; rate: string };

beforeAll(async () => {
  admin = await operatorToken(t.app);
  const [row] = await t.db.select({ id: currencies.id, rate: currencies.rate }).from(currencies).where(eq(currencies.title, 'COP'));
  cop = row!;
});
afterEach(async () => {
  await expectBalancesMatchHistory(t.db);
});

type Page<T> = { data: T[]; meta: { current_page: number; last_page: number; total: number; per_page: number } };
const histories = (who: Customer | undefined, query: Record<string, string | number> = {}) =>
  call<Page<WalletHistory>>(t.app, 'GET', 'dashboard/user/wallet/histories', { ...(who ? { token: who.token } : {}), query });
const search = (who: Customer | undefined, text: string | undefined, query: Record<string, string | number> = {}) =>
  call<Page<Record<string, unknown>>>(t.app, 'GET', 'dashboard/user/search-sending', {
    ...(who ? { token: who.token } : {}),
    query: { ...(text === undefined ? {} : { search: text }), ...query },
  });
const send = (who: Customer | undefined, json: Record<string, unknown>) =>
  call<{ data: unknown; message?: string }>(t.app, 'POST', 'dashboard/user/wallet/send', { ...(who ? { token: who.token } : {}), json });
const credit = (token: string | undefined, json: Record<string, unknown>) =>
  call<{ data: { balance: number } }>(t.app, 'POST', 'dashboard/admin/wallets/credit', { ...(token ? { token } : {}), json });

let serial = 0;
/** Customers with names of our choosing (and their uuids). */
async function people(names: Array<[string, string]>, options: { balance?: string; phone?: boolean } = {}) {
  const made = await makeCustomers(t.db, `w${Date.now()}x${serial++}`, names.length, {});
  const out: Array<Customer & { uuid: string; email: string }> = [];
  for (const [i, c] of made.entries()) {
    const [row] = await t.db
      .update(users)
      .set({ firstname: names[i]![0], lastname: names[i]![1], ...(options.phone ? { phone: `57310${String(Date.now()).slice(-5)}${i}${serial}`.slice(0, 15) } : {}) })
      .where(eq(users.id, c.userId))
      .returning({ uuid: users.uuid, email: users.email });
    if (options.balance) await topUp(t.db, c.userId, options.balance);
    out.push({ ...c, uuid: row!.uuid, email: row!.email! });
  }
  return out;
}

describe('W1 wallet histories', () => {
  it("lists the caller's own movements only, newest first, paginated, in the chosen currency", async () => {
    const [ana, luis] = await people([['Ana', 'Restrepo'], ['Luis', 'Pérez']]);
    expect((await credit(admin, { user_uuid: ana!.uuid, price: 100, note: 'Demo money' })).status).toBe(200);
    for (const price of ['10.00', '2.50', '7']) expect((await send(ana, { price, uuid: luis!.uuid, note: `for ${price}` })).status).toBe(200);

    const first = await histories(ana, { perPage: 2 });
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 4, per_page: 2 });
    const rows = first.body.data.map((r) => walletHistory.parse(r));
    expect(rows.map((r) => [r.type, r.price, r.note])).toEqual([['transfer_out', 7, 'for 7'], ['transfer_out', 2.5, 'for 2.50']]);
    expect(rows[0]).toMatchObject({
      author: { firstname: 'Ana', lastname: 'Restrepo', img: null },
      recipient: { firstname: 'Luis', lastname: 'Pérez', img: null },
      order_id: null, transaction_id: null, status: 'paid',
    });
    const second = (await histories(ana, { perPage: 2, page: 2 })).body.data.map((r) => walletHistory.parse(r));
    expect(second.map((r) => [r.type, r.price, r.note])).toEqual([['transfer_out', 10, 'for 10.00'], ['topup', 100, 'Demo money']]);
    // The operator credited it: the operator is its author.
    expect(second[1]!.author).toMatchObject({ firstname: 'Demo', lastname: 'Operator' });

    // Luis sees his side only: money in, from Ana, without a recipient.
    const his = (await histories(luis)).body;
    expect(his.meta.total).toBe(3);
    expect(his.data.map((r) => r.type)).toEqual(['transfer_in', 'transfer_in', 'transfer_in']);
    expect(his.data[0]).toMatchObject({ price: 7, author: { firstname: 'Ana' }, recipient: null });

    // In pesos: every amount converted (rate 3950).
    const inCop = (await histories(ana, { currency_id: cop.id })).body.data;
    expect(inCop.map((r) => r.price)).toEqual([7 * 3950, 2.5 * 3950, 10 * 3950, 100 * 3950]);
    // Default page size 10; at most 50.
    expect((await histories(ana)).body.meta.per_page).toBe(10);
    expectError(await histories(ana, { perPage: 51 }), 422);
    expectError(await histories(ana, { page: 0 }), 422);
  });

  it('names the order of a wallet payment and of its refund; a visitor gets 401', async () => {
    const [ana] = await people([['Ana', 'Gómez']], { balance: '500.00' });
    const shop = await stockWithAddon(t.db);
    const orderId = await insertOrder(t.db, { userId: ana!.userId, shopId: shop.shopId, lines: [{ stockId: shop.stockId, quantity: 1 }], payment: 'wallet' });
    await moveOrder(t.db, { orderId, to: 'canceled', by: ana!.userId });
    const rows = (await histories(ana)).body.data.map((r) => walletHistory.parse(r));
    expect(rows.map((r) => [r.type, r.order_id])).toEqual([['refund', orderId], ['withdraw', orderId], ['topup', null]]);
    expect(rows[0]!.transaction_id).toBe(rows[1]!.transaction_id);
    expect(rows[0]!.price).toBe(rows[1]!.price);
    expectError(await histories(undefined), 401);
  });
});

describe('W3 search-sending', () => {
  it('finds other active customers by part of a name, or a whole e-mail or phone; shows names and avatars only', async () => {
    const tag = `Zq${serial}x${Date.now() % 100000}`;
    const [me, maria, mario, hidden, pending] = await people(
      [[`${tag}Me`, 'Self'], [`${tag}María`, 'Ortiz'], [`${tag}Mario`, 'Ortega'], [`${tag}Blocked`, 'Ortiz'], [`${tag}Pending`, 'Ortiz']],
      { phone: true },
    );
    await t.db.update(users).set({ active: false }).where(eq(users.id, hidden!.userId));
    await t.db.update(users).set({ signupPending: true }).where(eq(users.id, pending!.userId));

    const byName = await search(me, tag.toLowerCase());
    expect(byName.status).toBe(200);
    expect(byName.body.meta.total).toBe(2);
    for (const item of byName.body.data) {
      expect(Object.keys(item).sort()).toEqual(['firstname', 'img', 'lastname', 'uuid']);
      searchedUser.parse(item);
    }
    expect(byName.body.data.map((u) => u.uuid).sort()).toEqual([maria!.uuid, mario!.uuid].sort());
    // Last name, full name ("first last"), any case.
    expect((await search(me, `${tag}maría ort`)).body.data.map((u) => u.uuid)).toEqual([maria!.uuid]);
    expect((await search(me, 'ORTEGA')).body.data.map((u) => u.uuid)).toContain(mario!.uuid);
    // Paginated.
    const paged = await search(me, tag, { perPage: 1, page: 2 });
    expect(paged.body.meta).toMatchObject({ current_page: 2, last_page: 2, total: 2 });

    // A whole e-mail (any case) or phone finds the one person; a part of either finds nobody.
    const [mariaRow] = await t.db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, maria!.userId));
    expect((await search(me, mariaRow!.email!.toUpperCase())).body.data.map((u) => u.uuid)).toEqual([maria!.uuid]);
    expect((await search(me, `+${mariaRow!.phone!}`)).body.data.map((u) => u.uuid)).toEqual([maria!.uuid]);
    expect((await search(me, mariaRow!.email!.slice(0, 8))).body.meta.total).toBe(0);
    expect((await search(me, '@example.com')).body.meta.total).toBe(0);
    expect((await search(me, mariaRow!.phone!.slice(0, 9))).body.meta.total).toBe(0);
    // Never the caller, a blocked or a pending account, nor the operator.
    const [meRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me!.userId));
    expect((await search(me, meRow!.email!)).body.meta.total).toBe(0);
    expect((await search(me, `${tag}Blocked`)).body.meta.total).toBe(0);
    expect((await search(me, `${tag}Pending`)).body.meta.total).toBe(0);
    expect((await search(me, 'admin@comanda.test')).body.meta.total).toBe(0);
    // LIKE wildcards are literal.
    expect((await search(me, '%')).body.meta.total).toBe(0);
    expect((await search(me, '_')).body.meta.total).toBe(0);
  });

  it('needs a trimmed, non-empty search of at most 100 characters, and a session', async () => {
    const [me] = await people([['Ana', 'Search']]);
    for (const text of [undefined, '', '   ']) {
      expect(expectError(await search(me, text), 422).params).toEqual({ search: [m.searchRequired] });
    }
    expect(expectError(await search(me, 'a'.repeat(101)), 422).params).toEqual({ search: [m.searchTooLong] });
    expect((await search(me, 'a'.repeat(100))).status).toBe(200);
    expectError(await search(undefined, 'Ana'), 401);
  });
});

describe('W4 wallet send', () => {
  it('moves the money in one transaction: both rows, the transfer, the new balance and a notification', async () => {
    const [ana, luis] = await people([['Ana', 'Sender'], ['Luis', 'Receiver']], { balance: '50.00' });
    const reply = await send(ana, { price: '12.5', uuid: luis!.uuid, note: '  Lunch  ' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const sent = walletSent.parse(reply.body.data);
    expect(sent.balance).toBe(37.5);
    expect(sent.history).toMatchObject({
      type: 'transfer_out', price: 12.5, note: 'Lunch', status: 'paid',
      author: { firstname: 'Ana', lastname: 'Sender' }, recipient: { firstname: 'Luis', lastname: 'Receiver' },
    });
    expect(await walletBalance(t.db, ana!.userId)).toBe('37.50');
    expect(await walletBalance(t.db, luis!.userId)).toBe('62.50');

    const [transfer] = await t.db.select().from(walletTransfers).where(eq(walletTransfers.fromUserId, ana!.userId));
    expect(transfer).toMatchObject({ toUserId: luis!.userId, amount: '12.50', note: 'Lunch' });
    const rows = await t.db.select().from(walletHistories).where(eq(walletHistories.transferId, transfer!.id));
    expect(rows.map((r) => r.type).sort()).toEqual(['transfer_in', 'transfer_out']);

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, luis!.userId));
    expect(notice).toMatchObject({ type: 'transaction', title: 'Ana Sender', body: 'Ana Sender sent you money' });
    expect(notice!.data).toMatchObject({ id: transfer!.id, type: 'wallet_transfer', name: 'Ana Sender' });
    const stats = await call<Record<string, number>>(t.app, 'GET', 'dashboard/user/profile/notifications-statistic', { token: luis!.token });
    expect(stats.body).toMatchObject({ notification: 1, transaction: 1 });
  });

  it('reads the amount in the chosen currency and answers the balance in it', async () => {
    const [ana, luis] = await people([['Ana', 'Pesos'], ['Luis', 'Pesos']], { balance: '20.00' });
    const sent = walletSent.parse((await send(ana, { price: 39500, uuid: luis!.uuid, currency_id: cop.id })).body.data);
    expect(sent.balance).toBe(10 * 3950);
    expect(sent.history.price).toBe(39500);
    expect(await walletBalance(t.db, luis!.userId)).toBe('30.00');
    // 10 pesos are less than a cent of the base currency.
    expect(expectError(await send(ana, { price: 10, uuid: luis!.uuid, currency_id: cop.id }), 422, m.priceTooSmall).params).toEqual({ price: [m.priceTooSmall] });
  });

  it('refuses with readable messages and writes nothing', async () => {
    const [ana, luis, blocked, pending] = await people([['Ana', 'Rules'], ['Luis', 'Rules'], ['Blocked', 'Rules'], ['Pending', 'Rules']], { balance: '10.00' });
    await t.db.update(users).set({ active: false }).where(eq(users.id, blocked!.userId));
    await t.db.update(users).set({ signupPending: true }).where(eq(users.id, pending!.userId));
    const [operator] = await t.db.select({ uuid: users.uuid }).from(users).where(eq(users.email, 'admin@comanda.test'));
    const field = async (body: Record<string, unknown>, name: string, message: string) =>
      expect(expectError(await send(ana, body), 422, new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).params?.[name]).toEqual([message]);

    for (const price of [0, '0.00', -1, '1.234', 'abc', '1e3', 0.1 + 0.2]) await field({ price, uuid: luis!.uuid }, 'price', m.priceInvalid);
    await field({ uuid: luis!.uuid }, 'price', m.priceRequired);
    await field({ price: 1 }, 'uuid', m.recipientRequired);
    await field({ price: 1, uuid: ana!.uuid }, 'uuid', m.notToYourself);
    for (const uuid of ['00000000-0000-4000-8000-000000000000', blocked!.uuid, pending!.uuid, operator!.uuid]) {
      await field({ price: 1, uuid }, 'uuid', m.recipientNotFound);
    }
    await field({ price: 1, uuid: 'not-a-uuid' }, 'uuid', m.recipientNotFound);
    await field({ price: 1, uuid: luis!.uuid, note: 'x'.repeat(256) }, 'note', m.noteTooLong);
    // The spec's text, on the amount.
    const short = expectError(await send(ana, { price: '10.01', uuid: luis!.uuid }), 422, m.insufficientBalance);
    expect(short.params).toEqual({ price: [m.insufficientBalance] });

    expect(await walletBalance(t.db, ana!.userId)).toBe('10.00');
    expect(await t.db.select().from(walletTransfers).where(or(eq(walletTransfers.fromUserId, ana!.userId), eq(walletTransfers.toUserId, ana!.userId)))).toEqual([]);
    expect(await t.db.select().from(notifications).where(inArray(notifications.userId, [luis!.userId, blocked!.userId, pending!.userId]))).toEqual([]);
    // Exactly the balance is fine.
    expect((await send(ana, { price: 10, uuid: luis!.uuid })).status).toBe(200);
    expect(await walletBalance(t.db, ana!.userId)).toBe('0.00');
    expectError(await send(undefined, { price: 1, uuid: luis!.uuid }), 401);
  });

  it('limits transfers to 30 a minute per customer', async () => {
    const [ana, luis] = await people([['Ana', 'Busy'], ['Luis', 'Busy']], { balance: '10.00' });
    for (let i = 0; i < 30; i++) expect((await send(ana, { price: '0.01', uuid: luis!.uuid })).status).toBe(200);
    const refused = await send(ana, { price: '0.01', uuid: luis!.uuid });
    expectError(refused, 429, m.tooManyTransfers);
    expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await walletBalance(t.db, luis!.userId)).toBe('10.30');
    // Others are not held back by Ana's limit.
    expect((await send(luis, { price: '0.01', uuid: ana!.uuid })).status).toBe(200);
  });
});

describe('operator credit', () => {
  it('tops up a wallet with a reason, for operators only', async () => {
    const [ana] = await people([['Ana', 'Credited']]);
    const done = await credit(admin, { user_uuid: ana!.uuid, price: '25.5', note: ' Apology for a late order ' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ balance: 25.5 });
    const [row] = await t.db
      .select()
      .from(walletHistories)
      .innerJoin(wallets, eq(wallets.id, walletHistories.walletId))
      .where(and(eq(wallets.userId, ana!.userId), eq(walletHistories.type, 'topup')));
    expect(row!.wallet_histories).toMatchObject({ price: '25.50', note: 'Apology for a late order' });
    expect(row!.wallet_histories.authorId).not.toBeNull();

    expectError(await credit(ana!.token, { user_uuid: ana!.uuid, price: 1, note: 'me' }), 403, operatorMessages.forbidden);
    expectError(await credit(undefined, { user_uuid: ana!.uuid, price: 1, note: 'me' }), 401);
    const field = async (body: Record<string, unknown>, name: string, message: string) =>
      expect(expectError(await credit(admin, body), 422).params?.[name]).toEqual([message]);
    await field({ user_uuid: ana!.uuid, price: 1 }, 'note', m.reasonRequired);
    await field({ user_uuid: ana!.uuid, price: 1, note: '  ' }, 'note', m.reasonRequired);
    await field({ user_uuid: ana!.uuid, price: 1, note: 'x'.repeat(256) }, 'note', m.noteTooLong);
    await field({ user_uuid: ana!.uuid, price: '100000.01', note: 'too much' }, 'price', m.priceTooLarge);
    await field({ user_uuid: ana!.uuid, price: '1.001', note: 'cents' }, 'price', m.priceInvalid);
    await field({ user_uuid: ana!.uuid, price: 0, note: 'zero' }, 'price', m.priceInvalid);
    await field({ user_uuid: '00000000-0000-4000-8000-000000000000', price: 1, note: 'who' }, 'user_uuid', m.recipientNotFound);
    expect((await credit(admin, { user_uuid: ana!.uuid, price: 100000, note: 'the most' })).body.data).toEqual({ balance: 100025.5 });
  });

  it('shows in the profile: the balance in the chosen currency and the wallet id', async () => {
    const [ana] = await people([['Ana', 'Profile']], { balance: '3.00' });
    const reply = await call<{ data: unknown }>(t.app, 'GET', 'dashboard/user/profile/show', { token: ana!.token, query: { currency_id: cop.id } });
    const user = profileUser.parse(reply.body.data);
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, ana!.userId));
    expect(user.wallet).toEqual({ id: wallet!.id, uuid: wallet!.uuid, price: 3 * 3950, symbol: '$' });
  });
});

describe('demo wallets', () => {
  it('have a history (top-up, transfers each way, a refund) that sums to their balance', async () => {
    const demo = await t.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['ana@comanda.test', 'luis@comanda.test']));
    expect(demo).toHaveLength(2);
    const types = await t.db
      .select({ type: walletHistories.type })
      .from(walletHistories)
      .innerJoin(wallets, eq(wallets.id, walletHistories.walletId))
      .where(inArray(wallets.userId, demo.map((d) => d.id)));
    expect(new Set(types.map((r) => r.type))).toEqual(new Set(['topup', 'transfer_in', 'transfer_out', 'refund']));
  });
});
