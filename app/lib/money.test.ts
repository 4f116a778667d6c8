import { describe, expect, it } from 'vitest';
import { formatMoney, fromBase } from './money';

describe('money display', () => {
  it('formats with two decimals, thousands commas and the symbol on its side', () => {
    expect(formatMoney(1234567.5, { symbol: '$', position: 'before' })).toBe('$1,234,567.50');
    expect(formatMoney(0.9, { symbol: '€', position: 'after' })).toBe('0.90 €');
    expect(formatMoney(-12, { symbol: '$', position: 'before' })).toBe('$-12.00');
  });

  it('converts base amounts by the rate', () => {
    expect(fromBase(2.5, { rate: 3950 })).toBe(9875);
    expect(fromBase(2.5, { rate: 0.92 })).toBe(2.3);
    expect(fromBase(2.5, null)).toBe(2.5);
  });
});
