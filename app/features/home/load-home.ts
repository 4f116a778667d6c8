import type { Blog, BlogSummary } from '../../../contract/blog';
import type { Brand, Category } from '../../../contract/categories';
import type { Paginated } from '../../../contract/http';
import type { Banner, StoryGroups } from '../../../contract/marketing';
import type { ShopCard, ShopListQuery } from '../../../contract/shops';
import { ApiResponseError, type ApiClient } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';
import { notFoundError } from '../../lib/not-found';
import { addressQuery, readChosenAddress } from '../address/chosen-address';
import { blogApi } from '../blog/api';
import { marketingApi } from '../marketing/api';
import { sectionShops } from '../browse/shop-sections';
import { homeApi } from './api';
import { resolveHomeLayout } from './layout';
import { readShopFilter, shopFilterLinks, shopFilterQuery } from './shop-filter';

export const ALL_SHOPS_PER_PAGE = 12;
const RAIL_SIZE = 10;

/** A section that fails shows nothing rather than failing the page (logged by the API client). */
const orEmpty = <T>(call: Promise<Paginated<T>>): Promise<T[]> => call.then((r) => r.data).catch(() => []);

/** SH8: 2xx ⇒ someone delivers here; a 4xx ⇒ nobody does. Other failures do not hide the lists. */
async function deliversHere(api: ApiClient, point: { latitude: number; longitude: number }): Promise<boolean> {
  try {
    await homeApi.deliveryZoneCheck(api, point);
    return true;
  } catch (error) {
    return !(error instanceof ApiResponseError && error.status >= 400 && error.status < 500);
  }
}

/** `?news={uuid}` (spec §2): the item, or null when it does not exist. */
function newsItem(api: ApiClient, uuid: string | null): Promise<Blog | null> {
  if (!uuid) return Promise.resolve(null);
  return blogApi.blog(api, uuid).then((r) => r.data, () => null);
}

/** BL3 for layout 2's "From our blog" card: the newest post without its body (null when none). */
async function latestBlogPost(api: ApiClient): Promise<BlogSummary | null> {
  try {
    const { translation, ...post } = (await blogApi.lastBlog(api)).data;
    return { ...post, translation: translation && { locale: translation.locale, title: translation.title, short_desc: translation.short_desc } };
  } catch {
    return null; // none published yet (404), or the block is left out like the other lists
  }
}

/**
 * Everything the home page shows, fetched in parallel once the layout is known (the settings are
 * cached by the API, so asking for `ui_type` first costs next to nothing).
 */
export async function loadHome(api: ApiClient, url: URL, addressCookie: string | undefined) {
  const settings = Object.fromEntries((await endpoints.settings(api)).data.map((s) => [s.key, s.value]));
  const params = url.searchParams;
  const v = params.get('v');
  const layout = resolveHomeLayout(settings.ui_type, v);
  const chosen = readChosenAddress(addressCookie, settings);
  const { address } = addressQuery(chosen);
  const near = { address };
  // The shop rails are the first page of their "See all" lists (browse/shop-sections.ts).
  const rail = { ...near, perPage: RAIL_SIZE };
  const common = Promise.all([
    deliversHere(api, address),
    orEmpty<Category>(homeApi.categories(api, { type: 'shop', perPage: 20 })),
    orEmpty<Banner>(marketingApi.banners(api, { perPage: 10, ...near })),
    marketingApi.stories(api, near).catch((): StoryGroups => []),
    orEmpty<Banner>(marketingApi.ads(api, { perPage: 6, ...near })),
    newsItem(api, params.get('news')),
  ]);
  const base = { v, address: chosen.address };

  if (layout === 2) {
    const [[inZone, categories, banners, stories, ads, news], brands, popular, offers, newsList, latestPost] = await Promise.all([
      common,
      orEmpty<Brand>(homeApi.brands(api, { perPage: 12 })),
      orEmpty<ShopCard>(sectionShops(api, 'popular', rail)),
      orEmpty<ShopCard>(sectionShops(api, 'offers', rail)),
      orEmpty<BlogSummary>(blogApi.blogs(api, { type: 'notification', perPage: 6 })),
      latestBlogPost(api),
    ]);
    return {
      ...base, layout, inZone, categories, banners, stories, ads, news,
      brands, popular, offers, newsList, latestPost, parcel: settings.active_parcel === '1',
    } as const;
  }

  const filter = readShopFilter(params);
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const query: ShopListQuery = { ...near, ...shopFilterQuery(filter), perPage: ALL_SHOPS_PER_PAGE };
  const [[inZone, categories, banners, stories, ads, news], open, verified, recommended, all] = await Promise.all([
    common,
    orEmpty<ShopCard>(sectionShops(api, 'open', rail)),
    orEmpty<ShopCard>(sectionShops(api, 'verified', rail)),
    orEmpty<ShopCard>(sectionShops(api, 'recommended', rail)),
    homeApi.shops(api, { ...query, page }),
  ]);
  if (page > 1 && page > all.meta.last_page) throw notFoundError('list_page');
  return {
    ...base, layout, inZone, categories, banners, stories, ads, news,
    open, verified, recommended: inZone ? recommended : [],
    activeCategory: filter.category_id,
    links: shopFilterLinks(filter, categories.map((c) => c.id), { v: v ?? undefined }),
    all: { query, shops: all.data, page: all.meta.current_page, lastPage: all.meta.last_page },
  } as const;
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;

/**
 * The home data a first page load carries for the browser: the static blocks stay as the server
 * drew them (StaticBlock), so the lists only they show are left out (see app/lib/document-only.ts).
 * The stories (for the viewer), the "all" list and the news item are what the browser runs.
 */
export function homeDataOnPage<T extends HomeData>(data: T): T {
  return data.layout === 2
    ? { ...data, categories: [], banners: [], brands: [], popular: [], ads: [], offers: [], newsList: [], latestPost: null }
    : { ...data, categories: [], banners: [], open: [], verified: [], recommended: [], ads: [] };
}
