import { z } from 'zod';
import { langQuery, MAX_PAGE, pageQuery, queryBool, queryInt } from './http';

/** Contract §4.7 category kinds: `shop` groups shops, `main` groups products, `receipt` recipes. */
export const categoryType = z.enum(['shop', 'main', 'sub_shop', 'receipt', 'career']);
export type CategoryType = z.infer<typeof categoryType>;

export const publishStatus = z.enum(['pending', 'published', 'unpublished']);

/**
 * `active` / `status` as sent by the storefront (C3, C4). Public lists only ever contain active,
 * published categories; other values are valid input that simply match nothing.
 */
const visibilityQuery = z.object({
  active: queryBool.optional(),
  status: publishStatus.optional(),
});

/** C1/C2 `rest/categories/paginate`: root categories of one type, with their children. */
export const categoryListQuery = pageQuery
  .extend(langQuery.shape)
  .extend(visibilityQuery.shape)
  .extend({
    type: categoryType.default('main'),
    search: z.string().trim().max(100).optional(),
  });
export type CategoryListQuery = z.input<typeof categoryListQuery>;

/** C3 `rest/categories/{uuid}`. */
export const categoryDetailQuery = langQuery.extend(visibilityQuery.shape);

/**
 * C4 `rest/shops/{id}/categories`: the product categories a shop sells in. The restaurant layout
 * sends no page size and wants the whole menu, hence the larger default.
 */
export const shopCategoriesQuery = langQuery.extend(visibilityQuery.shape).extend({
  page: queryInt(1, MAX_PAGE).default(1),
  perPage: queryInt(1, 100).default(100),
});

/** C5 `rest/categories/sub-shop/{id}`: the sub-categories of a shop category. */
export const subShopCategoriesQuery = pageQuery.extend(langQuery.shape);

/** B1 `rest/brands/paginate`. */
export const brandListQuery = pageQuery.extend(langQuery.shape).extend({
  category_id: queryInt().optional(),
  shop_id: queryInt().optional(),
  search: z.string().trim().max(100).optional(),
});
export type BrandListQuery = z.input<typeof brandListQuery>;

export const categoryTranslation = z.object({
  locale: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});

/** Category (contract §3.22); `input` is the ascending sort key. */
export const category = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: categoryType,
  parent_id: z.number().int().nullable(),
  img: z.string().nullable(),
  input: z.number().int(),
  active: z.boolean(),
  status: publishStatus,
  translation: categoryTranslation.nullable(),
  get children(): z.ZodArray<typeof category> {
    return z.array(category);
  },
});
export type Category = z.infer<typeof category>;

/** Brand (contract §3.22); `products_count` counts the visible products the filters matched. */
export const brand = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  img: z.string().nullable(),
  active: z.boolean(),
  products_count: z.number().int(),
});
export type Brand = z.infer<typeof brand>;
