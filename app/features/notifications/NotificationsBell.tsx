import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { CountBadge } from '../../ui/header/CountBadge';
import { iconButton } from '../../ui/styles';
import { BellIcon } from './BellIcon';
import { useUnreadTotal } from './notification-counts';

// The panel and the dialog code load on the first tap, not with the page.
const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

/**
 * A signed-in customer's bell (lazy chunk: visitors never load it): the unread total on it
 * (notification-counts.ts, kept current by NotificationsLive) and the panel (a sheet: end-side
 * drawer, bottom sheet on phones).
 */
export default function NotificationsBell() {
  const { t } = useTranslation();
  const dialog = useLazyDialog();
  const unread = useUnreadTotal();
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
        <BellIcon />
        <CountBadge count={unread} />
      </button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <NotificationsPanel open={dialog.open} onOpenChange={dialog.setOpen} />
        </Suspense>
      )}
    </>
  );
}
