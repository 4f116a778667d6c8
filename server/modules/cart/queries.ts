import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { cartMessages as m, type CartProductEntry } from '../../../contract/cart';
import type { Database, Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { cartDetails, carts, stockAddons, stocks, userCarts, users } from '../../db/schema';
import { variantExtras, withoutSearchVector } from '../catalog/product-queries';
import type { PlannedCall } from './rules';

/**
 * Reads and writes of the cart tables. Writes take a `Tx`: the service runs every change of a
 * cart in one transaction, with the cart row locked first so a customer's concurrent calls queue.
 */

/** A line's stock with what the product endpoints' stock JSON and pricing need. */
const stockWith = {
  with: {
    extras: variantExtras,
    product: {
      with: {
        translations: withoutSearchVector,
        unit: { with: { translations: true } },
        discounts: { with: { discount: true } },
        shop: { columns: { id: true, timezone: true, minAmount: true } },
      },
    },
  },
} as const;

/** The customer's cart with every member, line and addon, or undefined. */
export async function findCart(db: Database | Tx, ownerId: number) {
  return findCartWhere(db, eq(carts.ownerId, ownerId));
}

/** The cart `cartId` (a group's, read by its members) with every member, line and addon. */
export async function findCartById(db: Database | Tx, cartId: number) {
  return findCartWhere(db, eq(carts.id, cartId));
}

/** One statement (lateral joins): a reader never sees half of a concurrent change. */
function findCartWhere(db: Database | Tx, where: SQL) {
  return db.query.carts.findFirst({
    where,
    with: {
      userCarts: {
        orderBy: asc(userCarts.id),
        with: {
          details: {
            where: isNull(cartDetails.parentId),
            orderBy: asc(cartDetails.id),
            with: { stock: stockWith, addons: { orderBy: asc(cartDetails.id), with: { stock: stockWith } } },
          },
        },
      },
    },
  });
}

export type CartRow = NonNullable<Awaited<ReturnType<typeof findCartWhere>>>;
export type CartDetailRow = CartRow['userCarts'][number]['details'][number];
export type CartStockRow = CartDetailRow['stock'];

/** The stocks a CT2 call names, with the product and shop facts its rules check. */
export async function findStocksForCart(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db.query.stocks.findMany({
    where: inArray(stocks.id, [...ids]),
    columns: { id: true, quantity: true, productId: true },
    with: {
      product: {
        columns: { id: true, shopId: true, active: true, status: true, addon: true, minQty: true, maxQty: true },
        with: {
          shop: { columns: { status: true } },
          // Addons without any translation are hidden by P2 (contract §3.4): not sellable either.
          translations: { columns: { id: true }, limit: 1 },
        },
      },
    },
  });
}

export type StockForCart = Awaited<ReturnType<typeof findStocksForCart>>[number];

/** `stock id → addon product ids` offered with those stocks (stock_addons). */
export async function findAddonLinks(db: Database, stockIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const links = new Map<number, Set<number>>();
  if (!stockIds.length) return links;
  const rows = await db
    .select({ stockId: stockAddons.stockId, productId: stockAddons.addonProductId })
    .from(stockAddons)
    .where(inArray(stockAddons.stockId, [...stockIds]));
  for (const row of rows) {
    let set = links.get(row.stockId);
    if (!set) links.set(row.stockId, (set = new Set()));
    set.add(row.productId);
  }
  return links;
}

export type LockedCart = typeof carts.$inferSelect & { ownUserCartId: number };

/**
 * The customer's cart, created for `shopId` when there is none, locked for the rest of the
 * transaction, with the owner's own member row (made with the cart). Concurrent first calls
 * meet on the unique owner index: one inserts, the others wait for it and then find its row. A
 * cart deleted (CT4) between the insert and the lock is made again.
 */
export async function lockOrCreateCart(
  tx: Tx,
  owner: number,
  create: { shopId: number; currencyId: number | null; rate: string },
): Promise<LockedCart> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await tx
      .insert(carts)
      .values({ ownerId: owner, shopId: create.shopId, currencyId: create.currencyId, rate: create.rate })
      .onConflictDoNothing({ target: carts.ownerId });
    const cart = await lockCart(tx, owner);
    if (cart) return { ...cart, ownUserCartId: await ownUserCart(tx, cart.id, owner) };
  }
  throw new Error('the cart was deleted three times while being opened');
}

