import { describe, expect, it } from 'vitest';
import { convertAmount, fromCents, toCents, type MoneyConverter } from '../currencies/convert';
import { isDiscountLive, localDate, percentOf, priceStock, type DiscountTerms } from './product-pricing';

const base: MoneyConverter = { rate: '1', convert: (a) => fromCents(toCents(a)) };
const cop: MoneyConverter = { rate: '3950', convert: (a) => convertAmount(a, '3950') };

const percent15: DiscountTerms = { type: 'percent', price: '15.00', start: '2026-01-10', end: '2026-01-20', active: true };
const fix150: DiscountTerms = { type: 'fix', price: '1.50', start: '2026-01-01', end: '2026-12-31', active: true };

describe('percentOf', () => {
  it('rounds half away from zero to the cent', () => {
    expect(percentOf(999n, '15')).toBe(150n); // 149.85 → 150
    expect(percentOf(1000n, '8.5')).toBe(85n);
    expect(percentOf(-999n, '15')).toBe(-150n);
  });
});

describe('isDiscountLive', () => {
  it('includes both end days and nothing outside them', () => {
    expect(isDiscountLive(percent15, '2026-01-09')).toBe(false);
    expect(isDiscountLive(percent15, '2026-01-10')).toBe(true);
    expect(isDiscountLive(percent15, '2026-01-20')).toBe(true);
    expect(isDiscountLive(percent15, '2026-01-21')).toBe(false);
    expect(isDiscountLive({ ...percent15, active: false }, '2026-01-15')).toBe(false);
  });
});

describe('priceStock', () => {
  it('without discounts adds tax to the price', () => {
    expect(priceStock('10.00', '8', [], '2026-01-15', base)).toEqual({
      price: '10.00', discount: '0.00', tax: '0.80', total_price: '10.80',
    });
  });

  it('applies a percent discount only inside its dates and taxes the discounted price', () => {
    expect(priceStock('9.50', '8', [percent15], '2026-01-15', base)).toEqual({
      price: '9.50', discount: '1.43', tax: '0.65', total_price: '8.72',
    });
    expect(priceStock('9.50', '8', [percent15], '2026-01-21', base).discount).toBe('0.00');
  });

  it('converts the fix amount with the price, so the identity holds in any currency', () => {
    const money = priceStock('9.00', '0', [fix150], '2026-06-01', cop);
    expect(money).toEqual({ price: '35550.00', discount: '5925.00', tax: '0.00', total_price: '29625.00' });
  });

  it('takes the largest live discount and never goes below zero', () => {
    expect(priceStock('9.00', '0', [percent15, fix150], '2026-01-15', base).discount).toBe('1.50');
    expect(priceStock('1.00', '0', [fix150], '2026-06-01', base)).toMatchObject({ discount: '1.00', total_price: '0.00' });
  });
});

describe('localDate', () => {
  it('uses the shop calendar, not UTC', () => {
    const lateEvening = new Date('2026-03-01T03:30:00Z'); // 22:30 on 28 Feb in Bogotá
    expect(localDate(lateEvening, 'America/Bogota')).toBe('2026-02-28');
    expect(localDate(lateEvening, 'Not/AZone')).toBe('2026-03-01');
  });
});
