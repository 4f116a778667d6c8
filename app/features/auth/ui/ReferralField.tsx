import { useTranslation } from '../../../lib/i18n/I18nProvider';
import type { Message } from '../auth-forms';
import { TextField } from './fields';

/** Longest code accepted (contract A5/A6 `referral`). */
const REFERRAL_MAX = 32;

/**
 * The referral code of a sign-up step that sends it (A5 details, A6 phone code; issue #17):
 * visible and editable, filled from `/register?referral_code=`, with the API's field error
 * ('Unknown referral code') beside it. Optional: an empty field sends nothing.
 */
export function ReferralField({ defaultValue, error }: { defaultValue: string; error?: Message | undefined }) {
  const { t } = useTranslation();
  return (
    <TextField name="referral" label={t('referrals.field')} defaultValue={defaultValue} maxLength={REFERRAL_MAX} autoComplete="off" autoCapitalize="characters" spellCheck={false} dir="ltr" className="rtl:text-right" error={error} />
  );
}
