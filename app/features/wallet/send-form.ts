import { WALLET_NOTE_MAX, WALLET_SEARCH_MAX } from '../../../contract/wallet';
import type { TranslationKey } from '../../lib/i18n/en';

/**
 * The send-money form's own checks (issue #17, contract §5.9), run in the dialog before the
 * confirmation step and again by the /wallet action before W4: an amount above zero with at most
 * two decimals (a decimal comma is read as a point), a recipient, a note of bounded length. The
 * server decides the rest (balance, recipient, not yourself). Pure, unit-tested.
 */

/** Longest note accepted (W4 `note`). */
export const NOTE_MAX = WALLET_NOTE_MAX;
/** Largest amount the form lets through; the balance is the real limit, decided by the server. */
const AMOUNT_MAX = 1_000_000_000;
/** A customer's uuid as W3 lists it. */
const UUID = /^[0-9a-f-]{8,64}$/i;

export type SendFields = { price: string; uuid: string; note: string };
export type SendErrors = Partial<Record<'price' | 'uuid' | 'note', TranslationKey>>;
export type SendValues = { price: number; uuid: string; note?: string };

/** The amount as typed ("12,5" too), or null when it is not an amount. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

export function checkSend(fields: SendFields): { ok: true; value: SendValues } | { ok: false; errors: SendErrors } {
  const errors: SendErrors = {};
  const text = fields.price.trim().replace(',', '.');
  const amount = parseAmount(text);
  if (!text) errors.price = 'wallet.send.amount_required';
  else if (amount === null || amount <= 0) errors.price = 'wallet.send.amount_invalid';
  else if (!/^\d+(\.\d{1,2})?$/.test(text)) errors.price = 'wallet.send.amount_decimals';
  else if (amount > AMOUNT_MAX) errors.price = 'wallet.send.amount_invalid';
  const uuid = fields.uuid.trim();
  if (!uuid || !UUID.test(uuid)) errors.uuid = 'wallet.send.recipient_required';
  const note = fields.note.trim();
  if (note.length > NOTE_MAX) errors.note = 'wallet.send.note_too_long';
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { price: amount!, uuid, ...(note ? { note } : {}) } };
}

/** The search term W3 gets: trimmed, bounded; null when blank (W3 refuses a blank search). */
export function searchTerm(raw: string): string | null {
  const term = raw.trim().slice(0, WALLET_SEARCH_MAX);
  return term ? term : null;
}
