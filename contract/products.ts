import { z } from 'zod';
import { categoryTranslation } from './categories';
import { langQuery, pageQuery, queryInt } from './http';

/** `currency_id` (contract §1.11): every amount below is already in that currency. */
export const currencyQuery = z.object({ currency_id: queryInt().optional() });

/**
 * Id lists arrive as `brand_ids[]=1`, `brand_ids[0]=1` or, from hand-written URLs, a single
 * `brand_ids=1` (contract §1.2).
 */
export const queryIntList = z.preprocess(
  (value) => (value === undefined || Array.isArray(value) ? value : [value]),
  z.array(queryInt()).max(50),
);

/** P1 `rest/shops/{id}/products`: the whole menu grouped by category, plus recommended. */
export const shopProductsQuery = langQuery.extend(currencyQuery.shape).extend({
  /** A sub-category id takes priority over its parent's: the client sends the narrower one. */
  category_id: queryInt().optional(),
  brand_ids: queryIntList.optional(),
});
export type ShopProductsQuery = z.input<typeof shopProductsQuery>;

/** `rest/shops/{id}/products/paginate` and `…/products/recommended/paginate`. */
export const shopProductPageQuery = pageQuery.extend(shopProductsQuery.shape);

/** `rest/products/paginate`. */
export const productListQuery = shopProductPageQuery.extend({ shop_id: queryInt().optional() });
export type ProductListQuery = z.input<typeof productListQuery>;

/** P2 `rest/products/{uuid}`. */
export const productDetailQuery = langQuery.extend(currencyQuery.shape);

/** P3 `rest/products/search`. */
export const productSearchQuery = pageQuery
  .extend(langQuery.shape)
  .extend(currencyQuery.shape)
  .extend({
    search: z.string().trim().min(1, 'Type something to search for').max(100),
    shop_id: queryInt().optional(),
    /** Only products of shops that deliver to this point. */
    address: z
      .object({
        latitude: z.coerce.number<string>().min(-90).max(90),
        longitude: z.coerce.number<string>().min(-180).max(180),
      })
      .optional(),
  });
export type ProductSearchQuery = z.input<typeof productSearchQuery>;

export const productTranslation = categoryTranslation;

export const unit = z.object({
  id: z.number().int(),
  translation: z.object({ locale: z.string(), title: z.string() }).nullable(),
});

/** Extra (contract §3.4): one value of one variant level. */
export const extra = z.object({
  id: z.number().int(),
  extra_group_id: z.number().int(),
  value: z.string(),
  group: z.object({
    id: z.number().int(),
    type: z.enum(['text', 'color', 'image']),
    translation: z.object({ locale: z.string(), title: z.string() }).nullable(),
  }),
});
export type Extra = z.infer<typeof extra>;

/**
 * Per-unit money of a stock (contract §3.3), in the requested currency:
 * `total_price = price − discount + tax`, with tax charged on the discounted price.
 */
const stockMoney = {
  price: z.number(),
  discount: z.number(),
  tax: z.number(),
  total_price: z.number(),
};

/** Stock as list payloads (cards, search) carry it: no addons. */
export const stockSummary = z.object({
  id: z.number().int(),
  countable_id: z.number().int(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  ...stockMoney,
  extras: z.array(extra),
});
export type StockSummary = z.infer<typeof stockSummary>;

export const productBase = z.object({
  id: z.number().int(),
  uuid: z.string(),
  shop_id: z.number().int(),
  img: z.string().nullable(),
  translation: productTranslation.nullable(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  /** Display multiplier (contract §5.3): shown amount = counter × interval. */
  interval: z.number(),
  unit: unit.nullable(),
});

/** Addon (contract §3.4): a product of its own, sold with its single stock. */
export const addon = z.object({
  id: z.number().int(),
  stock_id: z.number().int(),
  product: productBase.extend({
    stock: z.object({ id: z.number().int(), quantity: z.number().int(), ...stockMoney }).nullable(),
  }),
});
export type Addon = z.infer<typeof addon>;

export const stockDetail = stockSummary.extend({ addons: z.array(addon) });
export type StockDetail = z.infer<typeof stockDetail>;

/** Product in lists (contract §3.2): `stock` is its first variant. */
export const productSummary = productBase.extend({
  category_id: z.number().int().nullable(),
  brand_id: z.number().int().nullable(),
  is_recommended: z.boolean(),
  /** Tax in percent, as configured; `stock.tax` is the amount. */
  tax: z.number(),
  stock: stockSummary.nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;

const shopRef = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  translation: z.object({ locale: z.string(), title: z.string() }).nullable(),
});

/** P3 result row: `shop.id` links to the shop, `stocks[0].price` is shown. */
export const productSearchResult = productSummary.extend({ shop: shopRef, stocks: z.array(stockSummary) });
export type ProductSearchResult = z.infer<typeof productSearchResult>;

/** P2: every variant with its addons. */
export const productDetail = productSummary.extend({
  shop: shopRef,
  category: z.object({ id: z.number().int(), uuid: z.string(), translation: categoryTranslation.nullable() }).nullable(),
  brand: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  stocks: z.array(stockDetail),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** P1 `data.all[]`: a category with its products and its sub-categories (each with theirs). */
export const categoryWithProducts = z.object({
  id: z.number().int(),
  uuid: z.string(),
  img: z.string().nullable(),
  input: z.number().int(),
  translation: categoryTranslation.nullable(),
  products: z.array(productSummary),
  get children(): z.ZodArray<typeof categoryWithProducts> {
    return z.array(categoryWithProducts);
  },
});
export type CategoryWithProducts = z.infer<typeof categoryWithProducts>;

export const shopProducts = z.object({
  recommended: z.array(productSummary),
  all: z.array(categoryWithProducts),
});
export type ShopProducts = z.infer<typeof shopProducts>;
