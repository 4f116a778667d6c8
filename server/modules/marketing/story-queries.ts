import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, productTranslations, shops, shopTranslations, stories } from '../../db/schema';
import { shopDeliversTo, type Point } from './delivers-to';

/**
 * Active stories of approved shops, newest first, with what a story shows of its shop and
 * product. A product that is no longer on sale is dropped from its story (the picture stays),
 * so a tap opens the shop instead of a missing product. With a point, only shops delivering
 * there. The schema has no expiry for stories: an active story stays until it is switched off.
 */
export async function findActiveStories(db: Database, point?: Point) {
  const rows = await db
    .select({
      id: stories.id,
      shopId: stories.shopId,
      img: stories.img,
      createdAt: stories.createdAt,
      shopLogo: shops.logoImg,
      productId: products.id,
      productUuid: products.uuid,
    })
    .from(stories)
    .innerJoin(shops, and(eq(shops.id, stories.shopId), eq(shops.status, 'approved')))
    .leftJoin(
      products,
      and(eq(products.id, stories.productId), eq(products.active, true), eq(products.status, 'published')),
    )
    .where(and(eq(stories.active, true), point ? shopDeliversTo(shops.id, point) : undefined))
    .orderBy(desc(stories.createdAt), desc(stories.id));

  const shopIds = [...new Set(rows.map((r) => r.shopId))];
  const productIds = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
  // Every language is loaded (titles only) so the "any translation" fallback still works.
  const [shopTitles, productTitles] = await Promise.all([
    shopIds.length
      ? db
          .select({ ownerId: shopTranslations.shopId, locale: shopTranslations.locale, title: shopTranslations.title })
          .from(shopTranslations)
          .where(inArray(shopTranslations.shopId, shopIds))
      : [],
    productIds.length
      ? db
          .select({ ownerId: productTranslations.productId, locale: productTranslations.locale, title: productTranslations.title })
          .from(productTranslations)
          .where(inArray(productTranslations.productId, productIds))
      : [],
  ]);
  return { rows, shopTitles, productTitles };
}
