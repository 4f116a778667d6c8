import { enParcels } from '../../app/lib/i18n/en-parcels';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, shopClock } from '../../contract/delivery-slots';
import { parcelMessages as m, type Parcel, type ParcelPrice, type ParcelType } from '../../contract/parcels';
import type { RealtimeEvent } from '../../contract/realtime';
import { currencies, notifications, parcelOrders, parcelTypes, transactions, users, walletHistories, wallets } from '../../server/db/schema';
import { toCents } from '../../server/modules/currencies/convert';
import { distanceKm } from '../../server/modules/orders/delivery-fee';
import { createDemoOrderTimer } from '../../server/modules/orders/demo-timer';
import { createI18nService } from '../../server/modules/i18n/service';
import { signalHandlers } from '../../server/modules/realtime/module';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { makeCustomers, paymentId, type Customer } from './orders-support';

/**
 * Parcels (issue #18; contract §2.16 PC1–PC7, PAY2, §4.2, §5.11): types, server pricing, the
 * checks of PC3, idempotency, wallet payment in one transaction, owner-only reads, cancel while
 * new, the courier review once delivered, the operator's validated moves with notifications and
 * live events, the demo timer, and 50 wallet payments at once that never overdraw.
 */

const t = useSeededApp();
const from = { latitude: 6.2442, longitude: -75.5812 };
const to = { latitude: 6.21, longitude: -75.57 };
let ana: Customer;
let bob: Customer;
let admin: Customer;
let documents: typeof parcelTypes.$inferSelect;
let cash: number;
let wallet: number;

const tomorrow = () => addDays(shopClock(new Date(), 'America/Bogota').date, 1).date;
const body = (extra: Record<string, unknown> = {}) => ({
  currency_id: 1, rate: 99, type_id: documents.id, phone_from: '+57 300 111 2233', username_from: 'Camila', phone_to: '3004445566', username_to: 'Pablo',
  address_from: { ...from, address: 'Calle 10 #43-12', house: '1', stage: '2', room: '3' },
  address_to: { ...to, address: 'Carrera 43A #1-50', house: '', stage: '', room: '' },
  delivery_date: tomorrow(), delivery_time: '13:00', note: '', images: [], description: 'Documentos, Keys', instructions: 'Ring twice', notify: 1, qr_value: '',
  ...extra,
});
const create = (who: Customer, json: unknown, headers: Record<string, string> = {}) =>
  call<{ data: Parcel; message?: string }>(t.app, 'POST', 'dashboard/user/parcel-orders', { token: who.token, json, headers });
const made = async (who: Customer, extra: Record<string, unknown> = {}) => {
  const reply = await create(who, body(extra));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data;
};
const show = (who: Customer, id: number) => call<{ data: Parcel }>(t.app, 'GET', `dashboard/user/parcel-orders/${id}`, { token: who.token });
const move = (id: number, status: string, who = admin) =>
  call<{ data: Parcel }>(t.app, 'POST', `dashboard/admin/parcel-orders/${id}/status`, { token: who.token, json: { status } });
