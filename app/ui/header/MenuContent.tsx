import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Avatar } from '../Avatar';
import { focusRing, iconButton } from '../styles';
import type { SessionUser } from '../../features/auth/session-user';
import { useSettingOn } from '../../lib/use-setting-on';

export const menuLink = `block w-full rounded-lg px-3 py-2.5 text-start font-medium hover:bg-line ${focusRing}`;

type Props = {
  user: SessionUser | null;
  /** Props of the ✕ button (what closes the menu). */
  closeProps: Record<string, unknown>;
  /** A destination was chosen. */
  onNavigate?: () => void;
  /** The log-out item, signed in only. */
  logout?: ReactNode;
  /** Below the links (the drawer's pickers). */
  children?: ReactNode;
};

/**
 * What the main menu shows (spec §2): its title and ✕, the customer's name and account links (or
 * the login link) and liked shops for everyone (they live in the browser). Shared by the drawer
 * (MainMenu, lazy) and the menu the server draws for a tap made before the page's code has loaded
 * (MenuFallback). The drawer alone has log out (it also resets the browser's state, which needs
 * the code) and the pickers (kept out of the hidden copy, which every page carries).
 */
export function MenuContent({ closeProps, onNavigate, logout, user, children }: Props) {
  const { t } = useTranslation();
  const referrals = useSettingOn('referral_active');
  const reservations = useSettingOn('reservation_enable_for_user');
  const name = user ? [user.firstname, user.lastname].filter(Boolean).join(' ') : '';
  // Parcels (issue #18) only while the `active_parcel` setting is on.
  const parcels = useSettingOn('active_parcel');
  const links: Array<[string, string]> = [
    ['/', t('menu.home')],
    ...(reservations ? ([['/reservations', t('booking.menu')]] as Array<[string, string]>) : []),
    ...(user
      ? ([
          ['/profile', t('user.profile')],
          ['/saved-locations', t('addresses.menu')],
          ['/orders', t('user.orders')],
          ['/wallet', t('wallet.menu')],
          ...(referrals ? ([['/referrals', t('referrals.menu')]] as Array<[string, string]>) : []),
          ...(parcels ? ([['/parcels', t('parcels.title')]] as Array<[string, string]>) : []),
          ...(reservations ? ([['/reservations/mine', t('booking.mine.menu')]] as Array<[string, string]>) : []),
        ] as Array<[string, string]>)
      : []),
    ...(parcels ? ([['/parcel-checkout', t('parcels.sendLink')]] as Array<[string, string]>) : []),
    ['/liked', t('lists.liked.title')],
    // Content pages (issue #19).
    ['/recipes', t('content.menu.recipes')],
    ['/blog', t('content.menu.blog')],
    ['/help', t('content.menu.help')],
    ['/be-seller', t('applications.menu.seller')],
    ['/deliver', t('applications.menu.courier')],
  ];
  return (
    <>
      <div className="flex items-center justify-between border-b border-line p-3">
        <span className="px-2 text-lg font-semibold">{t('menu.title')}</span>
        <button type="button" {...closeProps} className={iconButton} aria-label={t('menu.close')}>
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
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to} onClick={onNavigate} className={menuLink}>
                {label}
              </Link>
            </li>
          ))}
          {user ? (
            logout && <li>{logout}</li>
          ) : (
            <li>
              <Link to="/login" onClick={onNavigate} className={menuLink}>
                {t('header.login')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {children}
    </>
  );
}
