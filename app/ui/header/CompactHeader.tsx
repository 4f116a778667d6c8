import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../Logo';
import { focusRing, iconButton } from '../styles';
import { backTarget } from './frame';

/** Slim header with a back button (spec §2): /orders on order pages, one step back on checkout, else home. */
export default function CompactHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = backTarget(useLocation().pathname);
  const arrow = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current rtl:-scale-x-100" strokeWidth="2">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
  return (
    <header data-header="compact" className="sticky top-0 z-20 border-b border-line bg-surface-raised">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        {target === 'history-back' ? (
          <button type="button" onClick={() => void navigate(-1)} className={iconButton} aria-label={t('header.back')}>
            {arrow}
          </button>
        ) : (
          <Link to={target} className={iconButton} aria-label={t('header.back')}>
            {arrow}
          </Link>
        )}
        <Link to="/" aria-label={t('header.home')} className={`rounded-full ${focusRing}`}>
          <Logo />
        </Link>
      </div>
    </header>
  );
}
