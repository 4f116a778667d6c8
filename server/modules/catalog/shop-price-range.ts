import { and, eq, max, min } from 'drizzle-orm';
import type { ProductPriceRange } from '../../../contract/shops';
import type { Database } from '../../db/client';
import { products, shops, stocks } from '../../db/schema';
import { num } from '../../http/respond';
import type { MoneyConverter } from '../currencies/convert';

/** SH7: cheapest and dearest variant on sale in approved shops (price slider bounds). */
export async function findProductPriceRange(db: Database, money: MoneyConverter): Promise<ProductPriceRange> {
  const [row] = await db.select({ min: min(stocks.price), max: max(stocks.price) })
    .from(stocks)
    .innerJoin(products, eq(products.id, stocks.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(shops.status, 'approved'), eq(products.active, true), eq(products.status, 'published'), eq(products.addon, false)));
  return { min: num(money.convert(row?.min ?? '0')), max: num(money.convert(row?.max ?? '0')) };
}
