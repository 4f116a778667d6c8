import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  cartMessages as m, type Cart, type cartInsertBody, type cartOpenBody, type cartProductDeleteBody,
} from '../../../contract/cart';
import type { z } from 'zod';
import { clearOnChange } from '../../db/change-feed';
import type { Database, Tx } from '../../db/client';
import { cartDetails, carts, currencies, shops, userCarts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { REFERENCE_DATA_TTL_MS, ttlCache } from '../../lib/ttl-cache';
import { convertAmount } from '../currencies/convert';
import type { I18nService } from '../i18n/service';
import {
  cartHasLines, findAddonLinks, findCart, findStocksForCart, lockCart, lockOrCreateCart, memberRows, writePlannedLines,
  type CartRow, type LockedCart,
} from './queries';
import { raiseCartChanged } from './group-queries';
import { planInsert, rowsToRemove } from './rules';
import { toCart, type CartViewContext } from './view';

/** What an answer is drawn with: the request's language and image origin. */
export type CartRequest = {
  lang: string;
  imageUrl: (stored: string | null | undefined) => string | null;
  currencyId: number | undefined;
};

type InsertBody = z.infer<typeof cartInsertBody>;
type OpenBody = z.infer<typeof cartOpenBody>;
type ProductDeleteBody = z.infer<typeof cartProductDeleteBody>;

/**
 * What every cart answer is drawn with: the asked currency (if active, else the default; the
 * active list cached until a change), the default language, the clock.
 */
export function createCartViews(deps: { db: Database; i18n: I18nService; now?: () => Date }) {
  const { db, i18n } = deps;
  const now = deps.now ?? (() => new Date());

  const activeCurrencies = ttlCache(REFERENCE_DATA_TTL_MS, () =>
    db
      .select({ id: currencies.id, rate: currencies.rate, default: currencies.default })
      .from(currencies)
      .where(eq(currencies.active, true))
      .orderBy(asc(currencies.id)),
  );
  clearOnChange(db, ['currencies'], activeCurrencies);

  /** The asked currency if active, else the default one (as every `currency_id` endpoint does). */
  async function currencyFor(currencyId: number | undefined) {
    const list = await activeCurrencies.get();
    const row = list.find((c) => c.id === currencyId) ?? list.find((c) => c.default) ?? list[0];
    return row ? { id: row.id, rate: row.rate } : { id: null, rate: '1' };
  }

  async function viewContext(req: CartRequest): Promise<CartViewContext> {
    const currency = await currencyFor(req.currencyId);
    return {
      lang: req.lang,
      fallbackLocale: await i18n.defaultLocale(),
      imageUrl: req.imageUrl,
      money: { rate: currency.rate, convert: (amount) => convertAmount(amount, currency.rate) },
      now: now(),
      currency,
    };
  }
  return { currencyFor, viewContext };
}

export type CartViews = ReturnType<typeof createCartViews>;

/**
 * The signed-in customer's cart (contract §2.6). Every call acts on the session's own cart and
 * nothing else: carts are found by owner, never by an id from the request alone. Each change runs
 * in one transaction that first locks the cart row, so one customer's concurrent calls queue.
 */
export function createCartService(deps: { db: Database; i18n: I18nService; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const { currencyFor, viewContext } = createCartViews(deps);

  function shape(row: CartRow | undefined, ctx: CartViewContext): Cart {
    if (!row) throw new ApiError(404, m.cartNotFound);
    return toCart(row, ctx);
  }

  async function answer(owner: number, req: CartRequest): Promise<Cart> {
    const ctx = await viewContext(req);
    return shape(await findCart(db, owner), ctx);
  }

  /**
   * Runs a change and answers the cart as that change left it: read inside the same transaction,
   * so a concurrent CT4 cannot turn a successful write into a 404. What the answer needs beyond
   * the cart (currency, default language) is read before: PGlite has one connection, and a query
   * outside the open transaction would wait for it forever.
   */
  async function change(owner: number, req: CartRequest, write: (tx: Tx) => Promise<void>): Promise<Cart> {
    const ctx = await viewContext(req);
    return db.transaction(async (tx) => {
      await write(tx);
      return shape(await findCart(tx, owner), ctx);
    });
  }

  async function requireShop(shopId: number) {
    const [shop] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.status, 'approved')));
    if (!shop) throw new ApiError(404, m.shopNotFound, { shop_id: [m.shopNotFound] });
  }

  /**
   * One shop per cart (spec §5). A cart with lines (or a group order) of another shop is refused
   * with 409: the storefront asks "replace?", clears with CT4 and tries again. An empty cart has
   * nothing to lose and simply moves to the new shop.
   */
  async function moveToShop(tx: Tx, cart: LockedCart, shopId: number) {
    if (cart.shopId === shopId) return;
    if (cart.group || (await cartHasLines(tx, cart.id))) throw new ApiError(409, m.otherShop, { shop_id: [m.otherShop] });
    await tx.update(carts).set({ shopId, updatedAt: now() }).where(eq(carts.id, cart.id));
  }

  return {
    /** CT1. No cart → 404 (clients read any non-2xx as "no cart"). */
    show: answer,

    /** CT1 with `allow_none=1`: no cart → null (answered 200), for clients that ask on every page. */
    async showOrNone(owner: number, req: CartRequest): Promise<Cart | null> {
      const ctx = await viewContext(req);
      const row = await findCart(db, owner);
      return row ? toCart(row, ctx) : null;
    },

    /** CT2: sets the sent lines' absolute quantities and their addons; creates the cart if none. */
    async insert(owner: number, body: InsertBody, req: CartRequest): Promise<Cart> {
      const currency = await currencyFor(body.currency_id);
      await requireShop(body.shop_id);
      const stockIds = [...new Set(body.products.map((p) => p.stock_id))];
      const parentIds = [...new Set(body.products.flatMap((p) => (p.parent_id === undefined ? [] : [p.parent_id])))];
      const [stockRows, addonLinks] = await Promise.all([findStocksForCart(db, stockIds), findAddonLinks(db, parentIds)]);
      const plan = planInsert(body.products, {
        shopId: body.shop_id,
        stocks: new Map(stockRows.map((s) => [s.id, s])),
        addonLinks,
      });

      return change(owner, req, async (tx) => {
        const cart = await lockOrCreateCart(tx, owner, { shopId: body.shop_id, currencyId: currency.id, rate: currency.rate });
        await moveToShop(tx, cart, body.shop_id);
        await writePlannedLines(tx, cart.ownUserCartId, plan, body.products);
        // The client's `rate` is never used: the server's currency table decides.
        await tx.update(carts).set({ currencyId: currency.id, rate: currency.rate, updatedAt: now() }).where(eq(carts.id, cart.id));
        if (cart.group) await raiseCartChanged(tx, cart);
      });
    },

    /** CT5: the customer's cart for this shop, made empty if there is none. */
    async open(owner: number, body: OpenBody, req: CartRequest): Promise<Cart> {
      const currency = await currencyFor(body.currency_id);
      await requireShop(body.shop_id);
      return change(owner, req, async (tx) => {
        const cart = await lockOrCreateCart(tx, owner, { shopId: body.shop_id, currencyId: currency.id, rate: currency.rate });
        await moveToShop(tx, cart, body.shop_id);
      });
    },

    /**
     * CT3: removes the lines (with their addons) and addons `ids` names in the customer's own part
     * of the cart (how the list is read: `rowsToRemove`). Other customers' ids name nothing; when
     * nothing is named, 404.
     */
    async removeLines(owner: number, body: ProductDeleteBody, req: CartRequest): Promise<Cart> {
      return change(owner, req, async (tx) => {
        const cart = await lockCart(tx, owner);
        if (!cart) throw new ApiError(404, m.cartProductNotFound);
        const [own] = await tx
          .select({ id: userCarts.id })
          .from(userCarts)
          .where(and(eq(userCarts.cartId, cart.id), eq(userCarts.userId, owner)));
        const remove = rowsToRemove(body.ids, own ? await memberRows(tx, own.id) : []);
        if (!remove.size || !own) throw new ApiError(404, m.cartProductNotFound);
        // Addon rows go with their line (ON DELETE CASCADE).
        await tx.delete(cartDetails).where(and(eq(cartDetails.userCartId, own.id), inArray(cartDetails.id, [...remove])));
        await tx.update(carts).set({ updatedAt: now() }).where(eq(carts.id, cart.id));
        if (cart.group) await raiseCartChanged(tx, cart);
        // An emptied cart stays (CT1 shows it without lines), like one opened by CT5.
      });
    },

    /**
     * CT4: deletes the customer's own carts among `ids` (members and lines go with them). A group
     * ends with its cart for every member: their next GC call answers 'You cannot join. Invalid
     * group order', and the live channel tells them at once.
     */
    async deleteCarts(owner: number, ids: readonly number[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(carts)
          .where(and(eq(carts.ownerId, owner), inArray(carts.id, [...ids])))
          .returning({ id: carts.id, ownerId: carts.ownerId, group: carts.group });
        if (!deleted.length) throw new ApiError(404, m.cartNotFound);
        for (const cart of deleted) if (cart.group) await raiseCartChanged(tx, cart);
        return deleted.map((d) => d.id);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
