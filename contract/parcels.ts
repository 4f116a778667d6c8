import { z } from 'zod';
import { pageQuery, queryInt } from './http';
import { orderCurrency, orderListQuery, orderPoint, orderReviewBody, orderReview, orderStatus, orderTransaction } from './orders';
import { parcelMessages as m, parcelStatuses } from './parcel-values';

export * from './parcel-values';

/**
 * Parcels, door-to-door delivery (contract §2.16 PC1–PC7, §2.11 PAY2, §3.14, §4.2, §5.11) and
 * the operator's parcel endpoints (Comanda extension):
 *
 *   GET  rest/parcel-order/types                                  PC1 ParcelType[]
 *   GET  rest/parcel-order/calculate-price                        PC2 {price, km, …}
 *   POST dashboard/user/parcel-orders                             PC3 {id}
 *   GET  dashboard/user/parcel-orders                             PC4 paginated Parcel
 *   GET  dashboard/user/parcel-orders/{id}                        PC5 Parcel
 *   POST dashboard/user/parcel-orders/{id}/status/change          PC6 ?status=canceled
 *   POST dashboard/user/parcel-orders/deliveryman-review/{id}     PC7 {rating, comment?}
 *   POST payments/parcel-order/{id}/transactions                  PAY2 {payment_sys_id} → {id}
 *   GET  dashboard/admin/parcel-orders/paginate                   operator: all parcels
 *   POST dashboard/admin/parcel-orders/{id}/status                operator: {status} a validated move
 *
 * Money: the price is `type.price + km × type.price_per_km` (base currency, km the straight-line
 * distance to 10 m, as shop delivery fees), converted to `currency_id`. The server prices every
 * parcel itself; PC3's `rate` is checked and ignored.
 */

const id = (what: string) =>
  z.coerce.number<string | number>({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(1, `${what} is required`).max(2_147_483_647);

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string().trim().max(max, `At most ${max} characters`).optional());

/** PC2 query: both points, the type and the currency. */
export const parcelPriceQuery = z.object({
  address_from: orderPoint,
  address_to: orderPoint,
  type_id: id('type_id'),
  currency_id: queryInt().optional(),
});
export type ParcelPriceQuery = z.input<typeof parcelPriceQuery>;

/** PC2 answer: `price` in the asked currency (what the client reads), and how it was made. */
export const parcelPrice = z.object({
  price: z.number(),
  km: z.number(),
  type_id: z.number().int(),
  currency_id: z.number().int().nullable(),
  rate: z.number(),
});
export type ParcelPrice = z.infer<typeof parcelPrice>;

const phone = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string({ error: m.phoneRequired }).trim().min(1, m.phoneRequired)
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{7,15}$/, m.phoneInvalid)),
);
const personName = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, 'At most 100 characters');

/** `address_from` / `address_to` of PC3. */
export const parcelPointInput = orderPoint.extend({
  address: z.string({ error: m.addressRequired }).trim().min(1, m.addressRequired).max(500, 'At most 500 characters'),
  house: optionalText(50),
  stage: optionalText(50),
  room: optionalText(50),
});

/** A measure sent by Comanda's storefront (grams, cm), checked against the type's limits. */
const measure = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.coerce.number<string | number>().int().min(0).max(10_000_000).optional());

/**
 * PC3 body (the contract's table) plus Comanda's extensions: `payment_sys_id` pays in the same
 * transaction (cash → `progress`, wallet → debited now, `paid`); `idempotency_key` (or the
 * `Idempotency-Key` header): the same key twice is one parcel; `weight` (g), `length`, `width`,
 * `height` (cm): checked against the type's limits when sent.
 */
