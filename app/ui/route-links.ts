import type { NavigateFunction } from 'react-router';

type ClickKind = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A plain click on a link, ours to route: not handled already, not modified, not for a new tab. */
export const isPlainClick = (e: ClickKind) => !(e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);

/**
 * A click in server HTML that is not hydrated (its links are plain anchors): a same-site link
 * becomes a router navigation, so the page does not reload (and, within the same page, keeps its
 * scroll position). Left to the browser: modified and new-tab clicks, downloads, other sites, and
 * in-page jumps (only the hash changes: the shop page's category bar). `samePageOnly`: only links
 * to this page with another query (the shop page's `?product=`, `?reviews_page=`) are routed.
 */
export function routeLinkClick(e: MouseEvent, navigate: NavigateFunction, samePageOnly = false): void {
  if (!isPlainClick(e)) return;
  const a = e.target instanceof Element ? e.target.closest('a') : null;
  if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
  const samePage = a.pathname === location.pathname;
  const sameQuery = samePage && a.search === location.search;
  if ((sameQuery && a.hash) || (samePageOnly && (!samePage || sameQuery))) return;
  e.preventDefault();
  void navigate(a.pathname + a.search + a.hash, { preventScrollReset: samePage });
}
