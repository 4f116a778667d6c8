import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

// Every page the storefront has, in each theme and direction (axe, WCAG 2 A/AA rules).
const pages = ['/', '/?page=2', '/no-such-page', '/address?redirectTo=/shop', '/login', '/register', '/reset-password'];
const variants = [
  { theme: 'light', locale: 'es' },
  { theme: 'dark', locale: 'ar' },
];

describe('accessibility', () => {
  for (const path of pages) {
    for (const v of variants) {
      it(`${path} (${v.theme}, ${v.locale}) has no axe violations`, async () => {
        const { context, page } = await storefront.open(path, { width: 390, height: 844, cookies: v });
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
