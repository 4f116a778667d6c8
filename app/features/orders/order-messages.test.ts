import { describe, expect, it } from 'vitest';
import { lifecycleMessages } from '../../../contract/order-lifecycle';
import { orderMessages } from '../../../contract/orders';
import { refundMessages } from '../../../contract/refunds';
import { en } from '../../lib/i18n/en';
import { createTranslator } from '../../lib/i18n/translator';
import { orderMessageKeys, orderMessageText } from './order-messages';

describe('order page messages', () => {
  const es = createTranslator('es', { 'orders.api.refundAlreadyOpen': 'Ya pediste un reembolso', 'checkout.api.alreadyReviewed': 'Ya calificaste' });

  it('translates the refund and cancel messages, and the ordering ones through the checkout table', () => {
    expect(orderMessageText(es.t, refundMessages.alreadyOpen, 422)).toBe('Ya pediste un reembolso');
    expect(orderMessageText(es.t, orderMessages.alreadyReviewed, 422)).toBe('Ya calificaste');
    expect(orderMessageText(es.t, 'Something only the server says', 422)).toBe('Something only the server says');
  });

  it('has an English string for every message it knows, equal to the API text', () => {
    for (const key of orderMessageKeys) expect(en[key]).toBeTruthy();
    expect(en['orders.api.cancelOnlyNew']).toBe(lifecycleMessages.cancelOnlyNew);
  });
});
