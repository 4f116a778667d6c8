import { z } from 'zod';
import { langQuery, pageQuery, queryInt } from './http';

/**
 * FAQ and the help centre's search (contract §2.21 F1, §3.19).
 *
 *   GET rest/faqs/paginate  ?page&perPage=12&search   active questions in the operator's order
 *
 * `search` (Comanda extension, ≤ 100 characters) keeps the questions whose question or answer in
 * the request's language contains the text (case-insensitive).
 */
export const FAQ_SEARCH_MAX = 100;

export const faqMessages = { searchTooLong: `Search for at most ${FAQ_SEARCH_MAX} characters` } as const;

export const faqListQuery = pageQuery.extend(langQuery.shape).extend({
  perPage: queryInt(1, 100).default(12),
  search: z.string().trim().max(FAQ_SEARCH_MAX, faqMessages.searchTooLong).optional(),
});
export type FaqListQuery = z.input<typeof faqListQuery>;

/** F1 item (§3.19). `answer` is plain text. */
export const faq = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: z.string(),
  active: z.boolean(),
  translation: z.object({ locale: z.string(), question: z.string(), answer: z.string() }).nullable(),
});
export type Faq = z.infer<typeof faq>;
