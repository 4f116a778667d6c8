import type { ProviderIdentity } from './providers';

/**
 * Which account a provider's identity opens (pure; account.ts carries it out).
 *
 * - An identity seen before signs in to its account, whatever the e-mail says now.
 * - A first sign-in links to an existing account only by an e-mail the provider confirmed
 *   (Google's and Apple's `email_verified`): whoever controls the address may open the account,
 *   as the e-mailed reset code already allows. A pending e-mail sign-up (A2 without A5) is
 *   taken over: it proves nothing and its owner is the person the provider vouches for.
 * - An e-mail the provider says is not confirmed is refused: it could be anyone's.
 * - Facebook does not say whether it confirmed an address, so its e-mail never links and is not
 *   stored (storing it would let a Facebook account hold an address its owner could later "reset"
 *   into, with the Facebook login still attached). If a completed account already has it, the
 *   person is told to sign in to that account; otherwise a new account is made without e-mail.
 * - No e-mail at all: a new account without one.
 */
export type LinkDecision =
  | { action: 'sign-in'; userId: number }
  | { action: 'link'; userId: number; confirmEmail: boolean }
  | { action: 'claim-pending'; userId: number }
  | { action: 'create'; email: string | null }
  | { action: 'refuse'; reason: 'email-unverified' | 'email-in-use' };

export type EmailOwner = { id: number; signupPending: boolean; emailVerified: boolean };

export function decideLink(
  identity: Pick<ProviderIdentity, 'email' | 'emailVerified' | 'provider'>,
  known: { identityUserId: number | undefined; emailOwner: EmailOwner | undefined },
): LinkDecision {
  if (known.identityUserId !== undefined) return { action: 'sign-in', userId: known.identityUserId };
  const { email, emailVerified } = identity;
  if (!email) return { action: 'create', email: null };
  const owner = known.emailOwner;
  if (emailProofKnown(identity.provider)) {
    if (!emailVerified) return { action: 'refuse', reason: 'email-unverified' };
    if (!owner) return { action: 'create', email };
    if (owner.signupPending) return { action: 'claim-pending', userId: owner.id };
    return { action: 'link', userId: owner.id, confirmEmail: !owner.emailVerified };
  }
  if (owner && !owner.signupPending) return { action: 'refuse', reason: 'email-in-use' };
  return { action: 'create', email: null };
}

/** Providers whose ID token says whether the e-mail is confirmed. */
const emailProofKnown = (provider: ProviderIdentity['provider']) => provider === 'google' || provider === 'apple';
