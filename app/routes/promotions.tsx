import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { loadPromotionList } from '../features/promotions/promotion-loaders';
import { PromotionList } from '../features/promotions/PromotionViews';
import type { Route } from './+types/promotions';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /promotion: the banners (BN1) of shops delivering to the chosen address. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => loadPromotionList('banner', request, context));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('lists.promotions.title'), description: t('lists.promotions.description') }));

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionList kind="banner" {...loaderData} />;
}
