import { sql } from 'drizzle-orm';
import {
  boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgEnum, pgTable, serial, text,
  timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { discountType, stocks } from './catalog';
import { blogs } from './content';
import { money, timestamps } from './columns';
import { currencies } from './presentation';
import { shops } from './shops';
import { users, wallets } from './users';

/**
 * Ordering (contract §2.8–2.11, §2.15, §3.10–3.12, §4.1–4.5). Every amount is stored in the base
 * currency (numeric, never float) together with the currency and rate the customer chose, so an
 * order reads back in the currency it was placed in (`amount × rate`) whatever rates do later.
 */

/** Contract §4.1. `cooking` is accepted from Foodyman servers' data; Comanda's lifecycle skips it. */
export const orderStatus = pgEnum('order_status', [
  'new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled',
]);
export const deliveryType = pgEnum('delivery_type', ['delivery', 'pickup']);
/** Contract §4.5: `progress`, `canceled`, `rejected` read as unpaid; `refund` after an approved refund. */
export const transactionStatus = pgEnum('transaction_status', ['progress', 'paid', 'canceled', 'rejected', 'refund']);
/** Contract §4.3 (`accepted` is the newer clients' word for approved and is not used). */
export const refundStatus = pgEnum('refund_status', ['pending', 'approved', 'rejected', 'canceled']);

/** Payment systems (PAY4 `{id, tag}`); `tag` is also the interface-string key the storefront shows. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  tag: varchar('tag', { length: 40 }).notNull().unique(),
  /** Off = not offered. External providers stay off until their keys are configured. */
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});

/** The payment systems a shop accepts when the setting `payment_type` is not `admin` (§2.11). */
export const shopPayments = pgTable(
  'shop_payments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    status: boolean('status').notNull().default(true),
  },
  (t) => [uniqueIndex('shop_payments_shop_payment_idx').on(t.shopId, t.paymentId)],
);

/** A shop's promo codes (CP1, O1 `coupon`). `name` is the code customers type, matched case-insensitively. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    type: discountType('type').notNull(),
    /** Amount off the order (base currency) for `fix`, percent of the subtotal for `percent`. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** Uses left for everyone; null = unlimited. Decremented by the order that uses it. */
    qty: integer('qty'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_shop_name_idx').on(t.shopId, sql`lower(${t.name})`),
    check('coupons_qty_check', sql`${t.qty} is null or ${t.qty} >= 0`),
  ],
);

