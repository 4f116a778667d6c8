import type { Cart, CartProductEntry, GroupMember, GroupPlacedBody } from '../../../contract/cart';
import type { Envelope } from '../../../contract/http';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import type { GroupEnd } from './member-store';

/**
 * The group order's calls (contract §2.6 CT5–CT7 for the owner, §2.7 GC1–GC6 for members), one
 * line each. Members are known by `uuid` + `cart_id` (the cookie `member`); the server checks both.
 * GC4 also names who asks (the server's deviation from the contract: cart-detail ids alone would
 * let anyone delete anyone's lines).
 */

/** CT6's answer: the cart, of which the client reads `id` and `owner_id` (contract §2.6). */
export type GroupStarted = Pick<Cart, 'id' | 'owner_id'>;
/** 410 of GC2–GC6 once the owner placed the order: the order, its status read live. */
export type PlacedOrder = GroupPlacedBody['data']['order'];

type Member = { uuid: string; cartId: number; shopId: number; currencyId?: number };

export const groupApi = {
  /** CT5: an empty cart for the shop (before starting a group). */
  open: (api: ApiClient, shopId: number, currencyId?: number) =>
    api.post<Envelope<Cart>>('dashboard/user/cart/open', { shop_id: shopId, currency_id: currencyId }),
  /** CT6: the cart becomes a group. */
  setGroup: (api: ApiClient, cartId: number) => api.post<Envelope<GroupStarted>>(`dashboard/user/cart/set-group/${cartId}`),
  /** CT7: the owner removes a member. */
  kick: (api: ApiClient, cartId: number, uuid: string) =>
    api.delete<unknown>('dashboard/user/cart/member/delete', undefined, { cart_id: cartId, 'ids[0]': uuid }),
  /** GC1: join by name. */
  join: (api: ApiClient, body: { name: string; shop_id: number; cart_id: number }) => api.post<Envelope<GroupMember>>('rest/cart/open', body),
  /** GC2: the group cart as the member sees it. */
  show: (api: ApiClient, m: Member) =>
    api.get<Envelope<Cart>>(`rest/cart/${m.cartId}`, { shop_id: m.shopId, user_cart_uuid: m.uuid, currency_id: m.currencyId }),
  /** GC3: the member's own lines (absolute quantities, addons with `parent_id`). */
  insert: (api: ApiClient, m: Member, products: CartProductEntry[]) =>
    api.post<Envelope<Cart>>('rest/cart/insert-product', { shop_id: m.shopId, cart_id: m.cartId, user_cart_uuid: m.uuid, currency_id: m.currencyId, products }),
  /** GC4: one line (cart-detail id + its addons' stock ids) or all of the member's. */
  removeLines: (api: ApiClient, m: Member, ids: number[]) =>
    api.delete<unknown>('rest/cart/product/delete', { ids, cart_id: m.cartId, user_cart_uuid: m.uuid, currency_id: m.currencyId }),
  /** GC5: choosing ⇄ done. */
  toggleStatus: (api: ApiClient, m: Member) => api.post<unknown>(`rest/cart/status/${m.uuid}`, { cart_id: m.cartId }),
  /** GC6: the member leaves. */
  leave: (api: ApiClient, m: Member) => api.delete<unknown>('rest/cart/member/delete', undefined, { cart_id: m.cartId, 'ids[]': m.uuid }),
};

/** How a refusal ends the group for this member, or null when it is an ordinary error. */
export function groupEndOf(error: unknown): { end: Exclude<GroupEnd, 'left'>; order: PlacedOrder | null } | null {
  if (!(error instanceof ApiResponseError)) return null;
  if (error.status === 404) return { end: 'invalid', order: null };
  if (error.status === 403) return { end: 'kicked', order: null };
  if (error.status === 410) {
    const order = (error.data as Partial<GroupPlacedBody> | null)?.data?.order ?? null;
    return { end: 'placed', order };
  }
  return null;
}

