import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { loginFirstHref } from '../auth/require-session';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { loadOnSignedInPage } from '../../lib/signed-in-page';
import { lazyOnUse } from '../../ui/ServerHtml';
import { iconButton } from '../../ui/styles';
import { BellIcon } from './BellIcon';

// Signed-in customers only: a visitor's page (every budgeted catalog page) does not load it.
const [loadBell, NotificationsBell] = lazyOnUse(() => import('./NotificationsBell'));
/** Loading before hydration on a signed-in page (lib/signed-in-page.ts). */
export const bellLoading = loadOnSignedInPage(loadBell);

/**
 * The header's notifications bell (spec §2). Notifications need sign-in (spec §6): a visitor's
 * bell leads to /login with 'Please login first' and back to this page afterwards. A signed-in
 * customer's bell is its own chunk (NotificationsBell), loaded before the page hydrates; after a
 * sign-in in this page load, a placeholder stands in while it loads.
 */
export function NotificationsButton({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (signedIn) {
    return (
      <Suspense fallback={<span aria-hidden="true" className={`${iconButton} opacity-50`}><BellIcon /></span>}>
        <NotificationsBell />
      </Suspense>
    );
  }
  return (
    <Link to={loginFirstHref(pathname + search)} className={iconButton} aria-label={t('notifications.open')}>
      <BellIcon />
    </Link>
  );
}
