import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WalletHistory, WalletPerson } from '../../../contract/wallet-api';
import type { WalletHistoryType } from '../../../contract/wallet';
import type { Database, Tx } from '../../db/client';
import { transactions, users, walletHistories, wallets, walletTransfers } from '../../db/schema';
import { num } from '../../http/respond';
import type { MoneyConverter } from '../currencies/convert';
import { ORDER_PAYABLE } from '../payments/payments';

/**
 * W1: a customer's wallet movements as the contract's WalletHistory (§3.12), newest first — only
 * ever the rows of the caller's own wallet. A transfer names its sender (`author`) and, on the
 * sender's row, its receiver (`recipient`); an order payment or refund names its order.
 */

type ImageUrl = (stored: string | null | undefined) => string | null;

const author = alias(users, 'author');
const recipient = alias(users, 'recipient');

function selectHistory(db: Database | Tx) {
  return db
    .select({
      id: walletHistories.id,
      uuid: walletHistories.uuid,
      transactionId: walletHistories.transactionId,
      type: walletHistories.type,
      price: walletHistories.price,
      note: walletHistories.note,
      status: walletHistories.status,
      createdAt: walletHistories.createdAt,
      updatedAt: walletHistories.updatedAt,
      payableType: transactions.payableType,
      payableId: transactions.payableId,
      author: { firstname: author.firstname, lastname: author.lastname, img: author.img, id: author.id },
      recipient: { firstname: recipient.firstname, lastname: recipient.lastname, img: recipient.img, id: recipient.id },
    })
    .from(walletHistories)
    .innerJoin(wallets, eq(wallets.id, walletHistories.walletId))
    .leftJoin(transactions, eq(transactions.id, walletHistories.transactionId))
    .leftJoin(author, eq(author.id, walletHistories.authorId))
    .leftJoin(walletTransfers, eq(walletTransfers.id, walletHistories.transferId))
    .leftJoin(recipient, and(eq(recipient.id, walletTransfers.toUserId), eq(walletHistories.type, 'transfer_out')));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectHistory>['where']>>[number];

function person(p: { firstname: string | null; lastname: string | null; img: string | null } | null, imageUrl: ImageUrl): WalletPerson | null {
  if (!p) return null;
  return { firstname: p.firstname, lastname: p.lastname, img: imageUrl(p.img) };
}

export function historyView(row: Row, money: MoneyConverter, imageUrl: ImageUrl): WalletHistory {
  return {
    id: row.id,
    uuid: row.uuid,
    transaction_id: row.transactionId,
    type: row.type as WalletHistoryType,
    price: num(money.convert(row.price)),
    note: row.note,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    order_id: row.payableType === ORDER_PAYABLE ? row.payableId : null,
    author: person(row.author, imageUrl),
    recipient: person(row.recipient, imageUrl),
  };
}

export async function listHistory(db: Database, userId: number, page: { page: number; perPage: number }) {
  const where = eq(wallets.userId, userId);
  const [rows, totals] = await Promise.all([
    selectHistory(db).where(where).orderBy(desc(walletHistories.id)).limit(page.perPage).offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(walletHistories).innerJoin(wallets, eq(wallets.id, walletHistories.walletId)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Rows by id (W4 answers the sender's new `transfer_out`). */
export function historyRows(db: Database | Tx, ids: number[]) {
  return selectHistory(db).where(inArray(walletHistories.id, ids));
}
