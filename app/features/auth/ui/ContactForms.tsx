import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { emailError, field, phoneError, phoneWithCountry, type FieldErrors } from '../auth-forms';
import { dialCode } from '../countries';
import { PhoneField, TextField } from './fields';
import { FormAlert, Hidden, SubmitButton } from './form-parts';
import { useFormCheck } from './use-form-check';

type Props = {
  intent: string;
  submit: string;
  hidden: Record<string, string | undefined>;
  errors: FieldErrors | undefined;
  values: Record<string, string> | undefined;
};

const checkPhone = (form: FormData): FieldErrors => {
  const error = phoneError(phoneWithCountry(dialCode(field(form, 'country')), field(form, 'phone')));
  return error ? { phone: error } : {};
};

/** A phone number (with its country code) that a code is sent to: sign-up, sign-in with a code, reset. */
export function PhoneForm({ intent, submit, hidden, errors: serverErrors, values }: Props) {
  const { errors, onSubmit, ref } = useFormCheck(checkPhone, serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} ref={ref} className="grid gap-4">
      <Hidden values={hidden} />
      <PhoneField error={errors.phone} country={values?.country} defaultValue={values?.phone} />
      <FormAlert message={errors.form} />
      <SubmitButton intent={intent}>{submit}</SubmitButton>
    </Form>
  );
}

const checkEmail = (form: FormData): FieldErrors => {
  const error = emailError(field(form, 'email'));
  return error ? { email: error } : {};
};

/** An e-mail address that a code is sent to: sign-up, reset. */
export function EmailForm({ intent, submit, hidden, errors: serverErrors, values }: Props) {
  const { t } = useTranslation();
  const { errors, onSubmit, ref } = useFormCheck(checkEmail, serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} ref={ref} className="grid gap-4">
      <Hidden values={hidden} />
      <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" inputMode="email" dir="ltr" className="rtl:text-right" error={errors.email} defaultValue={values?.email} />
      <FormAlert message={errors.form} />
      <SubmitButton intent={intent}>{submit}</SubmitButton>
    </Form>
  );
}
