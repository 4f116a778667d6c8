import { lifecycleMessages, refundMessages } from '../../../contract/order-values';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { checkoutMessageText } from '../checkout/checkout-messages';

/**
 * The API's messages an order page can meet (cancel, refund request) → interface strings. The
 * ordering messages (review, order again: contract/orders.ts) are the checkout's table; anything
 * else is shown as the server wrote it.
 */
const keys = new Map<string, TranslationKey>([
  [lifecycleMessages.cancelOnlyNew, 'orders.api.cancelOnlyNew'],
  [lifecycleMessages.changedMeanwhile, 'orders.api.changedMeanwhile'],
  [refundMessages.onlyDelivered, 'orders.api.refundOnlyDelivered'],
  [refundMessages.alreadyOpen, 'orders.api.refundAlreadyOpen'],
  [refundMessages.causeRequired, 'orders.api.refundCauseRequired'],
  [refundMessages.causeTooLong, 'orders.api.refundCauseTooLong'],
]);

export function orderMessageText(t: Translate, message: string, status: number): string {
  const key = keys.get(message);
  return key ? t(key) : checkoutMessageText(t, { message, status });
}

/** Every message above, for the test that each has its string. */
export const orderMessageKeys = [...keys.values()];
