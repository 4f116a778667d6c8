import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useSearchParams } from 'react-router';
import { notify } from '../../ui/toast/notify';

/**
 * Says once why the visitor landed on /login, then tidies the address (`reason` goes, a
 * `redirectTo` for after the sign-in stays):
 * - `?reason=unauthorized`: a 401 ended the session (spec §6), the cookies are already cleared;
 *   the translated unauthorized toast, id `unauthorized`.
 * - `?reason=login_first`: a visitor reached a sign-in-only page or action (spec §5 'Please login
 *   first', features/auth/require-session). A toast too, not text on the page: the shell mounts
 *   this notice on every page, so it needs nothing from the /login page and says the same wherever
 *   the visitor lands; the toast host announces it (aria-live).
 *
 * The notice is about signing in, so it goes once that is done or when the visitor moves on to a
 * page that is not a sign-in page (ui/toast/Toaster.tsx, in the toasts' own lazy chunk).
 */
export function UnauthorizedNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const reason = params.get('reason');
  useEffect(() => {
    if (reason === 'unauthorized') notify('error', t('errors.unauthorized'), { id: 'unauthorized' });
    else if (reason === 'login_first') notify('info', t('account.loginFirst'), { id: 'login-first' });
    else return;
    setParams(
      (p) => {
        p.delete('reason');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [reason, t, setParams]);
  return null;
}
