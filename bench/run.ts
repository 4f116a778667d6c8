// `npm run bench`: starts a production server on a temporary database, measures throughput and
// latency of key endpoints with autocannon (127.0.0.1, bounded duration) and the gzip weight of
// the JavaScript and CSS the budgeted pages load in Chromium, and their Lighthouse mobile scores. Prints a table and writes
// bench/results/latest.json. A benchmark, not a test: it never fails on numbers.
// `npm run bench -- --large` runs the large-catalog benchmark instead (bench/large-catalog.ts);
// `npm run bench -- --realtime` the live channel's fan-out (bench/realtime.ts).
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../scripts/server-process';
import { lighthouseScores } from './lighthouse';
import { OPEN_DIALOG, pageWeight } from './page-weight';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const targets = [
  { name: 'GET /api/v1/rest/settings', path: '/api/v1/rest/settings' },
  { name: 'GET /api/v1/rest/shops/paginate', path: '/api/v1/rest/shops/paginate?perPage=12&lang=es' },
  { name: 'SSR home page', path: '/' },
];

type LoadResult = { name: string; reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

async function load(url: string, name: string): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  // The catalog at scale is a different benchmark on its own PostgreSQL database (large-catalog.ts).
  if (process.argv.includes('--realtime')) {
    const { runRealtimeBench } = await import('./realtime');
    await runRealtimeBench();
    return;
  }
  if (process.argv.includes('--large')) {
    const { runLargeCatalogBench } = await import('./large-catalog');
    return runLargeCatalogBench(process.argv.slice(2));
  }
  const server = await startServer({ LOG_LEVEL: 'warn' });
  try {
    // Warm caches (translations, languages, compiled routes) before measuring.
    for (const t of targets) await fetch(server.url + t.path).then((r) => r.arrayBuffer());
    const results: LoadResult[] = [];
    for (const t of targets) results.push(await load(server.url + t.path, t.name));
    // The pages with a budget (issue #3/#4: ≤ 120 KB gzip JS each), on a shop and product of the demo.
    const shop = ((await (await fetch(`${server.url}/api/v1/rest/shops/paginate?perPage=1`)).json()) as { data: Array<{ id: number }> }).data[0];
    const product = shop
      ? ((await (await fetch(`${server.url}/api/v1/rest/shops/${shop.id}/products`)).json()) as { data: { all: Array<{ products: Array<{ uuid: string }> }> } })
          .data.all.flatMap((c) => c.products)[0]
      : undefined;
    const pages = [
      { page: 'home', path: '/' },
      ...(shop ? [{ page: 'shop page', path: `/shop/${shop.id}` }] : []),
      ...(shop && product ? [{ page: 'product dialog', path: `/shop/${shop.id}?product=${product.uuid}`, waitFor: OPEN_DIALOG }] : []),
    ];
    const weights = [];
    for (const p of pages) weights.push({ ...p, ...(await pageWeight(server.url + p.path, { waitFor: p.waitFor })) });
    const weight = weights[0]!;
    const lighthouse = await lighthouseScores(pages.map((p) => server.url + p.path));

    const rows = results.map((r) => ({ endpoint: r.name, 'req/s': r.reqPerSec, 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms, errors: r.errors + r.non2xx }));
    console.table(rows);
    console.table(lighthouse.map((l, i) => ({ page: pages[i]?.page, 'performance (median)': l.performance, runs: l.runs.join(' '), 'LCP ms': l.lcpMs, 'TBT ms': l.tbtMs, CLS: l.cls })));
    console.table(
      weights.map((w) => ({
        page: w.page,
        path: w.path,
        'JS gzip KB': +(w.jsGzipBytes / 1024).toFixed(1),
        'document gzip KB (CSS inline)': +(w.htmlGzipBytes / 1024).toFixed(1),
        'linked CSS gzip KB': +(w.cssGzipBytes / 1024).toFixed(1),
        files: w.files,
      })),
    );

    const out = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      load: results,
      homePage: weight,
      lighthouseMobile: lighthouse.map((l, i) => ({ page: pages[i]?.page, path: pages[i]?.path, ...l, url: undefined })),
      pageWeights: weights.map(({ page, path: p, htmlGzipBytes, jsGzipBytes, cssGzipBytes, files }) => ({ page, path: p, htmlGzipBytes, jsGzipBytes, cssGzipBytes, files })),
    };
    const file = path.join(import.meta.dirname, 'results', 'latest.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`saved ${path.relative(process.cwd(), file)}`);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
