import type { Story } from '../../../contract/marketing';

/**
 * ST1's body: one inner array per shop. Shops with the freshest story come first; inside a
 * shop, stories play in the order they were posted (oldest first), as story viewers do.
 */
export function groupStoriesByShop(stories: readonly Story[]): Story[][] {
  const groups = new Map<number, Story[]>();
  const newestFirst = [...stories].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  for (const story of newestFirst) {
    const group = groups.get(story.shop_id);
    if (group) group.push(story);
    else groups.set(story.shop_id, [story]);
  }
  return [...groups.values()].map((group) => group.reverse());
}
