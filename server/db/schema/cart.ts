import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { stocks } from './catalog';
import { timestamps } from './columns';
import { orders } from './orders';
import { currencies } from './presentation';
import { shops } from './shops';
import { users } from './users';

/**
 * The signed-in customer's server cart (contract §2.6, §3.8). A cart belongs to one shop and one
 * owner; its members (`user_carts`: the owner's own, later group-order guests) hold the lines.
 * Prices are never stored: every answer prices the lines live from stocks and discounts, and the
 * order (a later part) freezes them. server/modules/cart is the only writer.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Group order active (CT6, group-order issue). */
    group: boolean('group').notNull().default(false),
    /** Currency and rate of the last write (informational: answers use the asked `currency_id`). */
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull().default('1'),
    ...timestamps(),
  },
  // One open cart per customer: concurrent first inserts meet on this index (ON CONFLICT).
  (t) => [uniqueIndex('carts_owner_idx').on(t.ownerId), index('carts_shop_idx').on(t.shopId)],
);

/** A member's part of a cart; the owner's is made with the cart (`user_id` = owner). */
export const userCarts = pgTable(
  'user_carts',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    /** Null for guest members of a group order (they have no account). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Member identity guests keep in their `member` cookie (GC1–GC6). */
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    /** true = still choosing, false = done (GC5). */
    status: boolean('status').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('user_carts_cart_idx').on(t.cartId),
    index('user_carts_user_idx').on(t.userId),
    uniqueIndex('user_carts_cart_user_idx').on(t.cartId, t.userId).where(sql`${t.userId} is not null`),
  ],
);

/**
 * Lines of a member's cart. A main line has no `parent_id`; its addons are rows pointing at it
 * (deleted with it). The customer sets absolute quantities, so a stock is at most one main line
 * per member and one addon per line: the unique indexes make concurrent upserts meet.
 */
export const cartDetails = pgTable(
  'cart_details',
  {
    id: serial('id').primaryKey(),
    userCartId: integer('user_cart_id').notNull().references(() => userCarts.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id').notNull().references(() => stocks.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => cartDetails.id, { onDelete: 'cascade' }),
    /** A gift line (contract §3.7): costs 0 and is not editable; written by the bonus rules, never by CT2. */
    bonus: boolean('bonus').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('cart_details_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('cart_details_main_idx')
      .on(t.userCartId, t.stockId)
      .where(sql`${t.parentId} is null and not ${t.bonus}`),
    uniqueIndex('cart_details_addon_idx').on(t.parentId, t.stockId).where(sql`${t.parentId} is not null`),
    index('cart_details_user_cart_idx').on(t.userCartId),
    index('cart_details_stock_idx').on(t.stockId),
  ],
);

/**
 * Why a group member's part ended while its group went on (kicked by the owner) or with the
 * group (the owner placed the order). The member's `user_carts` row is gone by then (deleted, or
 * with its cart), so this is what GC2–GC6 read to answer 'You have been kicked from group order'
 * (403) or "the group order was placed" with the order (410) instead of 'You cannot join. Invalid
 * group order'. Keyed by the member's uuid (random, never reused); rows older than 30 days are
 * pruned when new ones are written (server/modules/cart/group-queries.ts).
 */
export const groupMemberExits = pgTable(
  'group_member_exits',
  {
    uuid: uuid('uuid').primaryKey(),
    /** The group's cart (no reference: the cart is deleted when the group ends). */
    cartId: integer('cart_id').notNull(),
    reason: varchar('reason', { length: 16, enum: ['kicked', 'ordered'] }).notNull(),
    /** The order the group became (`ordered`). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_member_exits_created_idx').on(t.createdAt)],
);
