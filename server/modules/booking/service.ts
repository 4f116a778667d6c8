import { and, asc, count, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import {
  bookingMessages as m, bookingStatusNotices, liveBookingStatuses, newBookingNotice, RESERVATION_DEFAULTS, RESERVATION_SETTINGS,
  type BookingNotificationData, type BookingStatus, type BookTableBody, type UserBooking,
} from '../../../contract/booking';
import type { Database, Tx } from '../../db/client';
import {
  bookingClosedDates, bookingConfigs, bookingTables, bookingWorkingDays, settings, shops, shopSections, shopTranslations,
  userBookings, users,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { pickTranslation } from '../i18n/pick-translation';
import { notifyCustomer } from '../notifications/notify';
import { OPERATOR_ROLE } from '../operators/require-operator';
import { raise } from '../realtime/signals';
import { nextFreeTimes, nextTimesWindow } from './next-times';
import { bookingEnd, checkBookingStart, wallClock, zonedInstant, type BookingRules, type BookingSchedule } from './schedule';

/**
 * Customers' table bookings (BK7, BK8, cancel) and the operator's moves. The rules a booking
 * meets are checked with readable refusals (schedule.ts); that a table is never booked twice for
 * overlapping times is the database's: the insert meets the exclusion constraint
 * `user_bookings_no_overlap` (migration 0020), and its violation (23P01) becomes 'No available
 * booking' with `params.booking_id`, as the contract's clients expect. No read-then-write check
 * can let two concurrent bookings through.
 *
 *   new ──▶ accepted ──▶ completed          new, accepted ──▶ canceled
 *
 * Every change writes, in its transaction, the customer's `booking_status` notification (and on
 * booking a `new_booking` one for each operator) and raises the live event `booking.status`.
 */

type BookingBody = { table_id: number; booking_id: number; start_date: string; guest: number; note?: string | undefined };
export type BookingDeps = { db: Database; now: () => Date };
type ViewCtx = { lang: string; fallbackLocale: string; imageUrl: (stored: string | null | undefined) => string | null };

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The reservation settings (§3.27) with their defaults. */
export async function readReservationSettings(db: Database | Tx): Promise<BookingRules & { enabled: boolean }> {
  const keys = Object.values(RESERVATION_SETTINGS);
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, keys));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? undefined;
  const step = positive(value(RESERVATION_SETTINGS.step), RESERVATION_DEFAULTS.step);
  const length = positive(value(RESERVATION_SETTINGS.lengthHours), RESERVATION_DEFAULTS.lengthHours);
  return {
    enabled: value(RESERVATION_SETTINGS.enabled) === '1',
    stepMinutes: step >= 5 ? Math.round(step) : RESERVATION_DEFAULTS.step,
    leadHours: positive(value(RESERVATION_SETTINGS.leadHours), RESERVATION_DEFAULTS.leadHours),
    lengthHours: length > 0 ? length : RESERVATION_DEFAULTS.lengthHours,
  };
}

const isExclusionViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
};

/** The table with its section's shop, bookable (table, section and shop active). */
async function findTable(db: Database | Tx, tableId: number) {
  const [row] = await db
    .select({
      id: bookingTables.id, name: bookingTables.name, chairCount: bookingTables.chairCount, shopId: shopSections.shopId,
      timezone: shops.timezone,
    })
    .from(bookingTables)
    .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
    .innerJoin(shops, eq(shops.id, shopSections.shopId))
    .where(and(eq(bookingTables.id, tableId), eq(bookingTables.active, true), eq(shopSections.active, true), eq(shops.status, 'approved'), eq(shops.hasSection, true)));
  return row;
}

export async function bookingSchedule(db: Database | Tx, shopId: number, timezone: string) {
  const [days, closed] = await Promise.all([
    db.select().from(bookingWorkingDays).where(eq(bookingWorkingDays.shopId, shopId)).orderBy(asc(bookingWorkingDays.id)),
    db.select().from(bookingClosedDates).where(eq(bookingClosedDates.shopId, shopId)).orderBy(asc(bookingClosedDates.day)),
  ]);
  return { timezone, workingDays: days, closedDates: closed.map((c) => c.day), closedRows: closed };
}

