import type { Database } from './client';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A drizzle prepared statement built once per database handle under `name` (PostgreSQL then plans
 * it once per connection). For hot read paths whose SQL is large enough that planning costs as
 * much as running (the nested relational card queries: several ms each on every list request).
 * `build` must always produce the same statement for a name: pass values as placeholders.
 */
export function preparedOnce<T>(db: Database, name: string, build: (db: Database) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
