import type { Context } from 'hono';
import qs from 'qs';
import type { z } from 'zod';
import { ApiError, validationError } from './errors';

/**
 * Parses the query string in every style of contract §1.2 (`a[]=`, `a[0]=`, `a[key]=`, plain)
 * and validates it. Bad input is a 422 naming the field.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const search = new URL(c.req.url).search.slice(1);
  const raw = qs.parse(search, { depth: 3, arrayLimit: 100, parameterLimit: 200 });
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function readParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
