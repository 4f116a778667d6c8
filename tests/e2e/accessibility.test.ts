import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

// Every page the storefront has, in each theme and direction (axe, WCAG 2 A/AA rules).
const pages = ['/', '/?page=2', '/no-such-page'];
const variants = [
  { theme: 'light', locale: 'es' },
  { theme: 'dark', locale: 'ar' },
];

describe('accessibility', () => {
  for (const path of pages) {
    for (const v of variants) {
      it(`${path} (${v.theme}, ${v.locale}) has no axe violations`, async () => {
        const context = await storefront.browser.newContext({ viewport: { width: 390, height: 844 } });
        const host = new URL(storefront.server.url).hostname;
        await context.addCookies(
          Object.entries({ theme: v.theme, locale: v.locale }).map(([name, value]) => ({ name, value, domain: host, path: '/' })),
        );
        const page = await context.newPage();
        await page.goto(storefront.server.url + path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        const summary = results.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(summary).toEqual([]);
        await context.close();
      });
    }
  }
});
