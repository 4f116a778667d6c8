import { enBooking } from '../../app/lib/i18n/en-booking';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingMessages as m, type BookingConfig, type BookingShop, type BookingShopCard, type BookingTable, type DisabledDate, type ShopSection, type UserBooking,
} from '../../contract/booking';
import { addDays, shopClock } from '../../contract/delivery-slots';
import type { RealtimeEvent } from '../../contract/realtime';
import {
  bookingClosedDates, bookingConfigs, bookingTables, notifications, settings, shops, shopSections, userBookings, users,
} from '../../server/db/schema';
import { createI18nService } from '../../server/modules/i18n/service';
import { signalHandlers } from '../../server/modules/realtime/module';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';
import { makeCustomers, type Customer } from './orders-support';

/**
 * Table reservations (issue #18; contract §2.3 SH5, §2.17 BK1–BK8, §4.4, §5.8): the public reads,
 * every rule of a booking with its readable refusal, the database refusing overlapping bookings of
 * one table (also under 50 simultaneous requests), the customer's list and cancel, the operator's
 * moves with notifications and the live event, and that nobody reads another's bookings.
 */

const t = useSeededApp();
const ZONE = 'America/Bogota';
let ana: Customer;
let bob: Customer;
let noPhone: Customer;
let admin: Customer;
let shopId: number;
let otherShopId: number;
let config: number;
let otherConfig: number;
let table: { id: number; chairCount: number; name: string };
let table2: { id: number };

const day = (offset: number) => addDays(shopClock(new Date(), ZONE).date, offset).date;
const book = (who: Customer, json: Record<string, unknown>) =>
  call<{ data: UserBooking; message?: string; params?: Record<string, string[]> }>(t.app, 'POST', 'dashboard/user/my-bookings', { token: who.token, json });
const valid = (extra: Record<string, unknown> = {}) => ({ table_id: table.id, booking_id: config, start_date: `${day(2)} 19:00`, guest: 2, note: 'Window, please', ...extra });
const setSetting = (key: string, value: string) => t.db.update(settings).set({ value }).where(eq(settings.key, key));
const move = (id: number, status: string, who = admin) =>
  call<{ data: UserBooking }>(t.app, 'POST', `dashboard/admin/bookings/${id}/status`, { token: who.token, json: { status } });
const mine = (who: Customer) => call<{ data: UserBooking[]; meta: { total: number } }>(t.app, 'GET', 'dashboard/user/my-bookings', { token: who.token, query: { page: 1 } });

beforeAll(async () => {
  [ana, bob] = (await makeCustomers(t.db, 'booking', 2, { phone: true })) as [Customer, Customer];
  [noPhone] = (await makeCustomers(t.db, 'booking-nophone', 1)) as [Customer];
  [admin] = (await makeCustomers(t.db, 'booking-admin', 1)) as [Customer];
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  shopId = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, 'la-brasa-paisa')))[0]!.id;
  otherShopId = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, 'forno-napoli')))[0]!.id;
  config = (await t.db.select().from(bookingConfigs).where(eq(bookingConfigs.shopId, shopId)))[0]!.id;
  otherConfig = (await t.db.select().from(bookingConfigs).where(eq(bookingConfigs.shopId, otherShopId)))[0]!.id;
  const tables = await t.db.select({ id: bookingTables.id, chairCount: bookingTables.chairCount, name: bookingTables.name }).from(bookingTables)
    .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId)).where(eq(shopSections.shopId, shopId)).orderBy(asc(bookingTables.id));
  [table, table2] = tables as [typeof table, typeof table2];
});

beforeEach(async () => {
  await t.db.delete(userBookings);
  await t.db.delete(bookingClosedDates).where(eq(bookingClosedDates.shopId, shopId));
  await setSetting('reservation_enable_for_user', '1');
  await setSetting('reservation_before_time', '1');
  await setSetting('min_reservation_time', '3');
  await setSetting('reservation_time_durations', '30');
});

