import type { Translate } from '../../lib/i18n/translator';
import { parcelMessageText, type ParcelMessage } from '../parcels/parcel-messages';
import { walletMessageText } from '../wallet/wallet-messages';

/**
 * A refusal of a payment step (PAY1/PAY2, PAY3, the top-up) in the visitor's language: the
 * wallet's messages ('Insufficient wallet balance'), then the parcel, ordering and account
 * tables; anything else as the server wrote it (written for people).
 */
export function paymentMessageText(t: Translate, message: ParcelMessage): string {
  if ('key' in message) return t(message.key);
  const wallet = walletMessageText(t, { message: message.message });
  return wallet !== message.message ? wallet : parcelMessageText(t, message);
}
