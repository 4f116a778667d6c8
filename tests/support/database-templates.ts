import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/index';
import { databaseUrl, runSql } from './pg-sql';

/** Where each API test file copies its database from: PGlite tarballs or PostgreSQL template databases. */
export type DatabaseTemplates =
  | { kind: 'pglite'; migrated: string; seeded: string }
  | { kind: 'postgres'; adminUrl: string; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Global setup of the `api` and `api-pg` projects. A fresh PGlite costs ~5 s to start, ~1 s to
 * migrate and ~1.5 s to seed; PostgreSQL ~2 s for the last two. Every test file paid that. Here it
 * is paid once: a migrated and a seeded database are made, and each file starts from a copy
 * (PGlite: `loadDataDir` of a tarball, ~2 s; PostgreSQL: `CREATE DATABASE … TEMPLATE`, ~0.3 s).
 */
export default async function setup(project: TestProject) {
  const postgres = project.config.env?.TEST_DB === 'postgres';
  if (!postgres) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-db-templates-'));
    const handle = await openDatabase({ pgliteDir: undefined });
    const save = async (name: string) => {
      const file = path.join(dir, `${name}.tar`);
      fs.writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
      return file;
    };
    await handle.migrate();
    const migrated = await save('migrated');
    await seedDemo(handle.db);
    const seeded = await save('seeded');
    await handle.close();
    project.provide('databaseTemplates', { kind: 'pglite', migrated, seeded });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the api-pg project needs TEST_DATABASE_URL');
  const prefix = `comanda_tpl_${randomBytes(4).toString('hex')}`;
  const make = async (name: string, from: string | undefined, fill: (handle: DatabaseHandle) => Promise<unknown>) => {
    await runSql(adminUrl, `CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`);
    const handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
    try {
      await fill(handle);
    } finally {
      // A template must have no connections when it is copied.
      await handle.close();
    }
  };
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  await make(migrated, undefined, (handle) => handle.migrate());
  await make(seeded, migrated, (handle) => seedDemo(handle.db));
  project.provide('databaseTemplates', { kind: 'postgres', adminUrl, migrated, seeded });
  return async () => {
    for (const name of [migrated, seeded]) await runSql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