/** bookingSchedule of several shops in two queries (SH5's page). */
export async function bookingSchedules(db: Database | Tx, list: ReadonlyArray<{ id: number; timezone: string }>): Promise<Map<number, BookingSchedule>> {
  const ids = list.map((s) => s.id);
  if (!ids.length) return new Map();
  const [days, closed] = await Promise.all([
    db.select().from(bookingWorkingDays).where(inArray(bookingWorkingDays.shopId, ids)).orderBy(asc(bookingWorkingDays.id)),
    db.select().from(bookingClosedDates).where(inArray(bookingClosedDates.shopId, ids)).orderBy(asc(bookingClosedDates.day)),
  ]);
  return new Map(list.map((s) => [s.id, {
    timezone: s.timezone,
    workingDays: days.filter((d) => d.shopId === s.id),
    closedDates: closed.filter((c) => c.shopId === s.id).map((c) => c.day),
  }]));
}

/**
 * SH5's `booking_next_times` for a page of shops: one query for their bookable tables (table,
 * section active), one for those tables' live bookings in the look-ahead window, two for the
 * schedules, one for the settings; the times themselves are next-times.ts's. Reservations off:
 * none (BK7 would refuse every time).
 */
export async function nextTimesOfShops(db: Database, list: ReadonlyArray<{ id: number; timezone: string }>, now: Date): Promise<Map<number, string[]>> {
  const answer = new Map<number, string[]>(list.map((s) => [s.id, []]));
  if (!list.length) return answer;
  const rules = await readReservationSettings(db);
  if (!rules.enabled) return answer;
  const ids = list.map((s) => s.id);
  const [schedules, tables] = await Promise.all([
    bookingSchedules(db, list),
    db.select({ id: bookingTables.id, shopId: shopSections.shopId }).from(bookingTables)
      .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
      .where(and(inArray(shopSections.shopId, ids), eq(bookingTables.active, true), eq(shopSections.active, true))),
  ]);
  if (!tables.length) return answer;
  const windowEnd = Math.max(...list.map((s) => nextTimesWindow(now, s.timezone, rules).to.getTime()));
  const taken = await db.select({ tableId: userBookings.tableId, start: userBookings.startDate, end: userBookings.endDate }).from(userBookings)
    .where(and(
      inArray(userBookings.tableId, tables.map((t) => t.id)), inArray(userBookings.status, [...liveBookingStatuses]),
      lt(userBookings.startDate, new Date(windowEnd)), gt(userBookings.endDate, now),
    ));
  for (const shop of list) {
    const schedule = schedules.get(shop.id);
    const tableIds = tables.filter((t) => t.shopId === shop.id).map((t) => t.id);
    if (!schedule) continue;
    const own = new Set(tableIds);
    answer.set(shop.id, nextFreeTimes({ schedule, rules, now, tableIds, taken: taken.filter((b) => own.has(b.tableId)) }));
  }
  return answer;
}

