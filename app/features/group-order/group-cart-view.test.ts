import { describe, expect, it } from 'vitest';
import { addonRow, detail, serverCart } from '../cart/cart-fixtures';
import { memberParts, ownerName, partSubtotal, unfinishedMembers } from './group-cart-view';

const group = () => {
  const cart = serverCart([detail({ id: 1, quantity: 1, unit: 10 })], 10);
  cart.group = true;
  cart.user_carts.push(
    { id: 2, cart_id: 9, user_id: null, uuid: 'u-bo', name: 'Bo', status: true, cartDetails: [detail({ id: 2, quantity: 2, unit: 4.1, addons: [addonRow(3, 30, 0.35, 1)] })] },
    { id: 3, cart_id: 9, user_id: 12, uuid: 'u-cy', name: 'Cy', status: false, cartDetails: [] },
  );
  // The owner's part last, as a server may send it.
  cart.user_carts.reverse();
  return cart;
};

describe('group cart view (contract §3.8, §5.7)', () => {
  it('puts the owner first and marks the part of who is looking', () => {
    const parts = memberParts(group(), null);
    expect(parts.map((p) => [p.name, p.isOwner, p.isSelf, p.choosing])).toEqual([
      ['Ana', true, true, true],
      ['Cy', false, false, false],
      ['Bo', false, false, true],
    ]);
    expect(memberParts(group(), 'u-bo').find((p) => p.isSelf)?.name).toBe('Bo');
    expect(memberParts(group(), '').some((p) => p.isSelf)).toBe(false);
  });

  it('sums a part with its addons, in cents', () => {
    const bo = group().user_carts.find((p) => p.name === 'Bo')!;
    expect(partSubtotal(bo)).toBe(8.55);
    expect(memberParts(group(), null).find((p) => p.name === 'Bo')).toMatchObject({ subtotal: 8.55, count: 2, lines: [{ addons: [{ quantity: 1 }] }] });
  });

  it('names the members (not the owner) still choosing', () => {
    expect(unfinishedMembers(group())).toEqual(['Bo']);
    expect(unfinishedMembers({ ...group(), group: false })).toEqual([]);
    expect(unfinishedMembers(null)).toEqual([]);
    expect(ownerName(group())).toBe('Ana');
  });
});
