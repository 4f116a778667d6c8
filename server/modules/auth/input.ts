import type { Context } from 'hono';
import qs from 'qs';
import type { z } from 'zod';
import { ApiError } from '../../http/errors';
import { assertCleanText } from '../../http/input-guards';
import { parseQuery, QS_OPTIONS, validateInput } from '../../http/input';

/**
 * Several auth and profile calls send their fields as query parameters with an empty body (A2,
 * A4, A9, A10, PR3) and others as JSON; some clients do either. This reads both — the query (all
 * contract §1.2 styles), then a JSON or form body on top — and validates the result (422 naming
 * the field). Unknown keys such as `lang` are dropped by the schemas.
 */
export async function readInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const query = parseQuery(c);
  assertCleanText(query, 'line');
  return validateInput(schema, { ...query, ...(await readBody(c)) }, 'body');
}

/** The JSON (or urlencoded) body as an object; an empty body is `{}`. Control characters are refused (422). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = qs.parse(await c.req.text(), QS_OPTIONS);
    assertCleanText(form, 'multiline');
    return form;
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
  assertCleanText(body, 'multiline');
  return body as Record<string, unknown>;
}
