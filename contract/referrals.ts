/**
 * Referrals (contract §2.13 R1, §3.24 `my_referral`, `referral_from_topup_*`, §5.10; decision
 * 0015). R1's schema is in contract/presentation.ts; the sign-up refusals in
 * contract/account-messages.ts (`referralMessages`). Zod-free: the storefront reads these at run time.
 */

export { referralMessages } from './account-messages';

/**
 * English bodies the server writes into notifications; the storefront says them in the page's
 * language from the notification's `data.name`.
 */
export const referralNotices = {
  rewarded: (name: string) => `${name} received their first order: your referral reward is in your wallet`,
} as const;
