import { describe, expect, it } from 'vitest';
import { parseJoinForm } from './join-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('join form (GC1)', () => {
  it('trims the name and reads the group', () => {
    expect(parseJoinForm(form({ name: '  Bo  ', cart_id: '41', type: 'shop', owner_name: 'Ana' }), '3')).toEqual({
      ok: true,
      value: { name: 'Bo', cartId: 41, shopId: 3, type: 'shop', ownerName: 'Ana' },
    });
  });

  it('asks for a name of at most 50 characters', () => {
    expect(parseJoinForm(form({ name: '   ', cart_id: '41' }), '3')).toEqual({ ok: false, errors: { name: 'group.join.required' }, invalid: false });
    expect(parseJoinForm(form({ name: 'x'.repeat(51), cart_id: '41' }), '3')).toMatchObject({ errors: { name: 'group.join.too_long' } });
    expect(parseJoinForm(form({ name: 'x'.repeat(50), cart_id: '41' }), '3').ok).toBe(true);
  });

  it('calls a form without a group invalid', () => {
    expect(parseJoinForm(form({ name: 'Bo', cart_id: 'x' }), '3')).toMatchObject({ ok: false, invalid: true });
  });
});
