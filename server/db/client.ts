import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, registerChangeFeed, type ChangeFeed } from './change-feed';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite and node-postgres; modules only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the query API of the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cheap round trip for health checks. */
  ping(): Promise<boolean>;
  /** LISTEN/NOTIFY between the instances on this database (change-feed.ts). */
  changes: ChangeFeed;
  /** The connection pool of a PostgreSQL server (shared rate limits); unset on PGlite. */
  pool?: pg.Pool;
  /** PGlite only: the whole database as a tarball, for `loadDataDir` (the tests' templates). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  /** `onIdleError`: a pooled connection dropped while idle (server restart, terminated backend). */
  | { url: string; onIdleError?: (err: Error) => void }
  /**
   * `dir` undefined = in memory (tests). `loadDataDir`: start from an earlier `dump()` instead of
   * an empty cluster (the tests open a migrated, seeded copy in ~2 s rather than ~8 s).
   */
  | { pgliteDir: string | undefined; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    // JIT compilation (on by default in PostgreSQL ≥ 12) kicks in on large row estimates and costs
    // tens to hundreds of milliseconds; an API answering in milliseconds never gains from it.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // Without a listener such an error would crash the process; the pool replaces the connection.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const changes = postgresChangeFeed(options.url, pool, (err) => options.onIdleError?.(err));
    registerChangeFeed(db, changes);
    return {
      db,
      kind: 'postgres',
      changes,
      pool,
      migrate: async () => {
        // Several instances may start at once on one database: serialise migrations.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(7240311)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock(7240311)').catch(() => undefined);
          client.release();
        }
      },
      ping: () => ping(db),
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.pgliteDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm, btree_gist } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const changes = pgliteChangeFeed(client);
  registerChangeFeed(db, changes);
  return {
    db,
    kind: 'pglite',
    changes,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
