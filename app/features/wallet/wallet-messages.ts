import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { translateApiMessage } from '../auth/api-messages';

/**
 * The wallet API's English messages (contract/wallet.ts, W4) → interface strings, so a refusal
 * reads in the visitor's language. Anything else is shown as the server wrote it.
 */
const KEYS = new Map<string, TranslationKey>([
  ['Insufficient wallet balance', 'wallet.api.insufficientBalance'],
  ['You cannot send money to yourself', 'wallet.api.sendToSelf'],
  ['Recipient not found', 'wallet.api.recipientNotFound'],
]);

/** A message for the send form: our own check (`key`) or the API's (`message`). */
export type WalletMessage = { key: TranslationKey } | { message: string; status?: number };

export function walletMessageText(t: Translate, message: WalletMessage): string {
  if ('key' in message) return t(message.key);
  const key = KEYS.get(message.message);
  return key ? t(key) : translateApiMessage(t, message.message, message.status);
}
