import { z } from 'zod';
import { langQuery, pageQuery, queryBool, queryInt } from './http';

/**
 * Careers (contract §2.20 CR1–CR2, §3.18): open positions by career category
 * (`rest/categories/paginate?type=career`).
 *
 *   GET rest/careers/paginate  ?page&perPage&category_id&active=1   open positions
 *   GET rest/careers/{id}                                           one, with its HTML description
 *
 * How to apply: CR2's `apply.email` is the `careers_email` setting (else the marketplace `email`).
 */

export const careerMessages = { notFound: 'Career not found' } as const;

/** `active=1` is what clients send; the public list only ever shows open positions. */
export const careerListQuery = pageQuery.extend(langQuery.shape).extend({
  category_id: queryInt().optional(),
  active: queryBool.optional(),
});
export type CareerListQuery = z.input<typeof careerListQuery>;
export const careerIdParams = z.object({ id: queryInt() });

/** CR1 item (§3.18): `translation.address` is the location. */
export const careerSummary = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  active: z.boolean(),
  /** Same text as `translation.address` (§3.18 lists both). */
  location: z.string().nullable(),
  translation: z.object({ locale: z.string(), title: z.string(), address: z.string().nullable() }).nullable(),
  category: z.object({ id: z.number().int(), translation: z.object({ locale: z.string(), title: z.string() }).nullable() }).nullable(),
  created_at: z.string(),
});
export type CareerSummary = z.infer<typeof careerSummary>;

/** CR2 `data`: the card plus the HTML description and how to apply. */
export const career = careerSummary.extend({
  translation: z.object({ locale: z.string(), title: z.string(), address: z.string().nullable(), description: z.string().nullable() }).nullable(),
  apply: z.object({ email: z.string().nullable() }),
});
export type Career = z.infer<typeof career>;
