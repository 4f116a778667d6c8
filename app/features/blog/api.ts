import type { Envelope, Paginated } from '../../../contract/http';
import type { Blog, BlogListQuery, BlogSummary } from '../../../contract/blog';
import type { ApiClient } from '../../lib/api/client';

/** Blogs and news (contract §2.19), one line each. News are blogs of type `notification`. */
export const blogApi = {
  blogs: (api: ApiClient, query: BlogListQuery) => api.get<Paginated<BlogSummary>>('rest/blogs/paginate', { ...query }),
  /** BL2/BL4: one post (or news item) by uuid. */
  blog: (api: ApiClient, uuid: string) => api.get<Envelope<Blog>>(`rest/blogs/${encodeURIComponent(uuid)}`),
  /** BL3: the newest post (404 while none is published). */
  lastBlog: (api: ApiClient) => api.get<Envelope<Blog>>('rest/last-blog/show'),
};
