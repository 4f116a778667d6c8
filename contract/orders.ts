import { z } from 'zod';
import { pageQuery, queryBool, queryInt } from './http';
import { extra, productTranslation, unit } from './products';
import { orderMessages, orderStatuses } from './order-values';
import { shopDetail, shopTranslation } from './shops';

export { activeOrderStatuses, cartFingerprint, historyOrderStatuses, orderMessages, orderStatuses, type FingerprintLine, type OrderStatus } from './order-values';

/**
 * Order calculation (O1, contract §2.9), placing orders (O2, §2.10), the customer's orders
 * (O3/O4/O6) and the Order entity (§3.10). Request schemas validate at the server's edge; the
 * response schemas type the storefront's client.
 *
 * Money: every amount of an answer is in the order's (or the asked) currency, exact to the cent.
 * Orders are stored in the base currency with the chosen currency's rate; amounts are computed
 * from per-unit prices converted first and multiplied after (as the cart does), so the
 * checkout's total, the cart's total and the order's total agree to the cent.
 *
 * total_price = price + total_shop_tax + delivery_fee + service_fee − coupon_price (never < 0)
 * - price: Σ lines `stock.total_price × quantity` (product discounts taken off, product tax in:
 *   the cart's `total_price`);
 * - total_discount: the product discounts already taken off `price` (shown as "you save");
 * - total_shop_tax (= total_tax): the shop's tax percent of `price`;
 * - delivery_fee: `shop.price + km × shop.price_per_km` for delivery, 0 for pickup;
 * - coupon_price: the coupon's amount (`fix`) or percent of `price`, at most `price`.
 */

export const orderStatus = z.enum(orderStatuses);
export const deliveryType = z.enum(['delivery', 'pickup']);
export type DeliveryType = z.infer<typeof deliveryType>;

/** Contract §4.5. `progress`, `canceled`, `rejected` read as unpaid. */
export const transactionStatus = z.enum(['progress', 'paid', 'canceled', 'rejected', 'refund']);
export type TransactionStatus = z.infer<typeof transactionStatus>;

export const refundStatus = z.enum(['pending', 'approved', 'rejected', 'canceled']);
export type RefundStatus = z.infer<typeof refundStatus>;

