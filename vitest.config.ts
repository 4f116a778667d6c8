import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Projects: `unit` (beside the code), `api` (in-process Hono app on PGlite), `api-pg` (the same
// API suite on PostgreSQL, only when TEST_DATABASE_URL is set) and `e2e` (real server + Chromium).
const api = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env,
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
      exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/e2e/ordering-journey-postgres.test.ts'],
      environment: 'node',
      globalSetup: ['tests/e2e/support/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      fileParallelism: false,
    },
  },
];
if (process.env.TEST_DATABASE_URL) projects.push(api('api-pg', { TEST_DB: 'postgres' }));

export default defineConfig({ test: { projects } });
