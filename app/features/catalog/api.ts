import type { Branch } from '../../../contract/branches';
import type { Envelope, Paginated } from '../../../contract/http';
import type { ProductDetail, ProductSearchResult, ProductSummary, ShopProducts } from '../../../contract/products';
import type { ShopCard, ShopDetail, ShopListQuery, ShopReview } from '../../../contract/shops';
import type { ApiClient } from '../../lib/api/client';

/** Amounts come back in this currency (contract §1.11). */
type InCurrency = { currency_id?: number | undefined };
type Page = { page?: number | undefined; perPage?: number | undefined };
const key = (id: string | number) => encodeURIComponent(String(id));

/**
 * Catalog calls of the storefront, one line each, paths as in the contract. Several features add
 * to this object: append new lines at the end.
 */
export const catalogApi = {
  shops: (api: ApiClient, query: ShopListQuery) => api.get<Paginated<ShopCard>>('rest/shops/paginate', { ...query }),
  /** SH2: `id` is a numeric id, a uuid or a slug. */
  shop: (api: ApiClient, id: string, query: InCurrency = {}) => api.get<Envelope<ShopDetail>>(`rest/shops/${key(id)}`, query),
  shopProducts: (api: ApiClient, id: string, query: InCurrency = {}) => api.get<Envelope<ShopProducts>>(`rest/shops/${key(id)}/products`, query),
  shopReviews: (api: ApiClient, id: string, query: Page = {}) => api.get<Paginated<ShopReview>>(`rest/shops/${key(id)}/reviews`, query),
  branches: (api: ApiClient, query: Page & { shop_id: number }) => api.get<Paginated<Branch>>('rest/branches', query),
  products: (api: ApiClient, query: Page & InCurrency & { shop_id?: number }) => api.get<Paginated<ProductSummary>>('rest/products/paginate', query),
  productSearch: (api: ApiClient, query: Page & InCurrency & { search: string; shop_id?: number }) =>
    api.get<Paginated<ProductSearchResult>>('rest/products/search', query),
  product: (api: ApiClient, uuid: string, query: InCurrency = {}) => api.get<Envelope<ProductDetail>>(`rest/products/${key(uuid)}`, query),
};
