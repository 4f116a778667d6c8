import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  bookingCancelQuery, bookingConfigListQuery, bookingKeyParams, bookingMessages as m, bookingShopListQuery, bookTableBody,
  disableDatesQuery, myBookingsQuery, operatorBookingQuery, operatorBookingStatusBody, sectionListQuery, tableListQuery,
  type BookingConfig, type BookingShop, type BookingShopCard, type BookingTable, type ShopSection,
} from '../../../contract/booking';
import { addDays } from '../../../contract/delivery-slots';
import type { Database } from '../../db/client';
import { bookingConfigs, bookingTables, shops, shopSections, shopSectionTranslations } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import { toShopCard } from '../catalog/shop-card';
import { commonShopFilters } from '../catalog/shop-filters';
import { loadShopCards } from '../catalog/shop-queries';
import { searchShopIds } from '../catalog/shop-search';
import type { I18nService } from '../i18n/service';
import { pickTranslation } from '../i18n/pick-translation';
import { bookingSchedule, bookingViews, bookTable, disabledDates, moveBooking, nextTimesOfShops, pageBookingIds } from './service';

/**
 * Reservations as server/app.ts mounts them: the public reads (SH5, BK1–BK6; BK9 is SH10 in
 * catalog/review-routes.ts), the customer's bookings (BK7, BK8, cancel; `dashboard/*` is guarded
 * by the app) and the operator's list and moves (mounted after the app's requireOperator).
 */

/** A restaurant taking bookings: approved, with sections, and an active booking config. */
const takesBookings = sql`${shops.hasSection} AND EXISTS (SELECT 1 FROM ${bookingConfigs} WHERE ${bookingConfigs.shopId} = ${shops.id} AND ${bookingConfigs.active})`;

