import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../contract/payments';
import { orderMessages } from '../../../contract/orders';
import { walletMessages } from '../../../contract/wallet';
import { en } from '../../lib/i18n/en';
import { createTranslator } from '../../lib/i18n/translator';
import { paymentMessageKeys, paymentMessageText } from './payment-messages';

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
});
