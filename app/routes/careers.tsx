import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { loadCareerList } from '../features/careers/career-loaders';
import { CareerList } from '../features/careers/CareerViews';
import { contentMeta } from '../features/pages/content-meta';
import type { Route } from './+types/careers';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /careers (issue #19, CR1): open positions, filtered by category with links. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => loadCareerList(request, context));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => ({ title: t('careers.title'), description: t('careers.subtitle') }));

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareerList {...loaderData} />;
}
