import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Setting } from '../../../contract/presentation';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';

/** S1: every marketplace setting as `{key, value}` pairs (contract §3.27). */
export function settingsRoutes(db: Database) {
  return new Hono<AppEnv>().get('/rest/settings', async (c) => {
    const rows: Setting[] = await db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .orderBy(asc(settings.key));
    return ok(c, rows, 'publicData');
  });
}
