import { inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { shopTranslations } from '../../db/schema';
import { pickTranslation } from '../i18n/pick-translation';

export type ShopTitle = { locale: string; title: string } | null;

/**
 * Shop names for lists of orders and refunds (`shop.translation{locale, title}`): the request's
 * language, else the default one, else any — one query for the whole page.
 */
export async function shopTitles(db: Database | Tx, shopIds: number[], lang: string, fallbackLocale: string): Promise<Map<number, ShopTitle>> {
  const ids = [...new Set(shopIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ shopId: shopTranslations.shopId, locale: shopTranslations.locale, title: shopTranslations.title })
    .from(shopTranslations)
    .where(inArray(shopTranslations.shopId, ids));
  return new Map(
    ids.map((id) => {
      const picked = pickTranslation(rows.filter((r) => r.shopId === id), lang, fallbackLocale);
      return [id, picked ? { locale: picked.locale, title: picked.title } : null];
    }),
  );
}
