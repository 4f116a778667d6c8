import { parcelMessages } from '../../../contract/parcel-values';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { checkoutMessageText } from '../checkout/checkout-messages';

/**
 * The API's parcel messages (contract/parcel-values.ts, English) → interface strings
 * `parcels.api.<name>`; anything else goes through the checkout's table (ordering, reviews) and
 * then the account messages, or is shown as the server wrote it.
 */
const keys = new Map<string, TranslationKey>(
  (Object.keys(parcelMessages) as (keyof typeof parcelMessages)[]).map((name) => [parcelMessages[name], `parcels.api.${name}` as TranslationKey] as const),
);

/** A message for a parcel page: our own key, or the API's English message with its status. */
export type ParcelMessage = { key: TranslationKey } | { message: string; status?: number };

export function parcelMessageText(t: Translate, error: ParcelMessage): string {
  if ('key' in error) return t(error.key);
  const key = keys.get(error.message);
  return key ? t(key) : checkoutMessageText(t, error);
}

/** Every key above, for the test that each has its string. */
export const parcelMessageKeys = [...keys.values()];
