/**
 * The group order's invite link and where it leads (contract §5.7, issue #16). The link is
 * `/group/{shopId}?g={cartId}&o={ownerId}&t={shop|restaurant}&n={owner's first name}`: `n` is a
 * Comanda addition (display only, trimmed to 50 characters) so the join form can name the owner
 * before the guest is a member — a guest cannot read the group cart before joining (GC2 needs the
 * member's uuid). The `/group/*` route sends the owner to the shop and everyone else to
 * `/{t}/{shopId}?g={cartId}` (the shop page's join form). Pure functions, unit-tested.
 */

export type ShopKind = 'shop' | 'restaurant';

export type GroupInvite = { shopId: number; cartId: number; ownerId: number; type: ShopKind; ownerName: string };

/** Names longer than this are cut (the same limit as a member's name, GC1). */
export const NAME_LIMIT = 50;

const positiveInt = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

export const kindOf = (value: string | null | undefined): ShopKind => (value === 'shop' ? 'shop' : 'restaurant');

/** The link the owner shares. `origin` is the site's address (WEBSITE_URL or the page's origin). */
export function groupInviteUrl(origin: string, invite: GroupInvite): string {
  const query = new URLSearchParams({ g: String(invite.cartId), o: String(invite.ownerId), t: invite.type });
  const name = invite.ownerName.trim().slice(0, NAME_LIMIT);
  if (name) query.set('n', name);
  return `${origin.replace(/\/+$/, '')}/group/${invite.shopId}?${query}`;
}

/** The invite as the `/group/{shopId}` route reads it; null when the link is not a group link. */
export function readGroupInvite(shopIdParam: string | undefined, search: URLSearchParams): GroupInvite | null {
  const shopId = positiveInt(shopIdParam);
  const cartId = positiveInt(search.get('g'));
  if (!shopId || !cartId) return null;
  return {
    shopId,
    cartId,
    ownerId: positiveInt(search.get('o')) ?? 0,
    type: kindOf(search.get('t')),
    ownerName: ownerNameOf(search),
  };
}

/** `n`: display only (a forged one changes a heading), so control characters go and it is cut to size. */
function ownerNameOf(search: URLSearchParams): string {
  return (search.get('n') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, NAME_LIMIT);
}

/** The shop page of the group's shop, with the group's query for everyone but the owner. */
export function groupLanding(invite: GroupInvite, userId: number | null): string {
  const path = `/${invite.type}/${invite.shopId}`;
  if (userId !== null && userId === invite.ownerId) return path;
  const query = new URLSearchParams({ g: String(invite.cartId) });
  if (invite.ownerName) query.set('n', invite.ownerName);
  return `${path}?${query}`;
}

/** `?g=` (and `?n=`) of the shop page: the group a guest is looking at. */
export function readShopGroupQuery(search: URLSearchParams): { cartId: number; ownerName: string } | null {
  const cartId = positiveInt(search.get('g'));
  return cartId ? { cartId, ownerName: ownerNameOf(search) } : null;
}
