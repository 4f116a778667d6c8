import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors';
import { hasControlChars } from './input-guards';
import type { AppEnv } from './types';

/**
 * The checks every `/api/v1` request passes before any route runs (issue #21), mounted once in
 * app.ts so no route can forget them:
 *
 * - Bodies are capped (1 MB unless the route is an upload with its own, larger cap, such as
 *   `dashboard/galleries`): Hono's `bodyLimit` answers 413 from `Content-Length`, or while
 *   streaming a chunked body, before the body is held whole in memory.
 * - A path segment or query value with a control character (`%00`, CR/LF…) is refused: 404 for the
 *   path (no resource has such a name), 422 naming the query field.
 *
 * Per-field checks (control characters in bodies, integers beyond int4) run where the input is
 * parsed: server/http/input.ts `validateInput`.
 */

export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const tooLarge = 'The request body is too large.';

export function inputEdge(options: { uploadPaths: readonly string[] }): MiddlewareHandler<AppEnv> {
  const uploads = new Set(options.uploadPaths);
  const limit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: (c) => errorResponse(c, 413, tooLarge) });
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return errorResponse(c, 404, 'Not found');
    }
    if (hasControlChars(path)) return errorResponse(c, 404, 'Not found');
    for (const [key, value] of url.searchParams) {
      if (hasControlChars(key) || hasControlChars(value)) {
        const field = hasControlChars(key) ? '_' : key.replace(/\[.*$/, '');
        const message = `${field} must not contain control characters`;
        return errorResponse(c, 422, `${field}: must not contain control characters`, { [field]: [message] });
      }
    }
    if (uploads.has(url.pathname)) return next();
    return limit(c, next);
  };
}
