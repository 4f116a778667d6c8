import { Hono } from 'hono';
import { shopListQuery } from '../../../contract/shops';
import type { Database } from '../../db/client';
import { readQuery } from '../../http/input';
import { paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import type { I18nService } from '../i18n/service';
import { toShopCard } from './shop-card';
import { findShopPage } from './shop-queries';

/** SH1 (foundation subset): approved shops, paginated, in the request's language. */
export function catalogRoutes(db: Database, i18n: I18nService) {
  return new Hono<AppEnv>().get('/rest/shops/paginate', async (c) => {
    const filter = readQuery(c, shopListQuery);
    const fallbackLocale = await i18n.defaultLocale();
    const { rows, total } = await findShopPage(db, filter, [...new Set([c.var.lang, fallbackLocale])]);
    const ctx = { lang: c.var.lang, fallbackLocale, imageUrl: c.var.imageUrl };
    return paginated(c, rows.map((r) => toShopCard(r, ctx)), { page: filter.page, perPage: filter.perPage, total });
  });
}