/** BK7: books the table, or refuses with a readable message (422, the field in `params`). */
export async function bookTable(deps: BookingDeps, owner: number, body: BookingBody): Promise<number> {
  const { db } = deps;
  const rules = await readReservationSettings(db);
  if (!rules.enabled) throw new ApiError(422, m.reservationsOff);
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, owner));
  if (!user?.phone) throw new ApiError(422, m.phoneRequired, { phone: [m.phoneRequired] });
  const table = await findTable(db, body.table_id);
  if (!table) throw new ApiError(422, m.tableNotFound, { table_id: [m.tableNotFound] });
  const [config] = await db.select().from(bookingConfigs).where(and(eq(bookingConfigs.id, body.booking_id), eq(bookingConfigs.active, true)));
  if (!config || config.shopId !== table.shopId) throw new ApiError(422, m.noAvailableBooking, { booking_id: [m.noAvailableBooking] });
  if (body.guest > table.chairCount) throw new ApiError(422, m.tooManyGuests, { guest: [m.tooManyGuests] });

  const [date, time] = body.start_date.split(' ') as [string, string];
  const now = deps.now();
  const schedule = await bookingSchedule(db, table.shopId, table.timezone);
  const refusal = checkBookingStart(schedule, rules, now, date, time);
  if (refusal) throw new ApiError(422, refusal.message, { [refusal.field]: [refusal.message] });
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const start = zonedInstant(date, h * 60 + mi, table.timezone);
  const end = bookingEnd(start, rules);

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(userBookings).values({
        bookingId: config.id, tableId: table.id, userId: owner, startDate: start, endDate: end, guest: body.guest,
        note: body.note ?? null, status: 'new', createdAt: now, updatedAt: now,
      }).returning({ id: userBookings.id });
      const id = row!.id;
      await tellCustomer(tx, { id, userId: owner, table: table.name }, 'new', now);
      const operators = await tx.select({ id: users.id }).from(users).where(eq(users.role, OPERATOR_ROLE));
      const startText = wallClock(start, table.timezone);
      for (const op of operators) {
        const data: BookingNotificationData = { id, type: 'booking', status: 'new' };
        await notifyCustomer(tx, { userId: op.id, type: 'new_booking', bookingId: id, title: `Booking #${id}`, body: newBookingNotice(id, table.name, startText), data, at: now });
      }
      await raise(tx, { k: 'booking', id });
      return id;
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw new ApiError(422, m.noAvailableBooking, { booking_id: [m.noAvailableBooking] });
    throw err;
  }
}

function tellCustomer(tx: Tx, booking: { id: number; userId: number; table: string }, status: BookingStatus, at: Date) {
  const data: BookingNotificationData = { id: booking.id, type: 'booking', status };
  return notifyCustomer(tx, {
    userId: booking.userId, type: 'booking_status', bookingId: booking.id, title: `Booking #${booking.id}`,
    body: bookingStatusNotices[status](booking.id, booking.table), data, at,
  });
}

const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  new: ['accepted', 'canceled'],
  accepted: ['completed', 'canceled'],
  completed: [],
  canceled: [],
};

export type BookingMove = {
  bookingId: number;
  to: BookingStatus;
  ownerId?: number;
  onlyFrom?: { statuses: readonly BookingStatus[]; message: string };
  at?: Date;
};

/** Moves one booking (row locked, UPDATE guarded by the status read), with notification and event. */
export function moveBooking(db: Database, move: BookingMove): Promise<{ id: number; status: BookingStatus }> {
  return db.transaction(async (tx) => {
    const at = move.at ?? new Date();
    const [row] = await tx
      .select({ id: userBookings.id, status: userBookings.status, userId: userBookings.userId, table: bookingTables.name })
      .from(userBookings)
      .innerJoin(bookingTables, eq(bookingTables.id, userBookings.tableId))
      .where(move.ownerId === undefined ? eq(userBookings.id, move.bookingId) : and(eq(userBookings.id, move.bookingId), eq(userBookings.userId, move.ownerId)))
      .for('update', { of: userBookings });
    if (!row) throw new ApiError(404, m.bookingNotFound);
    if (move.onlyFrom && !move.onlyFrom.statuses.includes(row.status)) throw new ApiError(422, move.onlyFrom.message, { status: [move.onlyFrom.message] });
    if (!NEXT[row.status].includes(move.to)) throw new ApiError(422, m.invalidMove, { status: [m.invalidMove] });
    const [moved] = await tx.update(userBookings).set({ status: move.to, updatedAt: at })
      .where(and(eq(userBookings.id, row.id), eq(userBookings.status, row.status))).returning({ id: userBookings.id });
    if (!moved) throw new ApiError(409, m.changedMeanwhile);
    if (row.userId !== null) await tellCustomer(tx, { id: row.id, userId: row.userId, table: row.table }, move.to, at);
    await raise(tx, { k: 'booking', id: row.id });
    return { id: row.id, status: move.to };
  });
}

