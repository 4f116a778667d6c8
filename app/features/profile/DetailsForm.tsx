import { Form } from 'react-router';
import type { ProfileUser } from '../../../contract/profile';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card, Field, FieldMessage, inputClass, primaryButton } from './Field';
import type { FieldErrors } from './messages';
import { genderChoice } from './profile-form';
import { SubmitButton } from './SubmitButton';

type Props = { user: ProfileUser; errors: FieldErrors; values?: Record<string, string> | undefined };

/** Name, birthday and gender (PR2); the e-mail is shown, not edited (contract §3.24). */
export function DetailsForm({ user, errors, values }: Props) {
  const { t } = useTranslation();
  const value = (name: 'firstname' | 'lastname' | 'birthday' | 'gender', saved: string | null) => values?.[name] ?? saved ?? '';
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Form method="post" noValidate className={`${card} grid gap-4 sm:grid-cols-2`} aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="text-lg font-semibold sm:col-span-2">
        {t('profile.details')}
      </h2>
      <Field form="profile" name="firstname" label={t('profile.firstname')} required maxLength={100} autoComplete="given-name"
        defaultValue={value('firstname', user.firstname)} error={errors.firstname} />
      <Field form="profile" name="lastname" label={t('profile.lastname')} maxLength={100} autoComplete="family-name"
        defaultValue={value('lastname', user.lastname)} error={errors.lastname} />
      {/* Shown, not a field: the API keeps the e-mail read-only (contract §3.24). */}
      <dl className="sm:col-span-2">
        <dt className="text-sm font-medium">{t('profile.email')}</dt>
        <dd className="mt-1 break-all text-ink-muted">{user.email ?? t('profile.notSet')}</dd>
      </dl>
      <Field form="profile" name="birthday" type="date" label={t('profile.birthday')} min="1900-01-01" max={today}
        defaultValue={value('birthday', user.birthday)} error={errors.birthday} />
      <div>
        <label htmlFor="profile-gender" className="text-sm font-medium">
          {t('profile.gender')}
        </label>
        <select id="profile-gender" name="gender" defaultValue={genderChoice(value('gender', user.gender))} className={inputClass}
          aria-invalid={errors.gender ? true : undefined} aria-describedby={errors.gender ? 'profile-gender-error' : undefined}>
          <option value="">{t('profile.gender.unset')}</option>
          <option value="male">{t('profile.gender.male')}</option>
          <option value="female">{t('profile.gender.female')}</option>
        </select>
        <FieldMessage id="profile-gender-error" error={errors.gender} />
      </div>
      <FieldMessage id="profile-form-error" error={errors.form} />
      <div className="sm:col-span-2">
        <SubmitButton intent="profile" className={primaryButton}>
          {t('profile.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
