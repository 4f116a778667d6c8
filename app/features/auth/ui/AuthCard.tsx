import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import type { loader as rootLoader } from '../../../root';
import { LanguagePicker } from '../../../ui/header/LanguagePicker';
import { Logo } from '../../../ui/Logo';
import { focusRing } from '../../../ui/styles';

/**
 * The frame of every sign-in page (the `auth` frame has no header): the logo linking home and the
 * language picker (the header's: a native form posting to /preferences, so it works before
 * JavaScript and keeps the address, `redirectTo` included), a card with the title and the form,
 * and secondary links under it. Centred on wide screens, top-aligned on phones so the keyboard
 * does not push the form away.
 */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t, locale } = useTranslation();
  const languages = useRouteLoaderData<typeof rootLoader>('root')?.languages ?? [];
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-6 sm:justify-center sm:py-12">
      <header className="mb-5 flex w-full max-w-md items-center justify-between gap-2">
        <Link to="/" aria-label={t('header.home')} className={`rounded-lg ${focusRing}`}>
          <Logo />
        </Link>
        {languages.length > 1 && <LanguagePicker languages={languages} current={locale} />}
      </header>
      <main className="flex w-full flex-col items-center">
        <div className="w-full max-w-md rounded-3xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
          {intro && <div className="mt-2 text-ink-muted">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 flex w-full max-w-md flex-col items-center gap-2 text-center text-sm">{footer}</div>}
      </main>
    </div>
  );
}

/** A secondary link under the card or in the form (e.g. "Forgot password?"). */
export const authLink = `rounded font-semibold text-brand underline-offset-4 hover:underline ${focusRing}`;
