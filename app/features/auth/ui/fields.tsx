import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { focusRing } from '../../../ui/styles';
import type { Message } from '../auth-forms';
import { COUNTRIES, DEFAULT_COUNTRY } from '../countries';
import { useMessageText } from './use-message';

/** Labelled controls of the sign-in forms; an error is announced and tied to its control. */

const inputBase = `rounded-xl border border-line bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink-muted aria-invalid:border-negative ${focusRing}`;
export const inputClass = `w-full ${inputBase}`;

export function FieldError({ id, message }: { id: string; message: Message | undefined }) {
  const text = useMessageText()(message);
  if (!text) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-negative">
      {text}
    </p>
  );
}

const described = (id: string, error: Message | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: string;
  label: string;
  error?: Message | undefined;
  /** Under the field, at its end, e.g. the "Forgot password?" link. */
  aside?: ReactNode;
};

export function TextField({ name, label, error, aside, className = '', ...input }: TextFieldProps) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} name={name} className={`mt-1 ${inputClass} ${className}`} {...described(id, error)} {...input} />
      <FieldError id={`${id}-error`} message={error} />
      {aside && <div className="mt-2 text-end">{aside}</div>}
    </div>
  );
}

/**
 * A phone number with its country code: a compact picker (region and dial code) and the number.
 * A number typed with `+` keeps its own country (features/auth/auth-forms.ts `phoneWithCountry`).
 */
export function PhoneField({ error, country = DEFAULT_COUNTRY, defaultValue }: { error?: Message | undefined; country?: string; defaultValue?: string }) {
  const { t } = useTranslation();
  const id = 'field-phone';
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t('auth.phone')}
      </label>
      <div className="mt-1 flex gap-2">
        <select name="country" dir="ltr" defaultValue={country} aria-label={t('auth.countryCode')} className={`${inputBase} shrink-0`}>
          {COUNTRIES.map(([region, dial]) => (
            <option key={region} value={region}>
              {`${region} +${dial}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          defaultValue={defaultValue}
          placeholder="300 123 4567"
          className={`${inputClass} min-w-0 rtl:text-right`}
          {...described(id, error)}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The six-digit code: one input the phone's keyboard and SMS autofill understand. */
export function CodeField({ error }: { error?: Message | undefined }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="code"
      label={t('auth.code')}
      error={error}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      dir="ltr"
      className="text-center text-2xl font-semibold tracking-[0.5em]"
    />
  );
}

/**
 * Gender is optional: 'Prefer not to say' (posted as '') is the default, so nobody is made to pick
 * one (the account keeps none, or drops the one it had on /update-details).
 */
export function GenderField({ error, defaultValue }: { error?: Message | undefined; defaultValue?: string | null }) {
  const { t } = useTranslation();
  const id = 'field-gender';
  const current = defaultValue === 'male' || defaultValue === '1' ? 'male' : defaultValue === 'female' || defaultValue === '2' ? 'female' : '';
  const choices = [
    { value: 'male', label: t('auth.male') },
    { value: 'female', label: t('auth.female') },
    { value: '', label: t('auth.genderUnset') },
  ];
  return (
    <fieldset {...(error ? { 'aria-describedby': `${id}-error` } : {})}>
      <legend className="text-sm font-medium">{t('auth.gender')}</legend>
      <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2">
        {choices.map(({ value, label }) => (
          <label
            key={value || 'unset'}
            className={`flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2.5 has-checked:border-brand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand ${value ? '' : 'col-span-2'}`}
          >
            <input type="radio" name="gender" value={value} defaultChecked={current === value} className="accent-brand" />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
