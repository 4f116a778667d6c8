import { toCents } from '../currencies/convert';

/**
 * What a provider is asked to charge: the server's own total in the order's currency, in that
 * currency's minor units (ISO 4217 exponent). Our amounts are exact decimal strings with cents; a
 * zero-decimal currency (JPY, KRW…) is rounded half up to whole units, a three-decimal one (KWD,
 * BHD…) gets a trailing zero. Providers that take major units (PayPal, PayTabs, Mercado Pago,
 * Flutterwave) get `majorUnits()`; never a float.
 */

export type ProviderAmount = {
  /** Amount in minor units (cents for USD, fils ×1000 for KWD, yen for JPY). */
  minor: bigint;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** Decimal places of the currency. */
  exponent: 0 | 2 | 3;
};

const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const THREE_DECIMAL = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

export function currencyExponent(currency: string): 0 | 2 | 3 {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/** `amount` ("12.34", in `currency`) → minor units of `currency`. */
export function providerAmount(amount: string, currency: string): ProviderAmount {
  const code = currency.toUpperCase();
  const exponent = currencyExponent(code);
  const cents = toCents(amount);
  const minor = exponent === 2 ? cents : exponent === 3 ? cents * 10n : (cents + 50n) / 100n;
  return { minor, currency: code, exponent };
}

/** Minor units → the decimal string a major-unit API wants ("12.34", "1234", "1.230"). */
export function majorUnits(amount: Pick<ProviderAmount, 'minor' | 'exponent'>): string {
  if (amount.exponent === 0) return amount.minor.toString();
  const scale = 10n ** BigInt(amount.exponent);
  const sign = amount.minor < 0n ? '-' : '';
  const abs = amount.minor < 0n ? -amount.minor : amount.minor;
  return `${sign}${abs / scale}.${(abs % scale).toString().padStart(amount.exponent, '0')}`;
}

/**
 * A provider's decimal ("12.34", 12.34 as JSON number text, "1234") → minor units, exactly. Reads
 * the text, not a float: pass the raw JSON token or a string.
 */
export function minorFromMajor(value: string | number, currency: string): bigint {
  const exponent = currencyExponent(currency);
  const text = typeof value === 'number' ? value.toFixed(exponent) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = text.replace(/^[-+]/, '').split('.');
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(frac)) throw new Error(`Not an amount: ${text}`);
  const scale = 10n ** BigInt(exponent);
  const minor = BigInt(whole || '0') * scale + BigInt((frac + '000').slice(0, exponent) || '0');
  return negative ? -minor : minor;
}
