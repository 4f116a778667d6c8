import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, Field, FieldMessage, primaryButton, secondaryButton } from './Field';
import type { FieldErrors } from './messages';
import { displayPhone } from '../auth/countries';
import type { PendingPhoneChange } from './phone-change';
import { SubmitButton } from './SubmitButton';

type Props = { phone: string | null; pending: PendingPhoneChange | null; errors: FieldErrors; typed?: string | undefined };

/** Stored phones are digits only (E.164 without the `+`): shown grouped as people read them. */
const shown = displayPhone;

/**
 * The phone is changed only with a code sent to the new number (decision 0006): "Send code"
 * (intent phone-code), then the code (intent phone). Between the two the action keeps the
 * pending change in a cookie, so this works the same without JavaScript.
 */
export function PhoneForm({ phone, pending, errors, typed }: Props) {
  const { t } = useTranslation();
  return (
    <Form method="post" noValidate className={`${card} grid gap-4`} aria-labelledby="profile-phone-title">
      <div>
        <h2 id="profile-phone-title" className="text-lg font-semibold">
          {t('profile.phone')}
        </h2>
        <p className="mt-1 text-ink-muted">
          <bdi dir="ltr">{phone ? shown(phone) : t('profile.notSet')}</bdi>
        </p>
      </div>
      {pending ? (
        <>
          <p role="status">{t('profile.phone.codeSent', { phone: `\u2066${shown(pending.phone)}\u2069` })}</p>
          <input type="hidden" name="phone" value={pending.phone} />
          <Field form="phone" name="code" label={t('profile.phone.code')} required inputMode="numeric" autoComplete="one-time-code"
            pattern="[0-9]{6}" maxLength={6} dir="ltr" className="max-w-xs" error={errors.code ?? errors.phone} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton intent="phone" className={primaryButton}>
              {t('profile.phone.confirm')}
            </SubmitButton>
            <button type="submit" name="intent" value="phone-code" className={secondaryButton}>
              {t('profile.phone.resend')}
            </button>
            <button type="submit" name="intent" value="phone-cancel" className={secondaryButton}>
              {t('profile.phone.cancel')}
            </button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-start gap-2">
          <Field form="phone" name="phone" type="tel" label={t('profile.phone.new')} required autoComplete="tel" dir="ltr"
            maxLength={20} defaultValue={typed} className="min-w-0 flex-1 basis-56" error={errors.phone} />
          <SubmitButton intent="phone-code" className={`${primaryButton} sm:mt-6`}>
            {t('profile.phone.sendCode')}
          </SubmitButton>
        </div>
      )}
      <FieldMessage id="phone-form-error" error={errors.form} />
    </Form>
  );
}
