import { throwawayDatabase } from '../support/pg-sql';
import { afterAll, beforeAll, describe } from 'vitest';
import { openAllDayOnPostgres } from './support/open-all-day';
import { orderingJourney } from './support/ordering-journey';
import { useStorefront } from './support/storefront';

/**
 * The same path with the server on PostgreSQL (DATABASE_URL): a throw-away database on the server
 * TEST_DATABASE_URL names, migrated and seeded by the server itself at start. vitest.config.ts
 * runs this file only when TEST_DATABASE_URL is set (CI sets it; `npm test` says when it is not).
 */
const database = throwawayDatabase('comanda_e2e', 'ordering-journey-postgres');

beforeAll(() => database.create());
const storefront = useStorefront({ env: () => ({ DATABASE_URL: database.url }) });
// After the server seeded it: every shop open all day, as on the embedded template (support/open-all-day.ts).
beforeAll(() => openAllDayOnPostgres(database.url));
afterAll(() => database.drop());

describe('ordering journey (PostgreSQL)', () => {
  orderingJourney(storefront);
});
