// The gzip weight of the JavaScript and CSS a page loads in Chromium until it is hydrated.
// `npm run bench:weight [path…]` builds nothing: it starts the built server and prints the
// weights of the given paths (default `/`), for a quick check while working on the budget.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser';
import { runCli } from './cli';

export type PageWeight = { jsGzipBytes: number; cssGzipBytes: number; files: number; scripts: Array<{ url: string; gzip: number }> };

/** An open native <dialog> (the overlays are built on it, so it has no role attribute). */
export const OPEN_DIALOG = 'dialog[open]';

/** `waitFor`: a selector that must be visible before counting (e.g. a dialog whose code loads late). */
export async function pageWeight(url: string, { waitFor }: { waitFor?: string } = {}): Promise<PageWeight> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets: Array<{ url: string; type: 'js' | 'css'; gzip: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        res.body().then((body) => {
          assets.push({ url: res.url(), type: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    if (waitFor) await page.locator(waitFor).first().waitFor();
    await Promise.all(pending);
    const sum = (t: 'js' | 'css') => assets.filter((a) => a.type === t).reduce((n, a) => n + a.gzip, 0);
    return {
      jsGzipBytes: sum('js'),
      cssGzipBytes: sum('css'),
      files: assets.length,
      scripts: assets.filter((a) => a.type === 'js').map(({ url: u, gzip }) => ({ url: new URL(u).pathname, gzip })),
    };
  } finally {
    await browser.close();
  }
}


runCli(import.meta.url, async (server, paths) => {
  for (const p of paths) {
    // A product deep link counts once its dialog (a lazy chunk) is open.
    const w = await pageWeight(server.url + p, { waitFor: /[?&]product=/.test(p) ? OPEN_DIALOG : undefined });
    console.log(`${p}: JS ${(w.jsGzipBytes / 1024).toFixed(1)} KB gzip, CSS ${(w.cssGzipBytes / 1024).toFixed(1)} KB gzip`);
    for (const s of w.scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  }
});
