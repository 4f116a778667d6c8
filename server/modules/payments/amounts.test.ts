import { describe, expect, it } from 'vitest';
import { majorUnits, minorFromMajor, providerAmount } from './amounts';

describe('amounts in a provider unit', () => {
  it('gives cents for two-decimal currencies, whole units (half up) for zero-decimal ones, and a third digit for three-decimal ones', () => {
    expect(providerAmount('12.34', 'usd')).toEqual({ minor: 1234n, currency: 'USD', exponent: 2 });
    expect(providerAmount('1234.50', 'JPY')).toEqual({ minor: 1235n, currency: 'JPY', exponent: 0 });
    expect(providerAmount('1234.49', 'JPY').minor).toBe(1234n);
    expect(providerAmount('1.23', 'KWD')).toEqual({ minor: 1230n, currency: 'KWD', exponent: 3 });
  });

  it('writes and reads major units exactly, without floats', () => {
    expect(majorUnits({ minor: 1234n, exponent: 2 })).toBe('12.34');
    expect(majorUnits({ minor: 5n, exponent: 2 })).toBe('0.05');
    expect(majorUnits({ minor: 1230n, exponent: 3 })).toBe('1.230');
    expect(majorUnits({ minor: 1235n, exponent: 0 })).toBe('1235');
    expect(minorFromMajor('12.34', 'USD')).toBe(1234n);
    expect(minorFromMajor(0.1 + 0.2, 'USD')).toBe(30n);
    expect(minorFromMajor('1.23', 'KWD')).toBe(1230n);
    expect(minorFromMajor(1235, 'JPY')).toBe(1235n);
    expect(() => minorFromMajor('1e3', 'USD')).toThrow();
  });
});
