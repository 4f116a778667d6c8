import { data } from 'react-router';
import { INT4_MAX, MAX_PAGE } from '../../../contract/http';
import type { StorefrontContext } from '../../../contract/transport';
import { notFoundError } from '../not-found';
import { ApiResponseError } from './client';

/**
 * Issue #21: a bad route parameter or query string gives the shell's 404 or 400 page, never the
 * error screen (500). The API refuses such input with 400/404/422 (server/http/input.ts); a
 * loader that lets that refusal escape would turn it into a 500. Every loader that reads the URL
 * is wrapped in `withRouteErrors` (one place), which turns those answers into route responses:
 * 404 stays 404, 400/422 become 400. Anything else that fails (5xx, network, bugs) is logged with
 * the request's id and answered 500 with that id as its data, so the error screen can show it
 * (ErrorScreen). Redirects and other thrown responses pass through untouched.
 */
export function routeErrorOf(error: unknown): unknown {
  if (!(error instanceof ApiResponseError)) return error;
  // A plain 404: the route says what it could not find (not-found-loader).
  if (error.status === 404) return data('Not found', { status: 404 });
  if (error.status === 400 || error.status === 422) return data('Bad request', { status: 400 });
  return error;
}

/** What a 500 from `withRouteErrors` carries to the error screen. */
export type FailureData = { requestId: string | null };

export function withRouteErrors<A extends [{ request: Request; context?: unknown }, ...unknown[]], R>(
  loader: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await loader(...args);
    } catch (error) {
      const mapped = routeErrorOf(error);
      if (mapped !== error || !(error instanceof Error)) throw mapped;
      const context = args[0].context as Partial<StorefrontContext> | undefined;
      const requestId = context?.requestId ?? null;
      const where = `${args[0].request.method} ${new URL(args[0].request.url).pathname}`;
      if (context?.log) context.log.error({ err: error, where }, 'page loader failed');
      else console.error(`[request ${requestId ?? '-'}] ${where} failed:`, error);
      throw data<FailureData>({ requestId }, { status: 500 });
    }
  };
}

/** A positive int4 route parameter (ids in paths are never guessed at), or a 404. */
export function idParam(raw: string | undefined): number {
  const n = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || n < 1 || n > INT4_MAX) throw notFoundError('item');
  return n;
}

/**
 * `?page=` as a positive integer; missing or junk (`abc`, `1.5`, `0`) is the first page; beyond
 * the API's last possible page (MAX_PAGE) is a 404, like any page past the end.
 */
export function pageNumber(raw: string | null): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 1) return 1;
  if (n > MAX_PAGE) throw notFoundError('list_page');
  return n;
}
