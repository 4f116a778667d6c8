import { parse } from 'cookie';
import type { Cart } from '../../../contract/cart';
import type { ApiClient } from '../../lib/api/client';
import { groupApi, groupEndOf, type PlacedOrder } from './group-api';
import { ownerName } from './group-cart-view';
import { readShopGroupQuery } from './group-link';
import { MEMBER_COOKIE, memberForGroup, parseMemberCookie, type GroupMemberRef } from './member-cookie';
import type { GroupEnd } from './member-store';

/**
 * What the shop page shows of a group order for a guest (contract §5.7), read by its loader:
 * nothing (no `?g=`), the join form (`?g=` and no member cookie of that group), or the member's
 * view with the group cart as GC2 answers it now — or how the group ended for them (invalid,
 * kicked, placed), so the first paint already says it. A cookie of another group is stale: not
 * used (the page drops it in the browser). A member cookie without `?g=` on its own shop's page
 * shows the member view too.
 */
export type ShopGroup =
  | { kind: 'none' }
  | { kind: 'join'; cartId: number; ownerName: string; staleCookie: boolean }
  | {
      kind: 'member';
      member: GroupMemberRef;
      ownerName: string;
      cart: Cart | null;
      ended: Exclude<GroupEnd, 'left'> | null;
      order: PlacedOrder | null;
    };

export async function loadShopGroup(
  api: ApiClient,
  args: { url: URL; cookieHeader: string | null; shopId: number; currencyId: number | undefined },
): Promise<ShopGroup> {
  const query = readShopGroupQuery(args.url.searchParams);
  const fromCookie = parseMemberCookie(parse(args.cookieHeader ?? '')[MEMBER_COOKIE]);
  const { member, stale } = memberForGroup(fromCookie, query?.cartId ?? null);
  if (!member || member.shop_id !== args.shopId) {
    return query ? { kind: 'join', cartId: query.cartId, ownerName: query.ownerName, staleCookie: stale } : { kind: 'none' };
  }
  const name = query?.ownerName ?? '';
  try {
    const cart = (await groupApi.show(api, { uuid: member.uuid, cartId: member.cart_id, shopId: member.shop_id, currencyId: args.currencyId })).data;
    return { kind: 'member', member, ownerName: ownerName(cart) || name, cart, ended: null, order: null };
  } catch (error) {
    const ended = groupEndOf(error);
    // Not a member any more and no invite on the page: nothing to show.
    if (ended && !query) return { kind: 'none' };
    return { kind: 'member', member, ownerName: name, cart: null, ended: ended?.end ?? null, order: ended?.order ?? null };
  }
}
