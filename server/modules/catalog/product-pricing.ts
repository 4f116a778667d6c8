import { fromCents, toCents, type MoneyConverter } from '../currencies/convert';

/**
 * Per-unit stock money (contract §3.3, §5.1) in exact integer cents of the requested currency.
 * The base price is converted first and every other amount is derived from the converted cents,
 * so `total_price = price − discount + tax` holds exactly in whatever currency was asked for.
 */

export type DiscountTerms = {
  type: 'fix' | 'percent';
  /** Amount off per unit in the base currency (`fix`) or percent (`percent`). */
  price: string;
  /** Inclusive `YYYY-MM-DD` bounds, in the shop's calendar. */
  start: string;
  end: string;
  active: boolean;
};

export type StockMoney = { price: string; discount: string; tax: string; total_price: string };

/** `percent` is a numeric string with at most two decimals ("15", "8.50"). */
export function percentOf(cents: bigint, percent: string): bigint {
  const product = cents * toCents(percent);
  const half = 5_000n;
  return product >= 0n ? (product + half) / 10_000n : -((-product + half) / 10_000n);
}

/** A discount counts only while switched on and between its dates (both days included). */
export function isDiscountLive(d: DiscountTerms, today: string): boolean {
  return d.active && d.start <= today && today <= d.end;
}

function discountCents(d: DiscountTerms, priceCents: bigint, money: MoneyConverter): bigint {
  const off = d.type === 'percent' ? percentOf(priceCents, d.price) : toCents(money.convert(d.price));
  // A discount never makes the price negative.
  return off > priceCents ? priceCents : off < 0n ? 0n : off;
}

/**
 * Prices one unit of a stock. When several live discounts cover a product the customer gets the
 * largest; tax (percent of the product) is charged on the discounted price.
 */
export function priceStock(
  basePrice: string,
  taxPercent: string,
  discounts: readonly DiscountTerms[],
  today: string,
  money: MoneyConverter,
): StockMoney {
  const price = toCents(money.convert(basePrice));
  let discount = 0n;
  for (const d of discounts) {
    if (!isDiscountLive(d, today)) continue;
    const off = discountCents(d, price, money);
    if (off > discount) discount = off;
  }
  const tax = percentOf(price - discount, taxPercent);
  return {
    price: fromCents(price),
    discount: fromCents(discount),
    tax: fromCents(tax),
    total_price: fromCents(price - discount + tax),
  };
}

/** Today's date (`YYYY-MM-DD`) in a shop's time zone; discounts run by the shop's calendar. */
export function localDate(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
