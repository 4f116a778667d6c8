import { Hono, type Context } from 'hono';
import { branchIdParams, branchListQuery } from '../../../contract/branches';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { I18nService } from '../i18n/service';
import { findBranch, findBranchPage, toBranch } from './branch-queries';

/**
 * Branches (contract §2.28): BR1 pickup points of a shop, BR2 one branch. An unknown `shop_id`
 * is an empty list, not an error: the pickup picker then says "Branches not found".
 */
export function branchRoutes(db: Database, i18n: I18nService) {
  async function viewOf(c: Context<AppEnv>) {
    const fallbackLocale = await i18n.defaultLocale();
    return { ctx: { lang: c.var.lang, fallbackLocale, imageUrl: c.var.imageUrl }, locales: [...new Set([c.var.lang, fallbackLocale])] };
  }
  return new Hono<AppEnv>()
    .get('/rest/branches', async (c) => {
      const f = readQuery(c, branchListQuery);
      const { ctx, locales } = await viewOf(c);
      const { rows, total } = await findBranchPage(db, f.shop_id, locales, f);
      return paginated(c, rows.map((row) => toBranch(row, ctx)), { ...f, total });
    })
    .get('/rest/branches/:id', async (c) => {
      const { id } = readParams(c, branchIdParams);
      const { ctx, locales } = await viewOf(c);
      const row = await findBranch(db, id, locales);
      if (!row) throw notFound(`Branch ${id} not found`);
      return ok(c, toBranch(row, ctx), 'publicData');
    });
}
