import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Projects: `unit` (beside the code), `api` (in-process Hono app on PGlite), `api-pg` (the same
// API suite on PostgreSQL, only when TEST_DATABASE_URL is set) and `e2e` (real server + Chromium).
// Real concurrency needs PostgreSQL (PGlite has one connection): these run in `api-pg` only.
const POSTGRES_ONLY = ['tests/api/wallet-concurrency.test.ts'];

const api = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    // Needs a Redis server (CI sets TEST_REDIS_URL; `npm test` says when it is not set).
    exclude: [
      ...(process.env.TEST_REDIS_URL ? [] : ['tests/api/shared-rate-limit-redis.test.ts']),
      ...(env.TEST_DB === 'postgres' ? [] : POSTGRES_ONLY),
    ],
    environment: 'node',
    env,
    // Makes the migrated and seeded databases every file copies (tests/support/database-templates.ts).
    globalSetup: ['tests/support/database-templates.ts'],
    // Files share a worker's loaded modules: importing the whole server again for every file cost
    // more than the tests themselves. Each file builds its own app and database (tests/support),
    // so nothing a test reads lives at module level.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'contract/**/*.test.ts'],
      environment: 'node',
    },
  },
  api('api', { TEST_DB: 'pglite' }),
  {
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.test.ts'],
      // The PostgreSQL journey needs a server to make its database on (CI sets TEST_DATABASE_URL).
      // So does the two-instance test (two servers on one PostgreSQL database).
      exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/e2e/ordering-journey-postgres.test.ts', 'tests/e2e/two-instances.test.ts', 'tests/e2e/realtime-two-instances.test.ts'],
      environment: 'node',
      globalSetup: ['tests/e2e/support/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      // One worker runs the files in turn; importing Playwright and axe again for each cost ~0.7 s a
      // file. Each file still takes its own server and browser connection (support/storefront.ts).
      isolate: false,
    },
  },
];
if (process.env.TEST_DATABASE_URL) projects.push(api('api-pg', { TEST_DB: 'postgres' }));

export default defineConfig({ test: { projects } });
