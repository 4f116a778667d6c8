import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/server-process';
import { connectBrowser } from './browser';
import { takePooledServer } from './server-pool';

/** One real server per test file (temporary DATA_DIR, from the pool unless the file sets its own), stopped after it, and a connection to the run's Chromium. */
export type OpenOptions = {
  width?: number;
  height?: number;
  /** Cookies set before the first request (theme, locale, access_token, user, …). */
  cookies?: Record<string, string>;
  /** Phone emulation: touch events and a mobile viewport. */
  touch?: boolean;
  /** Runs on the new context before the page opens (request routes, say). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
};

export type Storefront = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new browser context on `path`, waited until the page has hydrated. Close the context. */
  open(path: string, options?: OpenOptions): Promise<{ context: BrowserContext; page: Page }>;
};

/**
 * `env`: extra environment of the server, read when it starts (after earlier `beforeAll`s ran);
 * `start`: starts the server instead (stopped after the file like the default one).
 */
export function useStorefront(options: { env?: () => Record<string, string>; start?: () => Promise<RunningServer> } = {}): Storefront {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // With the default environment, a server the pool started while the previous file ran.
    const start =
      options.start ??
      (options.env ? () => startServer(options.env?.(), { dataTemplate: inject('dataTemplate') }) : () => takePooledServer(inject('serverPool')));
    [server, browser] = await Promise.all([start(), connectBrowser(inject('browserEndpoint'))]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error('storefront not started yet (use it inside a test or hook)');
    return value;
  };
  return {
    get server() {
      return ready(server);
    },
    get browser() {
      return ready(browser);
    },
    async open(path, { width = 1280, height = 900, cookies = {}, touch = false, prepare } = {}) {
      const base = ready(server).url;
      const context = await ready(browser).newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
      const domain = new URL(base).hostname;
      await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain, path: '/' })));
      await prepare?.(context);
      const page = await context.newPage();
      await page.goto(base + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      return { context, page };
    },
  };
}
