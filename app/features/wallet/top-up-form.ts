import type { Payment } from '../../../contract/payments';
import type { TranslationKey } from '../../lib/i18n/en';

/**
 * The top-up form's own checks (issue #20, contract W2), run by the /wallet action before PAY3:
 * an amount above zero with at most two decimals (a decimal comma is read as a point), kept as a
 * decimal string (money is never a float), and a provider the page offered (`payment`: its id). The bounds of an
 * amount (in the chosen currency) and whether the provider is configured are the server's to say.
 * Pure, unit-tested.
 */

export type TopUpFields = { total_price: string; payment: string };
export type TopUpErrors = Partial<Record<'total_price' | 'payment', TranslationKey>>;
export type TopUpValues = { total_price: string; tag: string };

/** At most ten digits before the point: anything larger is out of every bound anyway. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export function checkTopUp(fields: TopUpFields, offered: readonly Payment[]): { ok: true; value: TopUpValues } | { ok: false; errors: TopUpErrors } {
  const errors: TopUpErrors = {};
  const text = fields.total_price.trim().replace(',', '.');
  if (!text) errors.total_price = 'wallet.send.amount_required';
  else if (!/^\d+(\.\d+)?$/.test(text) || !/[1-9]/.test(text)) errors.total_price = 'wallet.send.amount_invalid';
  else if (!/^\d+(\.\d{1,2})?$/.test(text)) errors.total_price = 'wallet.send.amount_decimals';
  else if (!AMOUNT.test(text)) errors.total_price = 'wallet.send.amount_invalid';
  const chosen = offered.find((p) => String(p.id) === fields.payment.trim());
  if (!chosen) errors.payment = 'wallet.topup.method_required';
  if (!chosen || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { total_price: normalizeAmount(text), tag: chosen.tag } };
}

/** "012.5" → "12.50": the amount as the API reads it, two decimals, no leading zeros. */
export function normalizeAmount(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}
