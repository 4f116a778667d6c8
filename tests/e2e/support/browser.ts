import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium (CI installs it); CHROMIUM_PATH overrides. Missing = a failing suite, not a skip. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `debuggingPort`: also open the DevTools protocol on that port (Lighthouse drives it). */
export async function launchBrowser({ debuggingPort }: { debuggingPort?: number } = {}): Promise<Browser> {
  return chromium.launch(launchOptions(debuggingPort));
}

/**
 * One Chromium for the whole browser test run (global-setup.ts): starting one costs a second of
 * both cores, once per file. Each file connects to it (`connectBrowser`), and its contexts close
 * when it disconnects, so files still share nothing but the process.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

function launchOptions(debuggingPort?: number) {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return {
    executablePath: chromiumPath,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
      ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : []),
    ],
  };
}
