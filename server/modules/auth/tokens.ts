import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import { raise } from '../realtime/signals';

/**
 * Opaque bearer tokens. A token is `"{id}|{secret}"` (the shape of the contract's example
 * `Bearer 12|abc…`): `secret` is 32 random bytes (base64url) and only its SHA-256 is stored, so a
 * copy of the database opens no session. The row is found by id and the hashes compared in
 * constant time. Tokens live 7 days from issue (the storefront keeps its cookie as long), and are
 * revoked by logout and by a password change (every other token of the user).
 */

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** A password-reset session may set a new password without the old one for this long. */
export const PASSWORD_RESET_WINDOW_MS = 15 * 60_000;
/** `last_used_at` is written at most this often per token (not on every request). */
const LAST_USED_RESOLUTION_MS = 60_000;

export type TokenKind = (typeof accessTokens.$inferSelect)['kind'];

export type Session = {
  tokenId: number;
  userId: number;
  kind: TokenKind;
  /** Set on password-reset sessions: until then PR4 needs no `old_password`. */
  passwordResetUntil: Date | null;
};

export type IssuedToken = { token: string; tokenId: number; expiresAt: Date };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Executor = Database | Tx;

export async function issueToken(
  db: Executor,
  userId: number,
  kind: TokenKind,
  options: { now: Date; userAgent?: string | undefined },
): Promise<IssuedToken> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(options.now.getTime() + TOKEN_LIFETIME_MS);
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId,
      kind,
      tokenHash: sha256(secret),
      createdAt: options.now,
      expiresAt,
      passwordResetUntil: kind === 'password_reset' ? new Date(options.now.getTime() + PASSWORD_RESET_WINDOW_MS) : null,
      userAgent: options.userAgent?.slice(0, 255) ?? null,
    })
    .returning({ id: accessTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return { token: `${row.id}|${secret}`, tokenId: row.id, expiresAt };
}

/**
 * Reads `Authorization: Bearer {id}|{secret}` exactly as the contract's clients send it (the
 * scheme in any case; a value a cookie library left percent-encoded is decoded first).
 */
export function parseAuthorization(header: string | undefined | null): { id: number; secret: string } | null {
  if (!header) return null;
  let value = header.trim();
  if (/%(20|7C)/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const match = /^Bearer\s+(\d{1,10})\|([A-Za-z0-9_-]{43})$/i.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { id, secret: match[2]! } : null;
}

export type TokenRejection = 'missing' | 'malformed' | 'unknown' | 'revoked' | 'expired' | 'blocked';

/** The session a header opens, or why it opens none. */
export async function resolveToken(
  db: Database,
  header: string | undefined | null,
  now: Date,
): Promise<{ session: Session } | { rejected: TokenRejection }> {
  if (!header) return { rejected: 'missing' };
  const parsed = parseAuthorization(header);
  if (!parsed) return { rejected: 'malformed' };
  const [row] = await db
    .select({
      id: accessTokens.id,
      userId: accessTokens.userId,
      kind: accessTokens.kind,
      tokenHash: accessTokens.tokenHash,
      expiresAt: accessTokens.expiresAt,
      revokedAt: accessTokens.revokedAt,
      lastUsedAt: accessTokens.lastUsedAt,
      passwordResetUntil: accessTokens.passwordResetUntil,
      active: users.active,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.id, parsed.id));
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(sha256(parsed.secret)))) return { rejected: 'unknown' };
  if (row.revokedAt) return { rejected: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { rejected: 'expired' };
  if (!row.active) return { rejected: 'blocked' };
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.id));
  }
  return {
    session: { tokenId: row.id, userId: row.userId, kind: row.kind, passwordResetUntil: row.passwordResetUntil },
  };
}

/** Revocations also close the sessions' live sockets on every instance (realtime `session` signal). */
export async function revokeToken(db: Executor, tokenId: number, now: Date): Promise<void> {
  const [row] = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)))
    .returning({ userId: accessTokens.userId });
  if (row) await raise(db, { k: 'session', user: row.userId });
}

/** Every live token of the user except `keepTokenId` (the session that changed the password). */
export async function revokeOtherTokens(db: Executor, userId: number, keepTokenId: number, now: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId), isNull(accessTokens.revokedAt)));
  await raise(db, { k: 'session', user: userId });
}

/** Ends the password-reset privilege of a session (it stays signed in). */
export async function endPasswordReset(db: Executor, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ passwordResetUntil: null }).where(eq(accessTokens.id, tokenId));
}

/** Tokens past expiry or revoked more than a day ago; for housekeeping. */
export async function deleteDeadTokens(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await db.delete(accessTokens).where(or(lt(accessTokens.expiresAt, now), lt(accessTokens.revokedAt, dayAgo)));
}
