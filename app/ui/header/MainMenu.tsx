import type { RefObject } from 'react';
import { LogoutForm } from '../../features/auth/LogoutForm';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { SwipeDrawer } from '../SwipeDrawer';
import { MenuContent, menuLink } from './MenuContent';
import Preferences from './Preferences';
import type { ShellPreferences } from './shell-preferences';

// The edge swipe strip (in the page's first bundle) gets the swipe rules from this chunk.
export { edgeSwipe } from '../swipe-gesture';

type Props = ShellPreferences & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An opening edge swipe in progress (share pulled in), or null. */
  peek: number | null;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * The main menu drawer (spec §2; its content: ./MenuContent). Loaded on first open or edge swipe,
 * so it costs the home page nothing; a tap before the page's code has loaded opens the server's
 * drawing of the same menu instead (./MenuFallback).
 */
export default function MainMenu({ open, onOpenChange, peek, returnFocus, user, ...prefs }: Props) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <SwipeDrawer open={open} onOpenChange={onOpenChange} peek={peek} returnFocus={returnFocus} title={t('menu.title')} side="start">
      <MenuContent
        user={user}
        closeProps={{ onClick: close }}
        onNavigate={close}
        logout={
          <LogoutForm onLogout={close}>
            <button type="submit" className={menuLink}>{t('user.logout')}</button>
          </LogoutForm>
        }
      >
        {/* On phones the header has no room for the pickers. */}
        <section aria-label={t('menu.preferences')} className="flex flex-wrap items-center gap-1 border-t border-line p-3">
          <Preferences {...prefs} placement="up" />
        </section>
      </MenuContent>
    </SwipeDrawer>
  );
}
