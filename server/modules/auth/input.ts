import type { Context } from 'hono';
import qs from 'qs';
import type { z } from 'zod';
import { ApiError, validationError } from '../../http/errors';

/**
 * Several auth and profile calls send their fields as query parameters with an empty body (A2,
 * A4, A9, A10, PR3) and others as JSON; some clients do either. This reads both — the query (all
 * contract §1.2 styles), then a JSON or form body on top — and validates the result (422 naming
 * the field). Unknown keys such as `lang` are dropped by the schemas.
 */
export async function readInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const query = qs.parse(new URL(c.req.url).search.slice(1), { depth: 3, arrayLimit: 100, parameterLimit: 200 });
  const result = schema.safeParse({ ...query, ...(await readBody(c)) });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The JSON (or urlencoded) body as an object; an empty body is `{}`. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return qs.parse(await c.req.text(), { depth: 3, arrayLimit: 100, parameterLimit: 200 });
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}
