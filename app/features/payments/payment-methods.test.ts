import { describe, expect, it } from 'vitest';
import { EXTERNAL_PAYMENT_TAGS } from '../../../contract/payments';
import { en } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';
import { canPayAgain, checkoutMethods, paymentLabel, paymentLabelKey, payAgainMethods, topUpMethods } from './payment-methods';

const list = [
  { id: 1, tag: 'cash' },
  { id: 2, tag: 'wallet' },
  { id: 3, tag: 'stripe' },
  { id: 4, tag: 'alipay' },
  { id: 5, tag: 'mercado-pago' },
];
const t = ((key: string) => `«${key}»`) as Translate;

describe('payment methods', () => {
  // Spanish and Arabic cover every English key (their tables are typed by it; tests/api/seed.test.ts).
  it('every provider, cash and the wallet have an English name', () => {
    for (const tag of ['cash', 'wallet', ...EXTERNAL_PAYMENT_TAGS]) {
      const key = paymentLabelKey(tag);
      expect(key, tag).not.toBeNull();
      expect((en as Record<string, string>)[key!], tag).toBeTruthy();
    }
    expect(en['payment.flutterWave']).toBe('Flutterwave');
  });

  it('names a known tag by its string and shows an unknown one as the server wrote it', () => {
    expect(paymentLabel(t, 'paypal')).toBe('«payment.paypal»');
    expect(paymentLabel(t, 'alipay')).toBe('alipay');
  });

  it('offers the wallet and the providers to pay again, providers only for a top-up, and drops tags without a process', () => {
    expect(payAgainMethods(list).map((p) => p.tag)).toEqual(['wallet', 'stripe', 'mercado-pago']);
    expect(topUpMethods(list).map((p) => p.tag)).toEqual(['stripe', 'mercado-pago']);
    expect(checkoutMethods(list).map((p) => p.tag)).toEqual(['cash', 'wallet', 'stripe', 'mercado-pago']);
  });

  it('shows Pay for an unpaid, non-cash payment of a live order or parcel (contract §4.5)', () => {
    const tx = (status: 'progress' | 'paid' | 'canceled' | 'rejected' | 'refund', tag = 'stripe') => ({ status, payment_system: { tag } });
    expect(canPayAgain('new', tx('progress'))).toBe(true);
    expect(canPayAgain('accepted', tx('rejected'))).toBe(true);
    expect(canPayAgain('new', tx('canceled', 'wallet'))).toBe(true);
    expect(canPayAgain('new', null)).toBe(true);
    expect(canPayAgain('new', tx('progress', 'cash'))).toBe(false);
    expect(canPayAgain('new', tx('paid'))).toBe(false);
    expect(canPayAgain('new', tx('refund'))).toBe(false);
    expect(canPayAgain('canceled', tx('progress'))).toBe(false);
  });
});
