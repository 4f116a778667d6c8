import { describe, expect, it } from 'vitest';
import { deliveryFeeCents, distanceKm } from './delivery-fee';
import { couponCents, orderTotals, storedUnit, totalsInCurrency, unitInCurrency, type TotalsLine } from './order-rules';

const unit = (price: bigint, discount: bigint, tax: bigint) => ({ price, discount, tax, total: price - discount + tax });

describe('orderTotals (base currency)', () => {
  const lines: TotalsLine[] = [
    { unit: unit(1000n, 150n, 68n), quantity: 2, bonus: false }, // 9.18 each
    { unit: unit(250n, 0n, 0n), quantity: 3, bonus: false },
    { unit: unit(500n, 0n, 40n), quantity: 1, bonus: true }, // gift: free
  ];

  it('adds lines, shop tax on the subtotal, fees, and takes the coupon off', () => {
    const t = orderTotals({ lines, shop: { taxPercent: '8.00', serviceFee: '0.50' }, deliveryFee: 230n, coupon: { type: 'percent', price: '10' } });
    expect(t.subtotal).toBe(918n * 2n + 750n); // 2586
    expect(t.discount).toBe(300n);
    expect(t.shopTax).toBe(207n); // 8 % of 25.86 = 2.0688
    expect(t.coupon).toBe(259n); // 10 % of 25.86 = 2.586, half up
    expect(t.total).toBe(2586n + 207n + 230n + 50n - 259n);
  });

  it('never lets a coupon take more than the subtotal, nor the total go below 0', () => {
    expect(couponCents({ type: 'fix', price: '100' }, 2586n)).toBe(2586n);
    expect(couponCents({ type: 'percent', price: '150' }, 1000n)).toBe(1000n);
    expect(couponCents(null, 1000n)).toBe(0n);
    const t = orderTotals({ lines, shop: { taxPercent: '0', serviceFee: '0' }, deliveryFee: 0n, coupon: { type: 'fix', price: '999' } });
    expect(t.total).toBe(0n);
  });
});

describe('totalsInCurrency', () => {
  it('converts each part and sums the converted parts, so the shown figures add up', () => {
    const lines: TotalsLine[] = [{ unit: unit(333n, 33n, 24n), quantity: 3, bonus: false }];
    const base = orderTotals({ lines, shop: { taxPercent: '8', serviceFee: '0.99' }, deliveryFee: 155n, coupon: { type: 'fix', price: '1.00' } });
    const eur = totalsInCurrency({ lines, totals: base }, '0.92');
    const u = unitInCurrency(lines[0]!.unit, '0.92');
    expect(u).toEqual({ price: 306n, discount: 30n, tax: 22n, total: 298n });
    expect(eur.subtotal).toBe(298n * 3n);
    expect(eur.total).toBe(eur.subtotal + eur.shopTax + eur.deliveryFee + eur.serviceFee - eur.coupon);
    expect(eur.deliveryFee).toBe(143n); // 1.55 × 0.92 = 1.426
    const same = totalsInCurrency({ lines, totals: base }, '1');
    expect(same).toEqual(base);
  });

  it('reads a stored line back to its unit amounts', () => {
    expect(storedUnit({ quantity: 3, originPrice: '3.33', discount: '0.99', tax: '0.72', totalPrice: '9.72', bonus: false }))
      .toEqual(unit(333n, 33n, 24n));
  });
});

describe('delivery fee', () => {
  it('measures great-circle km to 10 m', () => {
    expect(distanceKm({ latitude: 6.2442, longitude: -75.5812 }, { latitude: 6.2442, longitude: -75.5812 })).toBe(0);
    expect(distanceKm({ latitude: 6.2, longitude: -75.58 }, { latitude: 6.21, longitude: -75.58 })).toBe(1.11);
    // Medellín → Bogotá, about 239 km.
    expect(distanceKm({ latitude: 6.2442, longitude: -75.5812 }, { latitude: 4.711, longitude: -74.0721 })).toBeCloseTo(238.7, 1);
  });

  it('charges the start price plus km × price per km, in whole cents', () => {
    expect(deliveryFeeCents({ price: '1.50', pricePerKm: '0.40' }, 0)).toBe(150n);
    expect(deliveryFeeCents({ price: '1.50', pricePerKm: '0.40' }, 2.37)).toBe(150n + 95n); // 0.948
    expect(deliveryFeeCents({ price: '0', pricePerKm: '0.45' }, 1.11)).toBe(50n); // 0.4995
  });
});
