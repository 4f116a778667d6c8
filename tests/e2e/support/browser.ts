import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (CI installs it); CHROMIUM_PATH overrides. Missing = a failing suite, not a skip. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `debuggingPort`: also open the DevTools protocol on that port (Lighthouse drives it). */
export async function launchBrowser({ debuggingPort }: { debuggingPort?: number } = {}): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
      ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : []),
    ],
  });
}
