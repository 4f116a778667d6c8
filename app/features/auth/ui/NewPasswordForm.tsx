import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { passwordErrors, secretField, type FieldErrors } from '../auth-forms';
import { TextField } from './fields';
import { FormAlert, Hidden, SubmitButton } from './form-parts';
import { useFormCheck } from './use-form-check';

const check = (form: FormData) =>
  passwordErrors(secretField(form, 'password'), secretField(form, 'password_confirmation'), 'account.passwordsShouldMatch');

/** The new password after a reset (PR4 with the reset session, no old password). */
export function NewPasswordForm({ hidden, errors: serverErrors }: { hidden: Record<string, string | undefined>; errors: FieldErrors | undefined }) {
  const { t } = useTranslation();
  const { errors, onSubmit, ref } = useFormCheck(check, serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} ref={ref} className="grid gap-4">
      <Hidden values={hidden} />
      <TextField name="password" type="password" label={t('updatePassword.password')} autoComplete="new-password" error={errors.password} />
      <TextField name="password_confirmation" type="password" label={t('auth.passwordConfirmation')} autoComplete="new-password" error={errors.password_confirmation} />
      <FormAlert message={errors.form} />
      <SubmitButton intent="password">{t('updatePassword.submit')}</SubmitButton>
    </Form>
  );
}
