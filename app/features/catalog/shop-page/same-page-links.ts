/**
 * The shop page's HTML is not hydrated, so its links are plain anchors. Once the page is
 * interactive, a click on a link to this same page with another query (`?product=…`,
 * `?reviews_page=…`) becomes a client-side navigation (`go`), which keeps the scroll position and
 * lets the product dialog open without reloading the page. Hash links, other pages, new-tab
 * clicks and modified clicks are left to the browser. Returns the clean-up.
 */
export function followSamePageLinks(root: HTMLElement | null, go: (to: string) => void): () => void {
  if (!root) return () => {};
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || a.target || a.hasAttribute('download')) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname || url.search === location.search) return;
    e.preventDefault();
    go(url.pathname + url.search + url.hash);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
