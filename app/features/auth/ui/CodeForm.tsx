import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { codeError, field, type FieldErrors } from '../auth-forms';
import { CodeField } from './fields';
import { FormAlert, Hidden, SubmitButton } from './form-parts';
import { ReferralField } from './ReferralField';
import { ResendCode } from './ResendCode';
import { useFormCheck } from './use-form-check';

const checkCode = (form: FormData): FieldErrors => {
  const error = codeError(field(form, 'code'));
  return error ? { code: error } : {};
};

/**
 * The code step of every flow: one six-digit field, the flow's state in hidden fields (never the
 * code itself in an address), and "Send a new code" after the countdown.
 */
export function CodeForm({
  intent, resendIntent, hidden, errors: serverErrors, referral,
}: {
  intent: string;
  resendIntent: string;
  hidden: Record<string, string | undefined>;
  errors: FieldErrors | undefined;
  /** A sign-up step that sends the referral code (A6): the code's editable field, with this value. */
  referral?: string | undefined;
}) {
  const { t } = useTranslation();
  const { errors, onSubmit, ref } = useFormCheck(checkCode, serverErrors);
  return (
    <>
      <Form method="post" noValidate onSubmit={onSubmit} ref={ref} className="grid gap-4">
        <Hidden values={hidden} />
        <CodeField error={errors.code} />
        {referral !== undefined && <ReferralField defaultValue={referral} error={errors.referral} />}
        <FormAlert message={errors.form} />
        <SubmitButton intent={intent}>{t('code.verify')}</SubmitButton>
      </Form>
      <ResendCode intent={resendIntent} values={referral ? { ...hidden, referral } : hidden} />
    </>
  );
}
