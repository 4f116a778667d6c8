import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { referralMessages } from '../../../contract/account-messages';
import type { Database, Tx } from '../../db/client';
import { users, wallets } from '../../db/schema';
import { ApiError } from '../../http/errors';

export type UserRow = typeof users.$inferSelect;
type Executor = Database | Tx;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The completed, active account whose `my_referral` this is (case-insensitive): its id, null
 * when no code came (an empty string is no code), or 'unknown'. A pending sign-up's code is
 * nobody's yet.
 */
export async function findReferrer(db: Executor, code: string | undefined): Promise<number | null | 'unknown'> {
  if (!code) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code.toUpperCase()), eq(users.active, true), eq(users.signupPending, false)))
    .limit(1);
  return row?.id ?? 'unknown';
}

/**
 * The referrer of a new account, or a 422 on the field `referral` before anything is written
 * (decision 0015): an unknown code, or the account's own (a pending e-mail sign-up has one).
 */
export async function requireReferrer(db: Executor, code: string | undefined, self?: { referralCode: string }): Promise<number | null> {
  if (code && self && code.toUpperCase() === self.referralCode) throw referralError(referralMessages.ownCode);
  const found = await findReferrer(db, code);
  if (found === 'unknown') throw referralError(referralMessages.unknownCode);
  return found;
}

export const referralError = (message: string) => new ApiError(422, message, { referral: [message] });

// No 0/O, 1/I/L: codes are read aloud and typed.
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 10 characters of a 31-letter alphabet (~50 bits): collisions are not worth a retry loop. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'uuid' | 'referralCode'>;

/** Inserts a user and its wallet. Call inside a transaction (two rows). */
export async function createUser(tx: Tx, values: NewUser): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({ ...values, referralCode: newReferralCode() })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(wallets).values({ userId: user.id });
  return user;
}

/** PostgreSQL unique violation (a concurrent sign-up took the e-mail or phone first). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
