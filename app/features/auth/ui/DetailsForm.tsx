import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { detailsErrors, passwordErrors, readDetails, secretField, type FieldErrors } from '../auth-forms';
import { GenderField, TextField } from './fields';
import { FormAlert, Hidden, SubmitButton } from './form-parts';
import { ReferralField } from './ReferralField';
import { useFormCheck } from './use-form-check';

type Props = {
  intent: string;
  submit: string;
  hidden: Record<string, string | undefined>;
  errors: FieldErrors | undefined;
  /** Typed before a refused post, else the account's current details. */
  values: { firstname?: string | null; lastname?: string | null; gender?: string | null };
  /** `required`: e-mail sign-up (A5); `optional`: an account without a password (PR4); `none`. */
  password: 'required' | 'optional' | 'none';
  /** A sign-up step that sends the referral code (A5): the code's editable field, with this value. */
  referral?: string | undefined;
};

/** Name, gender and (when asked) a password: the e-mail sign-up's last step, /welcome and /update-details. */
export function DetailsForm({ intent, submit, hidden, errors: serverErrors, values, password, referral }: Props) {
  const { t } = useTranslation();
  const check = (form: FormData) => ({
    ...(password === 'none'
      ? {}
      : passwordErrors(secretField(form, 'password'), secretField(form, 'password_confirmation'), 'account.passwordsDontMatch', {
          optional: password === 'optional',
        })),
    ...detailsErrors(readDetails(form)),
  });
  const { errors, onSubmit, ref } = useFormCheck(check, serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} ref={ref} className="grid gap-4">
      <Hidden values={hidden} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstname" label={t('auth.firstname')} autoComplete="given-name" maxLength={100} defaultValue={values.firstname ?? ''} error={errors.firstname} />
        <TextField name="lastname" label={t('auth.lastname')} autoComplete="family-name" maxLength={100} defaultValue={values.lastname ?? ''} error={errors.lastname} />
      </div>
      <GenderField error={errors.gender} defaultValue={values.gender} />
      {password !== 'none' && (
        <>
          {password === 'optional' && <p className="text-sm text-ink-muted">{t('details.passwordHint')}</p>}
          <TextField name="password" type="password" label={t(password === 'optional' ? 'details.password' : 'auth.password')} autoComplete="new-password" error={errors.password} />
          <TextField name="password_confirmation" type="password" label={t('auth.passwordConfirmation')} autoComplete="new-password" error={errors.password_confirmation} />
        </>
      )}
      {referral !== undefined && <ReferralField defaultValue={referral} error={errors.referral} />}
      <FormAlert message={errors.form} />
      <SubmitButton intent={intent}>{submit}</SubmitButton>
    </Form>
  );
}
