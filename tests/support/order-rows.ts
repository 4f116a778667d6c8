import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { AuthSession } from '../../contract/auth';
import type { OrderStatus } from '../../contract/order-lifecycle';
import type { ApiApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import {
  coupons, notifications, orderDetails, orders, orderStatusChanges, payments, products, shops, stockAddons, stocks, transactions, wallets,
} from '../../server/db/schema';
import { DEFAULT_DEMO_ADMIN } from '../../server/db/seed/data/operators';
import { fromCents, toCents } from '../../server/modules/currencies/convert';
import { creditWallet, debitWallet } from '../../server/modules/wallet/ledger';
import { call, expectSession, signUpByEmail } from './auth';

/**
 * Orders written straight into the tables, as placing one leaves them (order, lines, a 'new'
 * history row, a payment; stock and coupon taken, a wallet payment debited), so the lifecycle
 * and refund suites do not depend on the checkout endpoints.
 */

export type OrderLine = { stockId: number; quantity: number; addons?: Array<{ stockId: number; quantity: number }> };

export type OrderRowInput = {
  userId: number;
  shopId: number;
  lines: OrderLine[];
  status?: OrderStatus;
  deliveryType?: 'delivery' | 'pickup';
  couponId?: number;
  payment?: 'cash' | 'wallet';
  createdAt?: Date;
};

/** The `cash` and `wallet` payment systems (added if the seed has none). */
export async function paymentIds(db: Database): Promise<{ cash: number; wallet: number }> {
  await db.insert(payments).values([{ tag: 'cash' }, { tag: 'wallet' }]).onConflictDoNothing();
  const rows = await db.select({ id: payments.id, tag: payments.tag }).from(payments);
  const id = (tag: string) => rows.find((r) => r.tag === tag)!.id;
  return { cash: id('cash'), wallet: id('wallet') };
}

/** A demo shop's first stock that offers addons, with one addon's stock. */
export async function stockWithAddon(db: Database, shopSlug = 'forno-napoli') {
  const [row] = await db
    .select({ shopId: shops.id, stockId: stockAddons.stockId, addonProductId: stockAddons.addonProductId })
    .from(stockAddons)
    .innerJoin(stocks, eq(stocks.id, stockAddons.stockId))
    .innerJoin(products, eq(products.id, stocks.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(shops.slug, shopSlug))
    .orderBy(asc(stockAddons.id))
    .limit(1);
  if (!row) throw new Error(`no stock with addons in ${shopSlug}`);
  const [addon] = await db.select({ id: stocks.id }).from(stocks).where(eq(stocks.productId, row.addonProductId)).orderBy(asc(stocks.id)).limit(1);
  return { shopId: row.shopId, stockId: row.stockId, addonStockId: addon!.id };
}

export async function stockQuantity(db: Database, stockId: number): Promise<number> {
  const [row] = await db.select({ quantity: stocks.quantity }).from(stocks).where(eq(stocks.id, stockId));
  return row!.quantity;
}

export async function walletBalance(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ price: wallets.price }).from(wallets).where(eq(wallets.userId, userId));
  return row!.price;
}

/** Money into a customer's wallet (a top-up), through the ledger. */
export async function topUp(db: Database, userId: number, amount: string): Promise<void> {
  await db.transaction((tx) => creditWallet(tx, { userId, amount, type: 'topup' }).then(() => undefined));
}

/** A limited coupon of a shop. */
export async function insertCoupon(db: Database, shopId: number, qty: number): Promise<number> {
  const [row] = await db.insert(coupons).values({ shopId, name: `TEST${Date.now()}${Math.round(Math.random() * 1e6)}`, type: 'fix', price: '1.00', qty }).returning({ id: coupons.id });
  return row!.id;
}

