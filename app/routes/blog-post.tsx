import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { loadBlogPost } from '../features/blog/blog-loaders';
import { BlogArticle } from '../features/blog/BlogViews';
import { contentMeta } from '../features/pages/content-meta';
import { useHtmlParts } from '../features/pages/OperatorHtml';
import type { Route } from './+types/blog-post';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /blog/{uuid} (issue #19, BL2): one post, its HTML sanitised; Article JSON-LD. */
export const loader = withRouteErrors(async ({ request, context, params }: Route.LoaderArgs) => loadBlogPost(request, context, params.id));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => ({
    title: loaderData?.post.translation?.title ?? t('blog.title'),
    description: loaderData?.post.translation?.short_desc ?? t('blog.subtitle'),
  }));

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const html = useHtmlParts(loaderData.html);
  return <BlogArticle post={loaderData.post} html={html} url={loaderData.seo.canonical} />;
}
