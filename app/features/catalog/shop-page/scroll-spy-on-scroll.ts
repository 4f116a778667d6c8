/**
 * Starts the category bar's scroll spy (scroll-spy.ts, its own chunk) on the first scroll of the
 * page: until someone scrolls, the server's highlight of the first category is right, so the
 * shop page and its product dialog links load the spy's code only when it has work to do. Also
 * a jump to a `#category` link scrolls, so it starts the spy too. Returns the clean-up.
 */
export function startScrollSpyOnScroll(root: ParentNode | null): () => void {
  let stop: (() => void) | undefined;
  let ended = false;
  const start = () =>
    void import('./scroll-spy').then((spy) => {
      if (!ended) stop = spy.default(root);
    });
  addEventListener('scroll', start, { once: true, passive: true });
  return () => {
    ended = true;
    removeEventListener('scroll', start);
    stop?.();
  };
}
