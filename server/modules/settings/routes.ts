import { asc, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Setting } from '../../../contract/presentation';
import { clearOnChange } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { ok } from '../../http/respond';
import { REFERENCE_DATA_TTL_MS, ttlCache } from '../../lib/ttl-cache';
import type { AppEnv } from '../../http/types';

/** The setting the storefront footer links to as "Admin panel" (hidden when absent). */
export const ADMIN_URL_SETTING = 'admin_url';

export type SettingsReader = ReturnType<typeof settingsReader>;

/**
 * Every marketplace setting, read on every server-rendered page (and by the security headers):
 * kept in memory until a change anywhere (change feed), at most a minute. `admin_url` is where
 * this deployment's admin panel is, so it comes from the environment (ADMIN_PANEL_URL, README),
 * not from the database: a stored row (older demo data pointed it at http://localhost:3001) is
 * never served, and without the variable there is no such setting and no footer link.
 */
export function settingsReader(db: Database, options: { adminPanelUrl?: string | undefined } = {}) {
  const fromEnv: Setting[] = options.adminPanelUrl ? [{ key: ADMIN_URL_SETTING, value: options.adminPanelUrl }] : [];
  const all = ttlCache(REFERENCE_DATA_TTL_MS, async (): Promise<Setting[]> => {
    const rows = await db.select({ key: settings.key, value: settings.value }).from(settings)
      .where(ne(settings.key, ADMIN_URL_SETTING)).orderBy(asc(settings.key));
    return [...rows, ...fromEnv].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  });
  clearOnChange(db, ['settings'], all);
  return {
    all: () => all.get(),
    async value(key: string): Promise<string | undefined> {
      return (await all.get()).find((s) => s.key === key)?.value;
    },
  };
}

/** S1: every marketplace setting as `{key, value}` pairs (contract §3.27). */
export function settingsRoutes(reader: SettingsReader) {
  return new Hono<AppEnv>().get('/rest/settings', async (c) => ok(c, await reader.all(), 'publicData'));
}
