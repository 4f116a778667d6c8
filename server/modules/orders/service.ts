import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { orderMessages as m, type calculateBody, type Order, type OrderCalculation, type orderListQuery, type orderReviewBody } from '../../../contract/orders';
import type { Database } from '../../db/client';
import { shopReviews, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { num } from '../../http/respond';
import { isUniqueViolation } from '../auth/users';
import { findCart } from '../cart/queries';
import { refreshShopRatings } from '../catalog/review-rating';
import { requireCoupon } from '../coupons/coupons';
import { fromCents, toCents } from '../currencies/convert';
import type { I18nService } from '../i18n/service';
import { payOrder, requireShopPayment } from '../payments/payments';
import { flatRows, priceOrder } from './calculate';
import { convertCents, totalsInCurrency } from './order-rules';
import { placeOrder, type PlaceOrderBody } from './place-order';
import { findCurrency, findOrderShop, loadOrders, lockOwnOrder, pageOrderIds, shopDeliversTo } from './queries';
import { toOrder, type OrderViewContext } from './view';

export type OrderRequest = { lang: string; imageUrl: (stored: string | null | undefined) => string | null };

type CalculateBody = z.infer<typeof calculateBody>;
type ListQuery = z.infer<typeof orderListQuery>;

/**
 * The customer's side of ordering: O1 calculation, O2 placing, O3/O4 reading, O6 review, PAY1
 * paying. Every call acts on the session's own cart and orders, found by owner: another
 * customer's id is a 404, exactly like an id that does not exist.
 */
export function createOrderService(deps: { db: Database; i18n: I18nService; now?: () => Date }) {
  const { db, i18n } = deps;
  const now = deps.now ?? (() => new Date());

  async function viewContext(req: OrderRequest): Promise<OrderViewContext> {
    return { lang: req.lang, fallbackLocale: await i18n.defaultLocale(), imageUrl: req.imageUrl };
  }

  async function ownOrder(owner: number, id: number, req: OrderRequest): Promise<Order> {
    const [loaded] = await loadOrders(db, [id]);
    if (!loaded || loaded.order.userId !== owner) throw new ApiError(404, m.orderNotFound);
    return toOrder(loaded, await viewContext(req));
  }

  return {
    /** O1: the customer's own cart `cartId` priced as an order, in the asked currency. */
    async calculate(owner: number, cartId: number, body: CalculateBody): Promise<OrderCalculation> {
      const at = now();
      const cart = await findCart(db, owner);
      if (!cart || cart.id !== cartId) throw new ApiError(404, m.cartNotFound);
      const shop = await findOrderShop(db, cart.shopId);
      if (!shop) throw new ApiError(404, m.shopNotFound);
      const point = body.type === 'delivery' ? body.address : undefined;
      const [inZone, coupon, currency] = await Promise.all([
        point ? shopDeliversTo(db, shop.id, point) : Promise.resolve(body.type === 'pickup'),
        body.coupon ? requireCoupon(db, shop.id, body.coupon, at) : Promise.resolve(null),
        findCurrency(db, body.currency_id),
      ]);
      const rate = currency?.rate ?? '1';
      const priced = priceOrder({ cart, shop, type: body.type, point, inZone, coupon, now: at });
      const shown = totalsInCurrency({ lines: flatRows(priced.lines), totals: priced.totals }, rate);
      const money = (cents: bigint) => num(fromCents(cents));
      return {
        price: money(shown.subtotal),
        total_discount: money(shown.discount),
        total_tax: money(shown.shopTax),
        total_shop_tax: money(shown.shopTax),
        shop_tax_percent: num(shop.tax),
        delivery_fee: money(shown.deliveryFee),
        service_fee: money(shown.serviceFee),
        coupon_price: money(shown.coupon),
        total_price: money(shown.total),
        bonus_shop: null,
        km: priced.km,
        min_amount: money(convertCents(toCents(shop.minAmount), rate)),
        currency_id: currency?.id ?? null,
        rate: num(rate),
        coupon: coupon ? { id: coupon.id, name: coupon.name } : null,
      };
    },

    /** O2 (place-order.ts); answers the order and whether this call made it. */
    async place(owner: number, body: PlaceOrderBody, key: string | undefined, req: OrderRequest) {
      const { id, created } = await placeOrder({ db, now }, owner, body, key, { lang: req.lang, fallback: await i18n.defaultLocale() });
      return { order: await ownOrder(owner, id, req), created };
    },

    /** O3: the customer's orders, newest first by default. */
    async list(owner: number, q: ListQuery, req: OrderRequest) {
      const statuses = q.statuses ?? (q.status ? [q.status] : undefined);
      const page = await pageOrderIds(db, { userId: owner, statuses, column: q.column, sort: q.sort, page: q.page, perPage: q.perPage });
      const ctx = await viewContext(req);
      return { rows: (await loadOrders(db, page.ids)).map((o) => toOrder(o, ctx)), total: page.total };
    },

    /** O4. */
    show: ownOrder,

    /**
     * O6: a review of the shop, once per delivered order of the customer's own (the review's
     * unique `order_id` stops a concurrent second one). The shop's rating follows in the same
     * transaction.
     */
    async review(owner: number, orderId: number, body: z.infer<typeof orderReviewBody>, req: OrderRequest): Promise<Order> {
      const at = now();
      await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, owner, orderId);
        if (!order) throw new ApiError(404, m.orderNotFound);
        if (order.status !== 'delivered') throw new ApiError(422, m.reviewNotDelivered);
        const [existing] = await tx.select({ id: shopReviews.id }).from(shopReviews).where(eq(shopReviews.orderId, orderId));
        if (existing) throw new ApiError(422, m.alreadyReviewed);
        const [author] = await tx.select({ firstname: users.firstname, lastname: users.lastname, img: users.img }).from(users).where(eq(users.id, owner));
        await tx.insert(shopReviews).values({
          shopId: order.shopId,
          userId: owner,
          orderId,
          rating: body.rating,
          comment: body.comment ?? null,
          authorFirstname: author?.firstname?.trim() || 'Customer',
          authorLastname: author?.lastname ?? null,
          authorImg: author?.img ?? null,
          createdAt: at,
          updatedAt: at,
        });
        await refreshShopRatings(tx, [order.shopId]);
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new ApiError(422, m.alreadyReviewed);
        throw err;
      });
      return ownOrder(owner, orderId, req);
    },

    /**
     * PAY1: pays the customer's own order with `paymentSysId` (payments.ts `payOrder`). The order
     * row is locked first, so two payments of one order queue and the second sees the first.
     */
    async pay(owner: number, orderId: number, paymentSysId: number, req: OrderRequest): Promise<Order> {
      const [own] = await loadOrders(db, [orderId]);
      if (!own || own.order.userId !== owner) throw new ApiError(404, m.orderNotFound);
      const payment = await requireShopPayment(db, own.order.shopId, paymentSysId);
      const at = now();
      await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, owner, orderId);
        if (!order) throw new ApiError(404, m.orderNotFound);
        if (order.status === 'canceled') throw new ApiError(422, m.orderCanceled);
        await payOrder(tx, { id: order.id, userId: owner, shopId: order.shopId, totalPrice: order.totalPrice }, payment, at);
      });
      return ownOrder(owner, orderId, req);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
