import type { Paginated } from '../../../contract/http';
import type { Brand, BrandListQuery, Category, CategoryListQuery } from '../../../contract/categories';
import type { ShopCard, ShopListQuery } from '../../../contract/shops';
import type { ApiClient } from '../../lib/api/client';

/** Catalog calls of the home page (contract §2.3, §2.4), one line each. */
export const homeApi = {
  shops: (api: ApiClient, query: ShopListQuery) => api.get<Paginated<ShopCard>>('rest/shops/paginate', { ...query }),
  /** SH8: status only, 2xx ⇒ at least one shop delivers to the point. */
  deliveryZoneCheck: (api: ApiClient, address: { latitude: number; longitude: number }) =>
    api.get<unknown>('rest/shop/delivery-zone/check/distance', { address }),
  categories: (api: ApiClient, query: CategoryListQuery) => api.get<Paginated<Category>>('rest/categories/paginate', { ...query }),
  brands: (api: ApiClient, query: BrandListQuery) => api.get<Paginated<Brand>>('rest/brands/paginate', { ...query }),
};
