import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { orderActions, orderSteps, paymentState, readTab, tabStatuses } from './order-status';

const history = (...statuses: Order['status'][]) => statuses.map((status, i) => ({ status, created_at: `2026-11-25T10:0${i}:00Z` }));

describe('orderSteps', () => {
  it('walks a delivery through five steps, marking those reached with their time', () => {
    const steps = orderSteps({ status: 'ready', delivery_type: 'delivery', status_history: history('new', 'accepted', 'ready') });
    expect(steps.map((s) => [s.status, s.reached])).toEqual([
      ['new', true], ['accepted', true], ['ready', true], ['on_a_way', false], ['delivered', false],
    ]);
    expect(steps[1]!.at).toBe('2026-11-25T10:01:00Z');
    expect(steps[3]!.at).toBeNull();
  });

  it('skips on_a_way for pickup and reads cooking as ready', () => {
    const steps = orderSteps({ status: 'cooking', delivery_type: 'pickup', status_history: history('new', 'accepted', 'cooking') });
    expect(steps.map((s) => s.status)).toEqual(['new', 'accepted', 'ready', 'delivered']);
    expect(steps.filter((s) => s.reached).map((s) => s.status)).toEqual(['new', 'accepted', 'ready']);
  });

  it('ends a cancelled order with the steps it reached, then cancelled', () => {
    const steps = orderSteps({ status: 'canceled', delivery_type: 'delivery', status_history: history('new', 'accepted', 'canceled') });
    expect(steps.map((s) => s.status)).toEqual(['new', 'accepted', 'canceled']);
    expect(steps.every((s) => s.reached)).toBe(true);
  });
});

describe('orderActions', () => {
  const base = { review: null, order_refunds: [], details: [{ bonus: false, stock: { id: 1 } }] } as unknown as Pick<Order, 'review' | 'order_refunds' | 'details'>;
  it('offers cancel only while new, review/refund/repeat after delivery', () => {
    expect(orderActions({ ...base, status: 'new' })).toEqual({ cancel: true, review: false, refund: false, repeat: false });
    expect(orderActions({ ...base, status: 'accepted' }).cancel).toBe(false);
    expect(orderActions({ ...base, status: 'delivered' })).toEqual({ cancel: false, review: true, refund: true, repeat: true });
    expect(orderActions({ ...base, status: 'canceled' })).toEqual({ cancel: false, review: false, refund: false, repeat: true });
  });

  it('offers no second refund while one is pending or approved, and one again after a rejection', () => {
    const refund = (status: string) => ({ ...base, status: 'delivered' as const, order_refunds: [{ status }] as unknown as Order['order_refunds'] });
    expect(orderActions(refund('pending')).refund).toBe(false);
    expect(orderActions(refund('approved')).refund).toBe(false);
    expect(orderActions(refund('rejected')).refund).toBe(true);
  });

  it('does not offer a review twice, nor a repeat when no line is on sale any more', () => {
    expect(orderActions({ ...base, status: 'delivered', review: { id: 1 } as Order['review'] }).review).toBe(false);
    expect(orderActions({ ...base, status: 'delivered', details: [{ bonus: false, stock: null }] as unknown as Order['details'] }).repeat).toBe(false);
  });
});

describe('tabs and payment', () => {
  it('reads the tab from the URL, active by default', () => {
    expect(readTab('history')).toBe('history');
    expect(readTab('nonsense')).toBe('active');
    expect(tabStatuses('history')).toEqual(['delivered', 'canceled']);
  });

  it('reads progress, canceled and rejected transactions as unpaid (§4.5)', () => {
    expect(paymentState('progress')).toBe('unpaid');
    expect(paymentState('rejected')).toBe('declined');
    expect(paymentState('paid')).toBe('paid');
    expect(paymentState('refund')).toBe('refunded');
    expect(paymentState(undefined)).toBe('none');
  });
});
