import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { loginFirstHref } from '../auth/require-session';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { iconButton } from '../../ui/styles';
import { useUnreadTotal } from './notification-counts';
import { badgeText } from './notification-tabs';

// The panel and the dialog library load on the first tap, not with the page.
const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

function Bell() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current" strokeWidth="1.8">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's notifications bell (spec §2). Notifications need sign-in (spec §6): a visitor's
 * bell leads to /login with 'Please login first' and back to this page afterwards. Signed-in
 * customers see their unread total on it (notification-counts.ts, kept current by
 * NotificationsLive) and get the panel (a sheet: end-side drawer, bottom sheet on phones).
 */
export function NotificationsButton({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const dialog = useLazyDialog();
  const { pathname, search } = useLocation();
  const unread = useUnreadTotal();
  if (!signedIn) {
    return (
      <Link to={loginFirstHref(pathname + search)} className={iconButton} aria-label={t('notifications.open')}>
        <Bell />
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`relative ${iconButton}`}
        aria-label={unread ? t('notifications.open_count', { count: unread }) : t('notifications.open')}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
        data-testid="notifications-button"
      >
        <Bell />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold leading-5 text-brand-ink">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <NotificationsPanel open={dialog.open} onOpenChange={dialog.setOpen} />
        </Suspense>
      )}
    </>
  );
}
