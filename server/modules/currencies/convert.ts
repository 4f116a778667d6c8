import { eq } from 'drizzle-orm';
import { clearOnChange } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema';
import { REFERENCE_DATA_TTL_MS, ttlCache } from '../../lib/ttl-cache';

/**
 * Money conversion for responses that honour `currency_id` (contract §1.11, §5.2). Amounts and
 * rates stay decimal strings end to end (numeric columns); the arithmetic is done in integers
 * (cents × micro-units of rate), rounded half away from zero to cents. Never floats.
 */

const RATE_SCALE = 1_000_000n;

/** "12.5" → 1250n cents; accepts numeric(14,2)-like strings, negative allowed. */
export function toCents(amount: string): bigint {
  const [whole = '0', frac = ''] = amount.trim().replace(/^\+/, '').split('.');
  const negative = whole.startsWith('-');
  const cents = BigInt(whole.replace('-', '') || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** 1250n → "12.50". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

function rateMicros(rate: string): bigint {
  const [whole = '0', frac = ''] = rate.trim().split('.');
  return BigInt(whole || '0') * RATE_SCALE + BigInt((frac + '000000').slice(0, 6));
}

/** `amount` (base currency) × `rate`, to cents. */
export function convertAmount(amount: string, rate: string): string {
  const product = toCents(amount) * rateMicros(rate);
  const half = RATE_SCALE / 2n;
  const rounded = product >= 0n ? (product + half) / RATE_SCALE : -((-product + half) / RATE_SCALE);
  return fromCents(rounded);
}

/** `amount` in a currency of `rate` back to the base currency (÷ rate), to cents; a rate of 0 → null. */
export function amountToBase(amount: string, rate: string): string | null {
  const micros = rateMicros(rate);
  if (micros <= 0n) return null;
  const numerator = toCents(amount) * RATE_SCALE;
  const sign = numerator < 0n ? -1n : 1n;
  const abs = numerator < 0n ? -numerator : numerator;
  return fromCents(sign * ((abs * 2n + micros) / (2n * micros)));
}

export type MoneyConverter = {
  /** The rate applied ("1" when no or an unknown currency was asked for). */
  rate: string;
  /** A base-currency decimal string in the requested currency. */
  convert(amount: string): string;
};

/**
 * Resolves `currency_id` to a converter. Unknown or inactive ids fall back to the base rate "1",
 * like the reference server does; rates are cached like the currency list (cleared on any change, at most a minute old).
 */
export function currencyConverter(db: Database) {
  const rates = ttlCache(REFERENCE_DATA_TTL_MS, async () => {
    const rows = await db
      .select({ id: currencies.id, rate: currencies.rate })
      .from(currencies)
      .where(eq(currencies.active, true));
    return new Map(rows.map((r) => [r.id, r.rate]));
  });
  clearOnChange(db, ['currencies'], rates);
  return async (currencyId: number | undefined | null): Promise<MoneyConverter> => {
    const rate = currencyId == null ? undefined : (await rates.get()).get(currencyId);
    if (!rate) return { rate: '1', convert: (amount) => fromCents(toCents(amount)) };
    return { rate, convert: (amount) => convertAmount(amount, rate) };
  };
}
