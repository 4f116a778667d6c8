import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { loadPromotion } from '../features/promotions/promotion-loaders';
import { PromotionDetail } from '../features/promotions/PromotionViews';
import type { Route } from './+types/promotion';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /promotion/{id}: one banner (BN2) and the shops taking part. */
export const loader = withRouteErrors(async ({ request, context, params }: Route.LoaderArgs) => loadPromotion('banner', request, context, params.id));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => {
    const title = loaderData?.promotion.translation?.title ?? t('lists.promotions.title');
    return { title, description: loaderData?.promotion.translation?.description ?? t('lists.promotions.description') };
  });

export default function Promotion({ loaderData }: Route.ComponentProps) {
  return <PromotionDetail kind="banner" {...loaderData} />;
}
