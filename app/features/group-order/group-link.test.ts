import { describe, expect, it } from 'vitest';
import { groupInviteUrl, groupLanding, readGroupInvite, readShopGroupQuery } from './group-link';

describe('group invite link (contract §5.7)', () => {
  const invite = { shopId: 3, cartId: 41, ownerId: 7, type: 'restaurant' as const, ownerName: '  Ana María ' };

  it('builds /group/{shopId}?g&o&t with the owner name, and reads it back', () => {
    const url = groupInviteUrl('https://comanda.test/', invite);
    expect(url).toBe('https://comanda.test/group/3?g=41&o=7&t=restaurant&n=Ana+Mar%C3%ADa');
    const parsed = new URL(url);
    expect(readGroupInvite('3', parsed.searchParams)).toEqual({ ...invite, ownerName: 'Ana María' });
  });

  it('refuses links without a shop or a group, and defaults the rest', () => {
    expect(readGroupInvite('x', new URLSearchParams('g=1'))).toBeNull();
    expect(readGroupInvite('3', new URLSearchParams('g=-1'))).toBeNull();
    expect(readGroupInvite('3', new URLSearchParams('o=1'))).toBeNull();
    expect(readGroupInvite('3', new URLSearchParams(`g=1&t=evil&n=${'x'.repeat(80)}`))).toMatchObject({ ownerId: 0, type: 'restaurant', ownerName: 'x'.repeat(50) });
  });

  it('sends the owner to the shop and others to the join form', () => {
    const parsed = { ...invite, ownerName: 'Ana', type: 'shop' as const };
    expect(groupLanding(parsed, 7)).toBe('/shop/3');
    expect(groupLanding(parsed, 8)).toBe('/shop/3?g=41&n=Ana');
    expect(groupLanding(parsed, null)).toBe('/shop/3?g=41&n=Ana');
  });

  it('reads ?g= of the shop page', () => {
    expect(readShopGroupQuery(new URLSearchParams('g=41&n=Ana'))).toEqual({ cartId: 41, ownerName: 'Ana' });
    expect(readShopGroupQuery(new URLSearchParams('g=abc'))).toBeNull();
  });

  it('drops control characters from the owner name it shows', () => {
    expect(readShopGroupQuery(new URLSearchParams('g=4&n=%00A%0Ana%1F'))).toEqual({ cartId: 4, ownerName: 'Ana' });
  });
});
