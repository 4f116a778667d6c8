import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { ensureDemoImages } from './images';
import { clearDatabase, seedDemo } from './index';

/**
 * `npm run db:seed`: wipes the configured database (PGlite under DATA_DIR, or DATABASE_URL) and
 * loads the demo marketplace, then makes sure the demo pictures exist under the storage folder.
 * tsx runs this file as CommonJS, hence an async main instead of top-level await.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir });
  try {
    await handle.migrate();
    await clearDatabase(handle.db);
    const summary = await seedDemo(handle.db, { admin: config.demoAdmin });
    await ensureDemoImages(config.storageDir);
    const where = config.databaseUrl ? 'PostgreSQL' : config.pgliteDir;
    console.log(
      `Seeded ${where}: ${summary.shops} shops (${summary.restaurants} restaurants, ${summary.stores} stores), ` +
        `${summary.products} products + ${summary.addons} addons, ${summary.stocks} stocks, ${summary.categories} categories, ` +
        `${summary.blogs} posts, ${summary.recipes} recipes; images in ${config.storageDir}/demo (${Date.now() - started} ms)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
