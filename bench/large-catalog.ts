// `npm run bench -- --large [--regenerate] [--generate-only]`: the catalog at scale (issue #4). Fills a PostgreSQL
// database with the demo marketplace plus 10 000 shops and 1 000 000 products (once; later runs
// reuse it), then times the real API endpoints through the real app, in-process and sequentially,
// and writes p50/p95/p99 per endpoint to bench/results/large.json. Target: p95 ≤ 20 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createApiApp, type ApiApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { clearDatabase, seedDemo } from '../server/db/seed/index';
import { CITY, generateLargeCatalog, hasLargeCatalog, LARGE_PRODUCTS, LARGE_SHOPS } from './large-catalog-data';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/comanda_bench';
export const P95_BUDGET_MS = 20;
const WARM_UP = 40;
const SAMPLES = 300;
/**
 * Wall-clock caps per endpoint so an endpoint far over budget (seconds per request) still ends
 * the run in minutes; the sample count actually taken is reported with the percentiles.
 */
const WARM_UP_CAP_MS = 20_000;
const SAMPLING_CAP_MS = 120_000;

/** Creates the database named by `url` when it does not exist (connecting to `postgres` to do so). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`BENCH_DATABASE_URL: unusable database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round2 = (ms: number) => Math.round(ms * 100) / 100;

type EndpointResult = { endpoint: string; samples: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; meetsBudget: boolean };

/** Times `urls` (cycled) one request at a time after a warm-up; every answer must be 200. */
async function measure(app: ApiApp, endpoint: string, urls: string[]): Promise<EndpointResult> {
  const call = async (url: string) => {
    const started = performance.now();
    const res = await app.request(url);
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return ms;
  };
  const warmUpEnds = performance.now() + WARM_UP_CAP_MS;
  for (let i = 0; i < WARM_UP && performance.now() < warmUpEnds; i += 1) await call(urls[(i * 7) % urls.length]!);
  const times: number[] = [];
  const samplingEnds = performance.now() + SAMPLING_CAP_MS;
  for (let i = 0; i < SAMPLES && performance.now() < samplingEnds; i += 1) times.push(await call(urls[i % urls.length]!));
  times.sort((a, b) => a - b);
  const p95Ms = round2(percentile(times, 95));
  return {
    endpoint, samples: times.length, p50Ms: round2(percentile(times, 50)), p95Ms, p99Ms: round2(percentile(times, 99)),
    maxMs: round2(times.at(-1) ?? NaN), meetsBudget: p95Ms <= P95_BUDGET_MS,
  };
}

/**
 * Delivery points: a grid over the city (most inside hundreds of zones, the outer ring inside a
 * few) and one far away (no shop delivers there).
 */
function deliveryPoints(): Array<{ latitude: number; longitude: number }> {
  const points = [];
  for (let i = -3; i <= 3; i += 1) {
    for (let j = -3; j <= 3; j += 1) {
      points.push({
        latitude: +(CITY.latitude + (i / 3) * CITY.latSpread * 0.9 + j * 0.0013).toFixed(5),
        longitude: +(CITY.longitude + (j / 3) * CITY.lngSpread * 0.9 - i * 0.0011).toFixed(5),
      });
    }
  }
  points.push({ latitude: 4.711, longitude: -74.0721 });
  return points;
}

