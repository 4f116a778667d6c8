import { describe, expect, it } from 'vitest';
import { addressQuery, readChosenAddress } from './chosen-address';

const settings = { address: 'Carrera 43A, Medellín', default_lat: '6.2442', default_lng: '-75.5812' };

describe('chosen address', () => {
  it('reads the cookie JSON', () => {
    const raw = JSON.stringify({ address: 'Calle 10', location: { latitude: '6.21', longitude: -75.57 } });
    expect(readChosenAddress(raw, settings)).toEqual({ address: 'Calle 10', location: { latitude: 6.21, longitude: -75.57 }, isDefault: false });
  });

  it('falls back to the settings default for a missing, broken or out-of-range cookie', () => {
    const fallback = { address: 'Carrera 43A, Medellín', location: { latitude: 6.2442, longitude: -75.5812 }, isDefault: true };
    expect(readChosenAddress(undefined, settings)).toEqual(fallback);
    expect(readChosenAddress('{not json', settings)).toEqual(fallback);
    expect(readChosenAddress(JSON.stringify({ address: 'x', location: { latitude: 95, longitude: 0 } }), settings)).toEqual(fallback);
  });

  it('gives the contract query shape', () => {
    expect(addressQuery({ address: '', location: { latitude: 1, longitude: 2 } })).toEqual({ address: { latitude: 1, longitude: 2 } });
  });
});
