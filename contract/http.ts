import { z } from 'zod';

/**
 * Envelopes of contract §1.5 and the error body of §1.6, shared by the server (which builds them)
 * and the storefront's API client (which reads them).
 */
export const errorBody = z.object({
  status: z.literal(false),
  statusCode: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export type Envelope<T> = { status: true; message?: string; timestamp: string; data: T };

export const paginationMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  path: z.string(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export type Paginated<T> = {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: PaginationMeta;
};

/** Largest value of PostgreSQL `integer`, the type of every id and count column. */
export const INT4_MAX = 2_147_483_647;

/**
 * Query values arrive as strings (or arrays/objects from `a[]=`, `a[0]=`, `a[key]=`). Bounded to
 * int4 by default: every id column is `integer` (issue #21; the server also refuses any parsed
 * integer beyond int4, server/http/input-guards.ts).
 */
export const queryInt = (min = 1, max = INT4_MAX) =>
  z.coerce.number<string | number>().int().min(min).max(max);

/** Booleans in query strings are `1`/`0`/`true`/`false` (contract §1.2). */
export const queryBool = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** Page numbers up to a million: beyond that every list is empty anyway, and offsets stay small. */
export const MAX_PAGE = 1_000_000;
export const MAX_PER_PAGE = 100;

export const pageQuery = z.object({
  page: queryInt(1, MAX_PAGE).default(1),
  perPage: queryInt(1, MAX_PER_PAGE).default(10),
});

/** Every request carries `lang`; unknown or missing values fall back to the default language. */
export const langQuery = z.object({ lang: z.string().trim().max(8).optional() });
