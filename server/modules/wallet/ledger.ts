import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { walletMessages as m, type WalletHistoryType } from '../../../contract/wallet';
import type { Tx } from '../../db/client';
import { walletHistories, wallets } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { toCents } from '../currencies/convert';

/**
 * The one writer of wallet balances. A movement changes the balance with a single guarded
 * UPDATE and records its `wallet_histories` row in the caller's transaction, so the balance and
 * its history never disagree and the caller's other writes (an order, a refund) commit or roll
 * back with them. Amounts are base-currency decimal strings; they never pass through a float.
 */
export type WalletMovement = {
  userId: number;
  /** Base currency, > 0, e.g. "12.50". */
  amount: string;
  type: WalletHistoryType;
  transactionId?: number | null;
  note?: string | null;
  /** Who caused it (a transfer's sender, an operator's credit); null = the system. */
  authorId?: number | null;
  /** The transfer of a `transfer_in`/`transfer_out` movement. */
  transferId?: number | null;
};

export type WalletBalance = { walletId: number; balance: string; historyId: number };

function positive(amount: string): string {
  if (toCents(amount) <= 0n) throw new Error(`wallet movement of ${amount}: amounts must be positive`);
  return amount;
}

async function record(tx: Tx, walletId: number, movement: WalletMovement): Promise<number> {
  const [row] = await tx
    .insert(walletHistories)
    .values({
      walletId,
      type: movement.type,
      price: movement.amount,
      transactionId: movement.transactionId ?? null,
      note: movement.note ?? null,
      authorId: movement.authorId ?? null,
      transferId: movement.transferId ?? null,
    })
    .returning({ id: walletHistories.id });
  return row!.id;
}

/**
 * Locks the wallets of `userIds` (`FOR UPDATE`) in one order — by wallet id — before a movement
 * that touches two of them (a transfer, a referral reward): two such transactions over the same
 * wallets then queue instead of each holding one lock and waiting for the other (a deadlock).
 * Answers the user ids that have a wallet.
 */
export async function lockWallets(tx: Tx, userIds: readonly number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(inArray(wallets.userId, [...new Set(userIds)]))
    .orderBy(asc(wallets.id))
    .for('update');
  return new Set(rows.map((r) => r.userId));
}

/**
 * Takes `amount` out of the user's wallet, or throws 422 'Insufficient wallet balance' and
 * changes nothing (the refusal names `field`: the payment method at checkout, the amount of a
 * transfer). `price >= amount` is checked by the UPDATE itself: PostgreSQL re-reads a
 * row another transaction just changed before applying the condition, so concurrent debits
 * queue on the row lock and none can drive the balance below 0 (the check constraint
 * `wallets_price_check` is the last guard).
 */
export async function debitWallet(tx: Tx, movement: WalletMovement, field = 'payment_sys_id'): Promise<WalletBalance> {
  const amount = positive(movement.amount);
  const [row] = await tx
    .update(wallets)
    .set({ price: sql`${wallets.price} - ${amount}::numeric`, updatedAt: new Date() })
    .where(and(eq(wallets.userId, movement.userId), gte(wallets.price, amount)))
    .returning({ walletId: wallets.id, balance: wallets.price });
  if (!row) throw new ApiError(422, m.insufficientBalance, { [field]: [m.insufficientBalance] });
  return { ...row, historyId: await record(tx, row.walletId, movement) };
}

/** Puts `amount` into the user's wallet (refunds, top-ups, transfers in). */
export async function creditWallet(tx: Tx, movement: WalletMovement): Promise<WalletBalance> {
  const amount = positive(movement.amount);
  const [row] = await tx
    .update(wallets)
    .set({ price: sql`${wallets.price} + ${amount}::numeric`, updatedAt: new Date() })
    .where(eq(wallets.userId, movement.userId))
    .returning({ walletId: wallets.id, balance: wallets.price });
  if (!row) throw new ApiError(404, m.walletNotFound);
  return { ...row, historyId: await record(tx, row.walletId, movement) };
}
