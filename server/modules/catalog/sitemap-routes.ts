import { Hono } from 'hono';
import { sitemapEntriesQuery, sitemapSummaryQuery, type SitemapEntries } from '../../../contract/sitemap';
import type { Database } from '../../db/client';
import { readQuery } from '../../http/input';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { findSitemapFiles, findSitemapProducts, findSitemapShops, type IdWindow } from './sitemap-queries';

/** A page of rows and the cursor after it (`null` when the window had fewer than `limit`). */
function entries<T extends { id: number }>(rows: T[], limit: number): SitemapEntries<T> {
  return { entries: rows, next_after_id: rows.length === limit ? rows[rows.length - 1]!.id : null };
}

/** Sitemap reads (Comanda extension, contract/sitemap.ts): ids and URL keys only, keyset pages. */
export function sitemapRoutes(db: Database) {
  const windowOf = (q: { after_id: number; until_id?: number | undefined; limit: number }): IdWindow => ({
    afterId: q.after_id,
    untilId: q.until_id,
    limit: q.limit,
  });
  return new Hono<AppEnv>()
    .get('/rest/sitemap', async (c) => {
      const q = readQuery(c, sitemapSummaryQuery);
      return ok(c, await findSitemapFiles(db, q.per_file), 'publicData');
    })
    .get('/rest/sitemap/shops', async (c) => {
      const q = readQuery(c, sitemapEntriesQuery);
      return ok(c, entries(await findSitemapShops(db, windowOf(q)), q.limit), 'publicData');
    })
    .get('/rest/sitemap/products', async (c) => {
      const q = readQuery(c, sitemapEntriesQuery);
      return ok(c, entries(await findSitemapProducts(db, windowOf(q)), q.limit), 'publicData');
    });
}
