import { Hono } from 'hono';
import { shopReviewListQuery } from '../../../contract/shops';
import type { Database } from '../../db/client';
import { readQuery } from '../../http/input';
import { paginated } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { findShopReviews, toShopReview } from './review-queries';
import { requireShopId } from './shop-routes';

/** SH10 `rest/shops/{id}/reviews` (also the reservation page's reviews, BK9). */
export function reviewRoutes(db: Database) {
  return new Hono<AppEnv>().get('/rest/shops/:id/reviews', async (c) => {
    const shopId = await requireShopId(db, c);
    const f = readQuery(c, shopReviewListQuery);
    const { rows, total } = await findShopReviews(db, shopId, f);
    return paginated(c, rows.map((row) => toShopReview(row, c.var.imageUrl)), { ...f, total });
  });
}
