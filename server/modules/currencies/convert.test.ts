import { describe, expect, it } from 'vitest';
import { convertAmount, fromCents, toCents } from './convert';

describe('money conversion (integer arithmetic)', () => {
  it('parses and prints cents exactly', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('-0.07')).toBe(-7n);
    expect(toCents('3')).toBe(300n);
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(-7n)).toBe('-0.07');
  });

  it('multiplies by a six-decimal rate and rounds half away from zero to cents', () => {
    expect(convertAmount('10.00', '0.000250')).toBe('0.00');
    expect(convertAmount('10.00', '4100.5')).toBe('41005.00');
    expect(convertAmount('0.10', '0.125')).toBe('0.01'); // 0.0125 → 0.01
    expect(convertAmount('0.30', '0.15')).toBe('0.05'); // 0.045 → 0.05 (half up)
    expect(convertAmount('-0.30', '0.15')).toBe('-0.05');
    // 0.1 + 0.2 style float traps do not appear
    expect(convertAmount('0.29', '3')).toBe('0.87');
  });
});

describe('amountToBase', () => {
  it('divides by the rate and rounds half away from zero to cents', async () => {
    const { amountToBase } = await import('./convert');
    expect(amountToBase('10.00', '1')).toBe('10.00');
    expect(amountToBase('3950.00', '3950')).toBe('1.00');
    expect(amountToBase('1.00', '3950')).toBe('0.00');
    expect(amountToBase('20.00', '3950')).toBe('0.01');
    expect(amountToBase('10.00', '0.9')).toBe('11.11');
    expect(amountToBase('5.00', '0')).toBeNull();
  });
});
