import { Suspense } from 'react';
import { Link } from 'react-router';
import { CartButton, customerCartButtonLoading } from '../../features/cart/CartButton';
import { bellLoading, NotificationsButton } from '../../features/notifications/NotificationsButton';
import { SearchEntry } from '../../features/search/SearchEntry';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { loadOnSignedInPage } from '../../lib/signed-in-page';
import { useRootStore } from '../../lib/store/RootStoreProvider';
import { Logo } from '../Logo';
import { lazyOnUse, ServerHtml } from '../ServerHtml';
import { focusRing } from '../styles';
import { MenuButton, MenuFallbackSlot } from './MenuButton';
import type { ShellPreferences } from './shell-preferences';

type Props = ShellPreferences & { sticky: boolean };

// Only signed-in customers see the user menu: visitors never download it.
const [loadUserMenu, UserMenu] = lazyOnUse(() => import('../../features/auth/UserMenu'));

/**
 * The signed-in customer's parts of the header, loading before hydration on their pages
 * (lib/signed-in-page.ts; entry.client.tsx waits for it).
 */
export const customerHeaderLoading = Promise.all([bellLoading, customerCartButtonLoading, loadOnSignedInPage(loadUserMenu)]);

// The pickers stay server HTML (native forms) until first used: their code is not on any page's
// first load. The drawer on phones has them too, from the same chunk.
const [loadPreferences, Preferences] = lazyOnUse(() => import('./Preferences'));

/**
 * A picker posted before its code arrived: come back to the page shown now, which after a client
 * navigation is not the one the kept HTML was rendered for.
 */
function backHere(form: HTMLFormElement) {
  const field = form.elements.namedItem('redirectTo');
  if (field instanceof HTMLInputElement) field.value = window.location.pathname + window.location.search;
}

/**
 * The full header (spec §2). Desktop and mobile variants are both rendered and CSS shows one at
 * the 1140px breakpoint, so the server's first paint is already right at any width.
 */
export function AppHeader({ sticky, ...prefs }: Props) {
  const { t, locale } = useTranslation();
  // The currency button shows the store's pick, which the saved store may change after hydration.
  const currency = useRootStore((s) => s.currency);
  const home = (
    <Link to="/" aria-label={t('header.home')} className={`rounded-full ${focusRing}`}>
      <Logo />
    </Link>
  );
  return (
    <header className={`${sticky ? 'sticky top-0' : 'relative'} z-20 border-b border-line bg-surface-raised`}>
      <div data-header="desktop" className="mx-auto hidden h-16 max-w-6xl items-center gap-2 px-4 min-[1140px]:flex">
        {/* Signed-in customers reach everything from the user menu (spec §2). */}
        {!prefs.user && <MenuButton {...prefs} />}
        {home}
        <SearchEntry />
        <div className="ms-auto flex items-center gap-1">
          <ServerHtml
            version={JSON.stringify([prefs.theme, prefs.locale, locale, currency?.id, prefs.languages, prefs.currencies])}
            loadOnUse={loadPreferences}
            onSubmit={backHere}
            routeLinks={false}
            className="flex items-center gap-1"
          >
            <Preferences theme={prefs.theme} languages={prefs.languages} locale={prefs.locale} currencies={prefs.currencies} />
          </ServerHtml>
          <NotificationsButton signedIn={prefs.user !== null} />
          <CartButton signedIn={prefs.user !== null} />
          {prefs.user ? (
            <Suspense fallback={<span aria-hidden="true" className="ms-2 inline-block h-10 w-28" />}>
              <div className="ms-2">
                <UserMenu user={prefs.user} />
              </div>
            </Suspense>
          ) : (
            <Link
              // The login page takes the way back from the Referer (auth-params#refererReturnPath).
              to="/login"
              className={`ms-2 rounded-full bg-brand px-5 py-2 text-sm font-semibold text-brand-ink hover:opacity-90 ${focusRing}`}
            >
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
      <div data-header="mobile" className="grid h-14 grid-cols-[1fr_auto_1fr] items-center px-2 min-[1140px]:hidden">
        <div>
          <MenuButton {...prefs} />
        </div>
        {home}
        {/* One row: at 360px the icons take the room they need and the logo moves a little. */}
        <div className="flex items-center justify-self-end">
          <SearchEntry mobile />
          <NotificationsButton signedIn={prefs.user !== null} />
          <CartButton signedIn={prefs.user !== null} />
        </div>
      </div>
      <MenuFallbackSlot user={prefs.user} />
    </header>
  );
}