export function bookingRoutes(deps: { db: Database; i18n: I18nService; now?: (() => Date) | undefined }) {
  const { db, i18n } = deps;
  const now = deps.now ?? (() => new Date());
  const ctxOf = async (c: { var: Pick<AppEnv['Variables'], 'lang' | 'imageUrl'> }) => {
    const fallbackLocale = await i18n.defaultLocale();
    return { lang: c.var.lang, fallbackLocale, imageUrl: c.var.imageUrl, locales: [...new Set([c.var.lang, fallbackLocale])] };
  };

  async function sectionViews(c: Context<AppEnv>, rows: Array<typeof shopSections.$inferSelect>): Promise<ShopSection[]> {
    if (!rows.length) return [];
    const ctx = await ctxOf(c);
    const ids = rows.map((r) => r.id);
    const [names, counts] = await Promise.all([
      db.select().from(shopSectionTranslations).where(inArray(shopSectionTranslations.shopSectionId, ids)),
      db.select({ id: bookingTables.shopSectionId, n: count() }).from(bookingTables)
        .where(and(inArray(bookingTables.shopSectionId, ids), eq(bookingTables.active, true))).groupBy(bookingTables.shopSectionId),
    ]);
    return rows.map((r) => {
      const t = pickTranslation(names.filter((n) => n.shopSectionId === r.id), ctx.lang, ctx.fallbackLocale);
      return {
        id: r.id,
        shop_id: r.shopId,
        area: r.area,
        img: ctx.imageUrl(r.img),
        translation: t ? { locale: t.locale, title: t.title, description: t.description } : null,
        tables_count: counts.find((x) => x.id === r.id)?.n ?? 0,
      };
    });
  }

  const publicRoutes = new Hono<AppEnv>()
    // SH5: restaurants taking bookings (`search`, `open`; `address` is not a filter here: guests come to the table),
    // each with its next free times (live, so not cached).
    .get('/rest/booking/shops/paginate', async (c) => {
      const f = readQuery(c, bookingShopListQuery);
      const ctx = await ctxOf(c);
      const filters = and(...commonShopFilters({ ...f, address: undefined, has_section: true }, now()), takesBookings);
      const found = await searchShopIds(db, f.search, filters, ctx.locales, f);
      const rows = await loadShopCards(db, found.ids, ctx.locales);
      const next = await nextTimesOfShops(db, rows.map((r) => ({ id: r.id, timezone: r.timezone })), now());
      const cards: BookingShopCard[] = rows.map((row) => ({ ...toShopCard(row, ctx), timezone: row.timezone, booking_next_times: next.get(row.id) ?? [] }));
      return paginated(c, cards, { page: f.page, perPage: f.perPage, total: found.total }, 'none');
    })
    // BK1
    .get('/rest/booking/shops/:id', async (c) => {
      const { id } = readParams(c, bookingKeyParams);
      const ctx = await ctxOf(c);
      const [row] = await loadShopCards(db, [id], ctx.locales);
      if (!row || row.status !== 'approved') throw notFound(m.shopNotFound);
      const card = toShopCard(row, ctx);
      const [schedule, [config]] = await Promise.all([
        bookingSchedule(db, id, row.timezone),
        db.select().from(bookingConfigs).where(and(eq(bookingConfigs.shopId, id), eq(bookingConfigs.active, true))),
      ]);
      const shop: BookingShop = {
        id: card.id, uuid: card.uuid, slug: card.slug, translation: card.translation, logo_img: card.logo_img, background_img: card.background_img,
        location: card.location, phone: row.phone, rating_avg: card.rating_avg, reviews_count: card.reviews_count, open: row.open,
        timezone: row.timezone,
        booking_shop_working_days: schedule.workingDays.map((d) => ({ id: d.id, day: d.day, from: d.from, to: d.to, disabled: d.disabled })),
        booking_shop_closed_date: schedule.closedRows.map((d) => ({ id: d.id, day: d.day })),
        booking: config && row.hasSection ? { id: config.id, max_time: config.maxTime } : null,
      };
      return ok(c, shop, 'publicData');
    })
    // BK2
    .get('/rest/booking/shop-sections', async (c) => {
      const q = readQuery(c, sectionListQuery);
      const where = and(eq(shopSections.shopId, q.shop_id), eq(shopSections.active, true));
      const [rows, [total]] = await Promise.all([
        db.select().from(shopSections).where(where).orderBy(asc(shopSections.position), asc(shopSections.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
        db.select({ value: count() }).from(shopSections).where(where),
      ]);
      return paginated(c, await sectionViews(c, rows), { page: q.page, perPage: q.perPage, total: total?.value ?? 0 });
    })
    // BK3
    .get('/rest/booking/shop-sections/:id', async (c) => {
      const { id } = readParams(c, bookingKeyParams);
      const rows = await db.select().from(shopSections).where(and(eq(shopSections.id, id), eq(shopSections.active, true)));
      const [view] = await sectionViews(c, rows);
      if (!view) throw notFound(m.sectionNotFound);
      return ok(c, view, 'publicData');
    })
    // BK4
    .get('/rest/booking/tables', async (c) => {
      const q = readQuery(c, tableListQuery);
      const where = and(eq(bookingTables.shopSectionId, q.shop_section_id), eq(bookingTables.active, true));
      const [rows, [total]] = await Promise.all([
        db.select().from(bookingTables).where(where).orderBy(asc(bookingTables.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
        db.select({ value: count() }).from(bookingTables).where(where),
      ]);
      const tables: BookingTable[] = rows.map((t) => ({ id: t.id, name: t.name, shop_section_id: t.shopSectionId, chair_count: t.chairCount, tax: 0, active: t.active }));
      return paginated(c, tables, { page: q.page, perPage: q.perPage, total: total?.value ?? 0 });
    })
    // BK5: a bare array (§1.5); live bookings, so the page's free times are fresh (no caching).
    .get('/rest/booking/disable-dates/table/:id', async (c) => {
      const { id } = readParams(c, bookingKeyParams);
      const q = readQuery(c, disableDatesQuery);
      const to = q.date_to ?? q.date_from;
      if (to < q.date_from) throw new ApiError(422, m.datesRequired, { date_to: [m.datesRequired] });
      if (to > addDays(q.date_from, 31).date) throw new ApiError(422, m.rangeTooLong, { date_to: [m.rangeTooLong] });
      const list = await disabledDates(db, id, q.date_from, to);
      if (!list) throw notFound(m.tableNotFound);
      c.header('Cache-Control', 'no-store');
      return c.json(list);
    })
    // BK6
    .get('/rest/booking/bookings', async (c) => {
      const q = readQuery(c, bookingConfigListQuery);
      const where = and(eq(bookingConfigs.active, true), q.shop_id === undefined ? undefined : eq(bookingConfigs.shopId, q.shop_id));
      const [rows, [total]] = await Promise.all([
        db.select().from(bookingConfigs).where(where).orderBy(asc(bookingConfigs.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
        db.select({ value: count() }).from(bookingConfigs).where(where),
      ]);
      const list: BookingConfig[] = rows.map((r) => ({ id: r.id, max_time: r.maxTime, shop_id: r.shopId, shop: { id: r.shopId } }));
      return paginated(c, list, { page: q.page, perPage: q.perPage, total: total?.value ?? 0 });
    });

  const owner = (c: Context<AuthedEnv>) => c.var.session.userId;
  const one = async (c: Context<AuthedEnv>, id: number, withUser = false) => {
    const [view] = await bookingViews(db, [id], await ctxOf(c), withUser);
    if (!view) throw new ApiError(404, m.bookingNotFound);
    return view;
  };

  const customerRoutes = new Hono<AuthedEnv>()
    // BK7: 201 with the booking.
    .post('/dashboard/user/my-bookings', async (c) => {
      const body = await readInput(c, bookTableBody);
      const id = await bookTable({ db, now }, owner(c), body);
      c.status(201);
      return ok(c, await one(c, id));
    })
    // BK8
    .get('/dashboard/user/my-bookings', async (c) => {
      const q = readQuery(c, myBookingsQuery);
      const { ids, total } = await pageBookingIds(db, { userId: owner(c), status: q.status, page: q.page, perPage: q.perPage });
      return paginated(c, await bookingViews(db, ids, await ctxOf(c)), { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .get('/dashboard/user/my-bookings/:id', async (c) => {
      const { id } = readParams(c, bookingKeyParams);
      const view = await one(c, id);
      if (view.user_id !== owner(c)) throw new ApiError(404, m.bookingNotFound);
      return ok(c, view);
    })
    // The customer cancels their own booking while it is not yet accepted.
    .post('/dashboard/user/my-bookings/:id/status/change', async (c) => {
      const { id } = readParams(c, bookingKeyParams);
      readQuery(c, bookingCancelQuery);
      const moved = await moveBooking(db, { bookingId: id, to: 'canceled', ownerId: owner(c), onlyFrom: { statuses: ['new'], message: m.cancelOnlyNew }, at: now() });
      return ok(c, moved);
    });

  const operatorRoutes = new Hono<AuthedEnv>()
    .get('/dashboard/admin/bookings/paginate', async (c) => {
      const q = readQuery(c, operatorBookingQuery);
      const { ids, total } = await pageBookingIds(db, { status: q.status, page: q.page, perPage: q.perPage });
      return paginated(c, await bookingViews(db, ids, await ctxOf(c), true), { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .post('/dashboard/admin/bookings/:id/status', async (c) => {
      const { id } = readParams(c, bookingKeyParams);
      const { status } = await readInput(c, operatorBookingStatusBody);
      await moveBooking(db, { bookingId: id, to: status, at: now() });
      return ok(c, await one(c, id, true));
    });

  return { publicRoutes, customerRoutes, operatorRoutes };
}

