import { cartMessages } from '../../../contract/cart-messages';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { translateApiMessage } from '../auth/api-messages';

type Fixed = { [K in keyof typeof cartMessages]: (typeof cartMessages)[K] extends string ? K : never }[keyof typeof cartMessages];

/** The API's fixed cart messages (contract/cart.ts) → their interface-string keys. */
const keyByMessage = new Map<string, TranslationKey>(
  (Object.keys(cartMessages) as Array<keyof typeof cartMessages>)
    .filter((name): name is Fixed => typeof cartMessages[name] === 'string')
    .map((name) => [cartMessages[name], `cart.api.${name}` as TranslationKey]),
);

/** The messages with a number in them, matched by their English pattern. */
const numbered: Array<{ pattern: RegExp; key: TranslationKey }> = [
  { pattern: new RegExp(`^${cartMessages.minQuantity(0).replace('0', '(\\d+)')}$`), key: 'cart.api.minQuantity' },
  { pattern: new RegExp(`^${cartMessages.maxQuantity(0).replace('0', '(\\d+)')}$`), key: 'cart.api.maxQuantity' },
];

/** One cart message from the API in the visitor's language; others as the auth messages are. */
export function translateCartMessage(t: Translate, message: string | null | undefined, status?: number): string {
  if (message) {
    const key = keyByMessage.get(message);
    if (key) return t(key);
    for (const { pattern, key: numberedKey } of numbered) {
      const match = pattern.exec(message);
      if (match) return t(numberedKey, { count: Number(match[1]) });
    }
  }
  return translateApiMessage(t, message, status);
}

/**
 * What went wrong with a cart call, for a toast: the first field message of a 422 (the rule a line
 * broke, e.g. 'Out of stock' at `products.0.quantity`), else the message.
 */
export function cartErrorText(t: Translate, error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: number; data?: { message?: string; params?: Record<string, string[] | undefined> } | null };
  const field = Object.values(data?.params ?? {}).find((messages) => messages?.[0])?.[0];
  return translateCartMessage(t, field ?? data?.message, status);
}
