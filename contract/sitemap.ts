import { z } from 'zod';
import { queryInt } from './http';

/**
 * Sitemap reads: a Comanda extension, not part of the Foodyman contract. The storefront's
 * sitemaps need every listed shop and product, which the paginated lists (OFFSET pages with full
 * card payloads and prices) make slow past a few thousand rows. These two calls return only what
 * a URL needs and walk by id (keyset), so each read costs the same however deep it is.
 */

/** sitemaps.org: one sitemap file lists at most 50 000 URLs. */
export const SITEMAP_MAX_URLS = 50_000;

/** Ids are PostgreSQL `serial`s: no window reaches past this. */
export const SITEMAP_MAX_ID = 2_147_483_647;

/** `rest/sitemap`: which id ranges of `per_file` ids hold at least one listed row. */
export const sitemapSummaryQuery = z.object({
  per_file: queryInt(1, SITEMAP_MAX_URLS).default(SITEMAP_MAX_URLS),
});
export type SitemapSummaryQuery = z.input<typeof sitemapSummaryQuery>;

/**
 * File numbers per kind: file `n` holds the rows with `(n - 1) * per_file < id <= n * per_file`,
 * so a row stays in the same file while others come and go, and no file exceeds `per_file`.
 */
export type SitemapSummary = { shops: number[]; products: number[] };

/** `rest/sitemap/shops` and `rest/sitemap/products`: rows with `after_id < id <= until_id`, by id. */
export const sitemapEntriesQuery = z.object({
  after_id: queryInt(0, SITEMAP_MAX_ID).default(0),
  until_id: queryInt(1, SITEMAP_MAX_ID).optional(),
  limit: queryInt(1, 5_000).default(1_000),
});
export type SitemapEntriesQuery = z.input<typeof sitemapEntriesQuery>;

export type SitemapShop = { id: number; slug: string };
export type SitemapProduct = { id: number; uuid: string; shop: SitemapShop };
/** `next_after_id` is the cursor of the next read, `null` after the last row. */
export type SitemapEntries<T> = { entries: T[]; next_after_id: number | null };
