import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SocialProviderName } from '../../../../contract/social-auth';
import type { Database } from '../../../db/client';
import { socialAuthRequests } from '../../../db/schema';
import type { AuthorizationChecks } from './providers';

/**
 * Started sign-ins, kept server-side between the authorize step and the callback: the state (the
 * key, stored as its SHA-256), the nonce and PKCE verifier, and the redirect_uri the code is
 * bound to. Single use: redeeming deletes the row in the same statement that finds it, so two
 * callbacks with one state cannot both pass. Live for 10 minutes.
 */

export const AUTH_REQUEST_LIFETIME_MS = 10 * 60_000;

export type AuthRequest = AuthorizationChecks & { redirectUri: string; expiresAt: Date };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function createAuthRequest(
  db: Database,
  input: { provider: SocialProviderName; redirectUri: string; now: Date },
): Promise<AuthRequest> {
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const expiresAt = new Date(input.now.getTime() + AUTH_REQUEST_LIFETIME_MS);
  await db.insert(socialAuthRequests).values({
    provider: input.provider,
    stateHash: sha256(checks.state),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    redirectUri: input.redirectUri,
    createdAt: input.now,
    expiresAt,
  });
  return { ...checks, redirectUri: input.redirectUri, expiresAt };
}

/** The request started with `state` for `provider`, used up by this call; null if unknown, used or expired. */
export async function redeemAuthRequest(db: Database, provider: SocialProviderName, state: string, now: Date): Promise<AuthRequest | null> {
  const [row] = await db
    .delete(socialAuthRequests)
    .where(and(eq(socialAuthRequests.stateHash, sha256(state)), eq(socialAuthRequests.provider, provider)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { state, nonce: row.nonce, codeVerifier: row.codeVerifier, redirectUri: row.redirectUri, expiresAt: row.expiresAt };
}

/** Housekeeping (at start, and on every authorize): requests past their expiry. */
export async function deleteExpiredAuthRequests(db: Database, now: Date): Promise<void> {
  await db.delete(socialAuthRequests).where(lt(socialAuthRequests.expiresAt, now));
}
