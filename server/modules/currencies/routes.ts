import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Currency } from '../../../contract/presentation';
import { clearOnChange } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema';
import { num, ok } from '../../http/respond';
import { REFERENCE_DATA_TTL_MS, ttlCache } from '../../lib/ttl-cache';
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
  // Read on every server-rendered page: kept in memory until a change anywhere (at most a minute).
  const all = ttlCache(REFERENCE_DATA_TTL_MS, async () =>
    (await db.select().from(currencies).orderBy(asc(currencies.id))).map(toCurrency),
  );
  clearOnChange(db, ['currencies'], all);
  return new Hono<AppEnv>()
    .get('/rest/currencies/active', async (c) => ok(c, (await all.get()).filter((x) => x.active), 'publicData'))
    .get('/rest/currencies', async (c) => ok(c, await all.get(), 'publicData'));
}
