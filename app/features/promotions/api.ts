import type { Envelope, Paginated } from '../../../contract/http';
import type { Banner, BannerDetail, BannerDetailQuery, BannerListQuery } from '../../../contract/marketing';
import type { ApiClient } from '../../lib/api/client';

/** Banners and ads (contract §2.23 BN1–BN4), one line per call. */
export const promotionsApi = {
  banners: (api: ApiClient, query: BannerListQuery) => api.get<Paginated<Banner>>('rest/banners/paginate', { ...query }),
  banner: (api: ApiClient, id: number, query: BannerDetailQuery) => api.get<Envelope<BannerDetail>>(`rest/banners/${id}`, { ...query }),
  ads: (api: ApiClient, query: BannerListQuery) => api.get<Paginated<Banner>>('rest/banners-ads', { ...query }),
  ad: (api: ApiClient, id: number, query: BannerDetailQuery) => api.get<Envelope<BannerDetail>>(`rest/banners-ads/${id}`, { ...query }),
};
