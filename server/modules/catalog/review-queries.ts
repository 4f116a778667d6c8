import { count, desc, eq } from 'drizzle-orm';
import type { ShopReview } from '../../../contract/shops';
import type { Database } from '../../db/client';
import { shopReviews } from '../../db/schema';
import type { PageRequest } from './shop-queries';

type ReviewRow = typeof shopReviews.$inferSelect;

/** SH10: a shop's reviews, newest first. */
export async function findShopReviews(db: Database, shopId: number, page: PageRequest) {
  const where = eq(shopReviews.shopId, shopId);
  const [rows, totals] = await Promise.all([
    db.select().from(shopReviews).where(where).orderBy(desc(shopReviews.createdAt), desc(shopReviews.id))
      .limit(page.perPage).offset((page.page - 1) * page.perPage),
    db.select({ value: count() }).from(shopReviews).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** §3.5 ShopReview. Reviews are written in their author's language and shown as written. */
export function toShopReview(row: ReviewRow, imageUrl: (p: string | null) => string | null): ShopReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    img: imageUrl(row.img),
    created_at: row.createdAt.toISOString(),
    reviewable_type: 'shop',
    reviewable_id: row.shopId,
    order_id: row.orderId,
    user: {
      id: row.userId,
      firstname: row.authorFirstname,
      lastname: row.authorLastname,
      // Avatars may stay relative (§1.9: the UI prefixes them), but absolute works everywhere.
      img: imageUrl(row.authorImg),
    },
  };
}
