import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { loadPromotion } from '../features/promotions/promotion-loaders';
import { PromotionDetail } from '../features/promotions/PromotionViews';
import type { Route } from './+types/ad';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /ads/{id}: one ad (BN4) and the shops taking part. */
export const loader = withRouteErrors(async ({ request, context, params }: Route.LoaderArgs) => loadPromotion('ad', request, context, params.id));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => {
    const title = loaderData?.promotion.translation?.title ?? t('lists.ads.title');
    return { title, description: loaderData?.promotion.translation?.description ?? t('lists.ads.description') };
  });

export default function Ad({ loaderData }: Route.ComponentProps) {
  return <PromotionDetail kind="ad" {...loaderData} />;
}
