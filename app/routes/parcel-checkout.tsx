import { useRouteLoaderData } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { loadParcelCheckout } from '../features/parcels/load-parcel-checkout';
import { parcelCheckoutAction, type ParcelCheckoutActionData } from '../features/parcels/parcel-checkout-action';
import { ParcelCheckoutForm } from '../features/parcels/ParcelCheckoutForm';
import { withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { loader as rootLoader } from '../root';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/parcel-checkout';

/**
 * /parcel-checkout (issue #18): send a parcel across town. Shown while `active_parcel` is on
 * (else the not-found page), sign-in only, private (noindex, never cached). The form posts to
 * this route's action (PC3), which redirects to /parcels/{id}.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => ({ title: t('parcels.checkout.title'), description: t('parcels.checkout.description') })),
  { name: 'robots', content: 'noindex' },
];

export const loader = withRouteErrors(({ request, context }: Route.LoaderArgs) => loadParcelCheckout(request, context));

export const action = ({ request, context }: Route.ActionArgs) => parcelCheckoutAction(request, context);

export default function ParcelCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <main className="mx-auto grid max-w-5xl gap-4 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold">{t('parcels.checkout.title')}</h1>
        <p className="text-ink-muted">{t('parcels.checkout.description')}</p>
      </div>
      <ParcelCheckoutForm page={loaderData} currency={root?.currency ?? null} tileUrl={root?.settings.map_tile_url ?? ''} refused={actionData as ParcelCheckoutActionData | undefined} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
