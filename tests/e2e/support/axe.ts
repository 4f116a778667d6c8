import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe (WCAG 2 A/AA) violations on the page as it is now, one readable line each. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((x) => `${x.id} (${x.impact}): ${x.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
