import type { Context } from 'hono';
import type { Envelope, Paginated } from '../../contract/http';
import { cachePolicy, type CachePolicy } from '../../contract/cache-policy';

export function ok<T>(c: Context, data: T, cache: CachePolicy = 'none') {
  c.header('Cache-Control', cachePolicy[cache]);
  const body: Envelope<T> = { status: true, timestamp: new Date().toISOString(), data };
  return c.json(body);
}

/** Laravel resource-collection shape (contract §1.5). */
export function paginated<T>(
  c: Context,
  rows: T[],
  page: { page: number; perPage: number; total: number },
  cache: CachePolicy = 'publicData',
) {
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  const url = new URL(c.req.url);
  const pageUrl = (n: number) => {
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  const from = rows.length ? (page.page - 1) * page.perPage + 1 : null;
  const body: Paginated<T> = {
    data: rows,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page.page > 1 ? pageUrl(page.page - 1) : null,
      next: page.page < lastPage ? pageUrl(page.page + 1) : null,
    },
    meta: {
      current_page: page.page,
      last_page: lastPage,
      per_page: page.perPage,
      total: page.total,
      from,
      to: from === null ? null : from + rows.length - 1,
      path: `${url.origin}${url.pathname}`,
    },
  };
  c.header('Cache-Control', cachePolicy[cache]);
  return c.json(body);
}

/** Exact numeric strings from the database become JSON numbers only at the edge. */
export const num = (value: string | number | null | undefined): number => (value == null ? 0 : Number(value));