describe('public reads', () => {
  it('SH5 lists the restaurants taking bookings, searchable, paginated', async () => {
    const all = await call<{ data: Array<{ slug: string }>; meta: { total: number } }>(t.app, 'GET', 'rest/booking/shops/paginate', { query: { page: 1, has_section: 1, 'address[latitude]': 6.2442, 'address[longitude]': -75.5812 } });
    expect(all.status).toBe(200);
    expect(all.body.data.map((s) => s.slug).sort()).toEqual(['forno-napoli', 'la-brasa-paisa', 'mar-y-tierra-cevicheria', 'sakura-sushi-bar']);
    expect(all.body.meta.total).toBe(4);
    const found = await call<{ data: Array<{ slug: string }> }>(t.app, 'GET', 'rest/booking/shops/paginate', { query: { search: 'napoli' } });
    expect(found.body.data.map((s) => s.slug)).toEqual(['forno-napoli']);
    const paged = await call<{ data: unknown[]; meta: { last_page: number } }>(t.app, 'GET', 'rest/booking/shops/paginate', { query: { perPage: 3, page: 2 } });
    expect([paged.body.data.length, paged.body.meta.last_page]).toEqual([1, 2]);
  });

  it('SH5 gives each restaurant its next free times: a fully booked time and a closed day are skipped', async () => {
    await t.db.insert(bookingClosedDates).values({ shopId, day: day(0) });
    const tables = await t.db.select({ id: bookingTables.id }).from(bookingTables)
      .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
      .where(and(eq(shopSections.shopId, shopId), eq(bookingTables.active, true), eq(shopSections.active, true)));
    expect(tables.length).toBeGreaterThan(1);
    // Every table of the restaurant is taken tomorrow 12:00–12:30 (the opening time).
    const [y, mo, d] = day(1).split('-').map(Number) as [number, number, number];
    const noon = new Date(Date.UTC(y, mo - 1, d, 17, 0)); // 12:00 in Bogotá (UTC−5, no DST)
    const at = new Date();
    await t.db.insert(userBookings).values(tables.map((x, i) => ({
      bookingId: config, tableId: x.id, userId: ana.userId, startDate: noon, endDate: new Date(noon.getTime() + 30 * 60_000), guest: 2,
      status: i % 2 ? 'accepted' as const : 'new' as const, createdAt: at, updatedAt: at,
    })));
    const list = await call<{ data: BookingShopCard[] }>(t.app, 'GET', 'rest/booking/shops/paginate', { query: { page: 1, search: 'brasa' } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => [s.id, s.timezone, s.booking_next_times]))
      .toEqual([[shopId, ZONE, [`${day(1)} 12:30`, `${day(1)} 13:00`, `${day(1)} 13:30`]]]);
    // Reservations switched off: BK7 would refuse every time, so none is offered.
    await setSetting('reservation_enable_for_user', '0');
    const off = await call<{ data: BookingShopCard[] }>(t.app, 'GET', 'rest/booking/shops/paginate', { query: { page: 1, search: 'brasa' } });
    expect(off.body.data[0]?.booking_next_times).toEqual([]);
  });

  it('BK1 answers the restaurant with its booking hours, closed dates and config; BK6 the configs', async () => {
    const reply = await call<{ data: BookingShop }>(t.app, 'GET', `rest/booking/shops/${shopId}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: shopId, timezone: ZONE, booking: { id: config, max_time: 3 }, booking_shop_closed_date: [] });
    expect(reply.body.data.booking_shop_working_days).toHaveLength(7);
    expect(reply.body.data.booking_shop_working_days[0]).toMatchObject({ from: '12:00', to: '22:00', disabled: false });
    expectError(await call(t.app, 'GET', 'rest/booking/shops/999999'), 404);
    const configs = await call<{ data: BookingConfig[] }>(t.app, 'GET', 'rest/booking/bookings', { query: { shop_id: shopId } });
    expect(configs.body.data).toEqual([{ id: config, max_time: 3, shop_id: shopId, shop: { id: shopId } }]);
    expect((await call<{ data: BookingConfig[] }>(t.app, 'GET', 'rest/booking/bookings')).body.data).toHaveLength(4);
  });

  it('BK2–BK4 answer sections with pictures and translations, and their tables with seats', async () => {
    const sections = await call<{ data: ShopSection[] }>(t.app, 'GET', 'rest/booking/shop-sections', { query: { shop_id: shopId, page: 1, perPage: 100, lang: 'ar' } });
    expect(sections.body.data.map((s) => s.translation?.title)).toEqual(['القاعة الرئيسية', 'التراس', 'غرفة خاصة']);
    const first = sections.body.data[0]!;
    expect(first.img).toMatch(/\/storage\/images\/demo\/sections\/la-brasa-paisa-hall\.webp$/);
    expect(first.tables_count).toBe(5);
    const one = await call<{ data: ShopSection }>(t.app, 'GET', `rest/booking/shop-sections/${first.id}`, { query: { lang: 'es' } });
    expect(one.body.data.translation).toMatchObject({ title: 'Salón principal', description: expect.stringContaining('restaurante') });
    expectError(await call(t.app, 'GET', 'rest/booking/shop-sections/999999'), 404, m.sectionNotFound);
    const tables = await call<{ data: BookingTable[] }>(t.app, 'GET', 'rest/booking/tables', { query: { shop_section_id: first.id } });
    expect(tables.body.data.map((x) => [x.name, x.chair_count])).toEqual([['A1', 2], ['A2', 2], ['A3', 4], ['A4', 4], ['A5', 6]]);
  });

  it('BK5 answers the table\'s live bookings of the asked days as a bare array', async () => {
    const first = await book(ana, valid());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const canceledOne = await book(bob, valid({ start_date: `${day(3)} 13:00` }));
    await move(canceledOne.body.data.id, 'canceled');
    const dates = await call<DisabledDate[]>(t.app, 'GET', `rest/booking/disable-dates/table/${table.id}`, { query: { date_from: day(2), date_to: day(8) } });
    expect(dates.body).toEqual([{ start_date: `${day(2)} 19:00`, end_date: `${day(2)} 22:00` }]);
    const other = await call<DisabledDate[]>(t.app, 'GET', `rest/booking/disable-dates/table/${table2.id}`, { query: { date_from: day(2) } });
    expect(other.body).toEqual([]);
    expectError(await call(t.app, 'GET', `rest/booking/disable-dates/table/${table.id}`, { query: { date_from: 'soon' } }), 422);
    expectError(await call(t.app, 'GET', `rest/booking/disable-dates/table/${table.id}`, { query: { date_from: day(0), date_to: day(40) } }), 422, m.rangeTooLong);
  });
});

describe('BK7 rules', () => {
  it('books a table: 201 with the booking, a booking_status notification for the customer and new_booking for operators', async () => {
    const reply = await book(ana, valid());
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      status: 'new', user_id: ana.userId, table_id: table.id, booking_id: config, guest: 2, note: 'Window, please',
      start_date: `${day(2)} 19:00`, end_date: `${day(2)} 22:00`, table: { name: table.name }, booking: { shop: { id: shopId, slug: 'la-brasa-paisa' } },
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.bookingId, reply.body.data.id));
    expect(notes.map((n) => [n.userId, n.type])).toEqual(expect.arrayContaining([[ana.userId, 'booking_status'], [admin.userId, 'new_booking']]));
  });

  it('refuses each broken rule with its message and field', async () => {
    const cases: Array<[Customer, Record<string, unknown>, string, string]> = [
      [noPhone, {}, m.phoneRequired, 'phone'],
      [ana, { booking_id: otherConfig }, m.noAvailableBooking, 'booking_id'],
      [ana, { booking_id: 999_999 }, m.noAvailableBooking, 'booking_id'],
      [ana, { table_id: 999_999 }, m.tableNotFound, 'table_id'],
      [ana, { guest: table.chairCount + 1 }, m.tooManyGuests, 'guest'],
      [ana, { start_date: `${day(-1)} 19:00` }, m.inPast, 'start_date'],
      [ana, { start_date: `${day(2)} 23:00` }, m.outsideHours, 'start_date'],
      [ana, { start_date: `${day(2)} 11:30` }, m.outsideHours, 'start_date'],
      [ana, { start_date: `${day(2)} 19:15` }, m.notOnGrid, 'start_date'],
      [ana, { start_date: `${day(90)} 19:00` }, m.tooFar, 'start_date'],
    ];
    for (const [who, extra, message, field] of cases) {
      const reply = await book(who, valid(extra));
      const error = expectError(reply, 422, message);
      expect(Object.keys(error.params ?? {}), JSON.stringify(extra)).toContain(field);
    }
    await t.db.insert(bookingClosedDates).values({ shopId, day: day(2) });
    expectError(await book(ana, valid()), 422, m.shopClosed);
    await t.db.delete(bookingClosedDates).where(eq(bookingClosedDates.shopId, shopId));
    await setSetting('reservation_before_time', '100');
    expectError(await book(ana, valid()), 422, m.tooSoon);
    await setSetting('reservation_enable_for_user', '0');
    expectError(await book(ana, valid()), 422, m.reservationsOff);
    expectError(await call(t.app, 'POST', 'dashboard/user/my-bookings', { json: valid() }), 401);
    expect(await t.db.$count(userBookings)).toBe(0);
  });

  it('one table is never booked twice for overlapping times; other tables and later times are free', async () => {
    expect((await book(ana, valid())).status).toBe(201);
    const clash = await book(bob, valid({ start_date: `${day(2)} 20:30` }));
    expect(expectError(clash, 422, m.noAvailableBooking).params).toHaveProperty('booking_id');
    expect((await book(bob, valid({ start_date: `${day(2)} 16:00` }))).status).toBe(201);
    expect((await book(bob, valid({ table_id: table2.id }))).status).toBe(201);
    expectError(await book(bob, valid({ start_date: `${day(2)} 17:30` })), 422, m.noAvailableBooking);
  });

  it('the database itself refuses an overlapping live booking (exclusion constraint), not only the API', async () => {
    const start = new Date(Date.now() + 5 * 86_400_000);
    const row = { bookingId: config, tableId: table.id, userId: ana.userId, startDate: start, endDate: new Date(start.getTime() + 3 * 3_600_000), guest: 2 };
    await t.db.insert(userBookings).values(row);
    await expect(t.db.insert(userBookings).values({ ...row, startDate: new Date(start.getTime() + 3_600_000), endDate: new Date(start.getTime() + 4 * 3_600_000) })).rejects.toThrow();
    // A canceled booking holds nothing.
    await t.db.update(userBookings).set({ status: 'canceled' });
    await t.db.insert(userBookings).values(row);
    expect(await t.db.$count(userBookings)).toBe(2);
  });
});

describe('BK8, cancel, operator moves', () => {
  it('lists only the customer\'s own bookings; nobody else can read or cancel them', async () => {
    const a = (await book(ana, valid())).body.data;
    await book(bob, valid({ table_id: table2.id }));
    const list = await mine(ana);
    expect(list.body.data.map((b) => b.id)).toEqual([a.id]);
    expect(list.body.meta.total).toBe(1);
    expectError(await call(t.app, 'GET', `dashboard/user/my-bookings/${a.id}`, { token: bob.token }), 404, m.bookingNotFound);
    expectError(await call(t.app, 'POST', `dashboard/user/my-bookings/${a.id}/status/change`, { token: bob.token, query: { status: 'canceled' } }), 404);
    expect((await call(t.app, 'GET', `dashboard/user/my-bookings/${a.id}`, { token: ana.token })).status).toBe(200);
  });

  it('the customer cancels while not yet accepted; the table is then free again', async () => {
    const a = (await book(ana, valid())).body.data;
    const canceled = await call<{ data: { status: string } }>(t.app, 'POST', `dashboard/user/my-bookings/${a.id}/status/change`, { token: ana.token, query: { status: 'canceled' } });
    expect(canceled.body.data.status).toBe('canceled');
    const b = (await book(bob, valid())).body.data;
    expect(b.status).toBe('new');
    await move(b.id, 'accepted');
    expectError(await call(t.app, 'POST', `dashboard/user/my-bookings/${b.id}/status/change`, { token: bob.token, query: { status: 'canceled' } }), 422, m.cancelOnlyNew);
  });

  it('operators accept, complete or cancel with validated moves, each telling the customer; customers are refused', async () => {
    const a = (await book(ana, valid())).body.data;
    expectError(await move(a.id, 'accepted', ana), 403);
    expectError(await call(t.app, 'GET', 'dashboard/admin/bookings/paginate', { token: ana.token }), 403);
    expectError(await move(a.id, 'completed'), 422, m.invalidMove);
    expect((await move(a.id, 'accepted')).body.data.status).toBe('accepted');
    const done = await move(a.id, 'completed');
    expect(done.body.data).toMatchObject({ status: 'completed', user: { id: ana.userId } });
    expectError(await move(a.id, 'canceled'), 422, m.invalidMove);
    const notes = await t.db.select().from(notifications)
      .where(and(eq(notifications.bookingId, a.id), eq(notifications.userId, ana.userId), eq(notifications.type, 'booking_status'))).orderBy(asc(notifications.id));
    expect(notes.map((n) => n.data?.status)).toEqual(['new', 'accepted', 'completed']);
    const list = await call<{ data: UserBooking[] }>(t.app, 'GET', 'dashboard/admin/bookings/paginate', { token: admin.token, query: { status: 'completed' } });
    expect(list.body.data.map((b) => b.id)).toEqual([a.id]);
  });

  it('sends the live event booking.status to the customer only', async () => {
    const a = (await book(ana, valid())).body.data;
    const sent: Array<[number, RealtimeEvent]> = [];
    const handlers = signalHandlers({ database: t.database, i18n: createI18nService(t.db) });
    await handlers.booking!({ k: 'booking', id: a.id }, {
      users: () => [ana.userId, bob.userId],
      send: async (userId, event) => {
        sent.push([userId, typeof event === 'function' ? await event('en') : event]);
      },
      subscribers: () => [],
      sendToSubscribers: () => undefined,
    });
    expect(sent).toEqual([[ana.userId, { type: 'booking.status', booking: { id: a.id, status: 'new', updated_at: expect.any(String) } }]]);
  });
});

describe('concurrency', () => {
  it('50 customers booking the same table and time at once: exactly one booking', async () => {
    const crowd = await makeCustomers(t.db, 'booking-rush', 50, { phone: true });
    const replies = await Promise.all(crowd.map((c) => book(c, valid())));
    const won = replies.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 201)) {
      expect([r.status, r.body.message]).toEqual([422, m.noAvailableBooking]);
      expect(r.body.params).toHaveProperty('booking_id');
    }
    expect(await t.db.$count(userBookings, inArray(userBookings.userId, crowd.map((c) => c.userId)))).toBe(1);
  }, 120_000);
});

describe('interface strings', () => {
  it('has a translatable key for every message the API answers', () => {
    for (const [name, text] of Object.entries(m)) expect(((enBooking) as Record<string, string>)['booking.api.' + name], name).toBe(text);
  });
});
