import { z } from 'zod';
import { queryBool, queryInt } from './http';
import { productSummary, stockSummary } from './products';

/**
 * The signed-in customer's server cart (contract §2.6 CT1–CT7, §3.8) and the group members' guest
 * cart (§2.7 GC1–GC6, issue #16). Request schemas validate at the server's edge; the response
 * schemas type the storefront's client. Every amount in a Cart is in the `currency_id` the call
 * asked for, priced by the server at the time of the answer.
 *
 * Group orders, as the server keeps them (server/modules/cart/group-service.ts):
 * - A member is known by the `uuid` GC1 answered (random, from the database's
 *   gen_random_uuid) together with the group's `cart_id`: every GC call names both and is refused
 *   unless that uuid is a member of that cart. The owner's own part is never a GC member (the
 *   owner uses CT1–CT7).
 * - In a member's answers (GC2, GC3, GC4) the other parts' `uuid` is '' (a uuid is its member's
 *   key; the client only compares its own). The owner's CT1 shows every uuid (CT7 needs them).
 * - GC4 deviates from the contract's `{ids}`: it also needs `user_cart_uuid` and `cart_id` (body
 *   or query), else 422 `memberRequired` — cart-detail ids are sequential, so ids alone would
 *   let anyone delete anyone's lines.
 * - Refusals of GC2–GC6: the group is gone, cancelled (CT4) or the uuid is not a member → 404
 *   'You cannot join. Invalid group order'; the owner removed the member → 403 'You have been
 *   kicked from group order'; the owner placed the order → 410 `groupPlaced` with
 *   `data.order {id, status, created_at}` (`groupPlacedBody`; the status is read live, so a member
 *   polling GC2 follows the order).
 * - Limits (each a readable 4xx): `GROUP_LIMITS`, and CT2's quantity rules per line.
 * - Live: every change raises the realtime event `cart.changed {cart_id}` (contract/realtime.ts)
 *   to the owner's sockets and to sockets that sent `{type:'subscribe', cart_id, user_cart_uuid}`.
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

/** Limits of a group order (readable 4xx past them). */
export const GROUP_LIMITS = {
  /** Members besides the owner. */
  members: 30,
  /** Main lines in one member's part. */
  linesPerMember: 50,
  /** A member's name (GC1), trimmed. */
  nameLength: 50,
} as const;

/** A member's uuid: any 8-4-4-4-12 hex (the database checks the rest). */
const memberUuid = (what: string) => z.guid({ error: `${what} must be a member id` });

/** CT7 `DELETE dashboard/user/cart/member/delete?cart_id=…&ids[0]=<member uuid>`. */
export const memberDeleteQuery = z.object({
  cart_id: id('cart_id'),
  ids: z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(memberUuid('ids'), { error: 'ids must be a list of member ids' }).min(1, 'Choose at least one member').max(GROUP_LIMITS.members, 'Too many members at once'),
  ),
});
export type MemberDeleteQuery = z.input<typeof memberDeleteQuery>;

/** GC1 `POST rest/cart/open`: join the group `cart_id` of `shop_id` as `name`. */
export const groupJoinBody = z.object({
  /** Trimmed, inner whitespace (line breaks too) collapsed to one space. */
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v),
    z.string({ error: 'Required' }).min(1, 'Required').max(GROUP_LIMITS.nameLength, `At most ${GROUP_LIMITS.nameLength} characters`),
  ),
  shop_id: id('shop_id'),
  cart_id: id('cart_id'),
});
export type GroupJoinBody = z.input<typeof groupJoinBody>;

/** GC1's answer: the new member's part. Keep `uuid` (cookie `member`): it is the member's key. */
export const groupMember = z.object({
  id: z.number().int(),
  uuid: z.string(),
  cart_id: z.number().int(),
  shop_id: z.number().int(),
  name: z.string(),
  status: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** GC2 `GET rest/cart/{cartId}`. */
export const guestCartQuery = z.object({
  user_cart_uuid: memberUuid('user_cart_uuid'),
  shop_id: queryInt().optional(),
  currency_id: queryInt().optional(),
});

/** GC3 `POST rest/cart/insert-product`: as CT2, for the member's own part. */
export const guestInsertBody = z.object({
  shop_id: id('shop_id'),
  cart_id: id('cart_id'),
  user_cart_uuid: memberUuid('user_cart_uuid'),
  currency_id: id('currency_id').optional(),
  products: cartInsertBody.shape.products,
});
export type GuestInsertBody = z.input<typeof guestInsertBody>;

/** GC4 `DELETE rest/cart/product/delete`: as CT3, plus who asks (see the header: a deviation). */
export const guestProductDeleteBody = z.object({
  ids: idList('ids'),
  cart_id: id('cart_id').optional(),
  user_cart_uuid: memberUuid('user_cart_uuid').optional(),
  currency_id: id('currency_id').optional(),
});
export type GuestProductDeleteBody = z.input<typeof guestProductDeleteBody>;

/** GC5 `POST rest/cart/status/{memberUuid}`. */
export const guestStatusBody = z.object({ cart_id: id('cart_id') });

/** GC6 `DELETE rest/cart/member/delete?ids[]=<own uuid>&cart_id=…` (a member leaves). */
export const guestLeaveQuery = memberDeleteQuery;

/** GC5's answer: the member's status after the toggle (true = choosing, false = done). */
export const memberStatus = z.object({ uuid: z.string(), status: z.boolean() });
export type MemberStatus = z.infer<typeof memberStatus>;

/** 410 of GC2–GC6 once the owner placed the group's order: §1.6's error body with the order. */
export const groupPlacedBody = z.object({
  status: z.literal(false),
  statusCode: z.string(),
  message: z.string(),
  data: z.object({ order: z.object({ id: z.number().int(), status: z.string(), created_at: z.string() }) }),
});
export type GroupPlacedBody = z.infer<typeof groupPlacedBody>;

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
