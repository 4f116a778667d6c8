import { eq, inArray } from 'drizzle-orm';
import * as s from '../../schema';
import { hashPassword } from '../../../modules/auth/password';
import { createUser } from '../../../modules/auth/users';
import { OPERATOR_ROLE } from '../../../modules/operators/require-operator';
import { creditWallet, debitWallet } from '../../../modules/wallet/ledger';
import { DEMO_CUSTOMER_PASSWORD, demoCustomers, demoWalletMovements } from '../data/customers';
import type { Tx } from './common';

const DAY_MS = 86_400_000;

/** Made before the seed's transaction opens (scrypt takes ~100 ms); both accounts share it. */
export const hashDemoCustomerPassword = () => hashPassword(DEMO_CUSTOMER_PASSWORD);

/**
 * The demo customers (data/customers.ts) and their wallets' history. Money moves only through the
 * ledger (server/modules/wallet/ledger.ts), then the rows get their dates. Runs after the
 * operator is made (the operator is the author of the top-ups).
 */
export async function insertCustomers(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  const ids = new Map<string, number>();
  for (const c of demoCustomers) {
    const referrer = c.key === 'luis' ? ids.get('ana') ?? null : null;
    const user = await createUser(tx, {
      email: c.email,
      firstname: c.firstname,
      lastname: c.lastname,
      gender: c.gender,
      passwordHash,
      emailVerifiedAt: now,
      referredById: referrer,
    });
    ids.set(c.key, user.id);
  }
  const [operator] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.role, OPERATOR_ROLE)).limit(1);
  const id = (key: string) => ids.get(key)!;

  for (const move of demoWalletMovements) {
    const at = new Date(now.getTime() - move.daysAgo * DAY_MS);
    const written: number[] = [];
    if (move.kind === 'credit') {
      written.push((await creditWallet(tx, {
        userId: id(move.to), amount: move.amount, type: move.type, note: move.note, authorId: move.byOperator ? operator?.id ?? null : null,
      })).historyId);
    } else {
      const [transfer] = await tx
        .insert(s.walletTransfers)
        .values({ fromUserId: id(move.from), toUserId: id(move.to), amount: move.amount, note: move.note, createdAt: at })
        .returning({ id: s.walletTransfers.id });
      const common = { amount: move.amount, note: move.note, authorId: id(move.from), transferId: transfer!.id };
      written.push((await debitWallet(tx, { ...common, userId: id(move.from), type: 'transfer_out' })).historyId);
      written.push((await creditWallet(tx, { ...common, userId: id(move.to), type: 'transfer_in' })).historyId);
    }
    await tx.update(s.walletHistories).set({ createdAt: at, updatedAt: at }).where(inArray(s.walletHistories.id, written));
  }
}
