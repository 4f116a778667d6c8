import type { Paginated } from '../../../contract/http';
import type { ProductSearchQuery, ProductSearchResult } from '../../../contract/products';
import type { ShopCard, ShopSearchQuery } from '../../../contract/shops';
import type { ApiClient } from '../../lib/api/client';

/** Calls of the header search and the /search page (contract SH4, P3), one line each. */
export const searchApi = {
  shops: (api: ApiClient, query: ShopSearchQuery) => api.get<Paginated<ShopCard>>('rest/shops/search', { ...query }),
  products: (api: ApiClient, query: Omit<ProductSearchQuery, 'address'> & { address?: { latitude: number; longitude: number } }) =>
    api.get<Paginated<ProductSearchResult>>('rest/products/search', { ...query }),
};
