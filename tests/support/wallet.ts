import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../server/db/client';

/**
 * The ledger's invariant, for the wallet suites: every wallet's balance equals the signed sum of
 * its history (withdraw and transfer_out take money out), never below zero.
 */
export async function expectBalancesMatchHistory(db: Database): Promise<void> {
  const rows: unknown = await db.execute(sql`
    select w.id as wallet_id, w.price::text as price,
      coalesce(sum(case when h.type in ('withdraw', 'transfer_out') then -h.price else h.price end), 0)::numeric(14, 2)::text as history
    from wallets w left join wallet_histories h on h.wallet_id = w.id
    group by w.id, w.price`);
  type Row = { wallet_id: number; price: string; history: string };
  const list = Array.isArray(rows) ? (rows as Row[]) : (rows as { rows: Row[] }).rows;
  const wrong = list.filter((r) => r.price !== r.history || Number(r.price) < 0);
  expect(wrong, 'wallets whose balance is not the sum of their history').toEqual([]);
  expect(list.length).toBeGreaterThan(0);
}
