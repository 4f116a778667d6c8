import type { Faq, FaqListQuery } from '../../../contract/faqs';
import type { Paginated } from '../../../contract/http';
import type { ApiClient } from '../../lib/api/client';

/** FAQ and its search (contract §2.21 F1). */
export const helpApi = {
  faqs: (api: ApiClient, query: FaqListQuery) => api.get<Paginated<Faq>>('rest/faqs/paginate', { ...query }),
};
