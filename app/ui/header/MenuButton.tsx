import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { EdgeSwipeZone } from '../EdgeSwipeZone';
import { iconButton } from '../styles';
import type { ShellPreferences } from './shell-preferences';

// The drawer and its library load on the first tap or edge swipe, not with the page; the same
// chunk brings the swipe rules.
const loadMenu = () => import('./MainMenu');
const MainMenu = lazy(loadMenu);

export function MenuButton(props: ShellPreferences) {
  const { t, dir } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // Share of the drawer an edge swipe has pulled in; null when no swipe is going on.
  const [peek, setPeek] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
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
      {/* The drawer sits on the start side: left, or right in right-to-left languages. */}
      {!open && (
        <EdgeSwipeZone
          side={dir === 'rtl' ? 'right' : 'left'}
          rules={loadMenu}
          onStart={() => setRequested(true)}
          onDrag={setPeek}
          onEnd={(opened) => {
            setPeek(null);
            setOpen(opened);
          }}
        />
      )}
      {requested && (
        <Suspense fallback={null}>
          <MainMenu {...props} open={open} peek={peek} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
