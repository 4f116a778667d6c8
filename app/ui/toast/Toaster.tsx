import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { toast, Toaster as Sonner } from 'sonner';
import { useSignedIn } from '../../features/auth/use-signed-in';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { pageFrame } from '../header/frame';
import { attachToaster, TOAST_DURATION_MS } from './notify';

/** The notices about signing in (features/auth/UnauthorizedNotice). */
const SIGN_IN_NOTICES = new Set(['unauthorized', 'login-first']);

/**
 * 'Please login first' and 'Unauthorized' go once the visitor has signed in, or moved on from the
 * page they were shown on to one that is not a sign-in page: they must not sit over the header of
 * the page the sign-in led back to (on a phone a tap pauses a toast's timer for good). Here, in
 * the toasts' lazy chunk, not in the shell: it only matters once a toast was shown.
 */
function useSignInNoticesDismissal() {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const shownOn = useRef<string | null>(null);
  useEffect(() => {
    const on = shownOn.current;
    if (on === null || !(signedIn || (pathname !== on && pageFrame(pathname) !== 'auth'))) return;
    for (const id of SIGN_IN_NOTICES) toast.dismiss(id);
    shownOn.current = null;
  }, [pathname, signedIn]);
  return (id: string | undefined) => {
    if (id && SIGN_IN_NOTICES.has(id)) shownOn.current = window.location.pathname;
  };
}
// Linked, not imported: lazy chunks carry no CSS (vite.config.ts). React holds the commit until
// it has loaded, so the first toast already slides without fading.
import toastCss from './toast.css?url';

export default function Toaster({ dir, theme }: { dir: 'ltr' | 'rtl'; theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const noticeShown = useSignInNoticesDismissal();
  useEffect(
    () =>
      // The same id shows one toast however often it is asked for (e.g. `unauthorized`).
      attachToaster(({ kind, message, id, link }) => {
        noticeShown(id);
        const key = id ?? link?.href;
        // A link (e.g. to the order whose status changed) closes its toast when followed.
        const description = link && (
          <Link to={link.href} onClick={() => toast.dismiss(key)} className="font-semibold underline underline-offset-2">
            {link.label}
          </Link>
        );
        toast[kind](message, { id: key, duration: TOAST_DURATION_MS, description });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- noticeShown writes a ref only
    [],
  );
  return (
    <>
      <link rel="stylesheet" href={toastCss} precedence="default" />
      <Sonner
        position="top-right"
        // Under the header, never over it (issue #23): the offset is toast.css's `--toast-top`.
        offset={{ top: 'var(--toast-top)' }}
        mobileOffset={{ top: 'var(--toast-top)' }}
        dir={dir}
        theme={theme}
        richColors
        closeButton
        // Sonner's own labels are English; the region's name keeps its keyboard shortcut hint.
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
    </>
  );
}
