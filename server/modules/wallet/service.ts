import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { walletCreditBody, walletSendBody } from '../../../contract/wallet-api';
import { walletMessages as m } from '../../../contract/wallet';
import type { Database } from '../../db/client';
import { users, walletTransfers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { RateLimiter, RateRule } from '../auth/rate-limit';
import { amountToBase, currencyConverter, toCents } from '../currencies/convert';
import { notifyCustomer } from '../notifications/notify';
import { historyRows, listHistory } from './history';
import { creditWallet, debitWallet, lockWallets } from './ledger';

/**
 * The customer's wallet calls (W1, W3, W4) and the operator's credit. Transfers and credits move
 * money only through ledger.ts, in one transaction with their history rows, the transfer row and
 * the recipient's notification: a refused transfer leaves nothing behind.
 */

/** Transfers per customer: plenty for paying friends back, too few to script abuse. */
export const WALLET_TRANSFER_RULE: RateRule = { name: 'wallet-transfer', limit: 30, windowMs: 60_000 };

type SendBody = z.infer<typeof walletSendBody>;
type CreditBody = z.infer<typeof walletCreditBody>;

/** Customers others may find and pay: active, completed accounts with the customer role. */
const receivable = and(eq(users.active, true), eq(users.signupPending, false), eq(users.role, 'user'));

/** LIKE pattern of a literal substring. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A full name as a person types it ("ana restrepo"), for the name search. */
const fullName = sql`coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')`;

export function createWalletService(deps: { db: Database; limiter: RateLimiter }) {
  const { db } = deps;
  const converter = currencyConverter(db);

  /** The customer a transfer goes to, or a field error on `uuid`. */
  async function recipientOf(uuid: string, senderId: number) {
    const [row] = await db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, active: users.active, pending: users.signupPending, role: users.role })
      .from(users)
      .where(eq(users.uuid, uuid));
    if (row?.id === senderId) throw new ApiError(422, m.notToYourself, { uuid: [m.notToYourself] });
    if (!row || !row.active || row.pending || row.role !== 'user') throw new ApiError(422, m.recipientNotFound, { uuid: [m.recipientNotFound] });
    return row;
  }

  return {
    converter,

    /** W1: the caller's own movements only. */
    history: (userId: number, page: { page: number; perPage: number }) => listHistory(db, userId, page),

    /**
     * W3: other customers by a part of their name (first, last or full, any case), or by their
     * whole e-mail or phone number — never a part of those, so nobody can list contacts by
     * guessing fragments. Names and avatars only.
     */
    async search(userId: number, text: string, page: { page: number; perPage: number }) {
      const matches: SQL[] = [sql`${fullName} ilike ${likePattern(text)}`];
      if (text.includes('@')) matches.push(eq(users.email, text.toLowerCase()));
      const digits = text.replace(/[\s().+-]/g, '');
      if (/^\d{7,15}$/.test(digits)) matches.push(eq(users.phone, digits));
      const where = and(receivable, ne(users.id, userId), or(...matches));
      const [rows, totals] = await Promise.all([
        db
          .select({ uuid: users.uuid, firstname: users.firstname, lastname: users.lastname, img: users.img })
          .from(users)
          .where(where)
          .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
          .limit(page.perPage)
          .offset((page.page - 1) * page.perPage),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /**
     * W4: `price` (in `currency_id`) from the caller to another customer. Both wallets are locked
     * in wallet-id order first (ledger.ts#lockWallets), so transfers crossing each other queue
     * instead of deadlocking; the debit's guarded UPDATE refuses a short balance.
     */
    async send(senderId: number, body: SendBody) {
      const decision = await deps.limiter.hit(WALLET_TRANSFER_RULE, `user:${senderId}`);
      if (!decision.allowed) {
        throw new ApiError(429, m.tooManyTransfers, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))) });
      }
      const money = await converter(body.currency_id);
      const amount = amountToBase(body.price, money.rate);
      if (amount === null || toCents(amount) <= 0n) throw new ApiError(422, m.priceTooSmall, { price: [m.priceTooSmall] });
      if (toCents(amount) >= 10n ** 12n * 100n) throw new ApiError(422, m.priceTooLarge, { price: [m.priceTooLarge] });
      const to = await recipientOf(body.uuid, senderId);
      const [sender] = await db.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, senderId));
      const senderName = [sender?.firstname, sender?.lastname].filter(Boolean).join(' ') || '—';

      const { balance, historyId } = await db.transaction(async (tx) => {
        const locked = await lockWallets(tx, [senderId, to.id]);
        if (!locked.has(to.id)) throw new ApiError(422, m.recipientNotFound, { uuid: [m.recipientNotFound] });
        const [transfer] = await tx
          .insert(walletTransfers)
          .values({ fromUserId: senderId, toUserId: to.id, amount, note: body.note })
          .returning({ id: walletTransfers.id });
        const common = { amount, note: body.note, authorId: senderId, transferId: transfer!.id };
        const out = await debitWallet(tx, { ...common, userId: senderId, type: 'transfer_out' }, 'price');
        await creditWallet(tx, { ...common, userId: to.id, type: 'transfer_in' });
        await notifyCustomer(tx, {
          userId: to.id,
          type: 'transaction',
          title: senderName,
          body: m.transferNotice(senderName),
          data: { id: transfer!.id, type: 'wallet_transfer', status: 'paid', name: senderName },
        });
        return out;
      });
      return { balance, historyId, money };
    },

    /** The operator's credit (a `topup` with the reason as note and the operator as author). */
    async credit(operatorId: number, body: CreditBody) {
      const [user] = await db.select({ id: users.id, pending: users.signupPending }).from(users).where(eq(users.uuid, body.user_uuid));
      if (!user || user.pending) throw new ApiError(422, m.recipientNotFound, { user_uuid: [m.recipientNotFound] });
      return db.transaction((tx) => creditWallet(tx, { userId: user.id, amount: body.price, type: 'topup', note: body.note, authorId: operatorId }));
    },

    historyRows: (ids: number[]) => historyRows(db, ids),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
