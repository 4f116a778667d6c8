import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { focusRing } from '../../../ui/styles';

/** Height of the sticky bar; sections scroll to just below it (`scroll-mt-16` on them). */
const BAR_OFFSET_PX = 72;

/**
 * The menu's categories as a sticky bar of `#anchor` links (they work without JavaScript). Once
 * hydrated, the link of the section being read is highlighted: a section counts while it crosses
 * the band between the bar and the middle of the screen; the first such section wins.
 */
export function CategoryNav({ sections }: { sections: Array<{ anchor: string; title: string }> }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(sections[0]?.anchor);
  const listRef = useRef<HTMLUListElement>(null);

  // A string, so a new array with the same sections does not rebuild the observer.
  const anchors = sections.map((s) => s.anchor).join(' ');

  useEffect(() => {
    const order = anchors.split(' ');
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const first = order.find((id) => crossing.has(id));
        if (first) setActive(first);
      },
      { rootMargin: `-${BAR_OFFSET_PX}px 0px -50% 0px` },
    );
    for (const id of order) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [anchors]);

  useEffect(() => {
    // Keep the highlighted link visible in the bar, which scrolls sideways on narrow screens.
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    const l = link.getBoundingClientRect();
    const b = list.getBoundingClientRect();
    if (l.left < b.left || l.right > b.right) list.scrollBy({ left: l.left + l.width / 2 - (b.left + b.width / 2) });
  }, [active]);

  if (sections.length < 2) return null;
  return (
    <nav aria-label={t('shop_page.categories')} className="sticky top-0 z-20 -mx-4 border-b border-line bg-surface/95 px-4 backdrop-blur">
      <ul ref={listRef} className="flex gap-2 overflow-x-auto py-3 [scrollbar-width:none]">
        {sections.map((s) => (
          <li key={s.anchor} className="shrink-0">
            <a
              href={`#${s.anchor}`}
              aria-current={s.anchor === active ? 'true' : undefined}
              onClick={() => setActive(s.anchor)}
              className={`block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium hover:bg-line aria-[current]:bg-ink aria-[current]:text-surface ${focusRing}`}
            >
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
