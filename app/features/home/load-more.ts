import type { ShopListQuery } from '../../../contract/shops';
import { browserApiClient } from '../../lib/api/browser-client';
import { homeApi } from './api';

/** The next page of the "all" list, fetched in the browser (split off: loaded on first scroll). */
export function loadShopPage(apiBase: string, locale: string, query: ShopListQuery) {
  return homeApi.shops(browserApiClient(apiBase, locale), query);
}