/** One page of booking ids: a customer's with `userId`, else all (operators). */
export async function pageBookingIds(db: Database, f: { userId?: number; status?: BookingStatus | undefined; page: number; perPage: number }) {
  const where: SQL | undefined = and(
    f.userId === undefined ? undefined : eq(userBookings.userId, f.userId),
    f.status ? eq(userBookings.status, f.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select({ id: userBookings.id }).from(userBookings).where(where).orderBy(desc(userBookings.startDate), desc(userBookings.id))
      .limit(f.perPage).offset((f.page - 1) * f.perPage),
    db.select({ value: count() }).from(userBookings).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.value ?? 0 };
}

/** Bookings `ids` as BK8's Booking, in the order of `ids`; `withUser` adds the booker (operators). */
export async function bookingViews(db: Database | Tx, ids: readonly number[], ctx: ViewCtx, withUser = false): Promise<UserBooking[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      b: userBookings,
      table: { id: bookingTables.id, name: bookingTables.name, chairCount: bookingTables.chairCount, sectionId: bookingTables.shopSectionId },
      shop: { id: shops.id, slug: shops.slug, logoImg: shops.logoImg, timezone: shops.timezone },
      user: { id: users.id, firstname: users.firstname, lastname: users.lastname, phone: users.phone },
    })
    .from(userBookings)
    .innerJoin(bookingTables, eq(bookingTables.id, userBookings.tableId))
    .innerJoin(bookingConfigs, eq(bookingConfigs.id, userBookings.bookingId))
    .innerJoin(shops, eq(shops.id, bookingConfigs.shopId))
    .leftJoin(users, eq(users.id, userBookings.userId))
    .where(inArray(userBookings.id, [...ids]));
  const shopIds = [...new Set(rows.map((r) => r.shop.id))];
  const names = shopIds.length
    ? await db.select({ shopId: shopTranslations.shopId, locale: shopTranslations.locale, title: shopTranslations.title, description: shopTranslations.description, address: shopTranslations.address })
      .from(shopTranslations).where(inArray(shopTranslations.shopId, shopIds))
    : [];
  const byId = new Map(rows.map((r) => [r.b.id, r]));
  return ids.flatMap((id): UserBooking[] => {
    const r = byId.get(id);
    if (!r) return [];
    const t = pickTranslation(names.filter((n) => n.shopId === r.shop.id), ctx.lang, ctx.fallbackLocale);
    return [{
      id: r.b.id,
      booking_id: r.b.bookingId,
      table_id: r.b.tableId,
      user_id: r.b.userId,
      start_date: wallClock(r.b.startDate, r.shop.timezone),
      end_date: wallClock(r.b.endDate, r.shop.timezone),
      guest: r.b.guest,
      note: r.b.note,
      status: r.b.status,
      created_at: r.b.createdAt.toISOString(),
      updated_at: r.b.updatedAt.toISOString(),
      table: { id: r.table.id, name: r.table.name, chair_count: r.table.chairCount, shop_section_id: r.table.sectionId },
      booking: {
        id: r.b.bookingId,
        shop: {
          id: r.shop.id, slug: r.shop.slug, logo_img: ctx.imageUrl(r.shop.logoImg), timezone: r.shop.timezone,
          translation: t ? { locale: t.locale, title: t.title, description: t.description, address: t.address } : null,
        },
      },
      ...(withUser && r.user ? { user: { id: r.user.id, firstname: r.user.firstname, lastname: r.user.lastname, phone: r.user.phone } } : {}),
    }];
  });
}

/** BK5: the table's live bookings overlapping [date_from 00:00, date_to 24:00) of the restaurant's clock. */
export async function disabledDates(db: Database, tableId: number, from: string, to: string) {
  const [table] = await db.select({ timezone: shops.timezone }).from(bookingTables)
    .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
    .innerJoin(shops, eq(shops.id, shopSections.shopId))
    .where(eq(bookingTables.id, tableId));
  if (!table) return null;
  const start = zonedInstant(from, 0, table.timezone);
  const end = zonedInstant(to, 24 * 60, table.timezone);
  const rows = await db.select({ start: userBookings.startDate, end: userBookings.endDate }).from(userBookings)
    .where(and(eq(userBookings.tableId, tableId), inArray(userBookings.status, [...liveBookingStatuses]), lt(userBookings.startDate, end), gt(userBookings.endDate, start)))
    .orderBy(asc(userBookings.startDate));
  return rows.map((r) => ({ start_date: wallClock(r.start, table.timezone), end_date: wallClock(r.end, table.timezone) }));
}

export type { BookTableBody };
