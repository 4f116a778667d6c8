import { cart, cartDeleted } from '../../../contract/cart';
import {
  contractBooking, contractGroupCart, contractMember, contractParcel, contractPaymentProcess, createdId, statusOnly,
} from '../../../contract/conformance';
import { order, orderCalculation } from '../../../contract/orders';
import { refund } from '../../../contract/refunds';
import { and, asc, eq } from 'drizzle-orm';
import { bookingConfigs, bookingTables, parcelOrders, shopSections } from '../../../server/db/schema';
import { call } from '../../support/auth';
import { insertOrder } from '../../support/order-rows';
import { demoShop, fillCart, laterSlot, paymentId, scheduleOf } from '../orders-support';
import type { CaseContext, DomainSetup, EndpointCase } from './runner';

/**
 * Carts, checkout, orders, payments and refunds (contract §2.6–§2.7, §2.9–§2.11, §2.15), plus the
 * signed-in parcel and booking calls (§2.16 PC3–PC7, §2.17 BK7–BK8): a customer's journey in the
 * contract's order — open a cart, fill it, price it, order, pay, follow, cancel, review, refund.
 */

const SHOP = 'la-brasa-paisa';
const point = { latitude: 6.2442, longitude: -75.5812 };

export const orderingSetup: DomainSetup = async ({ db }) => {
  const { shop, stocks } = await demoShop(db, SHOP);
  const slot = laterSlot(scheduleOf(shop));
  const [config] = await db.select({ id: bookingConfigs.id }).from(bookingConfigs).where(eq(bookingConfigs.shopId, shop.id));
  const [table] = await db.select({ id: bookingTables.id }).from(bookingTables)
    .innerJoin(shopSections, eq(shopSections.id, bookingTables.shopSectionId))
    .where(and(eq(shopSections.shopId, shop.id))).orderBy(asc(bookingTables.id)).limit(1);
  return {
    bookingConfig: config!.id,
    table: table!.id,
    shop: shop.id,
    stockA: stocks[0]!.id,
    stockB: stocks[1]!.id,
    date: slot.delivery_date,
    time: slot.delivery_time,
    cash: await paymentId(db, 'cash'),
    // PAY3's provider: ordering.test.ts switches on the local Stripe fake for these cases.
    tag: 'stripe',
  };
};

const keep = (ctx: CaseContext, values: Record<string, string | number>): void => {
  Object.assign(ctx.f, values);
};
const dataOf = <T>(body: unknown) => (body as { data: T }).data;

/** PC3's body as the contract's clients send it. */
const parcelBody = (ctx: CaseContext) => ({
  currency_id: 1, rate: 1, type_id: 1, phone_from: '+573001112233', username_from: 'Camila', phone_to: '+573004445566', username_to: 'Pablo',
  address_from: { ...point, address: 'Calle 10 #43-12', house: '1', stage: '2', room: '3' },
  address_to: { latitude: 6.21, longitude: -75.57, address: 'Carrera 43A #1-50', house: '', stage: '', room: '' },
  delivery_date: ctx.f.date, delivery_time: '13:00', note: '', images: [], description: 'Documentos', instructions: '', notify: 0, qr_value: '',
});

