import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { loadHelp } from '../features/help/help-loader';
import { HelpView } from '../features/help/HelpView';
import { contentMeta } from '../features/pages/content-meta';
import type { Route } from './+types/help';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /help (issue #19): FAQ (F1) with search and how to reach support; FAQPage JSON-LD. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => loadHelp(request, context));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => ({ title: t('help.title'), description: t('help.subtitle') }));

export default function Help({ loaderData }: Route.ComponentProps) {
  return <HelpView {...loaderData} />;
}
