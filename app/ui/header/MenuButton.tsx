import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { iconButton } from '../styles';
import type { ShellPreferences } from './shell-preferences';

// The drawer and its library load on the first tap, not with the page.
const MainMenu = lazy(() => import('./MainMenu'));

export function MenuButton(props: ShellPreferences) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MainMenu {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
