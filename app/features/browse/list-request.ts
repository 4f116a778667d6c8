import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import { pageNumber } from '../../lib/api/route-errors';
import { serverApiClient } from '../../lib/api/server-client';
import { notFoundError } from '../../lib/not-found';
import { readPreferences } from '../../lib/preferences';
import { addressQuery } from '../address/chosen-address';
import { loadChosenAddress } from '../address/load-chosen-address';

/** Cards per page on every list page: four rows of three, three of four. */
export const PER_PAGE = 12;

/** What every list loader starts from: the API client, the page asked for and the chosen address. */
export async function listRequest(request: Request, context: StorefrontContext) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const address = await loadChosenAddress(api, prefs.address);
  return { api, page, currencyId: prefs.currencyId, address, near: addressQuery(address) };
}

export { idParam, pageNumber } from '../../lib/api/route-errors';

/** A page past the end is a 404, except the first page of an empty list (the empty state). */
export function assertPage(page: number, lastPage: number) {
  if (page > Math.max(1, lastPage)) throw notFoundError('list_page');
}

/** An API 404 (unknown banner, brand, shop) is the page's 404, not a server error. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) throw notFoundError('item');
    throw error;
  }
}
