import type { Envelope, Paginated } from '../../../contract/http';
import type { MarketplaceStat, Page, PageListQuery } from '../../../contract/pages';
import type { ApiClient } from '../../lib/api/client';

/** Static pages and figures (contract §2.22 PG2, PG4, PG5, PG7), one line per call. */
export const pagesApi = {
  pages: (api: ApiClient, query: PageListQuery) => api.get<Paginated<Page>>('rest/pages/paginate', { ...query }),
  privacy: (api: ApiClient) => api.get<Envelope<Page>>('rest/policy'),
  terms: (api: ApiClient) => api.get<Envelope<Page>>('rest/term'),
  stat: (api: ApiClient) => api.get<Envelope<MarketplaceStat>>('rest/stat'),
};
