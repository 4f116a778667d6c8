import { Hono } from 'hono';
import { recipeDetailQuery, recipeIdParams, recipeListQuery, recipeMessages } from '../../../contract/recipes';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { currencyConverter } from '../currencies/convert';
import type { I18nService } from '../i18n/service';
import { findRecipe, findRecipePage } from './queries';
import { toRecipe, toRecipeCard } from './recipe-view';

/**
 * Recipes (contract §2.18): RC1 cards (12 a page, by recipe category and shop) and RC2 one recipe
 * with its ingredients priced in `currency_id`. Public and server-rendered without a token; the
 * answers are public data (contract/cache-policy.ts).
 */
export function recipeRoutes(db: Database, i18n: I18nService) {
  const converter = currencyConverter(db);
  return new Hono<AppEnv>()
    .get('/rest/receipts/paginate', async (c) => {
      const q = readQuery(c, recipeListQuery);
      const ctx = { lang: c.var.lang, fallbackLocale: await i18n.defaultLocale(), imageUrl: c.var.imageUrl };
      const { rows, total } = await findRecipePage(db, { categoryId: q.category_id, shopId: q.shop_id }, q);
      return paginated(c, rows.map((row) => toRecipeCard(row, ctx)), { page: q.page, perPage: q.perPage, total });
    })
    .get('/rest/receipts/:id', async (c) => {
      const { id } = readParams(c, recipeIdParams);
      const q = readQuery(c, recipeDetailQuery);
      const row = await findRecipe(db, id);
      if (!row) throw notFound(recipeMessages.notFound);
      const ctx = {
        lang: c.var.lang,
        fallbackLocale: await i18n.defaultLocale(),
        imageUrl: c.var.imageUrl,
        money: await converter(q.currency_id),
        now: new Date(),
      };
      return ok(c, toRecipe(row, ctx), 'publicData');
    });
}
