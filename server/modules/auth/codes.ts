import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { settings, verificationCodes } from '../../db/schema';

/**
 * One-time codes (six digits, 100000–999999 so a code sent as a JSON number keeps its digits).
 * Only the SHA-256 of a code is stored. A code lives `otp_expire_time` minutes (the setting the
 * storefront's resend countdown shows), is used once, and dies after `MAX_CODE_ATTEMPTS` wrong
 * tries. Asking for a new code retires the previous one for the same purpose and destination.
 *
 * Checking and using are two steps: `checkCode` runs outside any transaction (a wrong try must be
 * counted even though the request fails), `consumeCode` runs inside the transaction that acts on
 * the code, guarded so that two concurrent requests cannot both use it.
 */

export const MAX_CODE_ATTEMPTS = 5;
const DEFAULT_LIFETIME_MINUTES = 1;
const MAX_LIFETIME_MINUTES = 60;

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const generateCode = () => String(randomInt(100_000, 1_000_000));

/** `otp_expire_time` (minutes; 1 when missing or not a number), at most an hour. */
export async function codeLifetimeMs(db: Database): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'otp_expire_time'));
  const minutes = Number(row?.value);
  const valid = Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes, MAX_LIFETIME_MINUTES) : DEFAULT_LIFETIME_MINUTES;
  return Math.round(valid * 60_000);
}

export type NewCode = { code: string; publicId: string; id: number; expiresAt: Date };

/** Retires live codes for (purpose, destination) and stores a new one. Call inside a transaction. */
export async function createCode(
  tx: Tx,
  input: { purpose: CodePurpose; destination: string; userId: number | null; now: Date; lifetimeMs: number },
): Promise<NewCode> {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: input.now })
    .where(
      and(
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.destination, input.destination),
        isNull(verificationCodes.consumedAt),
      ),
    );
  // A3 finds an e-mail sign-up code by the code alone: keep live codes of a purpose distinct.
  let code = generateCode();
  for (let i = 0; i < 5; i++) {
    const [clash] = await tx
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.codeHash, hashCode(code)),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, input.now),
        ),
      )
      .limit(1);
    if (!clash) break;
    code = generateCode();
  }
  const expiresAt = new Date(input.now.getTime() + input.lifetimeMs);
  const [row] = await tx
    .insert(verificationCodes)
    .values({
      purpose: input.purpose,
      destination: input.destination,
      userId: input.userId,
      codeHash: hashCode(code),
      createdAt: input.now,
      expiresAt,
    })
    .returning({ id: verificationCodes.id, publicId: verificationCodes.publicId });
  if (!row) throw new Error('code insert returned nothing');
  return { code, publicId: row.publicId, id: row.id, expiresAt };
}

/** A code that could not be delivered must not stay usable. */
export async function retireCode(db: Database, id: number, now: Date): Promise<void> {
  await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));
}

export type CodeTarget =
  /** `verifyId` handed out when the code was sent. */
  | { publicId: string; purpose: CodePurpose }
  /** The newest code sent to a destination. */
  | { destination: string; purpose: CodePurpose }
  /** Only the code (A3 without `email`): any live code of the purpose; wrong tries cannot be counted per code. */
  | { codeOnly: true; purpose: CodePurpose };

export type CodeCheck =
  | { ok: true; row: CodeRow }
  | { ok: false; reason: 'wrong' | 'expired' | 'locked' };

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function checkCode(db: Database, target: CodeTarget, code: string, now: Date): Promise<CodeCheck> {
  const hash = hashCode(code);
  if ('codeOnly' in target) {
    const rows = await db
      .select()
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.purpose, target.purpose), eq(verificationCodes.codeHash, hash), isNull(verificationCodes.consumedAt)),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(5);
    const live = rows.find((r) => r.expiresAt > now);
    if (live) return { ok: true, row: live };
    return { ok: false, reason: rows.length ? 'expired' : 'wrong' };
  }

  const where =
    'publicId' in target
      ? and(eq(verificationCodes.publicId, target.publicId), eq(verificationCodes.purpose, target.purpose))
      : and(eq(verificationCodes.destination, target.destination), eq(verificationCodes.purpose, target.purpose));
  const [row] = await db.select().from(verificationCodes).where(where).orderBy(desc(verificationCodes.id)).limit(1);
  if (!row) return { ok: false, reason: 'wrong' };
  // Used, replaced by a newer code, or burnt by wrong tries.
  if (row.consumedAt) return { ok: false, reason: row.attempts >= MAX_CODE_ATTEMPTS ? 'locked' : 'wrong' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  // Every try takes one of the code's attempts first, atomically: concurrent guesses cannot get
  // more than MAX_CODE_ATTEMPTS tries between them.
  const [slot] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!slot) {
    // Another request used the code or took its last try since we read it.
    const [current] = await db.select({ attempts: verificationCodes.attempts }).from(verificationCodes).where(eq(verificationCodes.id, row.id));
    return { ok: false, reason: (current?.attempts ?? 0) >= MAX_CODE_ATTEMPTS ? 'locked' : 'wrong' };
  }
  if (sameHash(row.codeHash, hash)) return { ok: true, row };
  if (slot.attempts < MAX_CODE_ATTEMPTS) return { ok: false, reason: 'wrong' };
  // The last allowed wrong try burns the code.
  await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
  return { ok: false, reason: 'locked' };
}

/** Marks a checked code used; false when another request used it first (or it expired meanwhile). */
export async function consumeCode(tx: Tx, id: number, now: Date): Promise<boolean> {
  const used = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, now)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}

/** Codes that can no longer be used and are older than a day; for housekeeping. */
export async function deleteOldCodes(db: Database, now: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)));
}
