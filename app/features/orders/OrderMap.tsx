import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Order } from '../../../contract/orders';
import type { loader as rootLoader } from '../../root';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';

const OrderMapView = lazy(() => import('./OrderMapView'));

const box = 'h-48 rounded-xl border border-line bg-line/50';

/**
 * The map of the order detail (shop and delivery point). Leaflet is its own chunk, loaded after
 * the page has hydrated: the server draws an empty box of the map's size, so nothing moves.
 */
export function OrderMap({ order }: { order: Order }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const hydrated = useRenderedInBrowser();
  const destination = order.delivery_type === 'delivery' ? order.location : null;
  const label = destination ? t('order.map.delivery') : t('order.map.pickup');
  if (!hydrated) return <div className={box} />;
  return (
    <Suspense fallback={<div className={box} />}>
      <OrderMapView shop={order.shop.location} destination={destination} tileUrl={root?.settings.map_tile_url ?? ''} label={label} />
    </Suspense>
  );
}
