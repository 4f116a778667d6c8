import { data } from 'react-router';
import type { Branch } from '../../../../contract/branches';
import type { ProductDetail, ProductSearchResult, ShopProducts } from '../../../../contract/products';
import type { ShopDetail, ShopReview, WeekDay } from '../../../../contract/shops';
import { ApiResponseError, type ApiClient } from '../../../lib/api/client';
import { takesBookings } from '../../booking/takes-bookings';
import { catalogApi } from '../api';
import { shopWeekDay } from './shop-hours';

/** Reviews per page of the reviews section. */
export const REVIEWS_PER_PAGE = 6;
/** Search results shown at once (the API's largest page). */
const SEARCH_LIMIT = 100;
/** Branches listed in the info panel. */
const BRANCH_LIMIT = 20;

export type ShopPageRequest = {
  /** `{id}` of the path: numeric id, uuid or slug. */
  key: string;
  currencyId: number | undefined;
  /** `?q=`: search inside the shop. */
  query: string;
  /** `?product=`: the product deep link. */
  productUuid: string | null;
  reviewsPage: number;
  now: Date;
};

export type ShopPageData = {
  shop: ShopDetail;
  /** The whole menu, or null while searching. */
  menu: ShopProducts | null;
  search: { query: string; results: ProductSearchResult[]; total: number } | null;
  reviews: { items: ShopReview[]; page: number; lastPage: number; total: number };
  branches: Branch[];
  /** The `?product=` product when it belongs to this shop. */
  product: ProductDetail | null;
  /** Today in the shop's time zone, so server and browser show the same day. */
  today: WeekDay;
  /** The shop takes table reservations (issue #18): a plain "Reserve a table" link. */
  reservations: boolean;
};

const isNotFound = (e: unknown) => e instanceof ApiResponseError && e.status === 404;
/** A missing optional part (an old product link) is left out; anything else is a real error. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e)));

/** Everything the shop page shows, in two rounds: what the path key can ask for, then what needs the numeric id. */
export async function loadShopPage(api: ApiClient, req: ShopPageRequest): Promise<ShopPageData> {
  const money = { currency_id: req.currencyId };
  const [shop, menu, reviews, product] = await Promise.all([
    orNull(catalogApi.shop(api, req.key, money)),
    req.query ? null : orNull(catalogApi.shopProducts(api, req.key, money)),
    orNull(catalogApi.shopReviews(api, req.key, { page: req.reviewsPage, perPage: REVIEWS_PER_PAGE })),
    req.productUuid ? orNull(catalogApi.product(api, req.productUuid, money)) : null,
  ]);
  if (!shop) throw data(`No shop ${req.key}`, { status: 404 });
  const shopId = shop.data.id;
  const [branches, found, reservations] = await Promise.all([
    catalogApi.branches(api, { shop_id: shopId, perPage: BRANCH_LIMIT }),
    req.query ? catalogApi.productSearch(api, { search: req.query, shop_id: shopId, perPage: SEARCH_LIMIT, ...money }) : null,
    takesBookings(api, shopId),
  ]);
  return {
    shop: shop.data,
    menu: menu?.data ?? null,
    search: found ? { query: req.query, results: found.data, total: found.meta.total } : null,
    reviews: reviews
      ? { items: reviews.data, page: reviews.meta.current_page, lastPage: reviews.meta.last_page, total: reviews.meta.total }
      : { items: [], page: 1, lastPage: 1, total: 0 },
    branches: branches.data,
    product: product && product.data.shop_id === shopId ? product.data : null,
    today: shopWeekDay(req.now, shop.data.timezone),
    reservations,
  };
}

/** Reads the page's query: `q`, `product`, `reviews_page`. */
export function readShopPageQuery(url: URL) {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const productUuid = url.searchParams.get('product');
  const reviewsPage = Math.max(1, Math.floor(Number(url.searchParams.get('reviews_page'))) || 1);
  return { query, productUuid: productUuid && /^[0-9a-f-]{36}$/i.test(productUuid) ? productUuid : null, reviewsPage };
}
