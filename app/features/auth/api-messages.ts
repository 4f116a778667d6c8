import { authMessages, referralMessages } from '../../../contract/account-messages';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';

type AuthMessageName = keyof typeof authMessages;

/** The API's English messages (contract/account-fields.ts) → their interface-string keys. */
const keyByMessage = new Map<string, TranslationKey>([
  ...(Object.keys(authMessages) as AuthMessageName[]).map((name) => [authMessages[name], `account.${name}` as TranslationKey] as const),
  // The sign-up's referral code (A5/A6 field `referral`, issue #17).
  [referralMessages.unknownCode, 'referrals.api.unknownCode'],
  [referralMessages.ownCode, 'referrals.api.ownCode'],
]);

/**
 * A message from the API in the visitor's language: the account messages the server sends
 * (spec §5, §8) are translated; anything else is shown as the server wrote it (it is written for
 * people), and no message at all becomes the spec's generic 'Error occured…'. A 429 says to wait.
 */
export function translateApiMessage(t: Translate, message: string | null | undefined, status?: number): string {
  if (status === 429) return t('account.tooManyRequests');
  if (!message) return t('account.genericError');
  const key = keyByMessage.get(message);
  return key ? t(key) : message;
}

/** Field errors of a 422 (`params.<field>[0]`), each translated like the message. */
export function translateFieldErrors(
  t: Translate,
  params: Record<string, readonly string[] | undefined> | null | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(params ?? {})) {
    const first = messages?.[0];
    if (first) errors[field] = translateApiMessage(t, first);
  }
  return errors;
}

/**
 * An API failure as a `Message` for a route action (which has no translator: the page translates
 * it when drawn). Same rules as `translateApiMessage`.
 */
export function apiMessage(message: string | null | undefined, status?: number): { key: TranslationKey } | { text: string } {
  if (status === 429) return { key: 'account.tooManyRequests' };
  if (!message) return { key: 'account.genericError' };
  const key = keyByMessage.get(message);
  return key ? { key } : { text: message };
}
