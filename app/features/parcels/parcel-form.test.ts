import { describe, expect, it } from 'vitest';
import { parcelMessages } from '../../../contract/parcels';
import { descriptionWith, fieldErrorsOf, parcelBody, parcelDates } from './parcel-form';
import { parcelSteps } from './parcel-status';

const form = {
  type: '2', from_name: 'Ana', from_phone: '3001234567', from_address: 'Calle 10', from_latitude: '6.2442', from_longitude: '-75.5812',
  to_name: 'Marta', to_phone: '3007654321', to_address: 'Carrera 70', to_stage: '3', to_latitude: '6.25', to_longitude: '-75.57',
  date: '2026-11-27', time: '13:00', description: 'Books', anonymous: '1', payment: '1', options: ['Keys'],
};

describe('parcel form', () => {
  it('builds the PC3 body: both points with their parts, options appended, anonymous as notify, key and payment', () => {
    const built = parcelBody(form, { key: 'k1', currencyId: 2 });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.body).toMatchObject({
      currency_id: 2, type_id: '2', username_to: 'Marta', address_to: { latitude: 6.25, longitude: -75.57, address: 'Carrera 70', stage: '3' },
      description: 'Books\nKeys', notify: 1, payment_sys_id: 1, idempotency_key: 'k1', delivery_time: '13:00',
    });
    expect(built.body.address_from).not.toHaveProperty('house');
  });

  it('refuses a side without a pin and a missing payment before asking the server', () => {
    const built = parcelBody({ ...form, to_latitude: '', payment: '' }, { key: 'k' });
    expect(built).toEqual({ ok: false, errors: { to_address: { message: parcelMessages.addressRequired }, payment: { message: parcelMessages.choosePayment } } });
  });

  it('puts the server field messages at the form fields, the rest on the form', () => {
    expect(fieldErrorsOf({ 'address_to.address': ['x'], phone_from: ['y'] }, 'm', 422)).toEqual({ to_address: { message: 'x', status: 422 }, from_phone: { message: 'y', status: 422 } });
    expect(fieldErrorsOf(null, parcelMessages.notAvailableHere, 422)).toEqual({ form: { message: parcelMessages.notAvailableHere, status: 422 } });
  });

  it('offers tomorrow by default, up to 30 days ahead (Bogotá calendar)', () => {
    expect(parcelDates(new Date('2026-03-10T03:00:00Z'))).toEqual({ min: '2026-03-09', initial: '2026-03-10', max: '2026-04-08' });
    expect(descriptionWith('', ['A', 'B'])).toBe('A, B');
  });

  it('draws the timeline from the history; a canceled parcel ends with canceled', () => {
    const history = [{ status: 'new' as const, created_at: 'a' }, { status: 'accepted' as const, created_at: 'b' }];
    expect(parcelSteps({ status: 'accepted', status_history: history }).map((s) => [s.status, s.reached, s.at])).toEqual([
      ['new', true, 'a'], ['accepted', true, 'b'], ['ready', false, null], ['on_a_way', false, null], ['delivered', false, null],
    ]);
    expect(parcelSteps({ status: 'canceled', status_history: [...history, { status: 'canceled', created_at: 'c' }] }).map((s) => s.status))
      .toEqual(['new', 'accepted', 'canceled']);
  });
});
