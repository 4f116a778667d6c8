import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { shopListQuery } from '../../../contract/shops';
import type { Database } from '../../db/client';
import { shops, shopsToCategories, shopTranslations } from '../../db/schema';

type ShopListFilter = z.infer<typeof shopListQuery>;

function shopListWhere(db: Database, f: ShopListFilter): SQL | undefined {
  return and(
    eq(shops.status, 'approved'),
    f.type ? eq(shops.type, f.type) : undefined,
    f.open !== undefined ? eq(shops.open, f.open) : undefined,
    f.verify !== undefined ? eq(shops.verify, f.verify) : undefined,
    f.category_id !== undefined
      ? inArray(
          shops.id,
          db
            .select({ id: shopsToCategories.shopId })
            .from(shopsToCategories)
            .where(eq(shopsToCategories.categoryId, f.category_id)),
        )
      : undefined,
  );
}

/** One page of approved shops with their translations in the wanted locales. */
export async function findShopPage(db: Database, f: ShopListFilter, locales: string[]) {
  const where = shopListWhere(db, f);
  const [rows, totals] = await Promise.all([
    db.query.shops.findMany({
      where,
      orderBy: [asc(shops.id)],
      limit: f.perPage,
      offset: (f.page - 1) * f.perPage,
      with: { translations: { where: inArray(shopTranslations.locale, locales) } },
    }),
    db.select({ value: count() }).from(shops).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}
