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
    /** What the client needs to act on the refusal (e.g. GC2's placed group order), as `data`. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, what);

/** Contract §1.6: `{status:false, statusCode, message, params:{field:[msg]}}`. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, params?: Record<string, string[]>, data?: unknown) {
  const body: ErrorBody & { data?: unknown } = {
    status: false, statusCode: `ERROR_${status}`, message, ...(params ? { params } : {}), ...(data === undefined ? {} : { data }),
  };
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

/**
 * PostgreSQL data exceptions caused by a value, not by the query: invalid text representation,
 * numeric out of range, bad encoding (NUL), untranslatable character, string too long, bad
 * datetime, index row too large.
 */
const DATA_ERROR_CODES = new Set(['22P02', '22003', '22021', '22P05', '22001', '22007', '22008', '54000']);

/** The SQLSTATE of a pg/PGlite error, also when wrapped by drizzle (`cause`). */
function databaseErrorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return errorResponse(c, err.status, err.message, err.params, err.data);
  }
  if (err instanceof z.ZodError) {
    const v = validationError(err);
    return errorResponse(c, v.status, v.message, v.params);
  }
  // Safety net: a value the database refuses as data (not a bug in a query) is the client's input
  // that slipped past its schema; 400, logged so the schema can be tightened. validateInput is
  // the real guard (control characters, int4 range).
  const code = databaseErrorCode(err);
  if (code && DATA_ERROR_CODES.has(code)) {
    c.var.log.warn({ code, requestId: c.var.requestId, path: c.req.path }, 'input refused by the database');
    return errorResponse(c, 400, 'The request contains a value that cannot be accepted.');
  }
  // Malformed JSON bodies and similar client mistakes surface as HTTPException-like errors.
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorResponse(c, status as ContentfulStatusCode, err.message || 'Bad request');
  }
  c.var.log.error({ err, requestId: c.var.requestId, path: c.req.path }, 'unhandled error');
  return errorResponse(c, 500, 'Error occured. Please, try again later');
}
