import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { contentMeta } from '../features/pages/content-meta';
import { useHtmlParts } from '../features/pages/OperatorHtml';
import { loadPolicyPage } from '../features/pages/page-loaders';
import { PolicyView } from '../features/pages/PageViews';
import type { Route } from './+types/privacy';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /privacy (issue #19, PG4): the operator's page, sanitised. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => loadPolicyPage('privacy', request, context));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => ({
    title: loaderData?.page?.title ?? t('pages.privacy'),
    description: t('pages.privacy.description'),
  }));

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const html = useHtmlParts(loaderData.html);
  return <PolicyView kind="privacy" page={loaderData.page} html={html} />;
}
