import type { OrderStatus } from '../../../contract/orders';
import { useTranslation } from '../../lib/i18n/I18nProvider';

const tone: Record<OrderStatus, string> = {
  new: 'bg-brand/15 text-ink',
  accepted: 'bg-brand/15 text-ink',
  cooking: 'bg-brand/15 text-ink',
  ready: 'bg-brand/15 text-ink',
  on_a_way: 'bg-brand/15 text-ink',
  delivered: 'bg-positive/15 text-ink',
  canceled: 'bg-negative/15 text-ink',
};

/** The order's status as a word on a tinted pill (the word carries the meaning, not the colour). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${tone[status]}`}>
      {t(`order.status.${status}`)}
    </span>
  );
}
