import { walletMessages } from '../../../contract/wallet';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { translateApiMessage } from '../auth/api-messages';

type Named<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * The wallet API's English messages (contract/wallet.ts `walletMessages`, W3/W4) → their interface
 * strings `wallet.api.<name>`, so a refusal reads in the visitor's language. Anything else is
 * shown as the server wrote it (translateApiMessage).
 */
const KEYS = new Map<string, TranslationKey>(
  (Object.keys(walletMessages) as (keyof typeof walletMessages)[])
    .filter((name): name is Named<typeof walletMessages> => typeof walletMessages[name] === 'string')
    .map((name) => [walletMessages[name] as string, `wallet.api.${name}` as TranslationKey] as const),
);

/** A message for the send form: our own check (`key`) or the API's (`message`). */
export type WalletMessage = { key: TranslationKey } | { message: string; status?: number };

export function walletMessageText(t: Translate, message: WalletMessage): string {
  if ('key' in message) return t(message.key);
  const key = KEYS.get(message.message);
  return key ? t(key) : translateApiMessage(t, message.message, message.status);
}
