import { useTranslation } from '../lib/i18n/I18nProvider';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { Logo } from './Logo';
import { focusRing } from './styles';

/**
 * The spec's generic error screen (§2): 'Oops, something went wrong!', a 'Try again' button and
 * the logo linking home. Both clear the error by navigating, which resets the error boundary.
 * A 404 inside the shell is not an error: routes show the not-found page (RouteErrorBoundary).
 * A server failure shows its request id: the data of a 500 from `withRouteErrors`
 * (lib/api/route-errors), `{ requestId }`.
 */
export function ErrorScreen({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  // Only a 500 from withRouteErrors carries one (its data is `{ requestId }`).
  const requestId = (useRouteError() as { data?: { requestId?: string } } | undefined)?.data?.requestId;
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
      {/* An unexpected failure names its request, so support can find it in the server log. */}
      {requestId && <p className="text-sm text-ink-muted">{t('error.request_id', { id: requestId })}</p>}
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
