import * as s from '../../schema';
import { refreshShopRatings } from '../../../modules/catalog/review-rating';
import { rng } from '../art/svg';
import { reviewAuthors, reviewComments } from '../data/reviews';
import { addHours } from '../geo';
import type { ShopModel } from '../model';
import { insertAll, must, type Tx } from './common';

type ReviewRow = typeof s.shopReviews.$inferInsert;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * 4–8 reviews per shop whose stars average the shop's rating in the data (to the nearest the
 * count allows), by distinct authors, spread over the last weeks. Same `now`, same reviews.
 */
export function buildShopReviews(shops: readonly ShopModel[], shopIds: ReadonlyMap<string, number>, now: Date): ReviewRow[] {
  return shops.flatMap(({ def }) => {
    const random = rng(`reviews:${def.slug}`);
    const count = 4 + Math.floor(random() * 5);
    const stars = Math.min(5 * count, Math.max(count, Math.round(def.rating * count)));
    const low = Math.floor(stars / count);
    const ratings = shuffled(Array.from({ length: count }, (_, i) => (i < stars - low * count ? low + 1 : low)), random);
    const authors = shuffled(reviewAuthors, random);
    const shopId = must(shopIds, def.slug, 'shop');
    return ratings.map((rating, i): ReviewRow => {
      const author = authors[i % authors.length] ?? reviewAuthors[0];
      if (!author) throw new Error('No review authors');
      const comments = reviewComments[author.locale][rating - 1] ?? [];
      const createdAt = addHours(now, -(24 * (i * 6 + 1) + Math.floor(random() * 20)));
      return {
        shopId, rating, comment: comments[Math.floor(random() * comments.length)] ?? null,
        authorFirstname: author.firstname, authorLastname: author.lastname, createdAt, updatedAt: createdAt,
      };
    });
  });
}

/** Inserts the demo reviews, then makes every shop's rating and review count agree with them. */
export async function insertShopReviews(tx: Tx, shops: readonly ShopModel[], shopIds: ReadonlyMap<string, number>, now: Date): Promise<void> {
  await insertAll(buildShopReviews(shops, shopIds, now), (slice) => tx.insert(s.shopReviews).values(slice));
  await refreshShopRatings(tx);
}
