import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Setting } from '../../../contract/presentation';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { ok } from '../../http/respond';
import { REFERENCE_DATA_TTL_MS, ttlCache } from '../../lib/ttl-cache';
import type { AppEnv } from '../../http/types';

/** S1: every marketplace setting as `{key, value}` pairs (contract §3.27). */
export function settingsRoutes(db: Database) {
  // Read on every server-rendered page: kept in memory, at most a minute old.
  const all = ttlCache(REFERENCE_DATA_TTL_MS, (): Promise<Setting[]> =>
    db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key)),
  );
  return new Hono<AppEnv>().get('/rest/settings', async (c) => ok(c, await all.get(), 'publicData'));
}
