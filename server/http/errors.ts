import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { ErrorBody } from '../../contract/http';
import { cachePolicy } from '../../contract/cache-policy';
import type { AppEnv } from './types';

/** An error the client caused or may act on; anything else thrown is a bug (500). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly params?: Record<string, string[]>,
    /** Extra response headers (`Retry-After` on 429, `WWW-Authenticate` on 401). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, what);

/** Contract §1.6: `{status:false, statusCode, message, params:{field:[msg]}}`. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, params?: Record<string, string[]>) {
  const body: ErrorBody = { status: false, statusCode: `ERROR_${status}`, message, ...(params ? { params } : {}) };
  c.header('Cache-Control', cachePolicy.none);
  return c.json(body, status);
}

/** Turns zod issues into the per-field messages of a 422 (`params.field[0]` is shown by forms). */
export function validationError(error: z.ZodError): ApiError {
  const params: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (params[field] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const message = first
    ? `${first.path.length ? `${first.path.map(String).join('.')}: ` : ''}${first.message}`
    : 'The given data was invalid.';
  return new ApiError(422, message, params);
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return errorResponse(c, err.status, err.message, err.params);
  }
  if (err instanceof z.ZodError) {
    const v = validationError(err);
    return errorResponse(c, v.status, v.message, v.params);
  }
  // Malformed JSON bodies and similar client mistakes surface as HTTPException-like errors.
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorResponse(c, status as ContentfulStatusCode, err.message || 'Bad request');
  }
  c.var.log.error({ err, requestId: c.var.requestId, path: c.req.path }, 'unhandled error');
  return errorResponse(c, 500, 'Error occured. Please, try again later');
}
