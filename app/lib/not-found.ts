import { data } from 'react-router';
import type { ShopCard } from '../../contract/shops';

/**
 * Not found is not an error (issue #23): a 404 a loader throws carries what was not found, and
 * the route error boundary shows the not-found page for it (app/ui/RouteErrorBoundary.tsx).
 * This module is the part the browser needs too; not-found-loader.ts adds the shops on the server.
 */

/** What a 404 could not find; the not-found page says so in words. */
export type NotFoundKind = 'page' | 'shop' | 'item' | 'list_page';

/** The body of a thrown 404 that the route error boundary turns into the not-found page. */
export type NotFoundData = { notFound: NotFoundKind; popular: ShopCard[] };

/** A thrown 404 without shops yet (a helper without an API client, such as `assertPage`). */
export function notFoundError(kind: NotFoundKind) {
  return data({ notFound: kind, popular: [] } satisfies NotFoundData, { status: 404 });
}

/** The not-found data of a 404's body; any other body (a plain text 404) is an unknown page. */
export function readNotFound(body: unknown): NotFoundData {
  if (body && typeof body === 'object' && 'notFound' in body) {
    const { notFound, popular } = body as Partial<NotFoundData>;
    return { notFound: notFound ?? 'page', popular: Array.isArray(popular) ? popular : [] };
  }
  return { notFound: 'page', popular: [] };
}
