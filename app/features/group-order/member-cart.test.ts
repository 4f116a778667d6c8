import { describe, expect, it, vi } from 'vitest';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { en } from '../../lib/i18n/en';
import { createTranslator } from '../../lib/i18n/translator';
import { detail, newLine, serverCart } from '../cart/cart-fixtures';
import { groupEndOf } from './group-api';
import { addMemberLine } from './member-cart';

const t = createTranslator('en', en).t;
const member = { uuid: '0b6f6a3e-5c1e-4c55-9d55-8f0e2b1a7c11', cart_id: 9, shop_id: 2 };

const group = () => {
  const cart = serverCart([], 0);
  cart.group = true;
  cart.user_carts.push({ id: 2, cart_id: 9, user_id: null, uuid: member.uuid, name: 'Bo', status: true, cartDetails: [detail({ id: 5, quantity: 1 })] });
  return cart;
};

const fakeApi = (over: Partial<Record<'get' | 'post' | 'delete', (...args: unknown[]) => Promise<unknown>>>) =>
  ({ get: vi.fn(() => Promise.resolve({ data: group() })), post: vi.fn(), delete: vi.fn(), put: vi.fn(), ...over }) as unknown as ApiClient;

describe('member calls (GC2–GC6)', () => {
  it('reads how a refusal ends the group: 404 invalid, 403 kicked, 410 placed with the order', () => {
    expect(groupEndOf(new ApiResponseError(404, null))).toEqual({ end: 'invalid', order: null });
    expect(groupEndOf(new ApiResponseError(403, null))).toEqual({ end: 'kicked', order: null });
    const order = { id: 12, status: 'new', created_at: '2026-01-01T00:00:00Z' };
    const placed = new ApiResponseError(410, { status: false, statusCode: 'ERROR_410', message: 'placed', data: { order } } as never);
    expect(groupEndOf(placed)).toEqual({ end: 'placed', order });
    expect(groupEndOf(new ApiResponseError(422, null))).toBeNull();
    expect(groupEndOf(new Error('offline'))).toBeNull();
  });

  it("adds to the member's own part, merged with what it holds of the stock (GC3)", async () => {
    const post = vi.fn(() => Promise.resolve({ data: group() }));
    const ctx = { api: fakeApi({ post }), currency: { id: 1, rate: 1 }, t };
    expect(await addMemberLine(ctx, member, newLine({ quantity: 2 }))).toEqual({ status: 'added' });
    expect(post).toHaveBeenCalledWith('rest/cart/insert-product', {
      shop_id: 2, cart_id: 9, user_cart_uuid: member.uuid, currency_id: 1, products: [{ stock_id: 10, quantity: 3 }],
    });
  });

  it("refuses another shop's product: nothing is added (spec §5)", async () => {
    const post = vi.fn();
    const ctx = { api: fakeApi({ post }), currency: null, t };
    expect(await addMemberLine(ctx, member, newLine({ shop_id: 5 }))).toEqual({ status: 'failed' });
    expect(post).not.toHaveBeenCalled();
  });
});
