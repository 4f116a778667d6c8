import { Link } from 'react-router';
import type { Category } from '../../../contract/categories';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { Rail, Section } from './Section';
import { fixedWidth } from '../../lib/images';
import { StoredImage } from '../../ui/StoredImage';

const chip = `flex items-center gap-2 rounded-full border py-1 ps-1 pe-4 text-sm font-medium whitespace-nowrap ${focusRing}`;

/**
 * Layout 1's strip of shop categories. Each is a filter link of the "all" list below (spec §4:
 * picking a category unsets newest); the active one links back to no category.
 */
export function CategoryStrip({ categories, activeId, hrefs }: { categories: Category[]; activeId?: number; hrefs: Record<number, string> }) {
  const { t } = useTranslation();
  if (!categories.length) return null;
  return (
    <Rail label={t('home.categories')}>
      {categories.map((c) => {
        const active = c.id === activeId;
        return (
          <li key={c.id} className="shrink-0 snap-start">
            <Link
              to={hrefs[c.id] ?? '/'}
              preventScrollReset
              aria-current={active ? 'true' : undefined}
              className={`${chip} ${active ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface-raised hover:border-brand'}`}
            >
              {c.img && <StoredImage src={c.img} alt="" width={32} height={32} {...fixedWidth(32)} className="size-8 rounded-full bg-line object-cover" />}
              {c.translation?.title}
            </Link>
          </li>
        );
      })}
    </Rail>
  );
}

/** Layout 2's grid of shop categories, each opening its category page. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  if (!categories.length) return null;
  return (
    <Section title={t('home.categories')}>
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={`/shop-category/${c.id}`} className={`flex h-full flex-col items-center gap-2 rounded-2xl bg-surface-raised p-3 text-center text-sm font-medium hover:shadow-md ${focusRing}`}>
              {c.img && <StoredImage src={c.img} alt="" width={64} height={64} {...fixedWidth(64)} className="size-16 rounded-full bg-line object-cover" />}
              {c.translation?.title}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
