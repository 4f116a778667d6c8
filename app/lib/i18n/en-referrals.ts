/**
 * English strings of referrals (issue #17, app/features/referrals, /referrals, /referral-terms and
 * the sign-up's referral field), kept apart from en.ts; en.ts spreads them in. Spanish and Arabic:
 * server/db/seed/data/ui-strings-referrals.{es,ar}.ts. `referrals.api.*` translate the API's
 * sign-up messages about the code.
 */
export const enReferrals = {
  'referrals.menu': 'Referrals',
  'referrals.footer': 'Invite friends',
  'referrals.title': 'Invite friends',
  'referrals.description': 'Invite friends to the marketplace and earn a reward when they order',
  'referrals.terms_link': 'Terms of the programme',
  'referrals.share_title': 'Your invitation',
  'referrals.your_code': 'Your code:',
  'referrals.link_label': 'Invitation link',
  'referrals.copy': 'Copy link',
  'referrals.copied': 'Copied',
  'referrals.share': 'Share',
  'referrals.share_message': 'Join me on the marketplace',
  'referrals.stats_title': 'Your referrals',
  'referrals.count': 'Friends who joined',
  'referrals.earned': 'Earned',
  'referrals.sign_in_title': 'Sign in to invite friends',
  'referrals.sign_in_text': 'Sign in or create an account to get your invitation link.',
  'referrals.sign_up': 'Create an account',
  'referrals.terms_title': 'Referral terms',
  'referrals.terms_description': 'The terms of the referral programme',
  'referrals.terms_empty': 'The terms have not been published yet.',
  'referrals.back': 'Back to invite friends',
  'referrals.field': 'Referral code (optional)',
  'referrals.api.unknownCode': 'Unknown referral code',
  'referrals.api.ownCode': 'You cannot use your own referral code',
} as const;
