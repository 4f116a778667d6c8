import { and, count, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { carts, groupMemberExits, orders, userCarts } from '../../db/schema';
import { raise } from '../realtime/signals';

/**
 * Reads and writes of group orders (issue #16) shared by the cart module, the order placement
 * (server/modules/orders/place-order.ts) and the live channel (server/modules/realtime/module.ts).
 * A group is a cart with `group = true`; its members are the `user_carts` rows that are not the
 * owner's own part. Whatever changes a group runs inside a transaction that holds the cart row's
 * lock (`lockCartById`, or the owner's `lockCart`): members' calls, the owner's calls and the
 * order placement queue on that one row, so none of them ever sees another half done.
 */

/** Exits older than this are pruned when new ones are written. */
const EXIT_RETENTION_DAYS = 30;

/** The cart row, locked for the rest of the transaction, or undefined. */
export async function lockCartById(tx: Tx, cartId: number) {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

/** A part that is not the owner's own (guests have no user; a signed-in member is not the owner). */
const isMemberPart = or(isNull(userCarts.userId), ne(userCarts.userId, carts.ownerId));

/** The member `uuid` of the group `cartId` (not the owner's part, the cart a group), or undefined. */
export async function findMember(db: Database | Tx, cartId: number, uuid: string) {
  const [row] = await db
    .select({ member: userCarts, cart: carts })
    .from(userCarts)
    .innerJoin(carts, eq(carts.id, userCarts.cartId))
    .where(and(eq(userCarts.uuid, uuid), eq(userCarts.cartId, cartId), eq(carts.group, true), isMemberPart));
  return row;
}

/** Of `uuids`, those that are members of the group `cartId` now (the live channel's check). */
export async function membersAmong(db: Database, cartId: number, uuids: readonly string[]): Promise<Set<string>> {
  if (!uuids.length) return new Set();
  const rows = await db
    .select({ uuid: userCarts.uuid })
    .from(userCarts)
    .innerJoin(carts, eq(carts.id, userCarts.cartId))
    .where(and(eq(userCarts.cartId, cartId), inArray(userCarts.uuid, [...uuids]), eq(carts.group, true), isMemberPart));
  return new Set(rows.map((r) => r.uuid));
}

/** How many members (not counting the owner) the group has. */
export async function countMembers(tx: Tx, cartId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userCarts)
    .innerJoin(carts, eq(carts.id, userCarts.cartId))
    .where(and(eq(userCarts.cartId, cartId), isMemberPart));
  return row?.n ?? 0;
}

/** Why `uuid` is no longer a member of `cartId`, with the group's order when it was placed. */
export async function findExit(db: Database | Tx, cartId: number, uuid: string) {
  const [row] = await db
    .select({
      reason: groupMemberExits.reason,
      order: { id: orders.id, status: orders.status, createdAt: orders.createdAt },
    })
    .from(groupMemberExits)
    .leftJoin(orders, eq(orders.id, groupMemberExits.orderId))
    .where(and(eq(groupMemberExits.uuid, uuid), eq(groupMemberExits.cartId, cartId)));
  return row;
}

/** Records why members left (kicked, or their group became an order); prunes old records. */
export async function recordExits(
  tx: Tx,
  cartId: number,
  uuids: readonly string[],
  reason: 'kicked' | 'ordered',
  orderId: number | null = null,
): Promise<void> {
  if (!uuids.length) return;
  await tx.delete(groupMemberExits).where(lt(groupMemberExits.createdAt, sql`now() - make_interval(days => ${EXIT_RETENTION_DAYS})`));
  await tx
    .insert(groupMemberExits)
    .values(uuids.map((uuid) => ({ uuid, cartId, reason, orderId })))
    .onConflictDoUpdate({ target: groupMemberExits.uuid, set: { reason, orderId, createdAt: sql`now()` } });
}

/**
 * The group cart `cartId` became order `orderId` (O2, inside its transaction, before the cart is
 * deleted): each member's GC2 then answers the order (410). A cart that is not a group: nothing.
 */
export async function endGroupWithOrder(tx: Tx, cart: { id: number; ownerId: number; group: boolean }, orderId: number): Promise<void> {
  if (!cart.group) return;
  const members = await tx
    .select({ uuid: userCarts.uuid })
    .from(userCarts)
    .innerJoin(carts, eq(carts.id, userCarts.cartId))
    .where(and(eq(userCarts.cartId, cart.id), isMemberPart));
  await recordExits(tx, cart.id, members.map((m) => m.uuid), 'ordered', orderId);
  await raiseCartChanged(tx, cart);
}

/** Announces a change of the group `cart` to its owner and its subscribed members, on commit. */
export async function raiseCartChanged(tx: Tx | Database, cart: { id: number; ownerId: number }): Promise<void> {
  await raise(tx, { k: 'cart', id: cart.id, owner: cart.ownerId });
}
