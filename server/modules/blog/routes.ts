import { Hono } from 'hono';
import { blogListQuery, blogUuidParams, lastBlogQuery } from '../../../contract/blog';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { I18nService } from '../i18n/service';
import { toBlog, toBlogSummary } from './blog-view';
import { findBlogByUuid, findBlogPage, findLastBlog } from './queries';

/**
 * Blogs and news (contract §2.19): BL1 list, BL2/BL4 one post by uuid (news items are blogs of
 * type `notification`), BL3 the newest post. All public and server-rendered without a token.
 */
export function blogRoutes(db: Database, i18n: I18nService) {
  return new Hono<AppEnv>()
    .get('/rest/blogs/paginate', async (c) => {
      const query = readQuery(c, blogListQuery);
      const ctx = { lang: c.var.lang, fallbackLocale: await i18n.defaultLocale(), imageUrl: c.var.imageUrl };
      const { rows, total } = await findBlogPage(db, query.type, query);
      return paginated(c, rows.map((row) => toBlogSummary(row, ctx)), { page: query.page, perPage: query.perPage, total });
    })
    .get('/rest/last-blog/show', async (c) => {
      const query = readQuery(c, lastBlogQuery);
      const row = await findLastBlog(db, query.type);
      if (!row) throw notFound('No blog post has been published yet');
      const ctx = { lang: c.var.lang, fallbackLocale: await i18n.defaultLocale(), imageUrl: c.var.imageUrl };
      return ok(c, toBlog(row, ctx), 'publicData');
    })
    .get('/rest/blogs/:uuid', async (c) => {
      const { uuid } = readParams(c, blogUuidParams);
      const row = await findBlogByUuid(db, uuid);
      if (!row) throw notFound(`Blog post ${uuid} was not found`);
      const ctx = { lang: c.var.lang, fallbackLocale: await i18n.defaultLocale(), imageUrl: c.var.imageUrl };
      return ok(c, toBlog(row, ctx), 'publicData');
    });
}
