import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { fieldErrorText, type FieldError } from './messages';

/** The profile screens' shared looks: a card per form, inputs, and the main button. */
export const card = 'rounded-2xl border border-line bg-surface-raised p-4 sm:p-6';
export const inputClass = `mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2 text-ink ${focusRing}`;
export const primaryButton = `rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:opacity-90 ${focusRing}`;
export const secondaryButton = `rounded-full border border-line px-5 py-2.5 font-medium hover:bg-line ${focusRing}`;

/** A message at its field, announced when it appears; `id` ties it to the control (aria-describedby). */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <span id={id} role="alert" className="mt-1 block text-sm text-negative">
      {fieldErrorText(t, error)}
    </span>
  );
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  /** Form-unique: the control's name; its id is `${form}-${name}`. */
  name: string;
  form: string;
  label: ReactNode;
  error?: FieldError | undefined;
  hint?: ReactNode;
};

/** A labelled input with its hint and its error (aria-invalid, aria-describedby). */
export function Field({ name, form, label, error, hint, className = '', ...input }: Props) {
  const id = `${form}-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass}
        {...input}
      />
      {hint && (
        <span id={`${id}-hint`} className="mt-1 block text-sm text-ink-muted">
          {hint}
        </span>
      )}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
