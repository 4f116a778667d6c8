import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { contentMeta } from '../features/pages/content-meta';
import { useHtmlParts } from '../features/pages/OperatorHtml';
import { loadAbout } from '../features/pages/page-loaders';
import { AboutView } from '../features/pages/PageViews';
import type { Route } from './+types/about';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /about (issue #19, PG2 + PG7): who runs the marketplace, its figures and its apps. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => loadAbout(request, context));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => ({
    title: loaderData?.sections.find((s) => s.type === 'about')?.title ?? t('about.title'),
    description: t('about.description'),
  }));

export default function About({ loaderData }: Route.ComponentProps) {
  const html = useHtmlParts(loaderData.html);
  return <AboutView sections={loaderData.sections} stat={loaderData.stat} html={html} />;
}
