import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { checkSlot, type SlotSchedule } from '../../../contract/delivery-slots';
import { cartFingerprint, orderMessages as m, type placeOrderBody } from '../../../contract/orders';
import type { Database, Tx } from '../../db/client';
import { carts, orderDetails, orders, orderStatusChanges, settings, stocks, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { endGroupWithOrder } from '../cart/group-queries';
import { findCart, lockCart } from '../cart/queries';
import { requireCoupon, takeCouponUse } from '../coupons/coupons';
import { convertAmount, fromCents, toCents } from '../currencies/convert';
import { pickTranslation } from '../i18n/pick-translation';
import { payOrder, requireShopPayment, type PaymentRow } from '../payments/payments';
import { checkMinAmount, flatRows, priceOrder, type PricedLine, type PricedOrder, type PricedRow } from './calculate';
import { lineCents, totalsInCurrency } from './order-rules';
import { findCurrency, findOrderIdByKey, findOrderShop, shopDeliversTo, type OrderShopRow } from './queries';

/**
 * O2: places the customer's order from the server's own copy of the cart (the request's prices are
 * never read). Checks, in this order, each a 4xx with a readable message:
 *   shop approved (404) and switched on → date and time within the day's hours, from its first
 *   offered slot on (any minute, not only the picker's grid; 'Shop is closed' for a closed day) → phone when `before_order_phone_required` → payment method allowed →
 *   delivery zone → coupon → then, inside the transaction on the locked cart: cart of this shop and
 *   not empty, products still sold, minimum amount, stock, coupon use, wallet balance.
 * One transaction writes the order, its lines (addons pointing at their line), the stock
 * decrements, the coupon use, the first status row, the payment (wallet debit included) and
 * empties the cart: any refusal rolls all of it back.
 * Idempotency: the same key from the same customer answers the first order and writes nothing.
 * Group orders (issue #16): the cart holds every member's part; the order takes all of them (each
 * line records its member's name), stock is taken for their sum, and the members' GC calls then
 * answer this order (cart/group-queries.ts `endGroupWithOrder`). Members' edits lock the same
 * cart row, so the order has each member's lines as they were before or after an edit, never a mix.
 */

export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export function scheduleOf(shop: OrderShopRow): SlotSchedule {
  return {
    workingDays: shop.workingDays,
    closedDates: shop.closedDates.map((d) => d.day),
    timezone: shop.timezone,
    deliveryTime: { to: shop.deliveryTimeTo, type: shop.deliveryTimeType },
  };
}

/** 422 'Shop is closed' / 'This delivery time is not available…' unless the time can be ordered now (checkSlot). */
export function requireSlot(shop: OrderShopRow, now: Date, date: string, time: string): void {
  const verdict = checkSlot(scheduleOf(shop), now, date, time);
  if (verdict === 'closed-day') throw new ApiError(422, m.shopClosed, { delivery_date: [m.shopClosed] });
  if (verdict === 'no-slot') throw new ApiError(422, m.slotUnavailable, { delivery_time: [m.slotUnavailable] });
}

/** The shop, approved and taking orders (404 / 422). */
export async function requireOpenShop(db: Database, shopId: number): Promise<OrderShopRow> {
  const shop = await findOrderShop(db, shopId);
  if (!shop) throw new ApiError(404, m.shopNotFound, { shop_id: [m.shopNotFound] });
  if (!shop.open) throw new ApiError(422, m.shopNotAccepting, { shop_id: [m.shopNotAccepting] });
  return shop;
}

async function requirePhone(db: Database, owner: number, recipientPhone: string | undefined): Promise<void> {
  const [setting] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'before_order_phone_required'));
  if (setting?.value !== '1' || recipientPhone) return;
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, owner));
  if (!user?.phone) throw new ApiError(422, m.phoneRequired, { phone: [m.phoneRequired] });
}

