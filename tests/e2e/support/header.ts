import type { Page } from 'playwright-core';

/** The full (desktop, ≥1140px) header. */
export const desktopHeader = (page: Page) => page.locator('[data-header="desktop"]');

/**
 * The desktop header's pickers are kept as server HTML until used: hover them and wait until the
 * drawn ones have replaced it (the kept elements leave the document).
 */
export async function usePickers(page: Page) {
  const kept = await desktopHeader(page).getByLabel('Language').elementHandle();
  await desktopHeader(page).getByLabel('Language').hover();
  await page.waitForFunction((el) => !el.isConnected, kept!);
}

/** Chooses a currency with the desktop header's picker, e.g. `COP ($)`. */
export async function chooseCurrency(page: Page, name: string) {
  await usePickers(page);
  await desktopHeader(page).getByLabel('Currency').click();
  await page.getByRole('button', { name }).click();
  await desktopHeader(page).getByLabel('Currency').filter({ hasText: name.split(' ')[0] }).waitFor();
}
