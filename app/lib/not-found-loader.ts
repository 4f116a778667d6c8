import { data } from 'react-router';
import type { Paginated } from '../../contract/http';
import type { ShopCard } from '../../contract/shops';
import type { StorefrontContext } from '../../contract/transport';
import type { ApiClient } from './api/client';
import { serverApiClient } from './api/server-client';
import { readNotFound, type NotFoundData, type NotFoundKind } from './not-found';
import { readPreferences } from './preferences';

/** Shops shown on the not-found page: a few, so the page stays light. */
const POPULAR = 6;

/** The status of a value a loader threw: `data(…, {status})` or a `Response`. */
function thrownStatus(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  if (error && typeof error === 'object' && 'init' in error) return (error as { init?: { status?: number } | null }).init?.status;
  return undefined;
}

/**
 * Runs a loader and gives any 404 it throws what the not-found page shows: the kind (the thrown
 * one's, else `kind`) and the best-rated shops, fetched only then. A failure to fetch the shops
 * leaves them out; the page is still the not-found page with status 404.
 */
export async function withNotFound<T>(api: ApiClient, kind: NotFoundKind, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (thrownStatus(error) !== 404) throw error;
    const thrownKind = readNotFound((error as { data?: unknown }).data).notFound;
    const popular = await api
      .get<Paginated<ShopCard>>('rest/shops/paginate', { order_by: 'high_rating', perPage: POPULAR })
      .then((r) => r.data, () => []);
    throw data({ notFound: thrownKind === 'page' ? kind : thrownKind, popular } satisfies NotFoundData, { status: 404 });
  }
}


/**
 * A route loader whose 404s become the not-found page with shops (`withNotFound`); `kind` says
 * what a plain 404 of this route could not find (a shop, an item, a page).
 */
export function notFoundLoader<A extends { request: Request; context: StorefrontContext }, T>(kind: NotFoundKind, loader: (args: A) => Promise<T>) {
  return (args: A): Promise<T> => {
    const prefs = readPreferences(args.request.headers.get('Cookie'));
    return withNotFound(serverApiClient(args.context, prefs.locale), kind, () => loader(args));
  };
}