/** What people type: whole words, prefixes while typing, typos, two words, in en/es/ar. */
export const SEARCH_TERMS: ReadonlyArray<readonly [string, string]> = [
  ['pizza', 'en'], ['piza', 'en'], ['piz', 'en'], ['burger', 'en'], ['burgr', 'en'], ['hamburguesa', 'es'],
  ['hamburgesa', 'es'], ['coffee', 'en'], ['cofee', 'en'], ['café', 'es'], ['chicken', 'en'], ['chiken', 'en'],
  ['pollo', 'es'], ['tacos', 'es'], ['ice cream', 'en'], ['helado', 'es'], ['lemonade', 'en'], ['limonada', 'es'],
  ['sushi', 'en'], ['salad', 'en'], ['ensalada', 'es'], ['cheese', 'en'], ['queso', 'es'], ['chocolate', 'en'],
  ['choco', 'en'], ['beer', 'en'], ['wine', 'en'], ['vino', 'es'], ['bread', 'en'], ['pan', 'es'], ['arepa', 'es'],
  ['empanadas', 'es'], ['juice', 'en'], ['jugo', 'es'], ['milk', 'en'], ['leche', 'es'], ['dog food', 'en'],
  ['spicy chicken', 'en'], ['family pizza', 'en'], ['te', 'en'], ['pi', 'en'], ['a', 'es'], ['بيتزا', 'ar'],
  ['قهوة', 'ar'], ['دجاج', 'ar'], ['برغر', 'ar'], ['shampoo', 'en'], ['vitamin', 'en'], ['roses', 'en'],
  ['noodles', 'en'], ['ceviche', 'es'], ['smoothie', 'en'], ['xyzzy', 'en'],
];

export async function runLargeCatalogBench(args: string[]): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_URL;
  await ensureDatabase(url);
  const handle = await openDatabase({ url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await handle.migrate();
    let generatedIn: number | null = null;
    if (args.includes('--regenerate') || !(await hasLargeCatalog(client))) {
      const started = performance.now();
      console.log(`generating ${LARGE_SHOPS} shops and ${LARGE_PRODUCTS} products in ${new URL(url).pathname.slice(1)}…`);
      await clearDatabase(handle.db);
      await seedDemo(handle.db);
      await generateLargeCatalog(client, console.log);
      generatedIn = Math.round((performance.now() - started) / 1000);
      console.log(`generated in ${generatedIn} s`);
    } else {
      console.log('large catalog already generated (pass --regenerate to rebuild it)');
    }
    await client.query('VACUUM ANALYZE');
    if (args.includes('--generate-only')) return;

    const app = createApiApp({ database: handle, log: pino({ level: 'silent' }), storageDir: fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-')) });
    const points = deliveryPoints();
    const shopPages = points.flatMap((p, i) => {
      const page = 1 + (i % 4);
      return [`/api/v1/rest/shops/paginate?address[latitude]=${p.latitude}&address[longitude]=${p.longitude}&perPage=12&page=${page}&lang=en`];
    });
    const productSearches = SEARCH_TERMS.flatMap(([term, lang], i) =>
      [`/api/v1/rest/products/search?search=${encodeURIComponent(term)}&lang=${lang}&perPage=10&page=${1 + (i % 3 === 2 ? 1 : 0)}`]);
    const shopSearches = SEARCH_TERMS.map(([term, lang]) => `/api/v1/rest/shops/search?search=${encodeURIComponent(term)}&lang=${lang}&perPage=10`);

    const results = [
      await measure(app, 'GET rest/shops/paginate (address, perPage=12)', shopPages),
      await measure(app, 'GET rest/products/search', productSearches),
      await measure(app, 'GET rest/shops/search', shopSearches),
    ];
    console.table(results.map((r) => ({ endpoint: r.endpoint, samples: r.samples, 'p50 ms': r.p50Ms, 'p95 ms': r.p95Ms, 'p99 ms': r.p99Ms, 'max ms': r.maxMs })));
    for (const r of results) console.log(`${r.meetsBudget ? 'OK  ' : 'FAIL'} p95 ${r.p95Ms} ms ≤ ${P95_BUDGET_MS} ms: ${r.endpoint}`);

    const out = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      postgres: (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version,
      shops: LARGE_SHOPS,
      products: LARGE_PRODUCTS,
      generatedSeconds: generatedIn,
      method: `in-process app.request, sequential, up to ${WARM_UP} warm-up then up to ${SAMPLES} timed requests per endpoint (capped at ${SAMPLING_CAP_MS / 1000} s) over varied inputs`,
      loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
      p95BudgetMs: P95_BUDGET_MS,
      results,
    };
    const file = path.join(import.meta.dirname, 'results', 'large.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`saved ${path.relative(process.cwd(), file)}`);
  } finally {
    await client.end();
    await handle.close();
  }
}
