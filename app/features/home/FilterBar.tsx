import { Link } from 'react-router';
import type { TranslationKey } from '../../lib/i18n/en';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import type { FilterLink } from './shop-filter';

const chip = `block rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap ${focusRing}`;

/** The shop filter (spec §3) as links; each is the URL of the filter after that change. */
export function FilterBar({ chips }: { chips: FilterLink[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('filter.label')} className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-2">
      {chips.map((c) => (
        <li key={c.label} className="shrink-0">
          <Link
            to={c.href}
            preventScrollReset
            aria-current={c.active ? 'true' : undefined}
            className={`${chip} ${c.active ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface-raised hover:border-brand'}`}
          >
            {t(c.label as TranslationKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
