import type { Brand, BrandListQuery, Category, CategoryListQuery } from '../../../contract/categories';
import type { Envelope, Paginated } from '../../../contract/http';
import type { ProductListQuery, ProductSummary } from '../../../contract/products';
import type { ShopCard, ShopDetail, ShopListQuery } from '../../../contract/shops';
import type { ApiClient } from '../../lib/api/client';

/** The calls of the list pages (/shop, /shop-category, /brands, /liked), one line each. */
export const browseApi = {
  shops: (api: ApiClient, query: ShopListQuery) => api.get<Paginated<ShopCard>>('rest/shops/paginate', { ...query }),
  /** SH2 by id, uuid or slug; the detail is a superset of the card. */
  shop: (api: ApiClient, key: string | number) => api.get<Envelope<ShopDetail>>(`rest/shops/${encodeURIComponent(key)}`),
  categories: (api: ApiClient, query: CategoryListQuery) => api.get<Paginated<Category>>('rest/categories/paginate', { ...query }),
  brands: (api: ApiClient, query: BrandListQuery) => api.get<Paginated<Brand>>('rest/brands/paginate', { ...query }),
  brand: (api: ApiClient, id: number) => api.get<Envelope<Brand>>(`rest/brands/${id}`),
  /** `brand_ids[]=` (the schema's preprocess makes its input type `unknown`, hence the own type). */
  products: (api: ApiClient, query: Omit<ProductListQuery, 'brand_ids'> & { brand_ids?: number[] }) =>
    api.get<Paginated<ProductSummary>>('rest/products/paginate', { ...query }),
};
