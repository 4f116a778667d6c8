import { cachePolicy } from '../../contract/cache-policy';
import { withRouteErrors } from '../lib/api/route-errors';
import { contentMeta } from '../features/pages/content-meta';
import { useHtmlParts } from '../features/pages/OperatorHtml';
import { loadRecipe } from '../features/recipes/recipe-loaders';
import { RecipeDetail } from '../features/recipes/RecipeDetail';
import type { Route } from './+types/recipe';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /recipes/{id} (issue #19, RC2): the recipe, its shop's products and "Add N items to cart". */
export const loader = withRouteErrors(async ({ request, context, params }: Route.LoaderArgs) => loadRecipe(request, context, params.id));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  contentMeta(matches, loaderData?.seo, (t) => ({
    title: loaderData?.recipe.translation?.title ?? t('recipes.title'),
    description: loaderData?.recipe.translation?.description ?? t('recipes.subtitle'),
  }));

export default function RecipePage({ loaderData }: Route.ComponentProps) {
  const html = useHtmlParts(loaderData.html);
  return <RecipeDetail recipe={loaderData.recipe} html={html} />;
}
