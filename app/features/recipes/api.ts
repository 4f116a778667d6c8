import type { Category, CategoryListQuery } from '../../../contract/categories';
import type { Envelope, Paginated } from '../../../contract/http';
import type { Recipe, RecipeCard, RecipeListQuery } from '../../../contract/recipes';
import type { ApiClient } from '../../lib/api/client';

/** Recipes (contract §2.18 RC1–RC2; "receipts" in the paths), one line per call. */
export const recipesApi = {
  recipes: (api: ApiClient, query: RecipeListQuery) => api.get<Paginated<RecipeCard>>('rest/receipts/paginate', { ...query }),
  recipe: (api: ApiClient, id: number, currencyId: number | undefined) => api.get<Envelope<Recipe>>(`rest/receipts/${id}`, { currency_id: currencyId }),
  /** Recipe categories are categories of type `receipt`. */
  categories: (api: ApiClient, query: Omit<CategoryListQuery, 'type'>) =>
    api.get<Paginated<Category>>('rest/categories/paginate', { ...query, type: 'receipt' }),
};
