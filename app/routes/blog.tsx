import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { loadBlogList } from '../features/blog/blog-loaders';
import { BlogList } from '../features/blog/BlogViews';
import { contentMeta } from '../features/pages/content-meta';
import type { Route } from './+types/blog';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /blog (issue #19, BL1): the marketplace's posts, 10 a page. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => loadBlogList(request, context));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => ({ title: t('blog.title'), description: t('blog.subtitle') }));

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogList {...loaderData} />;
}
