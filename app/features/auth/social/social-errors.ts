import { socialAuthMessages } from '../../../../contract/social-auth';
import { authMessages, referralMessages } from '../../../../contract/account-messages';
import { ApiResponseError } from '../../../lib/api/client';
import type { TranslationKey } from '../../../lib/i18n/en';

/**
 * Why a social sign-in ended without a session, as the `social_error` parameter of the page it
 * returns to (`/login?social_error=…`). A short code, not the API's English text, so the address
 * stays tidy and the page shows the message in the visitor's language.
 */
export const socialErrorCodes = ['cancelled', 'expired', 'unverified', 'email_in_use', 'blocked', 'unavailable', 'too_many', 'referral', 'failed'] as const;
export type SocialErrorCode = (typeof socialErrorCodes)[number];

export const SOCIAL_ERROR_PARAM = 'social_error';

const byMessage = new Map<string, SocialErrorCode>([
  [socialAuthMessages.stateInvalid, 'expired'],
  [socialAuthMessages.tokenInvalid, 'expired'],
  [socialAuthMessages.providerRefused, 'expired'],
  [socialAuthMessages.emailUnverified, 'unverified'],
  [socialAuthMessages.emailInUse, 'email_in_use'],
  [authMessages.userBlocked, 'blocked'],
  // A new account's referral code was refused before anything was written: the customer can sign
  // in again at once, without the code (issue #17: a clear error, not a broken sign-up).
  [referralMessages.unknownCode, 'referral'],
  [referralMessages.ownCode, 'referral'],
]);

/** The code for a failed API call of the flow (authorize or callback). */
export function socialErrorCode(error: unknown): SocialErrorCode {
  if (!(error instanceof ApiResponseError)) return 'failed';
  if (error.status === 429) return 'too_many';
  if (error.status === 404 || error.status >= 500) return 'unavailable';
  return byMessage.get(error.data?.message ?? '') ?? 'failed';
}

export function parseSocialErrorCode(value: string | null): SocialErrorCode | null {
  return (socialErrorCodes as readonly string[]).includes(value ?? '') ? (value as SocialErrorCode) : null;
}

/** The interface string shown for a code. */
export const socialErrorKey: Record<SocialErrorCode, TranslationKey> = {
  cancelled: 'social.error.cancelled',
  expired: 'social.error.expired',
  unverified: 'social.error.unverified',
  email_in_use: 'social.error.emailInUse',
  blocked: 'account.userBlocked',
  unavailable: 'social.error.unavailable',
  too_many: 'account.tooManyRequests',
  referral: 'social.error.referral',
  failed: 'social.error.failed',
};
