import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contract/addresses';
import type { DeliveryDay } from '../../../contract/delivery-slots';
import { readCheckoutChoice } from './checkout-choice';

const slot = (start: string) => ({ start, end: start, label: `${start} - ${start}` });
const days: DeliveryDay[] = [
  { date: '2026-11-25', weekday: 'wednesday', offset: 0, disabled: true, slots: [] },
  { date: '2026-11-26', weekday: 'thursday', offset: 1, disabled: false, slots: [slot('10:00'), slot('10:30')] },
];
const saved = [{ id: 4, active: false, location: [6.1, -75.1] }, { id: 7, active: true, location: [6.2, -75.2] }] as Address[];
const cookie = (latitude: number, longitude: number, isDefault = false) => ({ address: 'x', location: { latitude, longitude }, isDefault });
const payments = [{ id: 1, tag: 'wallet' }, { id: 2, tag: 'cash' }];
const choose = (query: string, chosen = cookie(0, 0, true)) => {
  const params = new URLSearchParams(query);
  return readCheckoutChoice((n) => params.get(n), { saved, chosen, days, payments, fresh: () => 'fresh-key-1234' });
};

describe('readCheckoutChoice', () => {
  it('defaults: delivery, the active saved address, the first open day and slot, cash, a fresh key', () => {
    expect(choose('')).toEqual({ type: 'delivery', address: 'saved-7', date: '2026-11-26', time: '10:00', coupon: '', payment: 2, key: 'fresh-key-1234' });
  });

  it('the default address is the chosen one: as its saved address when it is one', () => {
    expect(choose('', cookie(6.1, -75.1)).address).toBe('saved-4');
    expect(choose('', cookie(5, -74)).address).toBe('chosen');
  });

  it('keeps valid choices, a closed day included (the page says the shop is closed)', () => {
    expect(choose('type=pickup&address=chosen&date=2026-11-25&coupon=%20SAVE10%20&payment=1')).toEqual({
      type: 'pickup', address: 'chosen', date: '2026-11-25', time: '', coupon: 'SAVE10', payment: 1, key: 'fresh-key-1234',
    });
    expect(choose('date=2026-11-26&time=10:30').time).toBe('10:30');
  });

  it('drops what is not offered (unknown address, day, slot, payment); the key is always new', () => {
    expect(choose('address=saved-99&date=2030-01-01&time=03:00&payment=9&key=old-key-123')).toMatchObject({
      address: 'saved-7', date: '2026-11-26', time: '10:00', payment: 2, key: 'fresh-key-1234',
    });
  });
});
