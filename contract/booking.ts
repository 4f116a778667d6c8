import { z } from 'zod';
import { pageQuery, queryInt } from './http';
import { bookingMessages as m, bookingStatuses } from './booking-values';
import { shopCard, shopSearchQuery, shopTranslation } from './shops';

export * from './booking-values';

/**
 * Table reservations (contract §2.17 BK1–BK9, §2.3 SH5, §3.15, §4.4, §5.8) and the operator's
 * booking endpoints (Comanda extension):
 *
 *   GET  rest/booking/shops/paginate              SH5 paginated BookingShopCard (restaurants taking bookings, next free times)
 *   GET  rest/booking/shops/{id}                  BK1 BookingShop
 *   GET  rest/booking/shop-sections               BK2 ?shop_id= paginated ShopSection
 *   GET  rest/booking/shop-sections/{id}          BK3 ShopSection
 *   GET  rest/booking/tables                      BK4 ?shop_section_id= paginated Table
 *   GET  rest/booking/disable-dates/table/{id}    BK5 ?date_from=&date_to= bare [{start_date, end_date}]
 *   GET  rest/booking/bookings                    BK6 ?shop_id= paginated BookingConfig
 *   POST dashboard/user/my-bookings               BK7 {table_id, booking_id, start_date, guest, note?}
 *   GET  dashboard/user/my-bookings               BK8 paginated Booking
 *   POST dashboard/user/my-bookings/{id}/status/change   ?status=canceled (while `new`)
 *   GET  dashboard/admin/bookings/paginate        operator: all bookings
 *   POST dashboard/admin/bookings/{id}/status     operator: {status: accepted|completed|canceled}
 *
 * Times: `start_date`/`end_date` are the restaurant's wall-clock time, `YYYY-MM-DD HH:mm` (what
 * BK7 sends, §1.10); the server stores instants in its time zone. A booking holds its table for
 * `min_reservation_time` hours from its start.
 */

const id = (what: string) =>
  z.coerce.number<string | number>({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(1, `${what} is required`).max(2_147_483_647);
const day = z.string({ error: m.datesRequired }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, m.datesRequired);

/** SH5: SH4's query (`search`, `page`, `open`, `has_section`); `address` is accepted and not used. */
export const bookingShopListQuery = shopSearchQuery;
export const bookingKeyParams = z.object({ id: id('id') });
/** BK2. */
export const sectionListQuery = pageQuery.extend({ shop_id: id('shop_id') });
/** BK4. */
export const tableListQuery = pageQuery.extend({ shop_section_id: id('shop_section_id') });
/** BK5. */
export const disableDatesQuery = z.object({ date_from: day, date_to: day.optional() });
/** BK6. */
export const bookingConfigListQuery = pageQuery.extend({ shop_id: queryInt().optional() });

/** BK7 body. */
export const bookTableBody = z.object({
  table_id: id('table_id'),
  booking_id: id('booking_id'),
  start_date: z.string({ error: m.startRequired }).trim()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, m.startRequired)
    .transform((v) => v.replace('T', ' ').slice(0, 16)),
  guest: z.coerce.number<string | number>({ error: 'guest must be a number' }).int('guest must be a whole number').min(1, 'At least 1 guest').max(100, m.tooManyGuests),
  note: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string().trim().max(1000, 'At most 1000 characters').optional()),
});
export type BookTableBody = z.input<typeof bookTableBody>;

export const myBookingsQuery = pageQuery.extend({ status: z.enum(bookingStatuses).optional() });
export const bookingCancelQuery = z.object({
  status: z.preprocess((v) => (v === 'cancelled' ? 'canceled' : v), z.literal('canceled', { error: m.customerCancelOnly })),
});
export const operatorBookingStatusBody = z.object({
  status: z.enum(['accepted', 'completed', 'canceled'], { error: m.statusRequired }),
});
export const operatorBookingQuery = pageQuery.extend({ status: z.enum(bookingStatuses).optional() });

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

const workingDay = z.object({ id: z.number().int(), day: z.string(), from: z.string(), to: z.string(), disabled: z.boolean() });

/** BK1 BookingShop (§3.15). */
export const bookingShop = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  translation: shopTranslation.nullable(),
  logo_img: z.string().nullable(),
  background_img: z.string().nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  phone: z.string().nullable(),
  rating_avg: z.number(),
  reviews_count: z.number().int(),
  open: z.boolean(),
  timezone: z.string(),
  booking_shop_working_days: z.array(workingDay),
  booking_shop_closed_date: z.array(z.object({ id: z.number().int(), day: z.string() })),
  /** BK6's config of this shop (null: not taking bookings now). */
  booking: z.object({ id: z.number().int(), max_time: z.number().int() }).nullable(),
});
export type BookingShop = z.infer<typeof bookingShop>;

/**
 * SH5 item: the shop card (§3.1) with the restaurant's time zone and `booking_next_times`, up to 3
 * next start times BK7 would accept with a table free for the hold (`YYYY-MM-DD HH:mm`, the
 * restaurant's clock, at most 7 days ahead; empty: none this week).
 */
export const bookingShopCard = shopCard.extend({
  timezone: z.string(),
  booking_next_times: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).max(3),
});
export type BookingShopCard = z.infer<typeof bookingShopCard>;

const translation = z.object({ locale: z.string(), title: z.string(), description: z.string().nullable() }).nullable();

/** BK2/BK3 ShopSection. */
export const shopSection = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  area: z.number().nullable(),
  img: z.string().nullable(),
  translation,
  tables_count: z.number().int(),
});
export type ShopSection = z.infer<typeof shopSection>;

/** BK4 Table. */
export const bookingTable = z.object({
  id: z.number().int(),
  name: z.string(),
  shop_section_id: z.number().int(),
  chair_count: z.number().int(),
  tax: z.number(),
  active: z.boolean(),
});
export type BookingTable = z.infer<typeof bookingTable>;

/** BK5 item: an existing live booking of the table. */
export const disabledDate = z.object({ start_date: z.string(), end_date: z.string() });
export type DisabledDate = z.infer<typeof disabledDate>;

/** BK6 BookingConfig. */
export const bookingConfig = z.object({ id: z.number().int(), max_time: z.number().int(), shop_id: z.number().int(), shop: z.object({ id: z.number().int() }) });
export type BookingConfig = z.infer<typeof bookingConfig>;

/** BK8 Booking (history). */
export const userBooking = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  table_id: z.number().int(),
  user_id: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  guest: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(bookingStatuses),
  created_at: z.string(),
  updated_at: z.string(),
  table: z.object({ id: z.number().int(), name: z.string(), chair_count: z.number().int(), shop_section_id: z.number().int() }),
  booking: z.object({
    id: z.number().int(),
    shop: z.object({ id: z.number().int(), slug: z.string(), logo_img: z.string().nullable(), translation: shopTranslation.nullable(), timezone: z.string() }),
  }),
  /** The booker (operator lists only). */
  user: z.object({ id: z.number().int(), firstname: z.string().nullable(), lastname: z.string().nullable(), phone: z.string().nullable() }).optional(),
});
export type UserBooking = z.infer<typeof userBooking>;

/** Answer of the customer's cancel and the operator's move. */
export const bookingStatusChanged = z.object({ id: z.number().int(), status: z.enum(bookingStatuses) });

/** `data` of `booking_status` / `new_booking` notifications: `id` is the booking's id. */
export type BookingNotificationData = { id: number; type: 'booking'; status: string };