/** The owner's member row of a locked cart, made (named after the owner) when missing. */
async function ownUserCart(tx: Tx, cartId: number, owner: number): Promise<number> {
  const find = () =>
    tx.select({ id: userCarts.id }).from(userCarts).where(and(eq(userCarts.cartId, cartId), eq(userCarts.userId, owner)));
  const [found] = await find();
  if (found) return found.id;
  const [user] = await tx.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, owner));
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ').slice(0, 100);
  const [made] = await tx
    .insert(userCarts)
    .values({ cartId, userId: owner, name })
    .onConflictDoNothing({ target: [userCarts.cartId, userCarts.userId], where: sql`${userCarts.userId} is not null` })
    .returning({ id: userCarts.id });
  const id = made?.id ?? (await find())[0]?.id;
  if (id === undefined) throw new Error('owner cart part missing');
  return id;
}

/** The customer's cart locked for update, or undefined. */
export async function lockCart(tx: Tx, owner: number) {
  const [cart] = await tx.select().from(carts).where(eq(carts.ownerId, owner)).for('update');
  return cart;
}

/** Whether any member of the cart has a line. */
export async function cartHasLines(tx: Tx, cartId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: cartDetails.id })
    .from(cartDetails)
    .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
    .where(eq(userCarts.cartId, cartId))
    .limit(1);
  return row !== undefined;
}

/** Every row (main lines and addons) of one member's part. */
export async function memberRows(tx: Tx, userCartId: number) {
  return tx
    .select({ id: cartDetails.id, stockId: cartDetails.stockId, parentId: cartDetails.parentId, bonus: cartDetails.bonus })
    .from(cartDetails)
    .where(eq(cartDetails.userCartId, userCartId))
    .orderBy(asc(cartDetails.id));
}

/** Sets absolute quantities of main lines (insert or update); returns `stock id → line id`. */
export async function upsertMainLines(tx: Tx, userCartId: number, lines: ReadonlyArray<{ stockId: number; quantity: number }>) {
  if (!lines.length) return new Map<number, number>();
  const rows = await tx
    .insert(cartDetails)
    .values(lines.map((l) => ({ userCartId, stockId: l.stockId, quantity: l.quantity })))
    .onConflictDoUpdate({
      target: [cartDetails.userCartId, cartDetails.stockId],
      targetWhere: sql`${cartDetails.parentId} is null and not ${cartDetails.bonus}`,
      set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
    })
    .returning({ id: cartDetails.id, stockId: cartDetails.stockId });
  return new Map(rows.map((r) => [r.stockId, r.id]));
}

/** Makes a line's addons exactly `addons`: others are removed, these inserted or updated. */
export async function replaceAddons(
  tx: Tx,
  userCartId: number,
  parentId: number,
  addons: ReadonlyArray<{ stockId: number; quantity: number }>,
) {
  const keep = addons.map((a) => a.stockId);
  await tx
    .delete(cartDetails)
    .where(
      and(
        eq(cartDetails.parentId, parentId),
        keep.length ? notInArray(cartDetails.stockId, keep) : undefined,
      ),
    );
  if (!addons.length) return;
  await tx
    .insert(cartDetails)
    .values(addons.map((a) => ({ userCartId, parentId, stockId: a.stockId, quantity: a.quantity })))
    .onConflictDoUpdate({
      target: [cartDetails.parentId, cartDetails.stockId],
      targetWhere: sql`${cartDetails.parentId} is not null`,
      set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
    });
}

/**
 * Writes a planned CT2/GC3 call into one member's part: main lines' absolute quantities, then each
 * named line's addons (exactly those). An addon sent for a line already in the part (its main
 * entry not re-sent) is attached to that line; one whose line is in neither → 422.
 */
export async function writePlannedLines(tx: Tx, userCartId: number, plan: PlannedCall, entries: readonly CartProductEntry[]) {
  const lineOf = await upsertMainLines(tx, userCartId, plan.mains);
  const missing = [...plan.addons.keys()].filter((stockId) => !lineOf.has(stockId));
  if (missing.length) {
    for (const row of await memberRows(tx, userCartId)) {
      if (row.parentId === null && !row.bonus && missing.includes(row.stockId)) lineOf.set(row.stockId, row.id);
    }
    const params: Record<string, string[]> = {};
    entries.forEach((p, i) => {
      if (p.parent_id !== undefined && !lineOf.has(p.parent_id)) params[`products.${i}.parent_id`] = [m.parentMissing];
    });
    if (Object.keys(params).length) throw new ApiError(422, m.parentMissing, params);
  }
  for (const [parentStock, addons] of plan.addons) {
    await replaceAddons(tx, userCartId, lineOf.get(parentStock)!, addons);
  }
}
