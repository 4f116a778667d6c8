import { and, count, eq } from 'drizzle-orm';
import type { DeliveryPoint } from '../../../contract/shops';
import type { Database } from '../../db/client';
import { shops } from '../../db/schema';
import { deliversTo, visibleShop } from './shop-filters';

/** SH8/SH9: how many approved shops (or whether this one) deliver to `point`. */
export async function countShopsDeliveringTo(db: Database, point: DeliveryPoint, shopId?: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(shops)
    .where(and(visibleShop, deliversTo(point), shopId === undefined ? undefined : eq(shops.id, shopId)));
  return row?.value ?? 0;
}
