import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `url` (a PostgreSQL server's) naming another database on the same server. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * One statement on its own short-lived connection: CREATE/DROP DATABASE (which cannot run in a
 * pool's transaction) and the tests' direct edits of a server's database.
 */
export async function runSql(url: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * A database of a test file's own on the server TEST_DATABASE_URL names (the file runs only when
 * it is set): `create()` before the servers start, `drop()` after (forcing their connections).
 */
export function throwawayDatabase(prefix: string, file: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error(`${file} needs TEST_DATABASE_URL`);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  return {
    url: databaseUrl(adminUrl, name),
    create: () => runSql(adminUrl, `CREATE DATABASE ${name}`),
    drop: () => runSql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
