import type { Currency } from '../../contract/presentation';

/**
 * Display of money (contract §1.11): two decimals, `,` thousands, symbol before or after.
 * Amounts in the base currency are converted with the chosen currency's rate; the result is for
 * display only — the server computes every total.
 *
 * Right-to-left pages: "$1,234.50" is one left-to-right run by itself (the symbol and separators
 * take the digits' direction); "0.90 €" reads number-then-symbol in either direction. A sign is
 * not part of the run (an Arabic page showed "+$1.50" as "$1.50+"): an amount added or taken off
 * is written in an element with `dir="ltr"`, sign and amount together (ProductView's addons,
 * CheckoutSummary, OrderTotals). Markup rather than isolate characters here: this module is in
 * the shell chunk, and the text stays plain for tests, copying and schema.org.
 */
export function formatMoney(amount: number, currency: Pick<Currency, 'symbol' | 'position'> | null): string {
  const fixed = Math.abs(amount).toFixed(2);
  const [whole = '0', cents = '00'] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = `${amount < 0 ? '-' : ''}${grouped}.${cents}`;
  if (!currency) return number;
  return currency.position === 'after' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}

/** A base-currency amount (e.g. `shop.price`) in the chosen currency. */
export function fromBase(amount: number, currency: Pick<Currency, 'rate'> | null): number {
  return Math.round(amount * (currency?.rate ?? 1) * 100) / 100;
}

/** Amounts are added in whole cents: money never adds up in floating point (0.1 + 0.2). */
export const cents = (amount: number) => Math.round(amount * 100);
export const fromCents = (value: number) => value / 100;
