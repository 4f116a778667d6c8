/** Height of the sticky category bar; sections scroll to just below it (`scroll-mt-20` on them). */
const BAR_OFFSET_PX = 72;

/**
 * The shop page's category bar script (started on the first scroll: scroll-spy-on-scroll.ts):
 * highlights the category bar's link of the section being read (`aria-current`). A section
 * counts while it crosses the band between the bar and the middle of the screen; the first such
 * section wins. The bar and its `#anchor` links are server-rendered
 * and work without this. Returns the clean-up.
 */
export default function startScrollSpy(root: ParentNode | null): () => void {
  const nav = root?.querySelector<HTMLElement>('[data-scroll-spy]');
  const list = nav?.querySelector<HTMLElement>('ul');
  if (!nav || !list) return () => {};
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const order = links.map((a) => decodeURIComponent(a.hash.slice(1)));

  const mark = (id: string) => {
    links.forEach((a, i) => (order[i] === id ? a.setAttribute('aria-current', 'true') : a.removeAttribute('aria-current')));
    // Keep the highlighted link visible in the bar, which scrolls sideways on narrow screens.
    const link = links[order.indexOf(id)];
    if (!link) return;
    const l = link.getBoundingClientRect();
    const b = list.getBoundingClientRect();
    if (l.left < b.left || l.right > b.right) list.scrollBy({ left: l.left + l.width / 2 - (b.left + b.width / 2) });
  };

  const crossing = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) crossing.add(entry.target.id);
        else crossing.delete(entry.target.id);
      }
      const first = order.find((id) => crossing.has(id));
      if (first) mark(first);
    },
    { rootMargin: `-${BAR_OFFSET_PX}px 0px -50% 0px` },
  );
  for (const id of order) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
  const onClick = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a');
    if (a) mark(decodeURIComponent(a.hash.slice(1)));
  };
  nav.addEventListener('click', onClick);
  return () => {
    observer.disconnect();
    nav.removeEventListener('click', onClick);
  };
}
