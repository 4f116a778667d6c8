import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { databaseUrl, runSql } from './pg-sql';

/**
 * Which database the API suite runs on: the `api` project uses an in-memory PGlite, the
 * `api-pg` project sets TEST_DB=postgres and gives every test file its own throw-away
 * database on the server named by TEST_DATABASE_URL (so files can run in parallel).
 * Both start from the templates the project's global setup made (database-templates.ts).
 */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** `seeded`: with the demo marketplace in it (as `seedDemo` leaves it); otherwise migrated and empty. */
export async function openTestDatabase({ seeded = false } = {}): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const templates = inject('databaseTemplates');
  if (templates.kind === 'pglite') {
    const tarball = fs.readFileSync(seeded ? templates.seeded : templates.migrated);
    const handle = await openDatabase({ pgliteDir: undefined, loadDataDir: new Blob([tarball]) });
    return { handle, dispose: () => handle.close() };
  }
  const { adminUrl } = templates;
  const name = `comanda_test_${randomBytes(5).toString('hex')}`;
  await runSql(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${seeded ? templates.seeded : templates.migrated}`);
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await runSql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * One database per test file (a fresh PGlite takes seconds), closed after the file.
 * Read `.handle` inside tests/hooks, not at import time.
 */
export function useTestDatabase(options: { seeded?: boolean } = {}): { readonly handle: DatabaseHandle } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(options);
  }, 60_000);
  afterAll(async () => {
    await opened?.dispose();
  });
  return {
    get handle() {
      if (!opened) throw new Error('test database not open yet (use it inside a test or hook)');
      return opened.handle;
    },
  };
}
