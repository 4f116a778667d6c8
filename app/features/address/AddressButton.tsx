import { lazy, Suspense } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
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
 * Where the lists deliver to (the root loader's chosen address, the marketplace default until the
 * visitor picks one) and the entry to change it. Sits at the top of the shop lists, full width on
 * phones, so it is reachable with a thumb.
 */
export function AddressButton() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const dialog = useLazyDialog();
  const { pathname } = useLocation();
  if (!root) return null;
  const { address } = root;
  const look = `flex w-full cursor-pointer list-none items-center gap-3 rounded-2xl border border-line bg-surface-raised px-4 py-3 text-start shadow-sm hover:bg-line/40 sm:w-auto sm:max-w-xl [&::-webkit-details-marker]:hidden ${focusRing}`;
  const field = `mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2 text-ink ${focusRing}`;
  return (
    <>
      {/* Without JavaScript the summary opens a plain form (text and coordinates) that posts the
          same action; with it, the tap opens the dialog with the map instead. */}
      <details>
        <summary
          data-testid="address-button"
          onClick={(event) => {
            event.preventDefault();
            dialog.show();
          }}
          className={look}
        >
          <span className="text-brand">
            <PinIcon className="size-6" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs text-ink-muted">{address.isDefault ? t('address.default_label') : t('address.label')}</span>
            <AddressText address={address.address || t('address.pick')} className="font-semibold" />
          </span>
          <span className="text-sm font-medium text-brand">{t('address.change')}</span>
        </summary>
        <form method="post" action="/address" className="mt-3 grid max-w-xl gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="address" />
          <input type="hidden" name="redirectTo" value={pathname} />
          <label className="text-sm font-medium sm:col-span-2">
            {t('address.field')}
            <input name="address" required maxLength={300} defaultValue={address.address} className={field} />
          </label>
          <label className="text-sm font-medium">
            {t('address.latitude')}
            <input name="latitude" type="number" required step="any" min={-90} max={90} defaultValue={address.location.latitude} className={field} />
          </label>
          <label className="text-sm font-medium">
            {t('address.longitude')}
            <input name="longitude" type="number" required step="any" min={-180} max={180} defaultValue={address.location.longitude} className={field} />
          </label>
          <button type="submit" className={`rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-ink sm:col-span-2 ${focusRing}`}>
            {t('address.save')}
          </button>
        </form>
      </details>
      {dialog.requested && (
        <Suspense fallback={null}>
          <AddressDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            current={address}
            tileUrl={root.settings.map_tile_url ?? ''}
          />
        </Suspense>
      )}
    </>
  );
}
