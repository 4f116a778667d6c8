import { addDays } from '../../../contract/delivery-slots';
import type { StorefrontContext } from '../../../contract/transport';
import type { ShopReview } from '../../../contract/shops';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { idParam } from '../../lib/api/route-errors';
import { serverApiClient } from '../../lib/api/server-client';
import { endpoints } from '../../lib/api/endpoints';
import { notFoundError } from '../../lib/not-found';
import { readPreferences } from '../../lib/preferences';
import { bookingEndpoints } from './api';
import { bookingDateRange, bookingRules, closedWeekdays, daySlots, firstOpenDate, isCalendarDate, reservationsOn } from './slots';

/** Reviews shown under the booking form (SH10's first page). */
const REVIEWS = 6;

/** Settings as a map, and a 404 (the not-found page) while reservations are switched off. */
export async function requireReservations(api: ApiClient) {
  const settings = Object.fromEntries((await endpoints.settings(api)).data.map((s) => [s.key, s.value]));
  if (!reservationsOn(settings)) throw notFoundError('page');
  return settings;
}

/** A URL id that is a positive int4, else null (junk in `?section=` means "the first one"). */
function optionalId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

export type BookingReviews = { items: ShopReview[]; page: number; lastPage: number; total: number };

/**
 * /reservations/{shopId}: everything the booking page shows, chosen by the URL so the page works
 * before (and without) JavaScript — `?section=` (BK2; default the first), `?table=` (BK4 of that
 * section; default its first active table), `?date=` (default the first day with free times).
 * The day's times are §5.8's (slots.ts) for that table, BK5's bookings taken out. The customer's
 * phone (BK7 refuses without one) is read when signed in. Reviews (SH10) are deferred.
 */
export async function loadBookingPage(request: Request, context: StorefrontContext, rawShopId: string | undefined) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const settings = await requireReservations(api);
  const shopId = idParam(rawShopId);
  const shop = await bookingEndpoints.shop(api, shopId).then((r) => r.data, (error: unknown) => {
    if (error instanceof ApiResponseError && error.status === 404) throw notFoundError('shop');
    throw error;
  });
  if (!shop.booking) throw notFoundError('shop');
  const url = new URL(request.url);
  const rules = bookingRules(settings);
  const schedule = { timezone: shop.timezone, workingDays: shop.booking_shop_working_days, closedDates: shop.booking_shop_closed_date.map((d) => d.day) };
  const now = new Date();

  const reviews: Promise<BookingReviews> = bookingEndpoints.reviews(api, shop.id, { perPage: REVIEWS }).then(
    (r) => ({ items: r.data, page: r.meta.current_page, lastPage: r.meta.last_page, total: r.meta.total }),
    () => ({ items: [], page: 1, lastPage: 1, total: 0 }),
  );
  const phone = prefs.authorization
    ? bookingEndpoints.profile(api).then((r) => Boolean(r.data.phone?.trim()), () => null)
    : Promise.resolve(null);

  const sections = (await bookingEndpoints.sections(api, shop.id)).data;
  const wantedSection = optionalId(url.searchParams.get('section'));
  const section = sections.find((s) => s.id === wantedSection) ?? sections[0] ?? null;
  const tables = section ? (await bookingEndpoints.tables(api, section.id)).data.filter((table) => table.active) : [];
  const wantedTable = optionalId(url.searchParams.get('table'));
  const table = tables.find((t) => t.id === wantedTable) ?? tables[0] ?? null;

  const range = bookingDateRange(now, shop.timezone);
  const asked = url.searchParams.get('date');
  const date = isCalendarDate(asked) ? asked : (firstOpenDate(schedule, rules, now) ?? range.min);
  // BK5 from the day before: a late booking of yesterday can hold the table into today.
  const taken = table && date >= range.min && date <= range.max
    ? await bookingEndpoints.taken(api, table.id, addDays(date, -1).date, date)
    : [];
  const day = daySlots(schedule, rules, now, date, taken);

  return {
    shop,
    sections,
    section,
    tables,
    table,
    date,
    range,
    day,
    closedWeekdays: closedWeekdays(schedule),
    holdHours: rules.lengthHours,
    hasPhone: await phone,
    closedDates: schedule.closedDates.filter((d) => d >= range.min && d <= range.max),
    signedIn: Boolean(prefs.authorization),
    reviews: await reviews,
  };
}

export type BookingPageData = Awaited<ReturnType<typeof loadBookingPage>>;
