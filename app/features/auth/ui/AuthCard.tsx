import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { Logo } from '../../../ui/Logo';
import { focusRing } from '../../../ui/styles';

/**
 * The frame of every sign-in page (the `auth` frame has no header): the logo linking home, a card
 * with the title and the form, and secondary links under it. Centred on wide screens, top-aligned
 * on phones so the keyboard does not push the form away.
 */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
      <Link to="/" aria-label={t('header.home')} className={`mb-6 rounded-lg ${focusRing}`}>
        <Logo />
      </Link>
      <div className="w-full max-w-md rounded-3xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        {intro && <div className="mt-2 text-ink-muted">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 flex w-full max-w-md flex-col items-center gap-2 text-center text-sm">{footer}</div>}
    </main>
  );
}

/** A secondary link under the card or in the form (e.g. "Forgot password?"). */
export const authLink = `rounded font-semibold text-brand underline-offset-4 hover:underline ${focusRing}`;
