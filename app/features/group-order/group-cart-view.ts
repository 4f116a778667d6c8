import type { Cart, UserCart } from '../../../contract/cart';
import { cents, fromCents } from '../../lib/money';
import { serverLine, type CartViewLine } from '../cart/cart-view';

/**
 * A group cart as the owner's cart and the member view show it (contract §3.8, §5.7): one part
 * per member with their lines (addons included), their subtotal (the server's row prices) and
 * their status (`status` true = still choosing, false = done). Pure functions, unit-tested.
 */
export type MemberPart = {
  /** The member's uuid ('' for the other parts in a member's own answers). */
  uuid: string;
  /** A stable React key (the user-cart id). */
  key: string;
  name: string;
  isOwner: boolean;
  /** The part of the member looking at it (the owner's own, or the guest's `uuid`). */
  isSelf: boolean;
  choosing: boolean;
  lines: CartViewLine[];
  subtotal: number;
  count: number;
};

const isOwnerPart = (cart: Pick<Cart, 'owner_id'>, part: UserCart) => part.user_id !== null && part.user_id === cart.owner_id;

/** Σ of a part's row prices (main rows and their addons), exact in cents. */
export function partSubtotal(part: UserCart): number {
  return fromCents(part.cartDetails.reduce((sum, d) => sum + cents(d.price) + d.addons.reduce((a, row) => a + cents(row.price), 0), 0));
}

/**
 * Every member's part, the owner first, then in the server's order. `selfUuid`: the guest looking
 * (null: the owner is looking).
 */
export function memberParts(cart: Cart, selfUuid: string | null): MemberPart[] {
  const parts = [...cart.user_carts].sort((a, b) => Number(isOwnerPart(cart, b)) - Number(isOwnerPart(cart, a)));
  return parts.map((part) => {
    const isOwner = isOwnerPart(cart, part);
    return {
      uuid: part.uuid,
      key: String(part.id),
      name: part.name,
      isOwner,
      isSelf: selfUuid === null ? isOwner : part.uuid !== '' && part.uuid === selfUuid,
      choosing: part.status,
      lines: part.cartDetails.map((d) => serverLine(d, d.quantity)),
      subtotal: partSubtotal(part),
      count: part.cartDetails.reduce((n, d) => n + (d.bonus ? 0 : d.quantity), 0),
    };
  });
}

/** The names of the members (not the owner) still choosing: checkout asks before ordering (spec §5). */
export function unfinishedMembers(cart: Pick<Cart, 'owner_id' | 'user_carts' | 'group'> | null): string[] {
  if (!cart?.group) return [];
  return cart.user_carts.filter((part) => !isOwnerPart(cart, part) && part.status).map((part) => part.name);
}

/** The guest's own part of the group cart, or null when the cart no longer holds them. */
export function ownPart(cart: Cart, uuid: string): UserCart | null {
  return cart.user_carts.find((part) => part.uuid === uuid) ?? null;
}

/** The owner's name as the group cart shows it (for the member view's heading). */
export function ownerName(cart: Cart): string {
  return cart.user_carts.find((part) => isOwnerPart(cart, part))?.name ?? '';
}
