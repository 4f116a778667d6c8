/**
 * English strings of the social screens (issue #5), kept apart from en.ts so each area's strings
 * live in one file; en.ts spreads them in. Spanish and Arabic: server/db/seed/data/ui-strings-social.{es,ar}.ts.
 */
export const enSocial = {
  'social.continueWithGoogle': 'Continue with Google',
  'social.continueWithFacebook': 'Continue with Facebook',
  'social.continueWithApple': 'Continue with Apple',
  'social.otherWays': 'Other ways to sign in',
  'social.error.cancelled': 'Sign-in was cancelled.',
  'social.error.expired': 'That sign-in took too long or was already used. Please try again.',
  'social.error.unverified': 'The e-mail of that account is not confirmed. Confirm it with the provider, or sign up with your e-mail.',
  'social.error.emailInUse': 'An account already uses that e-mail. Sign in with its password or another way.',
  'social.error.unavailable': 'This way of signing in is not available right now. Please try again later.',
  'social.error.failed': 'Signing in did not work. Please try again.',
  'social.error.referral': 'That referral code is not valid, so no account was made. Sign in again to join without it, or ask your friend for their link.',
} as const;
