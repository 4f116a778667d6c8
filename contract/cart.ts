import { z } from 'zod';
import { queryBool, queryInt } from './http';
import { productSummary, stockSummary } from './products';

/**
 * The signed-in customer's server cart (contract §2.6 CT1–CT5, §3.8). Request schemas validate at
 * the server's edge; the response schemas type the storefront's client. Every amount in a Cart is
 * in the `currency_id` the call asked for, priced by the server at the time of the answer.
 */

export { cartMessages } from './cart-messages';

/** Ids in JSON bodies are numbers; query-string styles (§1.2) send them as strings. */
const id = (what: string) =>
  z.coerce.number<string | number>({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(1, `${what} is required`).max(2_147_483_647);

/** `[1, 2]`, `ids[]=1&ids[]=2`, `ids[0]=1` or a single `ids=1`. */
const idList = (what: string) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(id(what), { error: 'ids must be a list of ids' }).min(1, 'Choose at least one item').max(100, 'At most 100 ids at once'),
  );

/**
 * CT1 `GET dashboard/user/cart`, also the answer's currency for CT3. `allow_none=1` (a Comanda
 * extension, opt-in) answers "no cart" as 200 with `data: null` instead of the contract's 404, so
 * a browser that asks on every page logs no failed request; without it, the contract's 404.
 */
export const cartQuery = z.object({ currency_id: queryInt().optional(), allow_none: queryBool.optional() });

/** A `parent_id` of null, 0 or '' (some clients send them for main lines) means "no parent". */
const parentId = z.preprocess((v) => (v === null || v === '' || v === 0 || v === '0' ? undefined : v), id('parent_id').optional());

export const cartProductEntry = z.object({
  stock_id: id('stock_id'),
  /** The line's absolute quantity (the counter, not counter × interval). 0 on an addon = not chosen. */
  quantity: z.coerce
    .number<string | number>({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity must be a whole number')
    .max(100_000, 'Quantity is too large'),
  /** Addon rows: the stock id of the main line they belong to (§5.4). */
  parent_id: parentId,
});
export type CartProductEntry = z.infer<typeof cartProductEntry>;

/** CT2 `POST dashboard/user/cart/insert-product`. `rate` is checked but never used for money. */
export const cartInsertBody = z.object({
  shop_id: id('shop_id'),
  currency_id: id('currency_id').optional(),
  rate: z.coerce.number<string | number>({ error: 'Rate must be a number' }).positive('Rate must be a positive number').optional(),
  products: z.array(cartProductEntry, { error: 'Choose at least one product' }).min(1, 'Choose at least one product').max(100, 'At most 100 products at once'),
});
export type CartInsertBody = z.input<typeof cartInsertBody>;

/** CT3 `DELETE dashboard/user/cart/product/delete`: `[cartDetailId, ...addonStockIds]` (§5.4). */
export const cartProductDeleteBody = z.object({ ids: idList('ids'), currency_id: id('currency_id').optional() });
export type CartProductDeleteBody = z.input<typeof cartProductDeleteBody>;

/** CT4 `DELETE dashboard/user/cart/delete`. */
export const cartDeleteBody = z.object({ ids: idList('ids') });
export type CartDeleteBody = z.input<typeof cartDeleteBody>;

/** CT5 `POST dashboard/user/cart/open`. */
export const cartOpenBody = z.object({ shop_id: id('shop_id'), currency_id: id('currency_id').optional() });
export type CartOpenBody = z.input<typeof cartOpenBody>;

/** The product of a cart line's stock: what the cart shows and its quantity rules (§5.3). */
export const cartProduct = productSummary.pick({
  id: true, uuid: true, shop_id: true, img: true, translation: true, min_qty: true, max_qty: true, interval: true, unit: true,
});

/** The same stock JSON as the product endpoints (prices live, in the asked currency), with its product. */
export const cartStock = stockSummary.extend({ product: cartProduct });
export type CartStock = z.infer<typeof cartStock>;

/**
 * A priced row. `price` is this row's own amount (`stock.total_price × quantity`, 0 for bonus
 * lines; a main line's addons are priced on their own rows); `discount` is per unit (§3.8).
 */
export const cartAddon = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  price: z.number(),
  discount: z.number(),
  bonus: z.boolean(),
  stock: cartStock,
});
export type CartAddon = z.infer<typeof cartAddon>;

export const cartDetail = cartAddon.extend({ addons: z.array(cartAddon) });
export type CartDetail = z.infer<typeof cartDetail>;

export const userCart = z.object({
  id: z.number().int(),
  cart_id: z.number().int(),
  /** The owner's id on the owner's own part; null for guest members. */
  user_id: z.number().int().nullable(),
  uuid: z.string(),
  name: z.string(),
  /** true = still choosing, false = done. */
  status: z.boolean(),
  cartDetails: z.array(cartDetail),
});
export type UserCart = z.infer<typeof userCart>;

/** §3.8 Cart. `total_price` = Σ rows' `price`, exact to the cent in `currency_id`. */
export const cart = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  owner_id: z.number().int(),
  group: z.boolean(),
  total_price: z.number(),
  /**
   * Comanda extension: the shop's minimum order (`min_amount`) in this cart's currency, 0 = none.
   * The cart compares it with `total_price` to say the shortfall before checkout; O2 decides.
   */
  min_amount: z.number().optional(),
  receipt_discount: z.number(),
  receipt_count: z.number().int(),
  /** The currency every amount is in (the asked one, else the default) and its rate. */
  currency_id: z.number().int().nullable(),
  rate: z.number(),
  user_carts: z.array(userCart),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Cart = z.infer<typeof cart>;

/** CT4's answer: the carts that were deleted. */
export const cartDeleted = z.object({ ids: z.array(z.number().int()) });
export type CartDeleted = z.infer<typeof cartDeleted>;
