/**
 * The group member's identity in the browser (contract §5.7): cookie `member` = JSON
 * `{uuid, cart_id, shop_id}`, so a reload or a second tab is the same member. Readable by the
 * page (the GC calls are the browser's), SameSite=Lax, kept a day. A cookie for another group than
 * the one the page shows (`?g=`) is stale and dropped. Pure functions, unit-tested.
 */
import { MEMBER_COOKIE, memberCookieValue } from './member-cookie-name';

export { MEMBER_COOKIE };

/** A day: a group order is a matter of hours. */
const ONE_DAY_S = 60 * 60 * 24;

export type GroupMemberRef = { uuid: string; cart_id: number; shop_id: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cookie's value (already URI-decoded) as a member, or null when it is not one. */
export function parseMemberCookie(value: string | undefined | null): GroupMemberRef | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object') return null;
  const { uuid, cart_id, shop_id } = json as Record<string, unknown>;
  if (typeof uuid !== 'string' || !UUID.test(uuid)) return null;
  if (!Number.isInteger(cart_id) || (cart_id as number) <= 0 || !Number.isInteger(shop_id) || (shop_id as number) <= 0) return null;
  return { uuid, cart_id: cart_id as number, shop_id: shop_id as number };
}

/** What the page makes of the cookie for the group it shows: the member, none, or a stale one to drop. */
export function memberForGroup(member: GroupMemberRef | null, cartId: number | null): { member: GroupMemberRef | null; stale: boolean } {
  if (!member) return { member: null, stale: false };
  if (cartId !== null && member.cart_id !== cartId) return { member: null, stale: true };
  return { member, stale: false };
}

const attributes = (secure: boolean) => `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** `Set-Cookie` keeping the member. */
export function memberCookie(member: GroupMemberRef, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify({ uuid: member.uuid, cart_id: member.cart_id, shop_id: member.shop_id }));
  return `${MEMBER_COOKIE}=${value}; Max-Age=${ONE_DAY_S}${attributes(secure)}`;
}

/** `Set-Cookie` dropping it (left, kicked, stale, the group ended). */
export function clearMemberCookie(secure: boolean): string {
  return `${MEMBER_COOKIE}=; Max-Age=0${attributes(secure)}`;
}

/** The browser's `document.cookie` → the member (client side). */
export function readMemberFromDocument(cookieHeader: string): GroupMemberRef | null {
  const value = memberCookieValue(cookieHeader);
  if (value === undefined) return null;
  try {
    return parseMemberCookie(decodeURIComponent(value));
  } catch {
    return null;
  }
}
