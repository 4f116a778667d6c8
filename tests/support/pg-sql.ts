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
