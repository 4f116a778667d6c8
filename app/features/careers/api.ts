import type { Career, CareerListQuery, CareerSummary } from '../../../contract/careers';
import type { Category, CategoryListQuery } from '../../../contract/categories';
import type { Envelope, Paginated } from '../../../contract/http';
import type { ApiClient } from '../../lib/api/client';

/** Careers (contract §2.20 CR1–CR2), one line per call. */
export const careersApi = {
  careers: (api: ApiClient, query: CareerListQuery) => api.get<Paginated<CareerSummary>>('rest/careers/paginate', { ...query }),
  career: (api: ApiClient, id: number) => api.get<Envelope<Career>>(`rest/careers/${id}`),
  /** Career categories are categories of type `career`. */
  categories: (api: ApiClient, query: Omit<CategoryListQuery, 'type'>) => api.get<Paginated<Category>>('rest/categories/paginate', { ...query, type: 'career' }),
};
