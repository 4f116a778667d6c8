import { inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { shopReviews, shops } from '../../db/schema';

/**
 * Recomputes `rating_avg` and `reviews_count` of shops from their reviews. Whoever writes reviews
 * (the seed, order reviews) calls this in the same transaction, so cards and the `rating[]` and
 * `high_rating` list options always agree with SH10.
 */
export async function refreshShopRatings(db: Database | Tx, shopIds?: readonly number[]): Promise<void> {
  const ofShop = sql`FROM ${shopReviews} WHERE ${shopReviews.shopId} = ${shops.id}`;
  await db.update(shops)
    .set({
      ratingAvg: sql`coalesce((SELECT round(avg(${shopReviews.rating}), 2) ${ofShop}), 0)`,
      reviewsCount: sql`(SELECT count(*)::int ${ofShop})`,
    })
    .where(shopIds ? inArray(shops.id, [...shopIds]) : undefined);
}
