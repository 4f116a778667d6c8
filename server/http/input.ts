import type { Context } from 'hono';
import qs from 'qs';
import type { z } from 'zod';
import { ApiError, validationError } from './errors';
import { assertCleanText, assertIntsInRange, type TextPolicy } from './input-guards';

/** How every reader parses query strings and urlencoded bodies (contract §1.2 styles). */
export const QS_OPTIONS = { depth: 3, arrayLimit: 100, parameterLimit: 200 } as const;

export type InputSource = 'query' | 'params' | 'body';

/**
 * The one validation step for every request input (query, path params, JSON/form bodies): control
 * characters are refused before the schema sees the value, integers outside int4 after it has
 * parsed them (input-guards.ts), and schema failures are a 422 naming the field. A path id out of
 * range above (beyond int4 or the schema's maximum) is a 404: no row can have it.
 */
export function validateInput<S extends z.ZodType>(schema: S, raw: unknown, source: InputSource): z.infer<S> {
  const policy: TextPolicy = source === 'body' ? 'multiline' : 'line';
  assertCleanText(raw, policy);
  const result = schema.safeParse(raw);
  if (!result.success) {
    if (source === 'params' && result.error.issues.some((i) => i.code === 'too_big')) {
      throw new ApiError(404, 'Not found');
    }
    throw validationError(result.error);
  }
  assertIntsInRange(result.data, source === 'params' ? 404 : 422);
  return result.data;
}

/** The query string, parsed in every style of contract §1.2 (`a[]=`, `a[0]=`, `a[key]=`, plain). */
export function parseQuery(c: Context): Record<string, unknown> {
  return qs.parse(new URL(c.req.url).search.slice(1), QS_OPTIONS);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return validateInput(schema, parseQuery(c), 'query');
}

export function readParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return validateInput(schema, c.req.param(), 'params');
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  return validateInput(schema, body, 'body');
}
