import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { focusRing } from '../../../ui/styles';

/**
 * The menu's categories as a sticky bar of `#anchor` links (they work without JavaScript); the
 * first is current until `startScrollSpy` (scroll-spy.ts) follows the reader.
 */
export function CategoryNav({ sections }: { sections: Array<{ anchor: string; title: string }> }) {
  const { t } = useTranslation();
  if (sections.length < 2) return null;
  return (
    <nav
      data-scroll-spy=""
      aria-label={t('shop_page.categories')}
      className="sticky top-0 z-20 -mx-4 border-b border-line bg-surface/95 px-4 backdrop-blur lg:mx-0 lg:px-0"
    >
      <ul className="flex gap-2 overflow-x-auto py-3 [scrollbar-width:none]">
        {sections.map((s, i) => (
          <li key={s.anchor} className="shrink-0">
            <a
              href={`#${s.anchor}`}
              aria-current={i === 0 ? 'true' : undefined}
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
