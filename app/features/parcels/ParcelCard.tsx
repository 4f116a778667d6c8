import { Link } from 'react-router';
import type { Parcel } from '../../../contract/parcels';
import { formatLocalDate, isolate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { focusRing } from '../../ui/styles';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';

/** A parcel in the list: number, type, route, day and hour, price and status; the whole card links to it. */
export function ParcelCard({ parcel }: { parcel: Parcel }) {
  const { t, locale } = useTranslation();
  return (
    <li>
      <Link to={`/parcels/${parcel.id}`} className={`grid gap-2 rounded-2xl border border-line bg-surface-raised p-4 hover:border-ink-muted ${focusRing}`}>
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{t('parcels.number', { id: parcel.id })} · {parcel.type.type}</span>
          <OrderStatusBadge status={parcel.status} />
        </span>
        <span className="grid gap-0.5 text-sm text-ink-muted">
          <span className="truncate">{t('parcels.routeFrom', { address: parcel.address_from.address })}</span>
          <span className="truncate">{t('parcels.routeTo', { address: parcel.address_to.address })}</span>
        </span>
        <span className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>{isolate(formatLocalDate(parcel.delivery_date, locale))} · <bdi dir="ltr">{parcel.delivery_time}</bdi></span>
          <span className="font-semibold">{formatMoney(parcel.total_price, parcel.currency)}</span>
        </span>
      </Link>
    </li>
  );
}
