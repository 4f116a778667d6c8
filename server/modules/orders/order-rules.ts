import { convertAmount, fromCents, toCents } from '../currencies/convert';
import { percentOf } from '../catalog/product-pricing';

/**
 * Order money (contract/orders.ts has the formula as clients read it). Pure functions over
 * integer cents:
 * - `orderTotals` computes an order in the base currency from its lines' unit prices (priced by
 *   the catalog's product-pricing.ts), the shop's fees and tax, and the coupon. These amounts are
 *   what the order stores and what a wallet is debited.
 * - `totalsInCurrency` turns stored base amounts into the customer's currency: each unit amount and
 *   each fee is converted on its own and the total is the sum of the converted parts, so the
 *   checkout (O1) and the order (O3/O4) show the same figures to the cent and they always add up.
 *   (The cart converts the base price before taking a percent discount, so on a percent-discounted
 *   line in another currency the cart's and the checkout's line can differ by a cent.)
 */

/** One unit of a line in the base currency (product-pricing.ts `StockMoney` as cents). */
export type UnitCents = { price: bigint; discount: bigint; tax: bigint; total: bigint };

export type TotalsLine = { unit: UnitCents; quantity: number; bonus: boolean };

export type CouponTerms = { type: 'fix' | 'percent'; price: string };

export type ShopMoney = { taxPercent: string; serviceFee: string };

export type OrderTotals = {
  /** Σ line totals (after product discounts, product tax in). */
  subtotal: bigint;
  /** Product discounts already taken off `subtotal`. */
  discount: bigint;
  shopTax: bigint;
  deliveryFee: bigint;
  serviceFee: bigint;
  coupon: bigint;
  total: bigint;
};

export const unitCents = (money: { price: string; discount: string; tax: string; total_price: string }): UnitCents => ({
  price: toCents(money.price),
  discount: toCents(money.discount),
  tax: toCents(money.tax),
  total: toCents(money.total_price),
});

/** A line's own amount (× quantity); a bonus line costs nothing (contract §3.7). */
export function lineCents(line: TotalsLine): { total: bigint; discount: bigint; tax: bigint } {
  if (line.bonus) return { total: 0n, discount: 0n, tax: 0n };
  const q = BigInt(line.quantity);
  return { total: line.unit.total * q, discount: line.unit.discount * q, tax: line.unit.tax * q };
}

/** The coupon's amount off `subtotal`: fixed or percent, never more than the subtotal. */
export function couponCents(coupon: CouponTerms | null, subtotal: bigint, convert: (base: string) => bigint = toCents): bigint {
  if (!coupon) return 0n;
  const off = coupon.type === 'percent' ? percentOf(subtotal, coupon.price) : convert(coupon.price);
  return off > subtotal ? subtotal : off < 0n ? 0n : off;
}

const clampTotal = (t: Omit<OrderTotals, 'total'>): bigint => {
  const total = t.subtotal + t.shopTax + t.deliveryFee + t.serviceFee - t.coupon;
  return total < 0n ? 0n : total;
};

/** The order in the base currency. */
export function orderTotals(input: {
  lines: readonly TotalsLine[];
  shop: ShopMoney;
  deliveryFee: bigint;
  coupon: CouponTerms | null;
}): OrderTotals {
  let subtotal = 0n;
  let discount = 0n;
  for (const line of input.lines) {
    const c = lineCents(line);
    subtotal += c.total;
    discount += c.discount;
  }
  const parts = {
    subtotal,
    discount,
    shopTax: percentOf(subtotal, input.shop.taxPercent),
    deliveryFee: input.deliveryFee,
    serviceFee: toCents(input.shop.serviceFee),
    coupon: couponCents(input.coupon, subtotal),
  };
  return { ...parts, total: clampTotal(parts) };
}

/** Base cents → cents of the currency at `rate`. */
export const convertCents = (cents: bigint, rate: string): bigint => toCents(convertAmount(fromCents(cents), rate));

/** A unit in the currency at `rate`: each part converted, the total derived so it adds up. */
export function unitInCurrency(unit: UnitCents, rate: string): UnitCents {
  const price = convertCents(unit.price, rate);
  const discount = convertCents(unit.discount, rate);
  const tax = convertCents(unit.tax, rate);
  return { price, discount, tax, total: price - discount + tax };
}

/** Stored base amounts → the customer's currency (see the module comment). */
export function totalsInCurrency(
  base: { lines: readonly TotalsLine[]; totals: OrderTotals },
  rate: string,
): OrderTotals {
  let subtotal = 0n;
  let discount = 0n;
  for (const line of base.lines) {
    const c = lineCents({ ...line, unit: unitInCurrency(line.unit, rate) });
    subtotal += c.total;
    discount += c.discount;
  }
  const coupon = convertCents(base.totals.coupon, rate);
  const parts = {
    subtotal,
    discount,
    shopTax: convertCents(base.totals.shopTax, rate),
    deliveryFee: convertCents(base.totals.deliveryFee, rate),
    serviceFee: convertCents(base.totals.serviceFee, rate),
    coupon: coupon > subtotal ? subtotal : coupon,
  };
  return { ...parts, total: clampTotal(parts) };
}

/** A stored line (`order_details`: unit price, line discount, line tax, line total) back to unit cents. */
export function storedUnit(row: { quantity: number; originPrice: string; discount: string; tax: string; totalPrice: string; bonus: boolean }): UnitCents {
  const q = BigInt(Math.max(1, row.quantity));
  const price = toCents(row.originPrice);
  if (row.bonus) return { price, discount: 0n, tax: 0n, total: 0n };
  return { price, discount: toCents(row.discount) / q, tax: toCents(row.tax) / q, total: toCents(row.totalPrice) / q };
}
