import { describe, expect, it } from 'vitest';
import { checkTopUp, normalizeAmount } from './top-up-form';

const offered = [{ id: 3, tag: 'stripe' }, { id: 8, tag: 'paypal' }];
const errorsOf = (total_price: string, payment = '3') => {
  const result = checkTopUp({ total_price, payment }, offered);
  return result.ok ? null : result.errors;
};

describe('top-up form', () => {
  it('takes an amount above zero with at most two decimals as a decimal string, and an offered provider', () => {
    expect(checkTopUp({ total_price: ' 25 ', payment: '3' }, offered)).toEqual({ ok: true, value: { total_price: '25.00', tag: 'stripe' } });
    expect(checkTopUp({ total_price: '0012,5', payment: '8' }, offered)).toEqual({ ok: true, value: { total_price: '12.50', tag: 'paypal' } });
    expect(checkTopUp({ total_price: '0.05', payment: ' 8 ' }, offered)).toEqual({ ok: true, value: { total_price: '0.05', tag: 'paypal' } });
  });

  it('says what is wrong with the amount', () => {
    expect(errorsOf('')).toEqual({ total_price: 'wallet.send.amount_required' });
    expect(errorsOf('0.00')).toEqual({ total_price: 'wallet.send.amount_invalid' });
    expect(errorsOf('-5')).toEqual({ total_price: 'wallet.send.amount_invalid' });
    expect(errorsOf('1e3')).toEqual({ total_price: 'wallet.send.amount_invalid' });
    expect(errorsOf('10.005')).toEqual({ total_price: 'wallet.send.amount_decimals' });
    expect(errorsOf('99999999999')).toEqual({ total_price: 'wallet.send.amount_invalid' });
  });

  it('refuses a provider the page did not offer (none, cash, the wallet, one not configured)', () => {
    for (const id of ['', '1', '2', '5', 'stripe']) expect(errorsOf('10', id)).toEqual({ payment: 'wallet.topup.method_required' });
  });

  it('writes amounts with two decimals and no leading zeros', () => {
    expect(normalizeAmount('7')).toBe('7.00');
    expect(normalizeAmount('0.5')).toBe('0.50');
    expect(normalizeAmount('000')).toBe('0.00');
  });
});
