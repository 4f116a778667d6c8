import { describe, expect, it } from 'vitest';
import { clearMemberCookie, memberCookie, memberForGroup, parseMemberCookie, readMemberFromDocument } from './member-cookie';
import { hasMemberCookie } from './member-cookie-name';

const uuid = '0b6f6a3e-5c1e-4c55-9d55-8f0e2b1a7c11';

describe('member cookie (contract §5.7)', () => {
  it('round-trips {uuid, cart_id, shop_id}', () => {
    const header = memberCookie({ uuid, cart_id: 4, shop_id: 2 }, true);
    expect(header).toMatch(/^member=.+; Max-Age=86400; Path=\/; SameSite=Lax; Secure$/);
    const value = header.slice('member='.length, header.indexOf(';'));
    expect(readMemberFromDocument(`theme=dark; member=${value}`)).toEqual({ uuid, cart_id: 4, shop_id: 2 });
  });

  it('refuses anything that is not a member', () => {
    for (const bad of [undefined, '', '{', '[]', JSON.stringify({ uuid: 'x', cart_id: 1, shop_id: 1 }), JSON.stringify({ uuid, cart_id: 0, shop_id: 1 }), JSON.stringify({ uuid, cart_id: 1 })]) {
      expect(parseMemberCookie(bad)).toBeNull();
    }
    expect(readMemberFromDocument('member=%E0%A4%A')).toBeNull();
  });

  it('drops a cookie of another group', () => {
    const member = { uuid, cart_id: 4, shop_id: 2 };
    expect(memberForGroup(member, 4)).toEqual({ member, stale: false });
    expect(memberForGroup(member, 5)).toEqual({ member: null, stale: true });
    expect(memberForGroup(member, null)).toEqual({ member, stale: false });
    expect(memberForGroup(null, 5)).toEqual({ member: null, stale: false });
    expect(clearMemberCookie(false)).toBe('member=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it("tells the product dialog whether to load the group's code: any cookie named member, by name only", () => {
    const header = memberCookie({ uuid, cart_id: 4, shop_id: 2 }, false);
    expect(hasMemberCookie(`theme=dark; ${header.slice(0, header.indexOf(';'))}`)).toBe(true);
    // Not a member (the group's code says so, then the customer's own cart takes the line).
    expect(hasMemberCookie('member={')).toBe(true);
    for (const other of ['', 'theme=dark', 'members=1', 'xmember=1; locale=en']) expect(hasMemberCookie(other)).toBe(false);
  });
});
