import type { Paginated } from '../../../contract/http';
import type { Banner, BannerListQuery, StoryGroups, StoryListQuery } from '../../../contract/marketing';
import type { ApiClient } from '../../lib/api/client';

/** Banners, ads and stories (contract §2.23), one line each. */
export const marketingApi = {
  banners: (api: ApiClient, query: BannerListQuery) => api.get<Paginated<Banner>>('rest/banners/paginate', { ...query }),
  ads: (api: ApiClient, query: BannerListQuery) => api.get<Paginated<Banner>>('rest/banners-ads', { ...query }),
  /** ST1: a bare array with one array of stories per shop (§1.5). */
  stories: (api: ApiClient, query: StoryListQuery) => api.get<StoryGroups>('rest/stories/paginate', { ...query }),
};
