import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { contentMeta } from '../features/pages/content-meta';
import { loadRecipeList } from '../features/recipes/recipe-loaders';
import { RecipeList } from '../features/recipes/RecipeList';
import type { Route } from './+types/recipes';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /recipes (issue #19, RC1): recipe cards, 12 a page, filtered by category with links. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => loadRecipeList(request, context));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => {
    const category = loaderData?.categories.find((c) => c.id === loaderData.categoryId)?.title;
    return { title: category ? `${category} · ${t('recipes.title')}` : t('recipes.title'), description: t('recipes.subtitle') };
  });

export default function Recipes({ loaderData }: Route.ComponentProps) {
  return <RecipeList {...loaderData} />;
}