/**
 * Takes `quantity` of every stock the order uses, one guarded UPDATE each, in stock id order (so
 * concurrent orders lock rows in one order and never deadlock). PostgreSQL re-checks
 * `quantity >= n` on the row it waited for, so two orders can never both take the last unit; the
 * check constraint `stocks_quantity_check` is the last guard. A row not updated → 'Out of stock'.
 */
async function takeStock(tx: Tx, rows: readonly PricedRow[]): Promise<void> {
  const wanted = new Map<number, number>();
  for (const row of rows) wanted.set(row.stockId, (wanted.get(row.stockId) ?? 0) + row.quantity);
  for (const [stockId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(stocks)
      .set({ quantity: sql`${stocks.quantity} - ${quantity}` })
      .where(sql`${stocks.id} = ${stockId} AND ${stocks.quantity} >= ${quantity}`)
      .returning({ id: stocks.id });
    if (!taken) throw new ApiError(422, m.outOfStock, { [`stocks.${stockId}`]: [m.outOfStock] });
  }
}

/** The frozen money of one line (base currency): unit price, line discount, line tax, line total. */
function lineValues(row: PricedRow, orderId: number, note: string | undefined, parentId: number | null, memberName: string | undefined) {
  const line = lineCents(row);
  return {
    memberName: memberName ?? null,
    orderId,
    stockId: row.stockId,
    parentId,
    quantity: row.quantity,
    originPrice: fromCents(row.unit.price),
    discount: fromCents(line.discount),
    tax: fromCents(line.tax),
    totalPrice: fromCents(line.total),
    bonus: row.bonus,
    note: note ?? null,
  };
}

async function insertLines(tx: Tx, orderId: number, lines: readonly PricedLine[], notes: Record<string, string> | undefined) {
  for (const line of lines) {
    const note = notes?.[String(line.stockId)] || undefined;
    const [main] = await tx.insert(orderDetails).values(lineValues(line, orderId, note, null, line.memberName)).returning({ id: orderDetails.id });
    if (line.addons.length) {
      await tx.insert(orderDetails).values(line.addons.map((a) => lineValues(a, orderId, undefined, main!.id, line.memberName)));
    }
  }
}

/**
 * The order guard (Comanda extension of O2): the customer ordered what the page showed them.
 * `expected_total` is compared, to the cent, with the total priced now in the order's currency
 * (the same figures as O1); `expected_lines` with the cart's fingerprint. Either differing → 409
 * 'Your cart changed…' (the cart was changed in between: a sign-in carry-over, another tab, a
 * price change); nothing is written, and the page asks O1 again.
 */
export function requireExpected(body: Pick<PlaceOrderBody, 'expected_total' | 'expected_lines'>, priced: PricedOrder, rate: string): void {
  if (body.expected_lines !== undefined && body.expected_lines !== cartFingerprint(priced.lines)) {
    throw new ApiError(409, m.cartChanged, { expected_lines: [m.cartChanged] });
  }
  if (body.expected_total !== undefined) {
    const now = totalsInCurrency({ lines: flatRows(priced.lines), totals: priced.totals }, rate).total;
    if (toCents(body.expected_total) !== now) throw new ApiError(409, m.cartChanged, { expected_total: [m.cartChanged] });
  }
}

export type PlaceOrderDeps = { db: Database; now: () => Date };

/** Places the order; answers its id and whether this call made it (false: an earlier call with the key did). */
export async function placeOrder(
  deps: PlaceOrderDeps,
  owner: number,
  body: PlaceOrderBody,
  key: string | undefined,
  /** The request's language and the default one: a pickup order keeps the shop's address in it. */
  locale: { lang: string; fallback: string },
): Promise<{ id: number; created: boolean }> {
  const { db } = deps;
  if (key) {
    const existing = await findOrderIdByKey(db, owner, key);
    if (existing) return { id: existing, created: false };
  }
  const now = deps.now();
  const shop = await requireOpenShop(db, body.shop_id);
  requireSlot(shop, now, body.delivery_date, body.delivery_time);
  await requirePhone(db, owner, body.phone);
  const payment: PaymentRow | null = body.payment_sys_id ? await requireShopPayment(db, shop.id, body.payment_sys_id) : null;
  const delivery = body.delivery_type === 'delivery';
  const point = delivery ? body.location : undefined;
  const inZone = point ? await shopDeliversTo(db, shop.id, point) : !delivery;
  const coupon = body.coupon ? await requireCoupon(db, shop.id, body.coupon, now) : null;
  const currency = await findCurrency(db, body.currency_id);
  const rate = currency?.rate ?? '1';
  const shopAddress = pickTranslation(shop.translations, locale.lang, locale.fallback)?.address ?? '';

  try {
    const id = await db.transaction(async (tx) => {
      // The cart row locked first: the customer's concurrent cart edits and orders queue here.
      const locked = await lockCart(tx, owner);
      if (!locked) throw new ApiError(422, m.cartEmpty, { cart: [m.cartEmpty] });
      if (body.cart_id !== undefined && body.cart_id !== locked.id) throw new ApiError(404, m.cartNotFound, { cart_id: [m.cartNotFound] });
      if (locked.shopId !== shop.id) throw new ApiError(422, m.cartOfOtherShop, { shop_id: [m.cartOfOtherShop] });
      const cart = await findCart(tx, owner);
      if (!cart) throw new ApiError(422, m.cartEmpty, { cart: [m.cartEmpty] });
      const priced = priceOrder({ cart, shop, type: body.delivery_type, point, inZone, coupon, now });
      requireExpected(body, priced, rate);
      checkMinAmount(shop, priced.totals, (cents) => convertAmount(fromCents(cents), rate));
      const t = priced.totals;

      const [order] = await tx.insert(orders).values({
        userId: owner,
        shopId: shop.id,
        status: 'new',
        currencyId: currency?.id ?? null,
        rate,
        originPrice: fromCents(t.subtotal),
        totalDiscount: fromCents(t.discount),
        tax: fromCents(t.shopTax),
        deliveryFee: fromCents(t.deliveryFee),
        serviceFee: fromCents(t.serviceFee),
        couponId: coupon?.id ?? null,
        couponPrice: fromCents(t.coupon),
        totalPrice: fromCents(t.total),
        deliveryType: body.delivery_type,
        deliveryDate: body.delivery_date,
        deliveryTime: body.delivery_time,
        latitude: point?.latitude ?? shop.latitude,
        longitude: point?.longitude ?? shop.longitude,
        address: body.address?.address
          ? { address: body.address.address, office: body.address.office ?? null, house: body.address.house ?? null, floor: body.address.floor ?? null }
          : { address: shopAddress },
        note: body.note ?? null,
        phone: body.phone ?? null,
        username: body.username ?? null,
        idempotencyKey: key ?? null,
        createdAt: now,
        updatedAt: now,
      }).returning({ id: orders.id });
      const orderId = order!.id;

      await insertLines(tx, orderId, priced.lines, body.notes);
      await takeStock(tx, flatRows(priced.lines));
      if (coupon) await takeCouponUse(tx, coupon.id, now);
      await tx.insert(orderStatusChanges).values({ orderId, status: 'new', changedById: owner, createdAt: now });
      if (payment) await payOrder(tx, { id: orderId, userId: owner, shopId: shop.id, totalPrice: fromCents(t.total) }, payment, now);
      // A group's members learn that their group became this order (GC2 answers it, 410).
      await endGroupWithOrder(tx, locked, orderId);
      // Members and lines go with the cart (ON DELETE CASCADE); CT1 answers 404 = empty.
      await tx.delete(carts).where(eq(carts.id, locked.id));
      return orderId;
    });
    return { id, created: true };
  } catch (err) {
    // Another call with the same key won (it committed while this one waited on the cart or the
    // unique index): answer its order, whatever stopped this one.
    if (key) {
      const winner = await findOrderIdByKey(db, owner, key);
      if (winner) return { id: winner, created: false };
    }
    throw err;
  }
}
