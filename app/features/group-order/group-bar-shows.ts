import type { ShopGroup } from './load-group';

type Root = { user?: unknown; settings: Record<string, string> } | undefined;

/**
 * Whether the shop page has a group bar to draw (issue #16): an invite or a membership, or
 * "Start group order" for a signed-in customer while the `group_order` setting is on and the shop
 * is open (contract §5.5). Most visitors get none, and then the page does not load the bar's code
 * (group-bar-module.ts): the shop page and its product dialog have a 120 KB JavaScript budget.
 */
export function groupBarShows(group: ShopGroup, root: Root, shopOpen: boolean): boolean {
  if (group.kind !== 'none') return true;
  return Boolean(root?.user) && root?.settings.group_order === '1' && shopOpen;
}
