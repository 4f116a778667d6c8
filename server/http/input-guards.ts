import { ApiError } from './errors';

/**
 * The checks every request input passes at the edge, whatever its schema says (issue #21):
 *
 * - No control characters in strings. PostgreSQL cannot store NUL in text (the query failed with a
 *   500), and no field of the contract means one. Query strings and path segments allow none;
 *   bodies allow tab, line feed and carriage return (text areas: order notes, addresses).
 * - No integer outside PostgreSQL's `integer` (int4) after parsing: every id and count column is
 *   int4, and a larger value failed in the database (500) instead of being refused. Checked on the
 *   schema's output, so a string that merely looks numeric (a search for "2147483648") passes;
 *   only values the schema turned into integers are bounded. Floats (coordinates, rates) are not
 *   integers and are left to their schemas.
 *
 * Both throw a 422 naming the field (`params.field`), like any other validation error.
 */

export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** C0 controls and DEL, except tab, LF and CR. */
const BODY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control and DEL. */
const LINE_CONTROL = /[\u0000-\u001F\u007F]/;

export type TextPolicy = 'line' | 'multiline';

export const hasControlChars = (value: string, policy: TextPolicy = 'line') =>
  (policy === 'line' ? LINE_CONTROL : BODY_CONTROL).test(value);

const fieldName = (path: readonly (string | number)[]) => (path.length ? path.map(String).join('.') : '_');

const MAX_DEPTH = 20;

/** First string (value or key) with a control character, as its field path; undefined if none. */
export function findControlChar(value: unknown, policy: TextPolicy, path: (string | number)[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlChars(value, policy) ? fieldName(path) : undefined;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (value instanceof Blob) return undefined;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, child] of entries) {
    if (typeof key === 'string' && hasControlChars(key, 'line')) return fieldName(path);
    const found = findControlChar(child, policy, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** First integer outside int4 in a parsed value, as its field path; undefined if none. */
export function findOutOfRangeInt(value: unknown, path: (string | number)[] = [], depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && (value > INT4_MAX || value < INT4_MIN) ? fieldName(path) : undefined;
  if (typeof value === 'bigint') return value > INT4_MAX || value < INT4_MIN ? fieldName(path) : undefined;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (value instanceof Date || value instanceof Blob) return undefined;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const found = findOutOfRangeInt(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const controlCharMessage = 'must not contain control characters';
export const outOfRangeMessage = 'is out of range';

/** 422 for the first string with control characters in raw input. */
export function assertCleanText(raw: unknown, policy: TextPolicy) {
  const field = findControlChar(raw, policy);
  if (field !== undefined) throw new ApiError(422, `${field}: ${controlCharMessage}`, { [field]: [`${field} ${controlCharMessage}`] });
}

/** 422 (or `status`) for the first integer outside int4 in parsed input. */
export function assertIntsInRange(parsed: unknown, status: 404 | 422 = 422) {
  const field = findOutOfRangeInt(parsed);
  if (field === undefined) return;
  if (status === 404) throw new ApiError(404, 'Not found');
  throw new ApiError(422, `${field}: ${outOfRangeMessage}`, { [field]: [`${field} ${outOfRangeMessage}`] });
}
