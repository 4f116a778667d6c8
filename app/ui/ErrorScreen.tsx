import { useTranslation } from '../lib/i18n/I18nProvider';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from './Logo';
import { focusRing } from './styles';

/**
 * The spec's generic error screen (§2): 'Oops, something went wrong!', a 'Try again' button and
 * the logo linking home. Both clear the error by navigating, which resets the error boundary.
 */
export function ErrorScreen({ notFound = false, inShell = false }: { notFound?: boolean; inShell?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <main
      className={`mx-auto flex ${inShell ? 'min-h-[60dvh]' : 'min-h-dvh'} max-w-md flex-col items-center justify-center gap-6 p-6 text-center`}
    >
      <title>{t('error.title')}</title>
      <Link to="/" aria-label={t('error.home')}>
        <Logo />
      </Link>
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      {notFound && <p className="text-ink-muted">{t('error.not_found')}</p>}
      <button
        type="button"
        onClick={() => void navigate(location.pathname + location.search, { replace: true })}
        className={`rounded-full bg-brand px-6 py-3 font-medium text-brand-ink hover:opacity-90 ${focusRing}`}
      >
        {t('error.try_again')}
      </button>
    </main>
  );
}
