import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../contract/payments';
import { orderMessages } from '../../../contract/orders';
import { walletMessages } from '../../../contract/wallet';
import { en } from '../../lib/i18n/en';
import { createTranslator } from '../../lib/i18n/translator';
import { paymentMessageKeys, paymentMessageText, paymentReasonOf, readPaymentReason } from './payment-messages';
import { withPaymentNotice } from './start-checkout';

const { t } = createTranslator('es', { ...en, 'payment.api.topUpAmount': 'Introduce un importe entre 1 y 100000', 'wallet.api.insufficientBalance': 'Saldo insuficiente' });

describe('payment messages', () => {
  it('each shown message has its English string', () => {
    for (const key of paymentMessageKeys) expect((en as Record<string, string>)[key], key).toBeTruthy();
  });

  it('translates the payment step\'s, the wallet\'s and the ordering messages; shows others as written', () => {
    expect(paymentMessageText(t, { message: paymentMessages.topUpAmount, status: 422 })).toBe('Introduce un importe entre 1 y 100000');
    expect(paymentMessageText(t, { message: walletMessages.insufficientBalance, status: 422 })).toBe('Saldo insuficiente');
    expect(paymentMessageText(t, { message: orderMessages.alreadyPaid, status: 422 })).toBe(en['checkout.api.alreadyPaid']);
    expect(paymentMessageText(t, { message: 'Something new', status: 422 })).toBe('Something new');
    expect(paymentMessageText(t, { key: 'checkout.api.choosePayment' })).toBe(en['checkout.api.choosePayment']);
  });

  it('names a sayable refusal in the page address, and reads back only those names', () => {
    expect(paymentReasonOf(paymentMessages.emailRequired)).toBe('emailRequired');
    expect(paymentReasonOf('Something else')).toBeNull();
    expect(withPaymentNotice('/orders/4', 'failed', 'emailRequired')).toBe('/orders/4?payment=failed&reason=emailRequired');
    expect(withPaymentNotice('/parcels/2', 'failed', null)).toBe('/parcels/2?payment=failed');
    expect(readPaymentReason('providerUnreachable')).toBe('providerUnreachable');
    for (const raw of [null, '', 'webhookRejected', '<script>', 'constructor']) expect(readPaymentReason(raw)).toBeNull();
  });
});
