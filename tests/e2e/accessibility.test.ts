import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useStorefront } from './support/storefront';

const storefront = useStorefront();

// The pages no other browser test runs axe on at phone width, in each theme and direction (axe,
// WCAG 2 A/AA rules). The other sign-in steps (auth-pages), the not-found page
// (see-all-and-not-found), the lists (lists) and each feature's pages run it where they are tested.
const pages = ['/', '/?page=2', '/address?redirectTo=/shop', '/login', '/register', '/reset-password'];
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