/** Ids in JSON bodies are numbers; form and query styles send strings. */
const id = (what: string) =>
  z.coerce.number<string | number>({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(1, `${what} is required`).max(2_147_483_647);

const coordinate = (min: number, max: number, what: string) =>
  z.union([z.number(), z.string().trim().min(1, `${what} is required`)], { error: `${what} is required` })
    .pipe(z.coerce.number<string | number>({ error: `${what} must be a number` }).min(min, `${what} is out of range`).max(max, `${what} is out of range`));

/** `{latitude, longitude}` as numbers or numeric strings (contract §1.10). */
export const orderPoint = z.object({
  latitude: coordinate(-90, 90, 'Latitude'),
  longitude: coordinate(-180, 180, 'Longitude'),
});
export type OrderPoint = z.infer<typeof orderPoint>;

/** Empty strings are "not sent" (clients omit or blank optional fields). */
const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string().trim().max(max, `At most ${max} characters`).optional());

/** A coupon code as typed; blank = none. */
export const couponCode = optionalText(64);

// ── O1 ──────────────────────────────────────────────────────────────────────────────────────

/**
 * O1 `POST dashboard/user/cart/calculate/{cartId}`. `address` is the delivery point; a pickup
 * may leave it out (clients send the shop's own location there).
 */
export const calculateBody = z.object({
  address: orderPoint.optional(),
  type: deliveryType.default('delivery'),
  coupon: couponCode,
  currency_id: id('currency_id').optional(),
}).superRefine((body, ctx) => {
  if (body.type === 'delivery' && !body.address) ctx.addIssue({ code: 'custom', path: ['address'], message: orderMessages.addressRequired });
});
export type CalculateBody = z.input<typeof calculateBody>;

export const calculateParams = z.object({ id: id('cart id') });

/** O1 result (§3.9): amounts in `currency_id`'s currency; see the formula at the top. */
export const orderCalculation = z.object({
  price: z.number(),
  total_discount: z.number(),
  total_tax: z.number(),
  total_shop_tax: z.number(),
  /** The shop's tax percent the shop tax was taken at. */
  shop_tax_percent: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  coupon_price: z.number(),
  total_price: z.number(),
  /** Shop bonuses do not exist yet: always null. */
  bonus_shop: z.null(),
  /** Straight-line distance shop → address in km (2 decimals); 0 for pickup. */
  km: z.number(),
  /** The shop's minimum order (`min_amount`) in this currency; `price` below it cannot be ordered. */
  min_amount: z.number(),
  /** The currency every amount is in, and its rate. */
  currency_id: z.number().int().nullable(),
  rate: z.number(),
  /** The coupon applied, or null (none sent). An invalid coupon is a 422 instead. */
  coupon: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type OrderCalculation = z.infer<typeof orderCalculation>;

// ── O2 ──────────────────────────────────────────────────────────────────────────────────────

const dateField = z.string({ error: 'delivery_date is required' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'delivery_date must be YYYY-MM-DD');
/** `HH:mm`; a whole label `HH:mm - HH:mm` is cut at " - " as the contract's clients do. */
const timeField = z.string({ error: 'delivery_time is required' }).trim()
  .transform((v) => v.split(' - ')[0]!.trim())
  .pipe(z.string().regex(/^\d{2}:\d{2}$/, 'delivery_time must be HH:mm'));

export const orderAddress = z.object({
  address: z.string().trim().max(500, 'At most 500 characters').optional().default(''),
  office: optionalText(50),
  house: optionalText(50),
  floor: optionalText(50),
});
export type OrderAddressInput = z.input<typeof orderAddress>;

/** Digits only when ordering for someone else (`+57 300 …` is accepted and cleaned). */
const recipientPhone = z.preprocess(
  (v) => (v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
  z.string().transform((v) => v.replace(/[\s().+-]/g, '')).pipe(z.string().regex(/^\d{7,15}$/, 'Phone number is invalid')).optional(),
);

const idempotencyKey = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.string().trim().min(1).max(100, 'idempotency_key is at most 100 characters').optional(),
);

/** A decimal amount exact to the cent (`45.07`, `"45.07"`); '' or null = not sent. */
const expectedTotal = z.preprocess(
  (v) => (v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
  z.string().trim().regex(/^\d{1,12}(\.\d{1,2})?$/, 'expected_total must be an amount with at most 2 decimals').optional(),
);

/**
 * O2 `POST dashboard/user/orders` (table in §2.10) plus Comanda's extensions:
 * - `payment_sys_id`: pay in the same transaction as the order (cash → transaction `progress`;
 *   wallet → debited now, `paid`). Optional: contract clients place the order and then call
 *   PAY1. The storefront always sends it.
 * - `idempotency_key` (or the `Idempotency-Key` header, same value): the same key twice from one
 *   customer is one order; the second call answers the first order.
 * - `expected_total` (the total shown, in `currency_id`'s money) and/or `expected_lines` (the
 *   lines shown, `cartFingerprint`): the order is placed only if the cart priced now still gives
 *   them; else 409 `cartChanged` and nothing is written. Clients that send neither order the cart
 *   as it is, as the contract says.
 * Prices are never read from the request: the server prices its own copy of the cart. `rate` is
 * checked and ignored.
 */
export const placeOrderBody = z.object({
  cart_id: id('cart_id').optional(),
  shop_id: id('shop_id'),
  currency_id: id('currency_id').optional(),
  rate: z.coerce.number<string | number>().positive().optional(),
  delivery_type: deliveryType,
  delivery_date: dateField,
  delivery_time: timeField,
  location: orderPoint.optional(),
  address: orderAddress.optional(),
  note: optionalText(1000),
  /** Per-line notes keyed by stock id. */
  notes: z.record(z.string().regex(/^\d+$/, 'notes are keyed by stock id'), z.string().trim().max(500, 'At most 500 characters')).optional(),
  coupon: couponCode,
  phone: recipientPhone,
  username: optionalText(100),
  payment_sys_id: z.preprocess((v) => (v === null || v === '' ? undefined : v), id('payment_sys_id').optional()),
  idempotency_key: idempotencyKey,
  expected_total: expectedTotal,
  expected_lines: z.preprocess((v) => (v === null ? undefined : v), z.string().max(4000, 'expected_lines is too long').optional()),
}).superRefine((body, ctx) => {
  if (body.delivery_type !== 'delivery') return;
  if (!body.location) ctx.addIssue({ code: 'custom', path: ['location'], message: orderMessages.addressRequired });
  if (!body.address?.address) ctx.addIssue({ code: 'custom', path: ['address', 'address'], message: orderMessages.addressRequired });
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

// ── O3 / O4 / O6 ────────────────────────────────────────────────────────────────────────────

/** A status as clients send it; the spec's `cancelled` spelling is read as `canceled`. */
const statusParam = z.preprocess((v) => (v === 'cancelled' ? 'canceled' : v), orderStatus);

/** `statuses[]=new&statuses[]=accepted`, `statuses[0]=new`, or one `status`/`statuses` value. */
const statusList = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : typeof v === 'object' && v !== null ? Object.values(v) : String(v).split(',')),
  z.array(statusParam).max(10).optional(),
);

/** O3 `GET dashboard/user/orders/paginate`. Newest first unless `sort=asc`. */
export const orderListQuery = pageQuery.extend({
  statuses: statusList,
  status: statusParam.optional(),
  /** Sent by the clients with `statuses`; carries no meaning of its own. */
  order_statuses: queryBool.optional(),
  currency_id: queryInt().optional(),
  column: z.enum(['id', 'created_at', 'total_price']).default('id'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  locale: z.string().max(8).optional(),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

export const orderParams = z.object({ id: id('order id') });

/** O4 query: the order is shown in the currency it was placed in. */
export const orderShowQuery = z.object({ currency_id: queryInt().optional() });

/** O6 `POST dashboard/user/orders/review/{id}`. */
export const orderReviewBody = z.object({
  rating: z.coerce.number<string | number>({ error: 'Rating is required' }).int('Rating must be a whole number').min(1, 'Rating is from 1 to 5').max(5, 'Rating is from 1 to 5'),
  comment: optionalText(2000),
});
export type OrderReviewBody = z.input<typeof orderReviewBody>;

// ── Order (§3.10) ───────────────────────────────────────────────────────────────────────────

export const orderCurrency = z.object({
  id: z.number().int(),
  symbol: z.string(),
  title: z.string(),
  position: z.enum(['before', 'after']),
});

export const orderShop = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  type: z.enum(['restaurant', 'shop']),
  translation: shopTranslation.nullable(),
  logo_img: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Base currency, like every shop's `price` (§1.11). */
  price: z.number(),
  delivery_time: z.object({ from: z.string(), to: z.string(), type: z.enum(['minute', 'hour']) }),
  /** IANA zone of the shop's clock: order times are shown in it (Comanda extension). */
  timezone: z.string(),
  /** No shop bonuses exist yet. */
  bonus: z.null(),
  /** The payment systems the shop takes (the Pay button's choices when `payment_type` ≠ `admin`). */
  shop_payments: shopDetail.shape.shop_payments,
});
export type OrderShop = z.infer<typeof orderShop>;

/** A line's stock as ordered: unit money frozen at order time, in the order's currency. */
export const orderStock = z.object({
  id: z.number().int(),
  price: z.number(),
  discount: z.number(),
  tax: z.number(),
  total_price: z.number(),
  extras: z.array(extra),
  product: z.object({
    id: z.number().int(),
    uuid: z.string(),
    shop_id: z.number().int(),
    img: z.string().nullable(),
    translation: productTranslation.nullable(),
    interval: z.number(),
    unit: unit.nullable(),
    min_qty: z.number().int(),
    max_qty: z.number().int(),
  }),
});
export type OrderStock = z.infer<typeof orderStock>;

/** §3.10 OrderDetail. `total_price` = the line (× quantity, without addons); `discount` = the line's. */
export const orderAddonDetail = z.object({
  id: z.number().int(),
  stock_id: z.number().int().nullable(),
  quantity: z.number().int(),
  origin_price: z.number(),
  discount: z.number(),
  tax: z.number(),
  total_price: z.number(),
  bonus: z.boolean(),
  note: z.string().nullable(),
  /** Comanda extension: in a group order, the name of the member the line is for; else null. */
  member_name: z.string().nullable().optional(),
  /** Null only when the stock was deleted since (the line keeps its prices). */
  stock: orderStock.nullable(),
});
export type OrderAddonDetail = z.infer<typeof orderAddonDetail>;

export const orderDetail = orderAddonDetail.extend({ addons: z.array(orderAddonDetail) });
export type OrderDetail = z.infer<typeof orderDetail>;

export const paymentSystem = z.object({ id: z.number().int(), tag: z.string() });

/** §3.11 Transaction. */
export const orderTransaction = z.object({
  id: z.number().int(),
  payable_id: z.number().int(),
  price: z.number(),
  status: transactionStatus,
  note: z.string().nullable(),
  payment_system: paymentSystem,
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderTransaction = z.infer<typeof orderTransaction>;

export const orderRefund = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: refundStatus,
  cause: z.string(),
  answer: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const orderReview = z.object({
  id: z.number().int(),
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: z.string(),
});

export const orderDeliveryman = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  phone: z.string().nullable(),
  img: z.string().nullable(),
});

/** One status the order went through (Comanda extension, oldest first: the detail's timeline). */
export const orderStatusChange = z.object({ status: orderStatus, created_at: z.string() });
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

/** §3.10 Order: list rows (O3) and the detail (O4) share it. Amounts in the order's currency. */
export const order = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  shop_id: z.number().int(),
  status: orderStatus,
  created_at: z.string(),
  updated_at: z.string(),
  shop: orderShop,
  currency: orderCurrency.nullable(),
  rate: z.number(),
  /** Subtotal: Σ lines after product discounts (= O1 `price`). */
  origin_price: z.number(),
  /** Product discounts already taken off `origin_price`. */
  total_discount: z.number(),
  /** Shop tax. */
  tax: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  coupon: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), price: z.number() }).nullable(),
  total_price: z.number(),
  delivery_type: deliveryType,
  delivery_date: z.string(),
  delivery_time: z.string(),
  address: z.object({
    address: z.string(),
    office: z.string().nullable(),
    house: z.string().nullable(),
    floor: z.string().nullable(),
  }).nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  note: z.string().nullable(),
  /** Ordering for someone else: the recipient. */
  phone: z.string().nullable(),
  username: z.string().nullable(),
  details: z.array(orderDetail),
  transaction: orderTransaction.nullable(),
  deliveryman: orderDeliveryman.nullable(),
  order_refunds: z.array(orderRefund),
  review: orderReview.nullable(),
  status_history: z.array(orderStatusChange),
});
export type Order = z.infer<typeof order>;
