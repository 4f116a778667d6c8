import type { AppLoadContext } from 'react-router';
import { recipeJsonLd } from '../../lib/content-jsonld';
import { sanitizeOperatorHtml } from '../../lib/operator-html';
import { assertPage, idParam, orNotFound } from '../browse/list-request';
import { contentRequest, listHref, optionalId } from '../pages/content-request';
import { keepHtml } from '../pages/OperatorHtml';
import { recipesApi } from './api';

/** RC1 page size (contract §2.18). */
export const RECIPES_PER_PAGE = 12;

/**
 * /recipes: one page of recipe cards (RC1), optionally of one category (`?category_id=`, links),
 * and the recipe categories for the filter. A failing category list leaves the filter out.
 */
export async function loadRecipeList(request: Request, context: AppLoadContext) {
  const { api, url, page, origin } = contentRequest(request, context);
  const categoryId = optionalId(url.searchParams.get('category_id'));
  const [recipes, categories] = await Promise.all([
    recipesApi.recipes(api, { page, perPage: RECIPES_PER_PAGE, category_id: categoryId }),
    recipesApi.categories(api, { perPage: 50 }).then(
      (r) => r.data.map((c) => ({ id: c.id, title: c.translation?.title ?? '' })).filter((c) => c.title),
      () => [],
    ),
  ]);
  assertPage(page, recipes.meta.last_page);
  return {
    recipes: recipes.data,
    categories,
    categoryId,
    page: recipes.meta.current_page,
    lastPage: recipes.meta.last_page,
    seo: { canonical: origin + listHref('/recipes', { category_id: categoryId }, page) },
  };
}

/** /recipes/{id}: the recipe (RC2) in the chosen currency, its HTML sanitised, and its JSON-LD. */
export async function loadRecipe(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = idParam(rawId);
  const { api, origin, currencyId } = contentRequest(request, context);
  const { data: recipe } = await orNotFound(recipesApi.recipe(api, id, currencyId));
  const ingredients = sanitizeOperatorHtml(recipe.ingredient?.title);
  const instructions = sanitizeOperatorHtml(recipe.instruction?.title);
  const canonical = `${origin}/recipes/${recipe.id}`;
  const jsonLd = recipeJsonLd({
    url: canonical,
    name: recipe.translation?.title ?? '',
    description: recipe.translation?.description,
    image: recipe.bg_img ?? recipe.img,
    category: recipe.category?.translation?.title,
    activeMinutes: recipe.active_time,
    totalMinutes: recipe.total_time,
    calories: recipe.calories,
    servings: recipe.servings,
    ingredientsHtml: ingredients,
    instructionsHtml: instructions,
    datePublished: recipe.created_at,
    author: recipe.shop.translation?.title ?? recipe.shop.slug,
  });
  // The HTML travels apart (keepHtml); the rest of the recipe without it.
  const { ingredient: _ingredient, instruction: _instruction, ...rest } = recipe;
  return {
    recipe: rest,
    html: keepHtml(context, { ingredients, instructions }),
    seo: { canonical, image: recipe.bg_img ?? recipe.img, jsonLd },
  };
}
