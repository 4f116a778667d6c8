import { couponMessages, orderMessages } from '../../../contract/order-values';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { translateApiMessage } from '../auth/api-messages';

/** A message for the page: an interface string of our own, or the API's English message. */
export type CheckoutMessage = { key: TranslationKey } | { message: string; status?: number };

type Named<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** The API's ordering and coupon messages (contract/orders.ts, coupons.ts) → interface strings. */
const keys = new Map<string, TranslationKey>([
  ...(Object.keys(orderMessages) as (keyof typeof orderMessages)[])
    .filter((name): name is Named<typeof orderMessages> => typeof orderMessages[name] === 'string')
    .map((name) => [orderMessages[name] as string, `checkout.api.${name}` as TranslationKey] as const),
  ...(Object.keys(couponMessages) as (keyof typeof couponMessages)[]).map(
    (name) => [couponMessages[name], `checkout.coupon.${name}` as TranslationKey] as const,
  ),
]);

const MIN_AMOUNT = /^The minimum order amount is (.+)$/;

/** An API message as the page shows it, in the visitor's language when we know it. */
export function checkoutMessageText(t: Translate, error: CheckoutMessage): string {
  if ('key' in error) return t(error.key);
  const key = keys.get(error.message);
  if (key) return t(key);
  const min = MIN_AMOUNT.exec(error.message);
  if (min) return t('checkout.api.minAmount', { amount: min[1] ?? '' });
  return translateApiMessage(t, error.message, error.status);
}

export const isMessage = (error: CheckoutMessage, message: string) => 'message' in error && error.message === message;
