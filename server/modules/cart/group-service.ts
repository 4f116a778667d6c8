import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  cartMessages as m, GROUP_LIMITS, type Cart, type GroupMember, type groupJoinBody, type GroupPlacedBody, type guestInsertBody,
  type guestProductDeleteBody, type memberDeleteQuery, type MemberStatus,
} from '../../../contract/cart';
import type { Database, Tx } from '../../db/client';
import { cartDetails, carts, settings, shops, userCarts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { RateLimiter, RateRule } from '../auth/rate-limit';
import { tooManyAttempts } from '../auth/service';
import {
  countMembers, findExit, findMember, lockCartById, raiseCartChanged, recordExits,
} from './group-queries';
import { findAddonLinks, findCart, findCartById, findStocksForCart, lockCart, memberRows, writePlannedLines } from './queries';
import { planInsert, rowsToRemove } from './rules';
import type { CartRequest, CartViews } from './service';
import { toCart, type CartViewContext } from './view';

/**
 * Group orders (issue #16; contract §2.6 CT6–CT7, §2.7 GC1–GC6, §5.7; the shapes and refusals are
 * written down in contract/cart.ts's header). The owner (signed in) turns the cart into a group
 * (CT6, only while the `group_order` setting is on), sees every member's lines and the group's
 * totals in CT1, removes members (CT7) and places the order for everyone (O2); CT4 cancels. Members
 * (no account needed; a signed-in customer joins the same way, with their own cart untouched) join
 * by name (GC1), read the group (GC2) and change only their own part (GC3–GC6).
 *
 * Trust: a member is its random uuid together with the group's cart id; every call checks both
 * against the database, inside the transaction that holds the cart row's lock, so a member
 * kicked, a group cancelled or ordered while a call waited is refused, never half applied. The
 * order placement locks the same row: a member's edit lands wholly before the order (and is in
 * it) or is refused after it (410). Joins are rate-limited per client address (`GROUP_JOIN_RULE`,
 * counted where every instance sees it in production).
 *
 * After the owner orders, the members' calls answer 410 with the order's id and live status
 * (`groupPlacedBody`); after a kick, 403 'You have been kicked from group order'; a cancelled or
 * unknown group, 404 'You cannot join. Invalid group order'. Each change raises `cart.changed`.
 */

/** Joins per client address: a party on one network fits, guessing cart ids does not. */
export const GROUP_JOIN_RULE: RateRule = { name: 'group-join-ip', limit: 60, windowMs: 15 * 60_000 };

type JoinBody = z.infer<typeof groupJoinBody>;
type GuestInsertBody = z.infer<typeof guestInsertBody>;
type GuestDeleteBody = z.infer<typeof guestProductDeleteBody>;
type MemberQuery = z.infer<typeof memberDeleteQuery>;

type Found = NonNullable<Awaited<ReturnType<typeof findMember>>>;

const invalidGroup = () => new ApiError(404, m.invalidGroup);

/** A member's view of the group: other parts' uuids are blank (a uuid is its member's key). */
export function memberView(cart: Cart, uuid: string): Cart {
  return { ...cart, user_carts: cart.user_carts.map((part) => (part.uuid === uuid ? part : { ...part, uuid: '' })) };
}

export function createGroupService(deps: { db: Database; views: CartViews; limiter: RateLimiter; now?: () => Date }) {
  const { db, views, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  /** Why `uuid` is not (or no longer) a member of `cartId`, as the refusal to answer. */
  async function gone(tx: Database | Tx, cartId: number, uuid: string): Promise<ApiError> {
    const exit = await findExit(tx, cartId, uuid);
    if (exit?.reason === 'kicked') return new ApiError(403, m.kicked);
    if (exit?.reason === 'ordered' && exit.order?.id != null) {
      const data: GroupPlacedBody['data'] = {
        order: { id: exit.order.id, status: exit.order.status!, created_at: exit.order.createdAt!.toISOString() },
      };
      return new ApiError(410, m.groupPlaced, undefined, undefined, data);
    }
    return invalidGroup();
  }

  /**
   * Runs a member's change in one transaction holding the group's cart row, after checking (under
   * that lock) that `uuid` is still a member; answers the group as the change left it.
   */
  async function asMember<T>(cartId: number, uuid: string, write: (tx: Tx, found: Found) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const cart = await lockCartById(tx, cartId);
      const found = cart ? await findMember(tx, cartId, uuid) : undefined;
      if (!found) throw await gone(tx, cartId, uuid);
      return write(tx, found);
    });
  }

  async function touch(tx: Tx, cart: { id: number; ownerId: number }) {
    await tx.update(carts).set({ updatedAt: now() }).where(eq(carts.id, cart.id));
    await raiseCartChanged(tx, cart);
  }

  async function groupView(tx: Tx, cartId: number, uuid: string, ctx: CartViewContext): Promise<Cart> {
    const row = await findCartById(tx, cartId);
    if (!row) throw invalidGroup();
    return memberView(toCart(row, ctx), uuid);
  }

  async function groupsEnabled(): Promise<boolean> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'group_order'));
    return row?.value === '1' || row?.value === 'true';
  }

  return {
    // ---- the owner (signed in) ----------------------------------------------------------------

    /**
     * CT6: the owner's cart `cartId` becomes a group order (again: no change). Refused while the
     * `group_order` setting is off (422) and for a cart that is not the owner's (404).
     */
    async setGroup(owner: number, cartId: number, req: CartRequest): Promise<Cart> {
      if (!(await groupsEnabled())) throw new ApiError(422, m.groupOrdersOff);
      const ctx = await views.viewContext(req);
      return db.transaction(async (tx) => {
        const cart = await lockCart(tx, owner);
        if (!cart || cart.id !== cartId) throw new ApiError(404, m.cartNotFound);
        const [shop] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.id, cart.shopId), eq(shops.status, 'approved')));
        if (!shop) throw new ApiError(404, m.shopNotFound);
        if (!cart.group) {
          await tx.update(carts).set({ group: true, updatedAt: now() }).where(eq(carts.id, cart.id));
          await raiseCartChanged(tx, cart);
        }
        const row = await findCart(tx, owner);
        if (!row) throw new ApiError(404, m.cartNotFound);
        return toCart(row, ctx);
      });
    },

    /** CT7: the owner removes members (never their own part) of their group; answers the uuids removed. */
    async kick(owner: number, q: MemberQuery): Promise<string[]> {
      const uuids = [...new Set(q.ids.map((u) => u.toLowerCase()))];
      return db.transaction(async (tx) => {
        const cart = await lockCart(tx, owner);
        if (!cart || cart.id !== q.cart_id) throw new ApiError(404, m.cartNotFound);
        if (!cart.group) throw new ApiError(422, m.notAGroup);
        const parts = await tx
          .select({ id: userCarts.id, uuid: userCarts.uuid, userId: userCarts.userId })
          .from(userCarts)
          .where(and(eq(userCarts.cartId, cart.id), inArray(userCarts.uuid, uuids)));
        if (parts.some((p) => p.userId === owner)) throw new ApiError(422, m.cannotRemoveSelf, { ids: [m.cannotRemoveSelf] });
        if (parts.length !== uuids.length) throw new ApiError(404, m.memberNotFound, { ids: [m.memberNotFound] });
        await tx.delete(userCarts).where(inArray(userCarts.id, parts.map((p) => p.id)));
        await recordExits(tx, cart.id, uuids, 'kicked');
        await touch(tx, cart);
        return uuids;
      });
    },

    // ---- members (public) ---------------------------------------------------------------------

    /** GC1: joins the group `cart_id` of `shop_id` as a new member named `name`. */
    async join(body: JoinBody, clientAddress: string): Promise<GroupMember> {
      const decision = await limiter.hit(GROUP_JOIN_RULE, clientAddress);
      if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs, 'attempts to join group orders');
      return db.transaction(async (tx) => {
        const cart = await lockCartById(tx, body.cart_id);
        if (!cart || !cart.group || cart.shopId !== body.shop_id) throw invalidGroup();
        if ((await countMembers(tx, cart.id)) >= GROUP_LIMITS.members) throw new ApiError(422, m.groupFull);
        const [made] = await tx.insert(userCarts).values({ cartId: cart.id, userId: null, name: body.name }).returning();
        await touch(tx, cart);
        return { id: made!.id, uuid: made!.uuid, cart_id: cart.id, shop_id: cart.shopId, name: made!.name, status: made!.status };
      });
    },

    /** GC2: the group as the member `uuid` sees it (a 4xx when it is not, or no longer, a member). */
    async show(cartId: number, memberUuid: string, shopId: number | undefined, req: CartRequest): Promise<Cart> {
      const uuid = memberUuid.toLowerCase();
      const ctx = await views.viewContext(req);
      const found = await findMember(db, cartId, uuid);
      if (!found) throw await gone(db, cartId, uuid);
      if (shopId !== undefined && shopId !== found.cart.shopId) throw invalidGroup();
      const row = await findCartById(db, cartId);
      if (!row) throw invalidGroup();
      return memberView(toCart(row, ctx), uuid);
    },

    /**
     * GC3: as CT2, in the member's own part: absolute quantities, addons by `parent_id`. Only the
     * group's shop's products (a member must leave the group before adding another shop's).
     */
    async insert(body: GuestInsertBody, req: CartRequest): Promise<Cart> {
      const ctx = await views.viewContext(req);
      const pre = await findMember(db, body.cart_id, body.user_cart_uuid);
      if (!pre) throw await gone(db, body.cart_id, body.user_cart_uuid);
      const shopId = pre.cart.shopId;
      if (body.shop_id !== shopId) throw new ApiError(422, m.leaveGroupFirst, { shop_id: [m.leaveGroupFirst] });
      const stockIds = [...new Set(body.products.map((p) => p.stock_id))];
      const parentIds = [...new Set(body.products.flatMap((p) => (p.parent_id === undefined ? [] : [p.parent_id])))];
      const [stockRows, addonLinks] = await Promise.all([findStocksForCart(db, stockIds), findAddonLinks(db, parentIds)]);
      const plan = planInsert(body.products, { shopId, stocks: new Map(stockRows.map((s) => [s.id, s])), addonLinks });

      return asMember(body.cart_id, body.user_cart_uuid, async (tx, { cart, member }) => {
        await writePlannedLines(tx, member.id, plan, body.products);
        const [lines] = await tx
          .select({ n: count() })
          .from(cartDetails)
          .where(and(eq(cartDetails.userCartId, member.id), isNull(cartDetails.parentId)));
        if ((lines?.n ?? 0) > GROUP_LIMITS.linesPerMember) throw new ApiError(422, m.tooManyLines, { products: [m.tooManyLines] });
        await touch(tx, cart);
        return groupView(tx, cart.id, member.uuid, ctx);
      });
    },

    /** GC4: as CT3, in the member's own part (other parts' ids name nothing). */
    async removeLines(body: GuestDeleteBody, req: CartRequest): Promise<Cart> {
      if (body.cart_id === undefined || body.user_cart_uuid === undefined) {
        throw new ApiError(422, m.memberRequired, { user_cart_uuid: [m.memberRequired] });
      }
      const ctx = await views.viewContext(req);
      return asMember(body.cart_id, body.user_cart_uuid, async (tx, { cart, member }) => {
        const remove = rowsToRemove(body.ids, await memberRows(tx, member.id));
        if (!remove.size) throw new ApiError(404, m.cartProductNotFound);
        await tx.delete(cartDetails).where(and(eq(cartDetails.userCartId, member.id), inArray(cartDetails.id, [...remove])));
        await touch(tx, cart);
        return groupView(tx, cart.id, member.uuid, ctx);
      });
    },

    /** GC5: the member's status flips (true = still choosing, false = done). */
    async toggleStatus(uuid: string, cartId: number): Promise<MemberStatus> {
      return asMember(cartId, uuid, async (tx, { cart, member }) => {
        const [row] = await tx
          .update(userCarts)
          .set({ status: !member.status, updatedAt: now() })
          .where(eq(userCarts.id, member.id))
          .returning({ uuid: userCarts.uuid, status: userCarts.status });
        await touch(tx, cart);
        return row!;
      });
    },

    /** GC6: members leave (their lines go with them); each listed uuid must be a member of `cart_id`. */
    async leave(q: MemberQuery): Promise<string[]> {
      const uuids = [...new Set(q.ids.map((u) => u.toLowerCase()))];
      return db.transaction(async (tx) => {
        const cart = await lockCartById(tx, q.cart_id);
        const ids: number[] = [];
        for (const uuid of uuids) {
          const found = cart ? await findMember(tx, q.cart_id, uuid) : undefined;
          if (!found) throw await gone(tx, q.cart_id, uuid);
          ids.push(found.member.id);
        }
        await tx.delete(userCarts).where(inArray(userCarts.id, ids));
        await touch(tx, cart!);
        return uuids;
      });
    },
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
