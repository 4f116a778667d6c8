import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { Avatar } from '../../ui/Avatar';
import { Dropdown, menuItem, menuKeyDown } from '../../ui/Dropdown';
import type { SessionUser } from './session-user';
import { LogoutForm } from './LogoutForm';
import { useSettingOn } from '../../lib/use-setting-on';

/**
 * The signed-in customer's menu in the desktop header (spec §2): avatar and name, then profile,
 * saved locations, orders, wallet, referrals (when the programme is on), liked shops and logout. Loaded only when someone is signed in, so visitors do not download it.
 */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const referrals = useSettingOn('referral_active');
  const parcels = useSettingOn('active_parcel');
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  const reservations = useSettingOn('reservation_enable_for_user');
  return (
    <Dropdown
      label={t('user.menu')}
      button={
        <>
          <Avatar img={user.img} alt="" className="size-8" />
          <span className="max-w-32 truncate">{user.firstname || name}</span>
        </>
      }
    >
      <p className="truncate px-3 py-2 text-sm font-semibold">{name}</p>
      <ul>
        <li>
          <Link to="/profile" onKeyDown={menuKeyDown} className={`block ${menuItem}`}>
            {t('user.profile')}
          </Link>
        </li>
        <li>
          <Link to="/saved-locations" onKeyDown={menuKeyDown} className={`block ${menuItem}`}>
            {t('addresses.menu')}
          </Link>
        </li>
        <li>
          <Link to="/orders" onKeyDown={menuKeyDown} className={`block ${menuItem}`}>
            {t('user.orders')}
          </Link>
        </li>
        {parcels && (
          <li>
            <Link to="/parcels" onKeyDown={menuKeyDown} className={`block ${menuItem}`}>
              {t('parcels.title')}
            </Link>
          </li>
        )}
        <li>
          <Link to="/wallet" onKeyDown={menuKeyDown} className={`block ${menuItem}`}>
            {t('wallet.menu')}
          </Link>
        </li>
        {referrals && (
          <li>
            <Link to="/referrals" onKeyDown={menuKeyDown} className={`block ${menuItem}`}>
              {t('referrals.menu')}
            </Link>
          </li>
        )}
        {reservations && (
          <li>
            <Link to="/reservations/mine" onKeyDown={menuKeyDown} className={`block ${menuItem}`}>
              {t('booking.mine.menu')}
            </Link>
          </li>
        )}
        <li>
          <Link to="/liked" onKeyDown={menuKeyDown} className={`block ${menuItem}`}>
            {t('lists.liked.title')}
          </Link>
        </li>
        <li>
          <LogoutForm>
            <button type="submit" onKeyDown={menuKeyDown} className={menuItem}>
              {t('user.logout')}
            </button>
          </LogoutForm>
        </li>
      </ul>
    </Dropdown>
  );
}
