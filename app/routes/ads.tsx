import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { loadPromotionList } from '../features/promotions/promotion-loaders';
import { PromotionList } from '../features/promotions/PromotionViews';
import type { Route } from './+types/ads';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /ads: the ads (BN3) of shops delivering to the chosen address. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => loadPromotionList('ad', request, context));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('lists.ads.title'), description: t('lists.ads.description') }));

export default function Ads({ loaderData }: Route.ComponentProps) {
  return <PromotionList kind="ad" {...loaderData} />;
}
