import { bookingMessages } from '../../../contract/booking-values';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { translateApiMessage } from '../auth/api-messages';

type Name = keyof typeof bookingMessages;

/** The API's English booking messages (contract/booking-values.ts) → `booking.api.<name>` keys. */
const keyByMessage = new Map<string, TranslationKey>(
  (Object.keys(bookingMessages) as Name[]).map((name) => [bookingMessages[name], `booking.api.${name}` as TranslationKey]),
);

/** A booking refusal in the visitor's language; other messages as the account ones are. */
export function translateBookingMessage(t: Translate, message: string | null | undefined, status?: number): string {
  const key = message ? keyByMessage.get(message) : undefined;
  return key ? t(key) : translateApiMessage(t, message, status);
}
