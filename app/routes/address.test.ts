import { describe, expect, it } from 'vitest';
import { action } from './address';

type ActionArgs = Parameters<typeof action>[0];

const post = (fields: Record<string, string>, url = 'http://shop.test/address') =>
  action({ request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }), params: {}, context: {} } as unknown as ActionArgs);

describe('POST /address', () => {
  it('sets the address cookie and answers 303 back to the page (works without JavaScript)', async () => {
    const res = await post({ intent: 'address', address: 'Calle 10', latitude: '6.21', longitude: '-75.57', redirectTo: '/shop?page=2' });
    expect(res).toBeInstanceOf(Response);
    const response = res as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/shop?page=2');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(decodeURIComponent(cookie.split(';')[0] ?? '')).toBe('address={"address":"Calle 10","location":{"latitude":6.21,"longitude":-75.57}}');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure over https and never redirects off site', async () => {
    const res = (await post(
      { intent: 'address', address: 'Calle 10', latitude: '6.21', longitude: '-75.57', redirectTo: '//evil.example' },
      'https://shop.test/address',
    )) as Response;
    expect(res.headers.get('Location')).toBe('/');
    expect(res.headers.get('Set-Cookie')).toContain('Secure');
  });

  it('answers 422 with the errors per field and sets no cookie', async () => {
    const res = await post({ intent: 'address', address: '', latitude: '', longitude: '2' });
    expect(res).not.toBeInstanceOf(Response);
    const result = res as unknown as { init: { status: number }; data: { errors: Record<string, string> } };
    expect(result.init.status).toBe(422);
    expect(result.data.errors).toEqual({ address: 'Type an address', location: 'Place the pin on the map' });
  });
});
