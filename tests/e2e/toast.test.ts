import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useStorefront } from './support/storefront';

/** Toasts meet colour contrast from the moment they appear, in both themes and all four kinds. */
const storefront = useStorefront();

/**
 * Every effective opacity (own × ancestors' inside the toast) the toast and its text had, sampled
 * each frame from the toast's first frame until `ms` later. 0 is not painted (axe skips it), 1 is
 * fully drawn; anything between is a fade, where contrast fails.
 */
function opacitiesWhileEntering(page: Page, ms: number) {
  return page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const seen = new Set<number>();
        let start = 0;
        const sample = (now: number) => {
          const toast = document.querySelector<HTMLElement>('[data-sonner-toast]');
          if (toast) {
            start ||= now;
            for (const el of [toast, ...toast.querySelectorAll<HTMLElement>('[data-title], [data-content]')]) {
              let opacity = 1;
              for (let node: HTMLElement | null = el; node && node !== toast.parentElement; node = node.parentElement) {
                opacity *= Number(getComputedStyle(node).opacity);
              }
              seen.add(opacity);
            }
          }
          if (start && now - start > duration) resolve([...seen].sort());
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    ms,
  );
}

describe('toasts', () => {
  it.each(['light', 'dark'])('stay fully opaque while they slide in and pass axe in every kind (%s)', async (theme) => {
    // The unauthorized notice is the toast any page shows on `?reason=unauthorized`.
    const { context, page } = await storefront.open('/?reason=unauthorized', { cookies: { locale: 'en', theme } });
    const watching = opacitiesWhileEntering(page, 600);
    const toast = page.locator('[data-sonner-toast]');
    await toast.waitFor();
    // While it enters: axe on the toast right away, then no frame below full opacity.
    expect(await axeViolations(page, '[data-sonner-toaster]')).toEqual([]);
    expect((await watching).filter((o) => o !== 0)).toEqual([1]);
    expect(await toast.getAttribute('data-type')).toBe('error');
    // Hovering holds the toast (its 5 s timer pauses) for the checks below. The page around it has
    // its own axe runs (accessibility.test, home-layouts.test).
    await toast.hover();
    // The same toast in the other kinds' colours (the kinds differ only by `data-type`).
    for (const kind of ['success', 'info', 'warning']) {
      await toast.evaluate((el, type) => el.setAttribute('data-type', type), kind);
      expect(await axeViolations(page, '[data-sonner-toaster]'), kind).toEqual([]);
    }
    await context.close();
  });

  it.each([
    [360, 'en'],
    [360, 'ar'],
    [768, 'en'],
    [1280, 'en'],
  ])('sit under the header, not over it, at %i px (%s)', async (width, locale) => {
    const { context, page } = await storefront.open('/?reason=unauthorized', { width, height: 720, cookies: { locale } });
    const toast = page.locator('[data-sonner-toast]');
    await toast.waitFor();
    const header = (await page.getByRole('banner').first().boundingBox())!;
    // Once it has slid in: its top edge below the header's bottom edge, and inside the screen.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await context.close();
  });
});
