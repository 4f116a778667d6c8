import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PAYMENT_RETURN_PATH, paymentReturnRedirect } from './payment-return';

describe('a provider posting the customer back to the result page', () => {
  const app = new Hono().post(PAYMENT_RETURN_PATH, paymentReturnRedirect);

  it('answers 303 to the same-site GET with the posted fields in the query, ours first', async () => {
    const form = new URLSearchParams({ tranRef: 'TST123', respStatus: 'A', transaction: '999' });
    const res = await app.request(`${PAYMENT_RETURN_PATH}?transaction=12`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!, 'http://store.test');
    expect(to.origin).toBe('http://store.test');
    expect(to.pathname).toBe(PAYMENT_RETURN_PATH);
    expect(Object.fromEntries(to.searchParams)).toEqual({ transaction: '12', tranRef: 'TST123', respStatus: 'A' });
  });

  it('drops oversized fields', async () => {
    const form = new URLSearchParams({ big: 'x'.repeat(600), ok: '1' });
    const res = await app.request(`${PAYMENT_RETURN_PATH}?transaction=5`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(new URL(res.headers.get('location')!, 'http://store.test').searchParams.has('big')).toBe(false);
  });
});
