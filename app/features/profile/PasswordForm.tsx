import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, Field, FieldMessage, primaryButton } from './Field';
import type { FieldErrors } from './messages';
import { SubmitButton } from './SubmitButton';

/**
 * PR4. An account without a password (`empty_p`: phone sign-up, social sign-in) sets one without
 * the current password; the API answers every other session's end (decision 0006), this one stays.
 */
export function PasswordForm({ hasPassword, errors }: { hasPassword: boolean; errors: FieldErrors }) {
  const { t } = useTranslation();
  const title = hasPassword ? t('profile.password.change') : t('profile.password.set');
  return (
    <Form method="post" noValidate className={`${card} grid gap-4 sm:grid-cols-2`} aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className="text-lg font-semibold sm:col-span-2">
        {title}
      </h2>
      {hasPassword && (
        <Field form="password" name="old_password" type="password" label={t('profile.password.old')} required
          autoComplete="current-password" maxLength={128} className="sm:col-span-2" error={errors.old_password} />
      )}
      <Field form="password" name="password" type="password" label={t('profile.password.new')} required
        maxLength={128} autoComplete="new-password" error={errors.password} />
      <Field form="password" name="password_confirmation" type="password" label={t('profile.password.confirm')} required
        maxLength={128} autoComplete="new-password" error={errors.password_confirmation} />
      <FieldMessage id="password-form-error" error={errors.form} />
      <div className="sm:col-span-2">
        <SubmitButton intent="password" className={primaryButton}>
          {title}
        </SubmitButton>
      </div>
    </Form>
  );
}