export type OrderAddress = { address: string; office?: string | null; house?: string | null; floor?: string | null };

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Set null if the account goes: the order stays in the operator's books. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'restrict' }),
    status: orderStatus('status').notNull().default('new'),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    /** The chosen currency's rate when ordered; every amount below × rate = what the customer saw. */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull().default('1'),
    /** Lines' subtotal (`origin_price`, O1 `price`), after product discounts. */
    originPrice: money('origin_price').notNull(),
    totalDiscount: money('total_discount').notNull().default('0'),
    /** Shop tax on the subtotal (`tax`, O1 `total_tax`). */
    tax: money('tax').notNull().default('0'),
    deliveryFee: money('delivery_fee').notNull().default('0'),
    serviceFee: money('service_fee').notNull().default('0'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponPrice: money('coupon_price').notNull().default('0'),
    totalPrice: money('total_price').notNull(),
    deliveryType: deliveryType('delivery_type').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** `HH:mm`, start of the chosen slot, in the shop's time zone. */
    deliveryTime: varchar('delivery_time', { length: 5 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: jsonb('address').$type<OrderAddress>(),
    note: text('note'),
    /** Ordering for someone else: the recipient (phone digits only). */
    phone: varchar('phone', { length: 20 }),
    username: varchar('username', { length: 100 }),
    deliverymanId: integer('deliveryman_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's key for one submission (`Idempotency-Key`): the same key twice is one order. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_shop_idx').on(t.shopId),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** Order lines, prices frozen when ordered. Addons point at their main line (`parent_id`). */
export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept for the product's name and picture; the line keeps its prices if the stock goes. */
    stockId: integer('stock_id').references(() => stocks.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => orderDetails.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Unit price before discount. */
    originPrice: money('origin_price').notNull(),
    /** Discount of the whole line (unit discount × quantity). */
    discount: money('discount').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    /** Line total after discount, × quantity, without its addons (contract §3.10). */
    totalPrice: money('total_price').notNull(),
    bonus: boolean('bonus').notNull().default(false),
    note: text('note'),
    /** A group order's line: the name of the member it was for (null outside group orders). */
    memberName: varchar('member_name', { length: 100 }),
    ...timestamps(),
  },
  (t) => [
    index('order_details_order_idx').on(t.orderId),
    check('order_details_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Every status an order went through, for the detail page's timeline. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    /** Who moved it (customer, operator); null = the system (demo timer). */
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.id)],
);

/** A payment of an order (§3.11); `payable_type` leaves room for parcels and wallet top-ups. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payableType: varchar('payable_type', { length: 20 }).notNull(),
    payableId: integer('payable_id').notNull(),
    paymentSysId: integer('payment_sys_id').notNull().references(() => payments.id, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    status: transactionStatus('status').notNull().default('progress'),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [index('transactions_payable_idx').on(t.payableType, t.payableId)],
);

/** Wallet movements (W1). `price` is positive; `type` says which way it went. */
export const walletHistories = pgTable(
  'wallet_histories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    walletId: integer('wallet_id').notNull().references(() => wallets.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    /** `withdraw` (an order paid), `refund`, `topup`, `referral`, `transfer_in`, `transfer_out`. */
    type: varchar('type', { length: 20 }).notNull(),
    price: money('price').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('paid'),
    note: text('note'),
    /** Who caused it (the sender of a transfer, the operator of a top-up); null = the system. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The transfer of a `transfer_in`/`transfer_out` row (its two rows point at one transfer). */
    transferId: integer('transfer_id').references((): AnyPgColumn => walletTransfers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('wallet_histories_wallet_idx').on(t.walletId, t.id),
    index('wallet_histories_transfer_idx').on(t.transferId),
    check('wallet_histories_price_check', sql`${t.price} > 0`),
  ],
);

/**
 * Money one customer sent another (W4): written with its `transfer_out` and `transfer_in` rows in
 * one transaction (server/modules/wallet/transfers.ts). Base currency.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transfers_from_idx').on(t.fromUserId),
    index('wallet_transfers_to_idx').on(t.toUserId),
    check('wallet_transfers_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The referral programme's reward of one referred customer (decision 0015): at most one row per
 * referred customer (its primary key), written with the wallet credits in the transaction that
 * delivers the customer's first order. The referrer's stats in the profile are read from here.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referredUserId: integer('referred_user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the referrer got (R1 `price_from`), base currency; 0 = nothing. */
    referrerAmount: money('referrer_amount').notNull(),
    /** What the referred customer got (R1 `price_to`), base currency; 0 = nothing. */
    referredAmount: money('referred_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerId)],
);

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cause: text('cause').notNull(),
    /** The operator's answer. */
    answer: text('answer'),
    status: refundStatus('status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    index('order_refunds_user_idx').on(t.userId, t.id),
    // One open refund per order, even under concurrent requests; a rejected one may be asked again.
    uniqueIndex('order_refunds_open_idx').on(t.orderId).where(sql`${t.status} in ('pending', 'approved')`),
  ],
);

/** Contract §4.6, and `transaction` (§3.23's statistic key): money another customer sent. */
export const notificationType = pgEnum('notification_type', [
  'new_order', 'new_user_by_referral', 'status_changed', 'new_in_table', 'booking_status', 'new_booking',
  'news_publish', 'order_refunded', 'transaction',
]);

/** A customer's notifications (N1–N4, §3.23). `title` is the order number for order types. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The news item of a `news_publish` notification (contract §3.23 `blog.uuid`). */
    blogId: integer('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    /** `{id, type, status}` as the contract's push data. */
    data: jsonb('data').$type<Record<string, string | number | null>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_order_idx').on(t.orderId),
    // Unread counts per type (N2) read only the unread rows.
    index('notifications_user_unread_idx').on(t.userId, t.type).where(sql`${t.readAt} is null`),
    // A news item is announced to a customer once, however often it is published.
    uniqueIndex('notifications_user_blog_idx').on(t.userId, t.blogId).where(sql`${t.blogId} is not null`),
  ],
);

/** Saved delivery addresses (AD1–AD5, §3.13); at most one active per user. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: text('address').notNull(),
    floor: varchar('floor', { length: 50 }),
    house: varchar('house', { length: 50 }),
    entrance: varchar('entrance', { length: 50 }),
    comment: text('comment'),
    active: boolean('active').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId),
    uniqueIndex('user_addresses_active_idx').on(t.userId).where(sql`${t.active}`),
  ],
);
