import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Parcel } from '../../../contract/parcels';
import type { loader as rootLoader } from '../../root';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';

// The order page's two-pin map (Leaflet, its own chunk, loaded after hydration): pickup and drop-off.
const OrderMapView = lazy(() => import('../orders/OrderMapView'));

const box = 'h-48 rounded-xl border border-line bg-line/50';

/** Both ends of the parcel on one small map, to look at only; the server draws an empty box of its size. */
export function ParcelMap({ parcel }: { parcel: Pick<Parcel, 'address_from' | 'address_to'> }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const hydrated = useRenderedInBrowser();
  if (!hydrated) return <div className={box} />;
  return (
    <Suspense fallback={<div className={box} />}>
      <OrderMapView shop={parcel.address_from} destination={parcel.address_to} tileUrl={root?.settings.map_tile_url ?? ''} label={t('parcels.map.label')} />
    </Suspense>
  );
}