/** Inserts an order as placing it would leave the database; answers its id. */
export async function insertOrder(db: Database, input: OrderRowInput): Promise<number> {
  const pay = await paymentIds(db);
  const all = input.lines.flatMap((l) => [{ stockId: l.stockId, quantity: l.quantity }, ...(l.addons ?? [])]);
  const prices = new Map(
    (await db.select({ id: stocks.id, price: stocks.price }).from(stocks)).map((r) => [r.id, r.price]),
  );
  const lineTotal = (stockId: number, quantity: number) => toCents(prices.get(stockId)!) * BigInt(quantity);
  const total = fromCents(all.reduce((sum, l) => sum + lineTotal(l.stockId, l.quantity), 0n));
  const createdAt = input.createdAt ?? new Date();

  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        shopId: input.shopId,
        status: input.status ?? 'new',
        originPrice: total,
        totalPrice: total,
        couponId: input.couponId ?? null,
        deliveryType: input.deliveryType ?? 'delivery',
        deliveryDate: createdAt.toISOString().slice(0, 10),
        deliveryTime: '12:00',
        address: { address: 'Carrera 43A #1-50' },
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    for (const line of input.lines) {
      const [main] = await tx
        .insert(orderDetails)
        .values({ orderId, stockId: line.stockId, quantity: line.quantity, originPrice: prices.get(line.stockId)!, totalPrice: fromCents(lineTotal(line.stockId, line.quantity)) })
        .returning({ id: orderDetails.id });
      for (const addon of line.addons ?? []) {
        await tx.insert(orderDetails).values({
          orderId,
          parentId: main!.id,
          stockId: addon.stockId,
          quantity: addon.quantity,
          originPrice: prices.get(addon.stockId)!,
          totalPrice: fromCents(lineTotal(addon.stockId, addon.quantity)),
        });
      }
    }
    for (const l of all) {
      await tx.update(stocks).set({ quantity: sql`${stocks.quantity} - ${l.quantity}` }).where(eq(stocks.id, l.stockId));
    }
    if (input.couponId) {
      await tx.update(coupons).set({ qty: sql`${coupons.qty} - 1` }).where(and(eq(coupons.id, input.couponId)));
    }
    await tx.insert(orderStatusChanges).values({ orderId, status: input.status ?? 'new', createdAt });
    const wallet = input.payment === 'wallet';
    const [payment] = await tx
      .insert(transactions)
      .values({
        userId: input.userId,
        payableType: 'order',
        payableId: orderId,
        paymentSysId: wallet ? pay.wallet : pay.cash,
        price: total,
        status: wallet ? 'paid' : 'progress',
      })
      .returning({ id: transactions.id });
    if (wallet) await debitWallet(tx, { userId: input.userId, amount: total, type: 'withdraw', transactionId: payment!.id });
    return orderId;
  });
}

/** The seeded demo operator signs in with the normal A1 `auth/login`; answers the bearer token. */
export async function operatorToken(app: ApiApp): Promise<string> {
  const session = expectSession(await call(app, 'POST', 'auth/login', { json: { ...DEFAULT_DEMO_ADMIN } }));
  expect(session.user.role).toBe('admin');
  return session.access_token;
}

/** Empties what orders leave behind (lines, history, refunds and notifications go with them). */
export async function clearOrders(db: Database): Promise<void> {
  await db.delete(orders);
  await db.delete(transactions);
  await db.delete(notifications);
}

export type OrderPeople = {
  /** A customer who orders, and another who must never reach her orders. */
  ana: AuthSession;
  luis: AuthSession;
  /** The demo operator's token. */
  admin: string;
  /** A demo shop's stock with an addon. */
  shop: Awaited<ReturnType<typeof stockWithAddon>>;
  /** An order of Ana's from that shop: 2 × the stock with 1 addon unless `extra` says otherwise. */
  order(extra?: Partial<OrderRowInput>): Promise<number>;
};

/**
 * The people of an order suite, made once per file (`{name}` keeps their e-mails apart), and
 * no orders left over between tests. Read the fields inside tests and hooks.
 */
export function useOrderPeople(t: { app: ApiApp; db: Database }, name: string): OrderPeople {
  const people = {
    order: (extra: Partial<OrderRowInput> = {}) =>
      insertOrder(t.db, {
        userId: people.ana.user.id,
        shopId: people.shop.shopId,
        lines: [{ stockId: people.shop.stockId, quantity: 2, addons: [{ stockId: people.shop.addonStockId, quantity: 1 }] }],
        ...extra,
      }),
  } as OrderPeople;
  beforeAll(async () => {
    people.ana = await signUpByEmail(t.app, `ana.${name}@example.com`);
    people.luis = await signUpByEmail(t.app, `luis.${name}@example.com`);
    people.admin = await operatorToken(t.app);
    people.shop = await stockWithAddon(t.db);
  }, 60_000);
  beforeEach(async () => {
    await clearOrders(t.db);
  });
  return people;
}
