import { describe, expect, it } from 'vitest';
import { parseAddressForm } from './address-form';
import { readChosenAddress } from './chosen-address';
import { addressCookie } from './address-cookie';
import { parse } from 'cookie';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('address form', () => {
  it('accepts a typed address with a pin, trimming the text', () => {
    const result = parseAddressForm(form({ intent: 'address', address: '  Rue de Rivoli 1, Paris ', latitude: '48.8606', longitude: '2.3376' }));
    expect(result).toEqual({ ok: true, value: { address: 'Rue de Rivoli 1, Paris', location: { latitude: 48.8606, longitude: 2.3376 } } });
  });

  it('refuses a blank address and a missing or blank pin', () => {
    expect(parseAddressForm(form({ intent: 'address', address: '   ', latitude: '6.2', longitude: '-75.5' }))).toEqual({
      ok: false,
      errors: { address: 'Type an address' },
    });
    // A blank coordinate must not become 0 (a point in the Gulf of Guinea).
    expect(parseAddressForm(form({ intent: 'address', address: 'Calle 10', latitude: '', longitude: '-75.5' }))).toEqual({
      ok: false,
      errors: { location: 'Place the pin on the map' },
    });
    expect(parseAddressForm(form({ intent: 'address', address: 'Calle 10' }))).toMatchObject({ ok: false, errors: { location: expect.any(String) } });
  });

  it('refuses coordinates out of range or not numbers, and other intents', () => {
    expect(parseAddressForm(form({ intent: 'address', address: 'x', latitude: '91', longitude: '0' }))).toMatchObject({ ok: false, errors: { location: expect.any(String) } });
    expect(parseAddressForm(form({ intent: 'address', address: 'x', latitude: '1', longitude: '-181' }))).toMatchObject({ ok: false });
    expect(parseAddressForm(form({ intent: 'address', address: 'x', latitude: 'north', longitude: '2' }))).toMatchObject({ ok: false });
    expect(parseAddressForm(form({ intent: 'theme', address: 'x', latitude: '1', longitude: '2' }))).toEqual({ ok: false, errors: { intent: 'Unknown intent' } });
    expect(parseAddressForm(form({ intent: 'address', address: 'x'.repeat(301), latitude: '1', longitude: '2' }))).toEqual({
      ok: false,
      errors: { address: 'The address is too long' },
    });
  });

  it('writes a cookie the server reads back as the chosen address', () => {
    const value = { address: 'Calle 10 #43, Medellín', location: { latitude: 6.21, longitude: -75.57 } };
    const header = addressCookie(value, false);
    expect(header).toMatch(/^address=.+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const raw = parse(header.split(';')[0] ?? '').address;
    expect(readChosenAddress(raw, {})).toEqual({ ...value, isDefault: false });
  });
});
