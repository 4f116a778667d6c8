import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { FILTER_TOGGLES, shopFilterReducer, shopFilterSearch, SORT_ORDERS, type ShopFilter, type ShopFilterAction } from './shop-filter';

const chip = `shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap ${focusRing}`;

/** The shop filter (spec §3) as links: each chip is the URL of the filter after that change. */
export function FilterBar({ filter, keep }: { filter: ShopFilter; keep: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const item = (label: string, active: boolean, action: ShopFilterAction) => (
    <li key={label}>
      <Link
        to={`${shopFilterSearch(shopFilterReducer(filter, action), keep)}#all-shops`}
        preventScrollReset
        aria-current={active ? 'true' : undefined}
        className={`${chip} ${active ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface-raised hover:border-brand'}`}
      >
        {label}
      </Link>
    </li>
  );
  const dirty = filter.category_id || filter.newest || filter.order_by || filter.group.length;
  return (
    <ul aria-label={t('filter.label')} className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-2">
      {item(t('filter.newest'), filter.newest, { type: 'newest' })}
      {SORT_ORDERS.map((order) => item(t(`filter.order.${order}`), filter.order_by === order, { type: 'order', order }))}
      {FILTER_TOGGLES.map((key) => item(t(`filter.${key}`), filter.group.includes(key), { type: 'toggle', key }))}
      {dirty ? item(t('filter.clear'), false, { type: 'reset' }) : null}
    </ul>
  );
}
