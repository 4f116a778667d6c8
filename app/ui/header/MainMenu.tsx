import type { RefObject } from 'react';
import { Link } from 'react-router';
import { LogoutForm } from '../../features/auth/LogoutForm';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Avatar } from '../Avatar';
import { SwipeDrawer } from '../SwipeDrawer';
import { focusRing, iconButton } from '../styles';
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
 * The main menu drawer (spec §2): destinations, the signed-in customer's account links (or the
 * login link), and, on phones where the header has no room, the theme, language and currency
 * pickers. Loaded on first open or edge swipe, so it costs the home page nothing.
 */
export default function MainMenu({ open, onOpenChange, peek, returnFocus, theme, languages, locale, currencies, user }: Props) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  const item = `block w-full rounded-lg px-3 py-2.5 text-start font-medium hover:bg-line ${focusRing}`;
  const name = user ? [user.firstname, user.lastname].filter(Boolean).join(' ') : '';
  return (
    <SwipeDrawer open={open} onOpenChange={onOpenChange} peek={peek} returnFocus={returnFocus} title={t('menu.title')} side="start">
      <div className="flex items-center justify-between border-b border-line p-3">
        <span className="px-2 text-lg font-semibold">{t('menu.title')}</span>
        <button type="button" onClick={close} className={iconButton} aria-label={t('menu.close')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <nav aria-label={t('menu.title')} className="min-h-0 flex-1 overflow-y-auto p-3">
        {user && (
          <div className="mb-2 flex items-center gap-3 border-b border-line px-3 pb-3">
            <Avatar img={user.img} alt="" className="size-10" />
            <span className="truncate font-semibold">{name}</span>
          </div>
        )}
        <ul className="space-y-1">
          <li>
            <Link to="/" onClick={close} className={item}>{t('menu.home')}</Link>
          </li>
          {user ? (
            <>
              <li>
                <Link to="/profile" onClick={close} className={item}>{t('user.profile')}</Link>
              </li>
              <li>
                <Link to="/saved-locations" onClick={close} className={item}>{t('addresses.menu')}</Link>
              </li>
              <li>
                <Link to="/orders" onClick={close} className={item}>{t('user.orders')}</Link>
              </li>
              <li>
                <LogoutForm onLogout={close}>
                  <button type="submit" className={item}>{t('user.logout')}</button>
                </LogoutForm>
              </li>
            </>
          ) : (
            <li>
              <Link to="/login" onClick={close} className={item}>{t('header.login')}</Link>
            </li>
          )}
        </ul>
      </nav>
      <section aria-label={t('menu.preferences')} className="flex flex-wrap items-center gap-1 border-t border-line p-3">
        <Preferences theme={theme} languages={languages} locale={locale} currencies={currencies} placement="up" />
      </section>
    </SwipeDrawer>
  );
}
