import { Hono } from 'hono';
import { cachePolicy } from '../../../contract/cache-policy';
import type { DatabaseHandle } from '../../db/client';
import type { AppEnv } from '../../http/types';

/** Load balancers and operators ask here whether this instance can reach its database. */
export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const up = await database.ping();
    c.header('Cache-Control', cachePolicy.none);
    return c.json(
      { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', kind: database.kind },
      up ? 200 : 503,
    );
  });
}
