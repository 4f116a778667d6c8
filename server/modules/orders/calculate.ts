import { orderMessages as m, type DeliveryType, type OrderPoint } from '../../../contract/orders';
import { ApiError } from '../../http/errors';
import type { CartRow, CartStockRow } from '../cart/queries';
import { localDate, priceStock } from '../catalog/product-pricing';
import { fromCents, toCents, type MoneyConverter } from '../currencies/convert';
import type { CouponRow } from '../coupons/coupons';
import { deliveryFeeCents, distanceKm } from './delivery-fee';
import { orderTotals, unitCents, type OrderTotals, type TotalsLine } from './order-rules';
import type { OrderShopRow } from './queries';

/**
 * Prices a customer's server cart as an order, in the base currency (O1 and O2 both call this;
 * O2 inside its transaction, on the cart it has locked). Lines are priced now by the catalog's own
 * pricing (product-pricing.ts: live discounts by the shop's calendar, product tax), exactly as the
 * cart and the product pages price them.
 */

const BASE: MoneyConverter = { rate: '1', convert: (amount) => fromCents(toCents(amount)) };

export type PricedRow = TotalsLine & { stockId: number; cartDetailId: number };
/** `memberName`: in a group order, the member the line (and its addons) is for. */
export type PricedLine = PricedRow & { addons: PricedRow[]; memberName?: string };

export type PricedOrder = {
  lines: PricedLine[];
  totals: OrderTotals;
  /** Shop → delivery point, 0 for pickup. */
  km: number;
};

function priceRow(row: { id: number; quantity: number; bonus: boolean; stock: CartStockRow }, now: Date): PricedRow {
  const { product } = row.stock;
  // A product switched off or unpublished since it was added cannot be ordered (the cart keeps it).
  if (!product.active || product.status !== 'published') {
    throw new ApiError(422, m.productUnavailable, { cart: [m.productUnavailable] });
  }
  const today = localDate(now, product.shop.timezone);
  const unit = priceStock(row.stock.price, product.tax, product.discounts.map((d) => d.discount), today, BASE);
  return { stockId: row.stock.id, cartDetailId: row.id, quantity: row.quantity, bonus: row.bonus, unit: unitCents(unit) };
}

/** Every member's lines (a group order is paid by its owner), each with its addons. */
export function priceCartLines(cart: CartRow, now: Date): PricedLine[] {
  return cart.userCarts.flatMap((member) =>
    member.details.map((d) => ({
      ...priceRow(d, now),
      addons: d.addons.map((a) => priceRow(a, now)),
      ...(cart.group ? { memberName: member.name } : {}),
    })));
}

export const flatRows = (lines: readonly PricedLine[]): PricedRow[] => lines.flatMap((l) => [l, ...l.addons]);

/**
 * The order's money. `inZone` is the caller's zone answer for delivery (a query); outside →
 * 422 "Sorry, we're not available here". Pickup has no fee and needs no point.
 */
export function priceOrder(input: {
  cart: CartRow;
  shop: OrderShopRow;
  type: DeliveryType;
  point: OrderPoint | undefined;
  inZone: boolean;
  coupon: CouponRow | null;
  now: Date;
}): PricedOrder {
  const lines = priceCartLines(input.cart, input.now);
  if (!lines.length) throw new ApiError(422, m.cartEmpty, { cart: [m.cartEmpty] });
  let km = 0;
  let fee = 0n;
  if (input.type === 'delivery') {
    if (!input.point) throw new ApiError(422, m.addressRequired, { address: [m.addressRequired] });
    if (!input.inZone) throw new ApiError(422, m.notAvailableHere, { address: [m.notAvailableHere] });
    km = distanceKm({ latitude: input.shop.latitude, longitude: input.shop.longitude }, input.point);
    fee = deliveryFeeCents(input.shop, km);
  }
  const totals = orderTotals({
    lines: flatRows(lines),
    shop: { taxPercent: input.shop.tax, serviceFee: input.shop.serviceFee },
    deliveryFee: fee,
    coupon: input.coupon ? { type: input.coupon.type, price: input.coupon.price } : null,
  });
  return { lines, totals, km };
}

/** The shop's minimum order (`min_amount`, base currency) against the subtotal: 422 below it. */
export function checkMinAmount(shop: OrderShopRow, totals: OrderTotals, shown: (base: bigint) => string): void {
  const min = toCents(shop.minAmount);
  if (min > 0n && totals.subtotal < min) {
    const message = m.minAmount(shown(min));
    throw new ApiError(422, message, { price: [message] });
  }
}
