import { runSql } from '../support/pg-sql';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { openAllDayOnPostgres } from './support/open-all-day';
import { orderingJourney } from './support/ordering-journey';
import { useStorefront } from './support/storefront';

/**
 * The same path with the server on PostgreSQL (DATABASE_URL): a throw-away database on the server
 * TEST_DATABASE_URL names, migrated and seeded by the server itself at start. vitest.config.ts
 * runs this file only when TEST_DATABASE_URL is set (CI sets it; `npm test` says when it is not).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('ordering-journey-postgres needs TEST_DATABASE_URL');
const name = `comanda_e2e_${randomBytes(5).toString('hex')}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;

const admin = (sql: string) => runSql(adminUrl, sql);

beforeAll(() => admin(`CREATE DATABASE ${name}`));
const storefront = useStorefront({ env: () => ({ DATABASE_URL: databaseUrl.toString() }) });
// After the server seeded it: every shop open all day, as on the embedded template (support/open-all-day.ts).
beforeAll(() => openAllDayOnPostgres(databaseUrl.toString()));
afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

describe('ordering journey (PostgreSQL)', () => {
  orderingJourney(storefront);
});
