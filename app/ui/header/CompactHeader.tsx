import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../Logo';
import { isPlainClick } from '../route-links';
import { focusRing, iconButton } from '../styles';
import { backTarget } from './back-target';

/**
 * Whether one step back stays in the store: the router numbers this page load's history entries
 * (`idx`; 0 = the entry the page was loaded on, and a replace keeps the number), and a page loaded
 * from one of the store's own links (a native form post, a link before its code arrived) has the
 * store as its referrer.
 */
function cameFromInsideTheStore(): boolean {
  const entry = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return entry > 0 || (document.referrer !== '' && new URL(document.referrer).origin === window.location.origin);
}

/** Slim header with a back link (spec §2): /orders on order pages, one step back on checkout, else home. */
export default function CompactHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = backTarget(useLocation().pathname);
  // A link in every case, so it works before this chunk's code has arrived.
  return (
    <header data-header="compact" className="sticky top-0 z-20 border-b border-line bg-surface-raised">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Link
          to={back.to}
          onClick={(event) => {
            // Modified and new-tab clicks keep the link's own target.
            if (!back.historyBack || !isPlainClick(event) || !cameFromInsideTheStore()) return;
            event.preventDefault();
            void navigate(-1);
          }}
          className={iconButton}
          aria-label={t('header.back')}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current rtl:-scale-x-100" strokeWidth="2">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        <Link to="/" aria-label={t('header.home')} className={`rounded-full ${focusRing}`}>
          <Logo />
        </Link>
      </div>
    </header>
  );
}
