import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Currency } from '../../../contract/presentation';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema';
import { num, ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';

const toCurrency = (row: typeof currencies.$inferSelect): Currency => ({
  id: row.id,
  title: row.title,
  symbol: row.symbol,
  rate: num(row.rate),
  default: row.default,
  active: row.active,
  position: row.position,
});

/** S3 (active currencies) and the full listing (contract: "listing of all currencies"). */
export function currencyRoutes(db: Database) {
  const list = (activeOnly: boolean) =>
    db
      .select()
      .from(currencies)
      .where(activeOnly ? eq(currencies.active, true) : undefined)
      .orderBy(asc(currencies.id));
  return new Hono<AppEnv>()
    .get('/rest/currencies/active', async (c) => ok(c, (await list(true)).map(toCurrency), 'publicData'))
    .get('/rest/currencies', async (c) => ok(c, (await list(false)).map(toCurrency), 'publicData'));
}
