import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { loadCareer } from '../features/careers/career-loaders';
import { CareerDetail } from '../features/careers/CareerViews';
import { contentMeta } from '../features/pages/content-meta';
import { useHtmlParts } from '../features/pages/OperatorHtml';
import type { Route } from './+types/career';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /careers/{id} (issue #19, CR2): one position and how to apply. */
export const loader = withRouteErrors(async ({ request, context, params }: Route.LoaderArgs) => loadCareer(request, context, params.id));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => ({
    title: loaderData?.career.translation?.title ?? t('careers.title'),
    description: [loaderData?.career.translation?.title, loaderData?.career.translation?.address].filter(Boolean).join(' — ') || t('careers.subtitle'),
  }));

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  const html = useHtmlParts(loaderData.html);
  return <CareerDetail career={loaderData.career} html={html} />;
}
