// The gzip weight of the document, JavaScript and CSS a page loads in Chromium until it is
// hydrated (the site's stylesheet is inline, so it counts in the document).
// `npm run bench:weight [path…]` builds nothing: it starts the built server and prints the
// weights of the given paths (default `/`), for a quick check while working on the budget.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser';
import { runCli } from './cli';

export type PageWeight = {
  htmlGzipBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: number;
  scripts: Array<{ url: string; gzip: number }>;
};

/**
 * The live dialog, shown modal once its code has loaded (the overlays are built on the native
 * <dialog>). Not `dialog[open]`: a `?product=` link's first HTML already holds an open preview.
 */
export const OPEN_DIALOG = 'dialog:modal';

/** `waitFor`: a selector that must be visible before counting (e.g. a dialog whose code loads late). */
export async function pageWeight(url: string, { waitFor }: { waitFor?: string } = {}): Promise<PageWeight> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets: Array<{ url: string; type: 'html' | 'js' | 'css'; gzip: number }> = [];
    const pending: Promise<void>[] = [];
    const types = { document: 'html', script: 'js', stylesheet: 'css' } as const;
    page.on('response', (res) => {
      const type = types[res.request().resourceType() as keyof typeof types];
      if (!type || res.request().frame() !== page.mainFrame()) return;
      pending.push(
        res.body().then((body) => {
          assets.push({ url: res.url(), type, gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    if (waitFor) await page.locator(waitFor).first().waitFor();
    await Promise.all(pending);
    const sum = (t: 'html' | 'js' | 'css') => assets.filter((a) => a.type === t).reduce((n, a) => n + a.gzip, 0);
    return {
      htmlGzipBytes: sum('html'),
      jsGzipBytes: sum('js'),
      cssGzipBytes: sum('css'),
      files: assets.filter((a) => a.type !== 'html').length,
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
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`${p}: JS ${kb(w.jsGzipBytes)} KB gzip (${w.jsGzipBytes} B), document ${kb(w.htmlGzipBytes)} KB (CSS inline), linked CSS ${kb(w.cssGzipBytes)} KB`);
    for (const s of w.scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  }
});
