import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStorefront } from './support/storefront';

/** The chosen-address label: a long address is cut at its own end, whatever the page's direction. */
const storefront = useStorefront();

const LATIN = 'Carrera 43A #1-50, Edificio Torre del Parque, El Poblado, Medellín, Antioquia, Colombia';
const ARABIC = 'شارع الملك فهد، حي العليا، مبنى البرج الكبير، الطابق الرابع عشر، الرياض، المملكة العربية السعودية';
const cookieOf = (address: string) => encodeURIComponent(JSON.stringify({ address, location: { latitude: 6.2442, longitude: -75.5812 } }));

/**
 * Where the address's text is cut: its direction, whether it overflows, and whether its first and
 * last characters fall inside the box (a start cut hides the first, an end cut the last).
 */
function cutOf(label: Locator) {
  return label.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const text = el.firstChild!;
    const charBox = (at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect();
    };
    const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1;
    const style = getComputedStyle(el);
    return {
      direction: style.direction,
      ellipsis: style.textOverflow === 'ellipsis',
      overflows: el.scrollWidth > el.clientWidth,
      firstVisible: inside(charBox(0)),
      lastVisible: inside(charBox(text.textContent!.length - 1)),
    };
  });
}

describe('chosen address label', () => {
  it.each([
    ['ar', LATIN, 'ltr'],
    ['ar', ARABIC, 'rtl'],
    ['en', ARABIC, 'rtl'],
    ['en', LATIN, 'ltr'],
  ])('in %s, keeps the start of a long address and cuts its end (%#)', async (locale, address, direction) => {
    const { context, page } = await storefront.open('/', {
      width: 360,
      cookies: { locale, dir: locale === 'ar' ? 'rtl' : 'ltr', address: cookieOf(address) },
    });
    const label = page.locator('main bdi[dir="auto"]').first();
    expect(await label.textContent()).toBe(address);
    expect(await cutOf(label)).toEqual({ direction, ellipsis: true, overflows: true, firstVisible: true, lastVisible: false });
    // The list pages' address button cuts the same way.
    await page.goto(`${storefront.server.url}/shop`);
    const button = page.getByTestId('address-button').locator('bdi[dir="auto"]');
    expect(await button.textContent()).toBe(address);
    expect(await cutOf(button)).toEqual({ direction, ellipsis: true, overflows: true, firstVisible: true, lastVisible: false });
    await context.close();
  });
});