export const parcelCreateBody = z.object({
  currency_id: id('currency_id').optional(),
  rate: z.coerce.number<string | number>().positive().optional(),
  type_id: id('type_id'),
  phone_from: phone,
  username_from: personName,
  address_from: parcelPointInput,
  phone_to: phone,
  username_to: personName,
  address_to: parcelPointInput,
  delivery_date: z.string({ error: 'delivery_date is required' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'delivery_date must be YYYY-MM-DD'),
  delivery_time: z.string({ error: 'delivery_time is required' }).trim().regex(/^\d{2}:\d{2}$/, 'delivery_time must be HH:mm'),
  note: optionalText(1000),
  images: z.array(z.string().max(500)).max(5).optional(),
  description: optionalText(2000),
  instructions: optionalText(1000),
  notify: z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).optional()
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  qr_value: optionalText(200),
  payment_sys_id: z.preprocess((v) => (v === null || v === '' ? undefined : v), id('payment_sys_id').optional()),
  idempotency_key: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().min(1).max(100).optional()),
  weight: measure,
  length: measure,
  width: measure,
  height: measure,
});
export type ParcelCreateBody = z.input<typeof parcelCreateBody>;

/** PC4: the same list parameters as O3 (`statuses[i]`, `perPage`, `page`, `column`, `sort`, …). */
export const parcelListQuery = orderListQuery;
export const parcelParams = z.object({ id: id('parcel id') });
/** PC6 `?status=canceled`. */
export const parcelCancelQuery = z.object({
  status: z.preprocess((v) => (v === 'cancelled' ? 'canceled' : v), z.literal('canceled', { error: m.customerCancelOnly })),
});
/** PC7. */
export const parcelReviewBody = orderReviewBody;
/** PAY2. */
export const parcelTransactionBody = z.object({
  payment_sys_id: z.preprocess((v) => (v === null || v === '' ? undefined : v), id('payment_sys_id').optional()),
});

export const parcelStatus = z.enum(parcelStatuses);

/** Operator: `POST dashboard/admin/parcel-orders/{id}/status`. */
export const operatorParcelStatusBody = z.object({
  status: z.enum(['accepted', 'ready', 'on_a_way', 'delivered', 'canceled'], { error: m.statusRequired }),
});
export const operatorParcelQuery = pageQuery.extend({ status: parcelStatus.optional() });

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

const translation = z.object({ locale: z.string(), title: z.string() }).nullable();

/** PC1 ParcelType (§3.14). `type` is the name in the asked language (fallback: `tag`). */
export const parcelType = z.object({
  id: z.number().int(),
  tag: z.string(),
  type: z.string(),
  img: z.string().nullable(),
  min_g: z.number(),
  max_g: z.number(),
  min_length: z.number(),
  max_length: z.number(),
  min_width: z.number(),
  max_width: z.number(),
  min_height: z.number(),
  max_height: z.number(),
  /** Base price and per-km price, base currency (not shown by the clients; PC2 prices). */
  price: z.number(),
  price_per_km: z.number(),
  options: z.array(z.object({ id: z.number().int(), translation })),
});
export type ParcelType = z.infer<typeof parcelType>;

export const parcelPointView = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  house: z.string().nullable(),
  stage: z.string().nullable(),
  room: z.string().nullable(),
});

/** §3.14 Parcel: list rows (PC4) and the detail (PC5). Amounts in the parcel's currency. */
export const parcel = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  status: parcelStatus,
  created_at: z.string(),
  updated_at: z.string(),
  type_id: z.number().int(),
  type: z.object({ id: z.number().int(), type: z.string(), img: z.string().nullable() }),
  username_from: z.string(),
  phone_from: z.string(),
  address_from: parcelPointView,
  username_to: z.string(),
  phone_to: z.string(),
  address_to: parcelPointView,
  delivery_date: z.string(),
  delivery_time: z.string(),
  note: z.string().nullable(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  notify: z.boolean(),
  qr_value: z.string().nullable(),
  img: z.string().nullable(),
  km: z.number(),
  rate: z.number(),
  total_price: z.number(),
  currency: orderCurrency.nullable(),
  transaction: orderTransaction.nullable(),
  deliveryman: z.object({ id: z.number().int(), firstname: z.string().nullable(), lastname: z.string().nullable(), phone: z.string().nullable(), img: z.string().nullable() }).nullable(),
  review: orderReview.nullable(),
  status_history: z.array(z.object({ status: orderStatus, created_at: z.string() })),
});
export type Parcel = z.infer<typeof parcel>;

/** PC6 answer. */
export const parcelStatusChanged = z.object({ id: z.number().int(), status: parcelStatus });

/** `data` of a parcel's `status_changed` notification: `id` is the parcel's id. */
export type ParcelNotificationData = { id: number; type: 'parcel'; status: string };
