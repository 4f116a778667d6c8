import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

/**
 * Which database the API suite runs on: the `api` project uses an in-memory PGlite, the
 * `api-pg` project sets TEST_DB=postgres and gives every test file its own throw-away
 * database on the server named by TEST_DATABASE_URL (so files can run in parallel).
 */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (testDbKind === 'pglite') {
    const handle = await openDatabase({ pgliteDir: undefined });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `comanda_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * One migrated database per test file (a fresh PGlite takes seconds), closed after the file.
 * Read `.handle` inside tests/hooks, not at import time.
 */
export function useTestDatabase(): { readonly handle: DatabaseHandle } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
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
