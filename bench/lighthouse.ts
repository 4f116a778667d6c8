// Lighthouse 12.8 (mobile preset: simulated slow 4G and a mid-range phone) on Debian's Chromium,
// for the pages with a performance bar (issue #4: performance ≥ 98, CLS ≤ 0.02). Part of
// `npm run bench`; `npm run bench:lighthouse [path…]` runs it alone against a fresh server.
import lighthouse from 'lighthouse';
import { launchBrowser } from '../tests/e2e/support/browser';
import { runCli } from './cli';

export type LighthouseScore = { url: string; performance: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number };

const DEBUGGING_PORT = 9333;

export async function lighthouseScores(urls: string[]): Promise<LighthouseScore[]> {
  const browser = await launchBrowser({ debuggingPort: DEBUGGING_PORT });
  try {
    const scores: LighthouseScore[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const metric = (id: string) => Math.round((audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
      scores.push({
        url,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: metric('cumulative-layout-shift'),
      });
    }
    return scores;
  } finally {
    await browser.close();
  }
}

runCli(import.meta.url, async (server, paths) => {
  console.table(await lighthouseScores(paths.map((p) => server.url + p)));
});
