import { describe, expect, it } from 'vitest';
import { lifecycleMessages, orderStatuses, type OrderStatus } from '../../../contract/order-lifecycle';
import { canMove, forwardStep, nextStatuses, statusNotice } from './lifecycle';

/** Walks the happy path from `new` with `forwardStep`. */
function happyPath(deliveryType: 'delivery' | 'pickup'): OrderStatus[] {
  const path: OrderStatus[] = ['new'];
  for (let s = forwardStep('new', deliveryType); s; s = forwardStep(s, deliveryType)) path.push(s);
  return path;
}

describe('order lifecycle (state machine)', () => {
  it('walks a delivery order new → accepted → ready → on_a_way → delivered', () => {
    expect(happyPath('delivery')).toEqual(['new', 'accepted', 'ready', 'on_a_way', 'delivered']);
  });

  it('walks a pickup order new → accepted → ready → delivered (no courier)', () => {
    expect(happyPath('pickup')).toEqual(['new', 'accepted', 'ready', 'delivered']);
    expect(canMove('ready', 'on_a_way', 'pickup')).toBe(false);
  });

  it('cancels from new, accepted and ready, not once on its way or finished', () => {
    for (const from of ['new', 'accepted', 'ready'] as const) expect(canMove(from, 'canceled', 'delivery'), from).toBe(true);
    for (const from of ['on_a_way', 'delivered', 'canceled'] as const) expect(canMove(from, 'canceled', 'delivery'), from).toBe(false);
  });

  it('has no way out of delivered and canceled, and no way back', () => {
    for (const type of ['delivery', 'pickup'] as const) {
      expect(nextStatuses('delivered', type)).toEqual([]);
      expect(nextStatuses('canceled', type)).toEqual([]);
    }
    expect(canMove('accepted', 'new', 'delivery')).toBe(false);
    expect(canMove('on_a_way', 'ready', 'delivery')).toBe(false);
    expect(canMove('new', 'delivered', 'delivery')).toBe(false);
    expect(canMove('new', 'new', 'delivery')).toBe(false);
  });

  it('reads Foodyman\'s cooking like ready and never moves to it', () => {
    expect(nextStatuses('cooking', 'delivery')).toEqual(nextStatuses('ready', 'delivery'));
    expect(nextStatuses('cooking', 'pickup')).toEqual(nextStatuses('ready', 'pickup'));
    for (const from of orderStatuses) {
      for (const type of ['delivery', 'pickup'] as const) expect(canMove(from, 'cooking', type)).toBe(false);
    }
  });

  it("tells the customer in a sentence, titled with the order's number", () => {
    expect(statusNotice(12, 'on_a_way', 'delivery')).toEqual({
      title: '12',
      body: 'Your order #12 is on its way',
      data: { id: 12, type: 'order', status: 'on_a_way' },
    });
    expect(statusNotice(7, 'ready', 'pickup').body).toBe('Your order #7 is ready for pickup');
    expect(lifecycleMessages.invalidMove('delivered', 'ready')).toBe('An order that is delivered cannot be marked ready');
  });
});
