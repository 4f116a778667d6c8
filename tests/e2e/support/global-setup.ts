import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/server-process';
import { launchBrowserServer } from './browser';
import { openAllDayInDataDir } from './open-all-day';
import { startServerPool } from './server-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DATA_DIR of a server that migrated, seeded and rendered the demo images once. */
    dataTemplate: string;
    /** The address of the pool of ready servers (server-pool.ts) made from that template. */
    serverPool: string;
    /** The run's one Chromium (browser.ts `connectBrowser`). */
    browserEndpoint: string;
  }
}

/**
 * Seeding the demo marketplace and rendering its images takes a server ~10 s; every browser test
 * file starts its own server, so the work is done once here and each file's server starts from a
 * copy of the result (same data, still one database per file). The pool starts each file's server
 * while the file before it runs.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({}, { keepData: true });
  await server.stop();
  await openAllDayInDataDir(server.dataDir);
  project.provide('dataTemplate', server.dataDir);
  const [pool, browser] = await Promise.all([startServerPool(server.dataDir), launchBrowserServer()]);
  project.provide('serverPool', pool.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([pool.close(), browser.close()]);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
