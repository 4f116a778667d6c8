import { Link } from 'react-router';
import type { Order } from '../../../contract/orders';
import { formatLocalDateTime, isolate } from '../../lib/dates';
import { fixedWidth } from '../../lib/images';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/money';
import { StoredImage } from '../../ui/StoredImage';
import { focusRing } from '../../ui/styles';
import { OrderStatusBadge } from './OrderStatusBadge';
import { orderTimeZone } from './order-time';

/** A row of /orders: the shop, the number, when, how many items, the status and the total. */
export function OrderCard({ order }: { order: Order }) {
  const { t, locale } = useTranslation();
  const title = order.shop.translation?.title ?? '';
  const items = order.details.reduce((sum, line) => sum + (line.bonus ? 0 : line.quantity), 0);
  return (
    <li>
      <Link to={`/orders/${order.id}`} className={`flex items-center gap-3 rounded-2xl border border-line bg-surface-raised p-3 hover:border-ink-muted sm:gap-4 sm:p-4 ${focusRing}`}>
        {order.shop.logo_img ? (
          <StoredImage src={order.shop.logo_img} alt="" width={48} height={48} {...fixedWidth(48)} className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="size-12 shrink-0 rounded-full bg-line" />
        )}
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate font-semibold">{title}</span>
          <span className="text-sm text-ink-muted">
            {t('orders.number', { id: order.id })} · <time dateTime={order.created_at}>{isolate(formatLocalDateTime(order.created_at, orderTimeZone(order), locale))}</time>
          </span>
          <span className="text-sm text-ink-muted">{t('orders.items', { count: items })}</span>
        </span>
        <span className="grid shrink-0 justify-items-end gap-1">
          <OrderStatusBadge status={order.status} />
          <span className="font-semibold tabular-nums">{formatMoney(Math.max(order.total_price, 0), order.currency)}</span>
        </span>
      </Link>
    </li>
  );
}
