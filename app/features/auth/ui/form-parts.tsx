import { useNavigation } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { focusRing } from '../../../ui/styles';
import type { Message } from '../auth-forms';
import { useMessageText } from './use-message';

/** A message about the whole form (e.g. 'Login or password is invalid'), announced when it appears. */
export function FormAlert({ message }: { message: Message | undefined }) {
  const text = useMessageText()(message);
  if (!text) return null;
  return (
    <p role="alert" className="rounded-xl border border-negative/40 bg-negative/10 px-3 py-2 text-sm font-medium text-negative">
      {text}
    </p>
  );
}

export const primaryButton = `inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-5 py-3 font-semibold text-brand-ink hover:brightness-90 disabled:opacity-70 ${focusRing}`;
export const secondaryButton = `inline-flex w-full items-center justify-center rounded-full border border-line px-5 py-3 font-semibold text-ink hover:bg-surface disabled:text-ink-muted ${focusRing}`;

/** The form's submit button, busy while its post (this `intent`) is on its way. */
export function SubmitButton({ intent, children }: { intent: string; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button type="submit" name="intent" value={intent} aria-busy={busy || undefined} disabled={busy} className={primaryButton}>
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />}
      {children}
    </button>
  );
}

/** Hidden fields of the state a flow carries (never a code or password). */
export function Hidden({ values }: { values: Record<string, string | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
    </>
  );
}

/** "or" between the form and the other ways in. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="my-5 flex items-center gap-3 text-sm text-ink-muted">
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
      {t('auth.or')}
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
    </div>
  );
}
