import { lazy, Suspense, type MouseEvent } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useLazyDialog } from '../../ui/overlay/use-lazy-dialog';
import { focusRing } from '../../ui/styles';
import { AddressText } from './AddressText';

// The dialog (and Leaflet, which it loads in turn) is fetched on the first tap, never with the page.
const AddressDialog = lazy(() => import('./AddressDialog'));

export function PinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} fill-none stroke-current`} strokeWidth="1.8">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" strokeLinejoin="round" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/**
 * An entry to the address: a link to the plain form page (/address, for visitors without
 * JavaScript) that opens the map dialog instead once the page is interactive.
 */
function useAddressEntry() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const dialog = useLazyDialog();
  const { pathname, search } = useLocation();
  const link = {
    to: `/address?redirectTo=${encodeURIComponent(pathname + search)}`,
    onClick(event: MouseEvent) {
      event.preventDefault();
      dialog.show();
    },
  };
  const host =
    root && dialog.requested ? (
      <Suspense fallback={null}>
        <AddressDialog open={dialog.open} onOpenChange={dialog.setOpen} current={root.address} tileUrl={root.settings.map_tile_url ?? ''} />
      </Suspense>
    ) : null;
  return { address: root?.address, link, host };
}

/**
 * Where the lists deliver to (the root loader's chosen address, the marketplace default until the
 * visitor picks one) and the entry to change it. Sits at the top of the shop lists, full width on
 * phones, so it is reachable with a thumb.
 */
export function AddressButton() {
  const { t } = useTranslation();
  const { address, link, host } = useAddressEntry();
  if (!address) return null;
  return (
    <>
      <Link
        {...link}
        data-testid="address-button"
        className={`flex w-full items-center gap-3 rounded-2xl border border-line bg-surface-raised px-4 py-3 text-start shadow-sm hover:bg-line/40 sm:w-auto sm:max-w-xl ${focusRing}`}
      >
        <span className="text-brand">
          <PinIcon className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-ink-muted">{address.isDefault ? t('address.default_label') : t('address.label')}</span>
          <AddressText address={address.address || t('address.pick')} className="font-semibold" />
        </span>
        <span className="text-sm font-medium text-brand">{t('address.change')}</span>
      </Link>
      {host}
    </>
  );
}

/** The short entry beside a sentence that already names the address (the home page's). */
export function AddressChangeLink() {
  const { t } = useTranslation();
  const { link, host } = useAddressEntry();
  return (
    <>
      <Link {...link} data-testid="address-change" className={`shrink-0 font-medium text-brand underline-offset-4 hover:underline ${focusRing}`}>
        {t('address.change')}
      </Link>
      {host}
    </>
  );
}
