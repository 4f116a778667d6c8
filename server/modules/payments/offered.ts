import type { ProviderTag } from '../../../contract/payments';
import { isProviderTag } from '../../../contract/payments';
import type { Database, Tx } from '../../db/client';

/**
 * Which external providers this server may offer: those whose keys are configured
 * (server/modules/payments/config.ts). It is configuration, the same on every instance, and is
 * attached to the database handle the app was made with (server/app.ts), so the payment lists
 * (PAY4, a shop's `shop_payments`) and the checks that a chosen method is available read it
 * without every caller threading it through, and two apps in one test process (each with its
 * own database) never see each other's. Cash and wallet are always offered when active.
 */
const byDatabase = new WeakMap<object, ReadonlySet<ProviderTag>>();

/** Drizzle gives a database and its transactions one relational schema object: the shared key. */
const keyOf = (db: Database | Tx): object => (db as unknown as { _?: { schema?: object } })._?.schema ?? db;

export function registerOfferedProviders(db: Database, tags: Iterable<ProviderTag>): void {
  byDatabase.set(keyOf(db), new Set(tags));
}

/** True unless `tag` is an external provider without keys here. Accepts `db` or its transaction. */
export function isOffered(db: Database | Tx, tag: string): boolean {
  if (!isProviderTag(tag)) return true;
  return byDatabase.get(keyOf(db))?.has(tag) ?? false;
}
