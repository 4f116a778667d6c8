import { z } from 'zod';
import { langQuery, pageQuery } from './http';

/**
 * Static pages, landing and statistics (contract §2.22). Descriptions are operator HTML: stored
 * as given, answered as JSON strings, and sanitised by the storefront when rendered (ServerHtml).
 *
 *   GET rest/pages/delivery                               PG1 the become-a-courier page
 *   GET rest/pages/paginate ?type=all_about&page&perPage  PG2 about block (`about`) and app sections
 *   GET rest/policy                                       PG4 privacy policy
 *   GET rest/term                                         PG5 terms and conditions
 *   GET rest/landing-pages/welcome                        PG6 texts keyed by locale
 *   GET rest/stat                                         PG7 marketplace figures
 */

export const pageMessages = { notFound: 'Page not found' } as const;

/** `all_about` = the about block and its app sections, in the operator's order. */
export const pageListQuery = pageQuery.extend(langQuery.shape).extend({
  type: z.enum(['all_about', 'about', 'about_section', 'delivery', 'privacy', 'terms'], { error: 'Unknown page type' }).default('all_about'),
});
export type PageListQuery = z.input<typeof pageListQuery>;

export const landingTypeParams = z.object({ type: z.string().regex(/^[a-z_-]{1,32}$/, 'Unknown landing page') });

export const page = z.object({
  id: z.number().int(),
  type: z.enum(['about', 'about_section', 'delivery', 'privacy', 'terms']),
  img: z.string().nullable(),
  translation: z.object({ locale: z.string(), title: z.string(), description: z.string().nullable() }).nullable(),
  /** App sections: `{app_store_button_link, google_play_button_link}`; else null. */
  buttons: z.record(z.string(), z.string()).nullable(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof page>;

const byLocale = z.record(z.string(), z.string());

/** PG6 `data`: the landing page; its texts in every language, keyed by locale (§2.22). */
export const landingPage = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.object({
    img: z.string().nullable(),
    title: byLocale,
    description: byLocale,
    features: z.array(z.object({ img: z.string().nullable(), title: byLocale, description: byLocale })),
  }),
});
export type LandingPage = z.infer<typeof landingPage>;

/**
 * PG7: customers with an account, delivered orders, approved shops. Exact counts; clients round
 * them to hundreds and shorten them for display (§2.22).
 */
export const marketplaceStat = z.object({
  users: z.number().int(),
  orders: z.number().int(),
  shops: z.number().int(),
});
export type MarketplaceStat = z.infer<typeof marketplaceStat>;
