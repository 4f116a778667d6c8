import { describe, expect, it } from 'vitest';
import {
  canRetry, keepsRechecking, payableHref, RECHECK_EVERY_MS, RECHECK_FOR_MS, resultView, retryHref, RETURN_QUERY_LIMITS, returnQuery, transactionIdOf,
} from './payment-result';

describe('payment result', () => {
  it('tells the outcome from the server status; canceled=1 only colours a payment still open', () => {
    expect(resultView('paid', false)).toBe('paid');
    expect(resultView('paid', true)).toBe('paid');
    expect(resultView('progress', false)).toBe('pending');
    expect(resultView('progress', true)).toBe('left');
    expect(resultView('rejected', false)).toBe('failed');
    expect(resultView('canceled', true)).toBe('canceled');
    expect(resultView('refund', false)).toBe('refunded');
    expect(['paid', 'pending', 'refunded'].map((v) => canRetry(v as never))).toEqual([false, false, false]);
    expect(['failed', 'canceled', 'left'].map((v) => canRetry(v as never))).toEqual([true, true, true]);
  });

  it('links to what was paid, and "try another method" to its Pay control or the top-up form', () => {
    expect(payableHref({ type: 'order', id: 7 })).toBe('/orders/7');
    expect(payableHref({ type: 'parcel', id: 3 })).toBe('/parcels/3');
    expect(payableHref({ type: 'wallet', id: 12 })).toBe('/wallet');
    expect(retryHref({ type: 'order', id: 7 })).toBe('/orders/7#pay');
    expect(retryHref({ type: 'parcel', id: 3 })).toBe('/parcels/3#pay');
    expect(retryHref({ type: 'wallet', id: 12 })).toBe('/wallet#top-up');
  });

  it('passes the provider\'s return parameters on, without ours, bounded', () => {
    const params = new URLSearchParams('transaction=5&session_id=cs_1&canceled=1&lang=xx&session_id=again&PayerID=X');
    expect(returnQuery(params)).toEqual({ session_id: 'cs_1', canceled: '1', PayerID: 'X' });
    const long = new URLSearchParams({ token: 'x'.repeat(RETURN_QUERY_LIMITS.value + 1), ['n'.repeat(RETURN_QUERY_LIMITS.name + 1)]: '1', ok: 'y' });
    expect(returnQuery(long)).toEqual({ ok: 'y' });
    const many = new URLSearchParams(Array.from({ length: 50 }, (_, i) => [`p${i}`, String(i)]));
    expect(Object.keys(returnQuery(many))).toHaveLength(RETURN_QUERY_LIMITS.params);
  });

  it('reads the transaction id as a positive int4 only', () => {
    expect(transactionIdOf('42')).toBe(42);
    for (const raw of [null, '', '0', '-1', '1.5', 'abc', '2147483648', '99999999999']) expect(transactionIdOf(raw), String(raw)).toBeNull();
  });

  it('checks a pending payment again every few seconds for two minutes', () => {
    expect(RECHECK_EVERY_MS).toBeLessThanOrEqual(5_000);
    expect(keepsRechecking(0)).toBe(true);
    expect(keepsRechecking(RECHECK_FOR_MS - 1)).toBe(true);
    expect(keepsRechecking(RECHECK_FOR_MS)).toBe(false);
  });
});
