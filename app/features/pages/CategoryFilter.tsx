import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';

type Category = { id: number; title: string };

const pill = `inline-block whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-medium ${focusRing}`;
const on = 'border-brand bg-brand text-brand-ink';
const off = 'border-line hover:bg-surface-raised';

/**
 * A list's category filter as plain links (`?category_id=`), so it works before JavaScript loads;
 * the chosen one is marked `aria-current`. Choosing a category starts at its first page.
 */
export function CategoryFilter({ categories, current, href, label }: { categories: Category[]; current: number | undefined; href(id: number | undefined): string; label: string }) {
  const { t } = useTranslation();
  if (!categories.length) return null;
  const items: Array<{ id: number | undefined; title: string }> = [{ id: undefined, title: t('content.filter.all') }, ...categories];
  return (
    <nav aria-label={label} className="-mx-4 mt-5 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2">
        {items.map((c) => (
          <li key={c.id ?? 'all'}>
            <Link to={href(c.id)} aria-current={c.id === current ? 'page' : undefined} className={`${pill} ${c.id === current ? on : off}`}>
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
