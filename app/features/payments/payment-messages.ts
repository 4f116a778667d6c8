import { paymentMessages } from '../../../contract/payments';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { parcelMessageText, type ParcelMessage } from '../parcels/parcel-messages';
import { walletMessageText } from '../wallet/wallet-messages';

/**
 * The provider payment step's messages a customer can meet (contract/payments.ts
 * `paymentMessages`; the webhook's and the API caller's own are not shown to people) → their
 * interface strings `payment.api.<name>`.
 */
const SHOWN = ['nothingToPay', 'topUpAmount', 'currencyNotFound', 'transactionNotFound', 'providerUnreachable', 'emailRequired'] as const;
export type PaymentReason = (typeof SHOWN)[number];
const KEYS = new Map<string, TranslationKey>(SHOWN.map((name) => [paymentMessages[name], `payment.api.${name}`] as const));

/** Every key above, for the test that each has its string. */
export const paymentMessageKeys = [...KEYS.values()];

/** The name of a message above (a page address can carry it: `?reason=`), or null. */
export const paymentReasonOf = (message: string): PaymentReason | null => SHOWN.find((name) => paymentMessages[name] === message) ?? null;

/** A `?reason=` value as one of the names above, or null (anything else in the address is ignored). */
export const readPaymentReason = (raw: string | null): PaymentReason | null => SHOWN.find((name) => name === raw) ?? null;

/**
 * A refusal of a payment step (PAY1/PAY2, PAY3, the top-up) in the visitor's language: the
 * payment step's own messages, the wallet's ('Insufficient wallet balance'), then the parcel,
 * ordering and account tables; anything else as the server wrote it (written for people).
 */
export function paymentMessageText(t: Translate, message: ParcelMessage): string {
  if ('key' in message) return t(message.key);
  const own = KEYS.get(message.message);
  if (own) return t(own);
  const wallet = walletMessageText(t, { message: message.message });
  return wallet !== message.message ? wallet : parcelMessageText(t, message);
}
