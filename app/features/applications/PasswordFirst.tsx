import { useTranslation } from '../../lib/i18n/I18nProvider';
import type { FieldErrors } from '../profile/messages';
import { PasswordForm } from '../profile/PasswordForm';

/**
 * Spec §5 'A password must be set before a seller request': an account without one (`empty_p`,
 * phone or social sign-up) sets it here with the profile's form (PR4, posted to /be-seller's
 * action); the page then opens the application.
 */
export function PasswordFirst({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" data-testid="seller-password-first">
      <div role="note" className="rounded-2xl border border-brand bg-surface-raised p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('applications.api.passwordFirst')}</h2>
        <p className="mt-1 text-ink-muted">{t('seller.password.text')}</p>
      </div>
      <PasswordForm hasPassword={false} errors={errors} />
    </div>
  );
}
