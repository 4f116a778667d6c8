import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, shops, shopsToCategories, shopsToTags, shopTags, shopTagTranslations } from '../../db/schema';

/** Tag ids some approved shop of the category (or of its sub-categories) carries. */
function tagIdsInCategory(db: Database, categoryId: number) {
  return db.selectDistinct({ id: shopsToTags.shopTagId }).from(shopsToTags)
    .innerJoin(shops, eq(shops.id, shopsToTags.shopId))
    .innerJoin(shopsToCategories, eq(shopsToCategories.shopId, shopsToTags.shopId))
    .where(and(
      eq(shops.status, 'approved'),
      or(
        eq(shopsToCategories.categoryId, categoryId),
        inArray(shopsToCategories.categoryId, db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, categoryId))),
      ),
    ));
}

/**
 * SH6 tags ("takes"): every tag, or with `category_id` only the tags used in that category, so a
 * filter chip never leads to an empty list.
 */
export function findShopTags(db: Database, categoryId: number | undefined, locales: string[]) {
  return db.query.shopTags.findMany({
    where: categoryId === undefined ? undefined : inArray(shopTags.id, tagIdsInCategory(db, categoryId)),
    orderBy: asc(shopTags.id),
    columns: { id: true, img: true },
    with: { translations: { where: inArray(shopTagTranslations.locale, locales) } },
  });
}
