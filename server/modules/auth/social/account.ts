import { and, eq } from 'drizzle-orm';
import { authMessages } from '../../../../contract/account-fields';
import { socialAuthMessages as m } from '../../../../contract/social-auth';
import type { Database, Tx } from '../../../db/client';
import { userIdentities, users } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import type { SessionGrant } from '../service';
import { issueToken } from '../tokens';
import { referralMessages } from '../../../../contract/account-messages';
import { createUser, findReferrer, findUserByEmail, findUserById, isUniqueViolation, referralError, type UserRow } from '../users';
import { decideLink } from './linking';
import type { ProviderIdentity } from './providers';

export type AccountHints = {
  /** Another user's `my_referral`, for a new account. */
  referral?: string | undefined;
  /** Names sent beside the code (Apple's form post), used when the provider's token has none. */
  firstname?: string | undefined;
  lastname?: string | undefined;
};

/**
 * Finds, links or makes the account of a provider identity (rules: linking.ts) and opens a
 * session on it, in one transaction. Two first sign-ins of one identity at once: the second
 * insert of the identity fails on its unique index and the whole step runs again, finding it.
 */
export async function openSocialAccount(
  db: Database,
  identity: ProviderIdentity,
  hints: AccountHints,
  ctx: { now: Date; userAgent: string | undefined },
): Promise<SessionGrant> {
  const referrer = await findReferrer(db, hints.referral);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => open(tx, identity, hints, referrer, ctx));
    } catch (err) {
      if (attempt === 0 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

async function open(
  tx: Tx,
  identity: ProviderIdentity,
  hints: AccountHints,
  referral: number | null | 'unknown',
  ctx: { now: Date; userAgent: string | undefined },
): Promise<SessionGrant> {
  const { now } = ctx;
  // Only a new account takes the code; an unknown one refuses before anything is written (the
  // transaction rolls back), an existing account signing in ignores it (decision 0015).
  const referrerOfNew = (self?: UserRow): number | null => {
    if (self && hints.referral && hints.referral.toUpperCase() === self.referralCode) throw referralError(referralMessages.ownCode);
    if (referral === 'unknown') throw referralError(referralMessages.unknownCode);
    return referral;
  };
  const [known] = await tx
    .select({ id: userIdentities.id, userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
  const owner = identity.email ? await findUserByEmail(tx, identity.email) : undefined;
  const decision = decideLink(identity, {
    identityUserId: known?.userId,
    emailOwner: owner && { id: owner.id, signupPending: owner.signupPending, emailVerified: owner.emailVerifiedAt !== null },
  });

  const names = {
    firstname: identity.firstname ?? hints.firstname ?? null,
    lastname: identity.lastname ?? hints.lastname ?? null,
  };
  let user: UserRow | undefined;
  let kind: 'login' | 'register' = 'login';
  switch (decision.action) {
    case 'refuse':
      throw new ApiError(422, decision.reason === 'email-unverified' ? m.emailUnverified : m.emailInUse, {
        email: [decision.reason === 'email-unverified' ? m.emailUnverified : m.emailInUse],
      });
    case 'sign-in':
      user = await findUserById(tx, decision.userId);
      break;
    case 'link':
      user = decision.confirmEmail
        ? (await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, decision.userId)).returning())[0]
        : await findUserById(tx, decision.userId);
      break;
    case 'claim-pending':
      // Nobody completed this sign-up; the provider vouches for the address: it becomes this
      // person's account, without the pending row's (unset) password.
      user = (
        await tx
          .update(users)
          .set({ ...names, passwordHash: null, signupPending: false, emailVerifiedAt: now, referredById: referrerOfNew(owner), updatedAt: now })
          .where(and(eq(users.id, decision.userId), eq(users.signupPending, true)))
          .returning()
      )[0];
      kind = 'register';
      break;
    case 'create':
      user = await createUser(tx, {
        ...names,
        email: decision.email,
        emailVerifiedAt: decision.email ? now : null,
        passwordHash: null,
        referredById: referrerOfNew(),
      });
      kind = 'register';
      break;
  }
  if (!user) throw new ApiError(409, m.stateInvalid);
  if (!user.active) throw new ApiError(403, authMessages.userBlocked);

  if (known) {
    await tx.update(userIdentities).set({ lastSignInAt: now, email: identity.email ?? null }).where(eq(userIdentities.id, known.id));
  } else {
    await tx.insert(userIdentities).values({
      userId: user.id,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email ?? null,
      createdAt: now,
      lastSignInAt: now,
    });
  }
  const issued = await issueToken(tx, user.id, kind, { now, userAgent: ctx.userAgent });
  return { ...issued, user };
}
