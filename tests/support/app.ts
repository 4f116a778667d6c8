import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { errorBody } from '../../contract/http';
import { createApiApp, type ApiApp, type AppDeps } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { clearDatabase, seedDemo } from '../../server/db/seed/index';
import { useTestDatabase } from './db';

/** Log lines the app wrote during a test file, parsed (for asserting request ids on errors). */
export type CapturedLogs = Array<Record<string, unknown>>;

/**
 * The API app in-process on this file's shared test database, a copy of the demo marketplace
 * seeded once for the whole run. Call `reset()` from tests that write, to put the demo data back.
 */
export function useSeededApp() {
  const database = useTestDatabase({ seeded: true });
  const logs: CapturedLogs = [];
  let app: ApiApp | undefined;
  let storageDir = '';
  let log: pino.Logger | undefined;

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-storage-'));
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    log = pino({ level: 'info' }, sink);
    app = createApiApp({ database: database.handle, log, storageDir });
  }, 120_000);
  afterAll(() => {
    if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
  });

  return {
    get app(): ApiApp {
      if (!app) throw new Error('app not ready (use it inside a test or hook)');
      return app;
    },
    get db() {
      return database.handle.db;
    },
    /** The database handle (its change feed: the live channel's tests). */
    get database() {
      return database.handle;
    },
    get log(): pino.Logger {
      if (!log) throw new Error('app not ready (use it inside a test or hook)');
      return log;
    },
    get storageDir() {
      return storageDir;
    },
    logs,
    /**
     * A new app on the same database and log, for tests that add routes or fake failures; `deps`
     * replaces other dependencies (auth senders, rate limiter…). Its in-memory state (rate limits,
     * dev mailbox) starts empty.
     */
    freshApp(overrides: Partial<DatabaseHandle> = {}, deps: Partial<Omit<AppDeps, 'database' | 'log'>> = {}): ApiApp {
      if (!log) throw new Error('app not ready (use it inside a test or hook)');
      return createApiApp({ database: { ...database.handle, ...overrides }, log, storageDir, ...deps });
    },
    async reset() {
      await clearDatabase(database.handle.db);
      await seedDemo(database.handle.db);
    },
  };
}

export async function getJson<T = unknown>(app: ApiApp, url: string, init?: RequestInit) {
  const res = await app.request(url, init);
  return { res, body: (await res.json()) as T };
}

/** Calls `/api/v1/rest/{path}`, expects `status` and the contract's error body with a readable message. */
export async function expectApiError(app: ApiApp, path: string, status: number) {
  const { res, body } = await getJson(app, `/api/v1/rest/${path}`);
  expect(res.status, path).toBe(status);
  const error = errorBody.parse(body);
  expect(error.message.length).toBeGreaterThan(3);
  return error;
}
