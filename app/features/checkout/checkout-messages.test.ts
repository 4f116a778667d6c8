import { describe, expect, it } from 'vitest';
import { couponMessages } from '../../../contract/coupons';
import { orderMessages } from '../../../contract/orders';
import { en } from '../../lib/i18n/en';
import { createTranslator } from '../../lib/i18n/translator';
import { checkoutMessageText } from './checkout-messages';

const t = createTranslator('en', en).t;

describe('checkoutMessageText', () => {
  it('has an interface string for every ordering and coupon message of the API', () => {
    const messages = [...Object.values(orderMessages), ...Object.values(couponMessages)].flatMap((m: unknown) => (typeof m === 'string' ? [m] : []));
    for (const message of messages) {
      // Through a translator that shows keys: every message maps to a checkout key…
      const key = checkoutMessageText(((k: string) => k) as typeof t, { message });
      expect(key, message).toMatch(/^checkout\./);
      // …whose English string is the API's message.
      expect(en[key as keyof typeof en]).toBe(message);
    }
  });

  it('reads the minimum amount out of its message', () => {
    expect(checkoutMessageText(t, { message: orderMessages.minAmount('$9.00') })).toBe('The minimum order amount is $9.00');
  });

  it('shows other messages as the server wrote them, and a generic one when there is none', () => {
    expect(checkoutMessageText(t, { message: 'Something new' })).toBe('Something new');
    expect(checkoutMessageText(t, { message: '' })).toBe(en['account.genericError']);
  });
});
