import { lazy, Suspense, useRef, useState } from 'react';
import { innerHtml } from '../../lib/document-only';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { EdgeSwipeZone } from '../EdgeSwipeZone';
import { iconButton } from '../styles';
import type { ShellPreferences } from './shell-preferences';

// The drawer and its library load on the first tap or edge swipe, not with the page; the same
// chunk brings the swipe rules.
const loadMenu = () => import('./MainMenu');
const MainMenu = lazy(loadMenu);

const MENU_FALLBACK_ID = 'main-menu-fallback';
// Server only (see MenuFallbackSlot); a lazy import keeps the menu's content in the drawer's chunk.
const MenuFallback = import.meta.env.SSR ? lazy(() => import('./MenuFallback')) : () => null;

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
        // Until this code runs, the button opens the server's drawing of the menu (MenuFallback);
        // from then on the drawer, except that a tap while that menu is open closes it.
        popoverTarget={MENU_FALLBACK_ID}
        onClick={(e) => {
          if (document.getElementById(MENU_FALLBACK_ID)?.matches(':popover-open')) return;
          e.preventDefault();
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

/**
 * Where the server draws MenuFallback, once for both headers' menu buttons. The browser keeps that
 * HTML as it is (no code for it in any bundle: `import.meta.env.SSR` is false there, so the build
 * drops the branch); a header drawn later in the browser gets an empty element, never shown.
 */
export function MenuFallbackSlot({ user }: Pick<ShellPreferences, 'user'>) {
  return import.meta.env.SSR ? <MenuFallback id={MENU_FALLBACK_ID} user={user} /> : <div dangerouslySetInnerHTML={innerHtml(null)} suppressHydrationWarning />;
}