/** A parcel of the customer, made through PC3 (for PAY2 and PC7, which come before or after PC3's own). */
const newParcel = async (ctx: CaseContext): Promise<number> => {
  const made = await call<{ data: { id: number } }>(ctx.app, 'POST', 'dashboard/user/parcel-orders', { token: ctx.token, json: parcelBody(ctx) });
  if (made.status !== 201) throw new Error(`PC3 for a fixture answered ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.data.id;
};

/** Enough of two products for every demo minimum order. */
const lines = (ctx: CaseContext) => [
  { stock_id: Number(ctx.f.stockA), quantity: 2 },
  { stock_id: Number(ctx.f.stockB), quantity: 1 },
];

/** A delivered order of the customer (written as placing and delivering leave it), for O6 and RF1. */
const delivered = async (ctx: CaseContext) => ({
  delivered: await insertOrder(ctx.db, { userId: ctx.userId, shopId: Number(ctx.f.shop), lines: [{ stockId: Number(ctx.f.stockA), quantity: 1 }], status: 'delivered' }),
});

export const orderingCases: readonly EndpointCase[] = [
  // §2.6 the owner's cart
  {
    id: 'CT5', method: 'POST', path: 'dashboard/user/cart/open', auth: 'user', json: (ctx) => ({ shop_id: ctx.f.shop, currency_id: 1 }),
    shape: 'single', schema: cart, check: (body, ctx) => keep(ctx, { cart: dataOf<{ id: number }>(body).id }),
  },
  {
    id: 'CT2', method: 'POST', path: 'dashboard/user/cart/insert-product', auth: 'user', shape: 'single', schema: cart,
    json: (ctx) => ({ shop_id: ctx.f.shop, currency_id: 1, rate: 1, products: lines(ctx) }),
    check: (body, ctx) => keep(ctx, { cart: dataOf<{ id: number }>(body).id }),
  },
  { id: 'CT1', method: 'GET', path: 'dashboard/user/cart', auth: 'user', query: { currency_id: 1 }, shape: 'single', schema: cart },
  { id: 'CT6', method: 'POST', path: 'dashboard/user/cart/set-group/{cart}', auth: 'user', shape: 'single', schema: contractGroupCart },

  // §2.7 a group member's guest cart (the group the owner's CT6 made)
  {
    id: 'GC1', method: 'POST', path: 'rest/cart/open', auth: 'public', json: (ctx) => ({ name: 'Pablo', shop_id: ctx.f.shop, cart_id: ctx.f.cart }),
    shape: 'single', schema: contractMember, check: (body, ctx) => keep(ctx, { member: dataOf<{ uuid: string }>(body).uuid }),
  },
  { id: 'GC2', method: 'GET', path: 'rest/cart/{cart}', auth: 'public', query: (ctx) => ({ shop_id: ctx.f.shop!, user_cart_uuid: ctx.f.member!, currency_id: 1 }), shape: 'single', schema: cart },
  {
    id: 'GC3', method: 'POST', path: 'rest/cart/insert-product', auth: 'public', shape: 'single', schema: cart,
    json: (ctx) => ({ shop_id: ctx.f.shop, cart_id: ctx.f.cart, user_cart_uuid: ctx.f.member, products: [{ stock_id: ctx.f.stockA, quantity: 1 }] }),
    check: (body, ctx) => {
      const parts = dataOf<{ user_carts: Array<{ uuid: string; cartDetails: Array<{ id: number }> }> }>(body).user_carts;
      keep(ctx, { memberLine: parts.find((p) => p.uuid === ctx.f.member)!.cartDetails[0]!.id });
    },
  },
  {
    id: 'GC4', method: 'DELETE', path: 'rest/cart/product/delete', auth: 'public', json: (ctx) => ({ ids: [ctx.f.memberLine] }),
    shape: 'status', schema: statusOnly, status: 422,
    deviation: 'cart-detail ids are sequential, so GC4 also needs the member (user_cart_uuid, cart_id), else 422 (contract/cart.ts header)',
  },
  { id: 'GC5', method: 'POST', path: 'rest/cart/status/{member}', auth: 'public', json: (ctx) => ({ cart_id: ctx.f.cart }), shape: 'status', schema: statusOnly },
  {
    id: 'CT7', method: 'DELETE', path: 'dashboard/user/cart/member/delete', auth: 'user', shape: 'status', schema: statusOnly,
    // A second member joins, to be removed by the owner.
    prepare: async (ctx) => {
      const joined = await call<{ data: { uuid: string } }>(ctx.app, 'POST', 'rest/cart/open', { json: { name: 'Lucía', shop_id: ctx.f.shop, cart_id: ctx.f.cart } });
      return { kicked: joined.body.data.uuid };
    },
    query: (ctx) => ({ cart_id: ctx.f.cart!, 'ids[0]': ctx.f.kicked! }),
  },
  { id: 'GC6', method: 'DELETE', path: 'rest/cart/member/delete', auth: 'public', query: (ctx) => ({ 'ids[0]': ctx.f.member!, cart_id: ctx.f.cart! }), shape: 'status', schema: statusOnly },
  {
    id: 'GC7', method: 'POST', path: 'rest/cart/calculate/{cart}', auth: 'public', shape: 'single', schema: orderCalculation,
    json: { address: point, type: 'delivery', currency_id: 1 },
  },

  // §2.9 price the cart, §2.10 order it, §2.11 pay
  {
    id: 'O1', method: 'POST', path: 'dashboard/user/cart/calculate/{cart}', auth: 'user', shape: 'single', schema: orderCalculation,
    json: { address: point, type: 'delivery', currency_id: 1 },
  },
  {
    id: 'O2', method: 'POST', path: 'dashboard/user/orders', auth: 'user', shape: 'single', schema: createdId,
    json: (ctx) => ({
      cart_id: ctx.f.cart, shop_id: ctx.f.shop, currency_id: 1, rate: 1, delivery_type: 'delivery',
      delivery_date: ctx.f.date, delivery_time: ctx.f.time, location: point,
      address: { address: 'Calle 10 #43-12', office: 'B', house: '301', floor: '3' }, notes: { [String(ctx.f.stockA)]: 'sin cebolla' },
    }),
    check: (body, ctx) => keep(ctx, { order: dataOf<{ id: number }>(body).id }),
  },
  {
    id: 'PAY1', method: 'POST', path: 'payments/order/{order}/transactions', auth: 'user', json: (ctx) => ({ payment_sys_id: ctx.f.cash }),
    shape: 'single', schema: createdId,
    check: (body, ctx) => {
      if (dataOf<{ id: number }>(body).id !== ctx.f.order) throw new Error('PAY1: `data.id` must be the order id (the client redirects to it)');
    },
  },
  {
    id: 'PAY2', method: 'POST', path: 'payments/parcel-order/{parcel}/transactions', auth: 'user', json: (ctx) => ({ payment_sys_id: ctx.f.cash }),
    shape: 'single', schema: createdId, prepare: async (ctx) => ({ parcel: await newParcel(ctx) }),
    check: (body, ctx) => {
      if (dataOf<{ id: number }>(body).id !== ctx.f.parcel) throw new Error('PAY2: `data.id` must be the parcel id (the client redirects to it)');
    },
  },
  { id: 'PAY3', method: 'GET', path: 'dashboard/user/order-{tag}-process', auth: 'user', query: (ctx) => ({ order_id: ctx.f.order! }), shape: 'single', schema: contractPaymentProcess },
  {
    id: 'O3', method: 'GET', path: 'dashboard/user/orders/paginate', auth: 'user', shape: 'paginated', schema: order,
    query: { order_statuses: 'true', 'statuses[0]': 'new', 'statuses[1]': 'accepted', currency_id: 1, perPage: 10, page: 1, column: 'id', sort: 'desc', locale: 'es' },
    check: (body) => {
      if ((body as { meta: { total: number } }).meta.total < 1) throw new Error('O3: the order placed by O2 must be counted in `meta.total`');
    },
  },
  { id: 'O4', method: 'GET', path: 'dashboard/user/orders/{order}', auth: 'user', shape: 'single', schema: order },
  { id: 'O5', method: 'POST', path: 'dashboard/user/orders/{order}/status/change', auth: 'user', query: { status: 'canceled' }, shape: 'status', schema: statusOnly },
  { id: 'O6', method: 'POST', path: 'dashboard/user/orders/review/{delivered}', auth: 'user', prepare: delivered, json: { rating: 5, comment: 'Muy rico' }, shape: 'status', schema: statusOnly },
  { id: 'O7', method: 'POST', path: 'dashboard/user/orders/{order}/repeat', auth: 'user', json: { from: '2030-01-01', to: '2030-01-31' }, shape: 'status', schema: statusOnly },
  { id: 'O8', method: 'DELETE', path: 'dashboard/user/orders/{order}/delete-repeat', auth: 'user', shape: 'status', schema: statusOnly },
  {
    id: 'O9', method: 'POST', path: 'rest/orders', auth: 'public', shape: 'single', schema: createdId,
    json: (ctx) => ({ shop_id: ctx.f.shop, currency_id: 1, rate: 1, delivery_type: 'pickup', delivery_date: ctx.f.date, delivery_time: ctx.f.time, payment_id: ctx.f.cash, city: 'Medellín' }),
  },
  { id: 'O10', method: 'GET', path: 'rest/orders/{order}', auth: 'public', shape: 'single', schema: order },

  // §2.15 refunds (on a delivered order)
  { id: 'RF1', method: 'POST', path: 'dashboard/user/order-refunds', auth: 'user', json: (ctx) => ({ order_id: ctx.f.delivered, cause: 'Llegó frío' }), shape: 'status', schema: statusOnly },
  {
    id: 'RF2', method: 'GET', path: 'dashboard/user/order-refunds/paginate', auth: 'user', query: { page: 1 }, shape: 'paginated', schema: refund,
    check: (body) => {
      if (!(body as { data: unknown[] }).data.length) throw new Error('RF2: the refund asked for by RF1 must be listed');
    },
  },

  // §2.6 removing lines and the cart (after the order emptied it: a new one)
  {
    id: 'CT3', method: 'DELETE', path: 'dashboard/user/cart/product/delete', auth: 'user', shape: 'status', schema: statusOnly,
    prepare: async (ctx) => {
      const filled = cart.parse(await fillCart(ctx.app, ctx.token, Number(ctx.f.shop), lines(ctx)));
      return { cart: filled.id, detail: filled.user_carts[0]!.cartDetails[0]!.id };
    },
    json: (ctx) => ({ ids: [ctx.f.detail] }),
  },
  { id: 'CT4', method: 'DELETE', path: 'dashboard/user/cart/delete', auth: 'user', json: (ctx) => ({ ids: [ctx.f.cart] }), shape: 'single', schema: cartDeleted },

  // §2.16 parcels, signed in
  {
    id: 'PC3', method: 'POST', path: 'dashboard/user/parcel-orders', auth: 'user', shape: 'single', schema: createdId,
    json: parcelBody, check: (body, ctx) => keep(ctx, { parcel: dataOf<{ id: number }>(body).id }),
  },
  {
    id: 'PC4', method: 'GET', path: 'dashboard/user/parcel-orders', auth: 'user', shape: 'paginated', schema: contractParcel,
    query: { order_statuses: 'true', 'statuses[0]': 'new', perPage: 10, page: 1, column: 'id', sort: 'desc', currency_id: 1, locale: 'es' },
  },
  { id: 'PC5', method: 'GET', path: 'dashboard/user/parcel-orders/{parcel}', auth: 'user', shape: 'single', schema: contractParcel },
  { id: 'PC6', method: 'POST', path: 'dashboard/user/parcel-orders/{parcel}/status/change', auth: 'user', query: { status: 'canceled' }, shape: 'status', schema: statusOnly },
  {
    id: 'PC7', method: 'POST', path: 'dashboard/user/parcel-orders/deliveryman-review/{parcel}', auth: 'user', json: { rating: 5, comment: 'Rápido' },
    shape: 'status', schema: statusOnly,
    // A delivered parcel (as the operator's moves leave it).
    prepare: async (ctx) => {
      const id = await newParcel(ctx);
      await ctx.db.update(parcelOrders).set({ status: 'delivered' }).where(eq(parcelOrders.id, id));
      return { parcel: id };
    },
  },

  // §2.17 reservations, signed in
  {
    id: 'BK7', method: 'POST', path: 'dashboard/user/my-bookings', auth: 'user', shape: 'status', schema: statusOnly,
    json: (ctx) => ({ table_id: ctx.f.table, booking_id: ctx.f.bookingConfig, start_date: `${ctx.f.date} 19:00`, guest: 2 }),
  },
  { id: 'BK8', method: 'GET', path: 'dashboard/user/my-bookings', auth: 'user', query: { page: 1 }, shape: 'paginated', schema: contractBooking },
];
