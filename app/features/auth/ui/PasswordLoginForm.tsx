import { Form, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { field, secretField, validateLogin, type FieldErrors } from '../auth-forms';
import { authLink } from './AuthCard';
import { TextField } from './fields';
import { FormAlert, Hidden, SubmitButton } from './form-parts';
import { useFormCheck } from './use-form-check';

const check = (form: FormData) => validateLogin(field(form, 'login'), secretField(form, 'password'));

/** A1: e-mail or phone number, and the password. */
export function PasswordLoginForm({
  hidden, errors: serverErrors, values, resetHref,
}: { hidden: Record<string, string | undefined>; errors: FieldErrors | undefined; values: Record<string, string> | undefined; resetHref: string }) {
  const { t } = useTranslation();
  const { errors, onSubmit, ref } = useFormCheck(check, serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} ref={ref} className="grid gap-4">
      <Hidden values={hidden} />
      <TextField
        name="login"
        label={t('login.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        className="rtl:text-right"
        defaultValue={values?.login}
        error={errors.login}
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password}
        aside={
          <Link to={resetHref} className={`text-sm ${authLink}`}>
            {t('login.forgot')}
          </Link>
        }
      />
      <FormAlert message={errors.form} />
      <SubmitButton intent="password">{t('login.submit')}</SubmitButton>
    </Form>
  );
}