/** The price PC2 and PC3 must give, in cents of the base currency. */
const expectedCents = (type: typeof documents) => {
  const km = distanceKm(from, to);
  return toCents(type.price) + (toCents(type.pricePerKm) * BigInt(Math.round(km * 100)) + 50n) / 100n;
};
const balanceOf = async (userId: number) => (await t.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!.price;

beforeAll(async () => {
  [ana, bob] = (await makeCustomers(t.db, 'parcels', 2, { phone: true })) as [Customer, Customer];
  [admin] = (await makeCustomers(t.db, 'parcels-admin', 1)) as [Customer];
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  documents = (await t.db.select().from(parcelTypes).where(eq(parcelTypes.tag, 'documents')))[0]!;
  cash = await paymentId(t.db, 'cash');
  wallet = await paymentId(t.db, 'wallet');
});

beforeEach(async () => {
  await t.db.delete(walletHistories);
  await t.db.delete(transactions);
  await t.db.delete(parcelOrders);
  await t.db.update(wallets).set({ price: '100.00' });
});

describe('PC1 types and PC2 price', () => {
  it('lists the types with names and options in the asked language and locally rendered pictures', async () => {
    const es = await call<{ data: ParcelType[] }>(t.app, 'GET', 'rest/parcel-order/types', { query: { lang: 'es' } });
    expect(es.status).toBe(200);
    expect(es.body.data.map((p) => p.tag)).toEqual(['documents', 'small-box', 'large-box', 'groceries']);
    const doc = es.body.data[0]!;
    expect(doc).toMatchObject({ type: 'Documentos', max_g: 1000, max_length: 40, max_width: 30, max_height: 5, price: 2, price_per_km: 0.4 });
    expect(doc.img).toMatch(/\/storage\/images\/demo\/parcels\/documents\.webp$/);
    expect(doc.options.map((o) => o.translation?.title)).toEqual(['Contratos', 'Llaves', 'Confidencial']);
    const ar = await call<{ data: ParcelType[] }>(t.app, 'GET', 'rest/parcel-order/types', { query: { lang: 'ar' } });
    expect(ar.body.data[1]!.type).toBe('صندوق صغير');
  });

  it('prices distance × per-km + base, to the cent, in the asked currency', async () => {
    const query = (currency: number) => ({
      'address_from[latitude]': from.latitude, 'address_from[longitude]': from.longitude,
      'address_to[latitude]': to.latitude, 'address_to[longitude]': to.longitude, type_id: documents.id, currency_id: currency,
    });
    const usd = await call<{ data: ParcelPrice }>(t.app, 'GET', 'rest/parcel-order/calculate-price', { query: query(1) });
    expect(usd.status).toBe(200);
    const cents = expectedCents(documents);
    expect(usd.body.data).toMatchObject({ price: Number(cents) / 100, km: distanceKm(from, to), type_id: documents.id });
    const [cop] = await t.db.select().from(currencies).where(eq(currencies.title, 'COP'));
    const inCop = await call<{ data: ParcelPrice }>(t.app, 'GET', 'rest/parcel-order/calculate-price', { query: query(cop!.id) });
    expect(toCents(String(inCop.body.data.price))).toBe((cents * 3950n));
  });

  it('answers readable errors: unknown type, a point nobody serves, missing coordinates', async () => {
    const base = { 'address_from[latitude]': from.latitude, 'address_from[longitude]': from.longitude, 'address_to[latitude]': to.latitude, 'address_to[longitude]': to.longitude };
    expectError(await call(t.app, 'GET', 'rest/parcel-order/calculate-price', { query: { ...base, type_id: 999_999 } }), 422, m.typeNotFound);
    expectError(await call(t.app, 'GET', 'rest/parcel-order/calculate-price', { query: { ...base, 'address_to[latitude]': 40.4, 'address_to[longitude]': -3.7, type_id: documents.id } }), 422, m.notAvailableHere);
    expectError(await call(t.app, 'GET', 'rest/parcel-order/calculate-price', { query: { type_id: documents.id } }), 422);
  });
});

describe('PC3 create', () => {
  it('prices on the server (the sent rate is ignored), records both points, the first status and a notification', async () => {
    const parcel = await made(ana);
    expect(toCents(String(parcel.total_price))).toBe(expectedCents(documents));
    expect(parcel).toMatchObject({
      status: 'new', user_id: ana.userId, rate: 1, phone_from: '+573001112233', phone_to: '3004445566', notify: true,
      address_from: { ...from, address: 'Calle 10 #43-12', house: '1', stage: '2', room: '3' },
      address_to: { ...to, house: null, stage: null, room: null }, type: { id: documents.id, type: 'Documentos' }, transaction: null, review: null,
    });
    expect(parcel.status_history.map((s) => s.status)).toEqual(['new']);
    const notes = await t.db.select().from(notifications).where(eq(notifications.parcelId, parcel.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ userId: ana.userId, type: 'status_changed', data: { id: parcel.id, type: 'parcel', status: 'new' } });
  });

  it('is idempotent: one key, one parcel', async () => {
    const first = await create(ana, body(), { 'Idempotency-Key': 'parcel-1' });
    const again = await create(ana, { ...body(), idempotency_key: 'parcel-1' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await t.db.$count(parcelOrders)).toBe(1);
  });

  it('refuses what cannot be sent, each with its message and field, and writes nothing', async () => {
    const today = shopClock(new Date(), 'America/Bogota').date;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ delivery_date: addDays(today, -1).date }, m.dateInPast, 'delivery_date'],
      [{ delivery_date: addDays(today, 45).date }, m.dateTooFar, 'delivery_date'],
      [{ delivery_time: '13:30' }, m.timeUnavailable, 'delivery_time'],
      [{ delivery_time: '05:00' }, m.timeUnavailable, 'delivery_time'],
      [{ weight: 5000 }, m.tooHeavy, 'weight'],
      [{ height: 20 }, m.tooBig, 'height'],
      [{ type_id: 999_999 }, m.typeNotFound, 'type_id'],
      [{ address_to: { latitude: 40.4, longitude: -3.7, address: 'Madrid' } }, m.notAvailableHere, 'address_to'],
      [{ phone_to: 'abc' }, m.phoneInvalid, 'phone_to'],
      [{ username_from: '' }, m.nameRequired, 'username_from'],
      [{ address_from: { ...from, address: '' } }, m.addressRequired, 'address_from.address'],
    ];
    for (const [extra, message, field] of cases) {
      const error = expectError(await create(ana, body(extra)), 422, new RegExp(`(^|: )${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(Object.keys(error.params ?? {}), JSON.stringify(extra)).toContain(field);
    }
    expect(await t.db.$count(parcelOrders)).toBe(0);
    expectError(await call(t.app, 'POST', 'dashboard/user/parcel-orders', { json: body() }), 401);
  });

  it('pays with the wallet in the same transaction; a short balance writes nothing', async () => {
    const parcel = await made(ana, { payment_sys_id: wallet });
    expect(parcel.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
    expect(toCents(await balanceOf(ana.userId))).toBe(10000n - expectedCents(documents));
    await t.db.update(wallets).set({ price: '1.00' }).where(eq(wallets.userId, ana.userId));
    expectError(await create(ana, body({ payment_sys_id: wallet })), 422, m.insufficientBalance);
    expect(await t.db.$count(parcelOrders)).toBe(1);
    expect(await balanceOf(ana.userId)).toBe('1.00');
  });
});

describe('PC4–PC7, PAY2: the customer\'s parcels', () => {
  it('lists active and history tabs, paginated, only the customer\'s own', async () => {
    const a = await made(ana);
    const b = await made(ana);
    await made(bob);
    await move(a.id, 'canceled');
    const list = (statuses: string[], extra: Record<string, string | number> = {}) =>
      call<{ data: Parcel[]; meta: { total: number; last_page: number } }>(t.app, 'GET', 'dashboard/user/parcel-orders', {
        token: ana.token, query: { order_statuses: 'true', ...Object.fromEntries(statuses.map((s, i) => [`statuses[${i}]`, s])), ...extra },
      });
    const active = await list(['new', 'accepted', 'ready', 'on_a_way']);
    expect(active.body.data.map((p) => p.id)).toEqual([b.id]);
    const history = await list(['delivered', 'canceled']);
    expect(history.body.data.map((p) => p.id)).toEqual([a.id]);
    const paged = await list([], { perPage: 1, page: 2 });
    expect(paged.body.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(paged.body.data.map((p) => p.id)).toEqual([a.id]);
  });

  it('shows a parcel only to its owner; nobody else can read, cancel, review or pay it', async () => {
    const parcel = await made(ana);
    expect((await show(ana, parcel.id)).status).toBe(200);
    expectError(await show(bob, parcel.id), 404, m.parcelNotFound);
    expectError(await call(t.app, 'POST', `dashboard/user/parcel-orders/${parcel.id}/status/change`, { token: bob.token, query: { status: 'canceled' } }), 404);
    expectError(await call(t.app, 'POST', `payments/parcel-order/${parcel.id}/transactions`, { token: bob.token, json: { payment_sys_id: cash } }), 404);
    expectError(await call(t.app, 'POST', `payments/parcel-order/${parcel.id}/transactions`, { json: { payment_sys_id: cash } }), 401);
    await move(parcel.id, 'accepted');
    await move(parcel.id, 'ready');
    await move(parcel.id, 'on_a_way');
    await move(parcel.id, 'delivered');
    expectError(await call(t.app, 'POST', `dashboard/user/parcel-orders/deliveryman-review/${parcel.id}`, { token: bob.token, json: { rating: 5 } }), 404);
  });

  it('PAY2 records the payment (cash in progress until delivered); PC6 cancels while new and gives a wallet payment back', async () => {
    const parcel = await made(ana);
    const paid = await call<{ data: Parcel }>(t.app, 'POST', `payments/parcel-order/${parcel.id}/transactions`, { token: ana.token, json: { payment_sys_id: cash } });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ id: parcel.id, transaction: { status: 'progress', payment_system: { tag: 'cash' } } });
    expectError(await call(t.app, 'POST', `payments/parcel-order/${parcel.id}/transactions`, { token: ana.token, json: {} }), 422, m.choosePayment);

    const byWallet = await made(ana, { payment_sys_id: wallet });
    const cancel = await call<{ data: { status: string } }>(t.app, 'POST', `dashboard/user/parcel-orders/${byWallet.id}/status/change`, { token: ana.token, query: { status: 'canceled' } });
    expect(cancel.body.data.status).toBe('canceled');
    expect(await balanceOf(ana.userId)).toBe('100.00');
    expect((await show(ana, byWallet.id)).body.data.transaction?.status).toBe('refund');

    await move(parcel.id, 'accepted');
    expectError(await call(t.app, 'POST', `dashboard/user/parcel-orders/${parcel.id}/status/change`, { token: ana.token, query: { status: 'canceled' } }), 422, m.cancelOnlyNew);
    expectError(await call(t.app, 'POST', `dashboard/user/parcel-orders/${parcel.id}/status/change`, { token: ana.token, query: { status: 'delivered' } }), 422, /You can only cancel a parcel$/);
  });

  it('PC7 reviews the courier once the parcel is delivered, and only once', async () => {
    const parcel = await made(ana);
    const review = (rating: number) => call(t.app, 'POST', `dashboard/user/parcel-orders/deliveryman-review/${parcel.id}`, { token: ana.token, json: { rating, comment: 'Rápido' } });
    expectError(await review(5), 422, m.reviewNotDelivered);
    for (const status of ['accepted', 'ready', 'on_a_way', 'delivered']) expect((await move(parcel.id, status)).status).toBe(200);
    expectError(await review(6), 422);
    expect((await review(5)).status).toBe(200);
    expectError(await review(4), 422, m.alreadyReviewed);
    expect((await show(ana, parcel.id)).body.data.review).toMatchObject({ rating: 5, comment: 'Rápido' });
  });
});

describe('operator moves', () => {
  it('refuses customers and visitors', async () => {
    const parcel = await made(ana);
    expectError(await move(parcel.id, 'accepted', ana), 403);
    expectError(await call(t.app, 'GET', 'dashboard/admin/parcel-orders/paginate', { token: ana.token }), 403);
    expectError(await call(t.app, 'POST', `dashboard/admin/parcel-orders/${parcel.id}/status`, { json: { status: 'accepted' } }), 401);
  });

  it('walks accepted → ready → on_a_way → delivered, notifying each step; invalid moves are refused; cash is collected on delivery', async () => {
    const parcel = await made(ana, { payment_sys_id: cash });
    expectError(await move(parcel.id, 'delivered'), 422, m.invalidMove);
    expectError(await move(parcel.id, 'new'), 422, /Choose a status$/);
    for (const status of ['accepted', 'ready', 'on_a_way', 'delivered']) {
      const reply = await move(parcel.id, status);
      expect(reply.body.data.status).toBe(status);
    }
    expectError(await move(parcel.id, 'canceled'), 422, m.invalidMove);
    const detail = (await show(ana, parcel.id)).body.data;
    expect(detail.status_history.map((s) => s.status)).toEqual(['new', 'accepted', 'ready', 'on_a_way', 'delivered']);
    expect(detail.transaction?.status).toBe('paid');
    const notes = await t.db.select().from(notifications).where(eq(notifications.parcelId, parcel.id)).orderBy(asc(notifications.id));
    expect(notes.map((n) => n.data?.status)).toEqual(['new', 'accepted', 'ready', 'on_a_way', 'delivered']);
    const n1 = await call<{ data: Array<{ parcel?: { id: number } | null }> }>(t.app, 'GET', 'dashboard/notifications', { token: ana.token, query: { perPage: 5 } });
    expect(n1.body.data[0]!.parcel).toEqual({ id: parcel.id });
    const list = await call<{ data: Parcel[] }>(t.app, 'GET', 'dashboard/admin/parcel-orders/paginate', { token: admin.token, query: { status: 'delivered' } });
    expect(list.body.data.map((p) => p.id)).toEqual([parcel.id]);
  });

  it('sends the live event parcel.status to the owner only', async () => {
    const parcel = await made(ana);
    const sent: Array<[number, RealtimeEvent]> = [];
    const handlers = signalHandlers({ database: t.database, i18n: createI18nService(t.db) });
    const out = (here: number[]) => ({
      users: () => here,
      send: async (userId: number, event: RealtimeEvent | ((lang: string) => RealtimeEvent | Promise<RealtimeEvent>)) => {
        sent.push([userId, typeof event === 'function' ? await event('en') : event]);
      },
      subscribers: () => [],
      sendToSubscribers: () => undefined,
    });
    await handlers.parcel!({ k: 'parcel', id: parcel.id }, out([bob.userId]));
    expect(sent).toEqual([]);
    await handlers.parcel!({ k: 'parcel', id: parcel.id }, out([ana.userId, bob.userId]));
    expect(sent).toEqual([[ana.userId, { type: 'parcel.status', parcel: { id: parcel.id, status: 'new', updated_at: expect.any(String) } }]]);
  });

  it('the demo timer moves fresh parcels one step at a time', async () => {
    const parcel = await made(ana);
    let clock = new Date(Date.now() + 30_000);
    const timer = createDemoOrderTimer({ db: t.db, log: pino({ level: 'silent' }), stepMs: 25_000, now: () => clock });
    await timer.tick();
    expect((await show(ana, parcel.id)).body.data.status).toBe('accepted');
    await timer.tick();
    expect((await show(ana, parcel.id)).body.data.status).toBe('accepted');
    clock = new Date(clock.getTime() + 30_000);
    await timer.tick();
    expect((await show(ana, parcel.id)).body.data.status).toBe('ready');
  });
});

describe('concurrency', () => {
  it('50 parcels paid from one wallet at once: as many as the balance pays, never below zero, history matching', async () => {
    const each = expectedCents(documents);
    const balance = each * 10n + each / 2n;
    await t.db.update(wallets).set({ price: (Number(balance) / 100).toFixed(2) }).where(eq(wallets.userId, ana.userId));
    const replies = await Promise.all(Array.from({ length: 50 }, () => create(ana, body({ payment_sys_id: wallet }))));
    const createdCount = replies.filter((r) => r.status === 201).length;
    expect(createdCount).toBe(10);
    for (const r of replies.filter((x) => x.status !== 201)) expect([r.status, r.body.message]).toEqual([422, m.insufficientBalance]);
    expect(toCents(await balanceOf(ana.userId))).toBe(balance - 10n * each);
    expect(await t.db.$count(parcelOrders)).toBe(10);
    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, ana.userId));
    expect(await t.db.$count(walletHistories, eq(walletHistories.walletId, w!.id))).toBe(10);
    expect(await t.db.$count(transactions, and(eq(transactions.payableType, 'parcel'), eq(transactions.status, 'paid')))).toBe(10);
  }, 120_000);
});

describe('interface strings', () => {
  it('has a translatable key for every message the API answers', () => {
    for (const [name, text] of Object.entries(m)) expect(((enParcels) as Record<string, string>)['parcels.api.' + name], name).toBe(text);
  });
});
