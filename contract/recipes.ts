import { z } from 'zod';
import { currencyQuery, productBase, stockSummary } from './products';
import { langQuery, pageQuery, queryInt } from './http';

/**
 * Recipes, "receipts" in the contract's paths (§2.18 RC1–RC2, §3.16). A recipe belongs to one
 * shop; its ingredients are that shop's stocks, so "Add N items to cart" is one CT2 call
 * `{shop_id: recipe.shop_id, products: [{stock_id, quantity: min_quantity}]}` with the
 * ingredients that are `available`.
 *
 *   GET rest/receipts/paginate  ?page&perPage=12&category_id&shop_id   cards, newest first
 *   GET rest/receipts/{id}      ?currency_id                           the whole recipe
 */

export const recipeMessages = { notFound: 'Recipe not found' } as const;

/** RC1. `category_id` is a recipe category (`rest/categories/paginate?type=receipt`). */
export const recipeListQuery = pageQuery.extend(langQuery.shape).extend({
  perPage: queryInt(1, 100).default(12),
  category_id: queryInt().optional(),
  shop_id: queryInt().optional(),
});
export type RecipeListQuery = z.input<typeof recipeListQuery>;

export const recipeDetailQuery = langQuery.extend(currencyQuery.shape);
export const recipeIdParams = z.object({ id: queryInt() });

const recipeShop = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  logo_img: z.string().nullable(),
  translation: z.object({ locale: z.string(), title: z.string() }).nullable(),
});

const recipeCategory = z.object({
  id: z.number().int(),
  translation: z.object({ locale: z.string(), title: z.string() }).nullable(),
});

/** RC1 card. Times are minutes. */
export const recipeCard = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  category_id: z.number().int().nullable(),
  img: z.string().nullable(),
  translation: z.object({ locale: z.string(), title: z.string(), description: z.string().nullable() }).nullable(),
  active_time: z.number().int(),
  total_time: z.number().int(),
  calories: z.number().int(),
  servings: z.number().int(),
  category: recipeCategory.nullable(),
  shop: recipeShop,
  created_at: z.string(),
});
export type RecipeCard = z.infer<typeof recipeCard>;

/**
 * An ingredient (§3.16 `stocks[]`): the shop's stock, priced in `currency_id`, with the quantity to
 * add (`min_quantity`) and its product. `available` = the product is on sale and the stock holds at
 * least `min_quantity`; unavailable ones are named and skipped by "Add N items".
 */
export const recipeStock = stockSummary.extend({
  min_quantity: z.number().int(),
  available: z.boolean(),
  product: productBase,
});
export type RecipeStock = z.infer<typeof recipeStock>;

/** RC2 `data` (§3.16). `ingredient.title` and `instruction.title` are operator HTML lists. */
export const recipe = recipeCard.extend({
  bg_img: z.string().nullable(),
  ingredient: z.object({ title: z.string().nullable() }).nullable(),
  instruction: z.object({ title: z.string().nullable() }).nullable(),
  nutritions: z.array(
    z.object({
      id: z.number().int(),
      weight: z.string(),
      percentage: z.number(),
      translation: z.object({ locale: z.string(), title: z.string() }).nullable(),
    }),
  ),
  stocks: z.array(recipeStock),
  /** Off the total when every ingredient is ordered together (requested currency). */
  discount_price: z.number(),
  discount_type: z.literal('fix'),
  /** Sum of `min_quantity × total_price` of the available ingredients. */
  origin_price: z.number(),
  /** `origin_price − discount_price`, never below 0. */
  total_price: z.number(),
});
export type Recipe = z.infer<typeof recipe>;
