import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runSql } from '../../support/pg-sql';
import { openDatabase } from '../../../server/db/client';

/**
 * The browser tests run with every demo shop open all day, every day: the demo's real hours
 * (restaurants closing at 22:00 in Medellín) would make a journey pass or fail by the hour CI runs
 * at. Closed dates stay (the florist's holiday: the 'Shop is closed' tests), and opening hours
 * themselves are tested at fixed instants in the API suite (tests/api/shop-open.test.ts).
 */
export const OPEN_ALL_DAY = `UPDATE shop_working_days SET "from" = '00:00', "to" = '23:59', disabled = false`;

/** On the embedded database a server left in `dataDir` (the e2e template). */
export async function openAllDayInDataDir(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await database.db.execute(sql.raw(OPEN_ALL_DAY));
  } finally {
    await database.close();
  }
}

/** On a PostgreSQL database a server has seeded. */
export async function openAllDayOnPostgres(url: string) {
  await runSql(url, OPEN_ALL_DAY);
}
