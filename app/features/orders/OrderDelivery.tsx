import type { Order } from '../../../contract/orders';
import { formatLocalDate, isolate, ltr } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { paymentLabel } from '../payments/payment-methods';
import { OrderMap } from './OrderMap';
import { paymentState } from './order-status';

/** How and when the order comes, where to, for whom, and how it is paid (§3.10, §4.5). */
export function OrderDelivery({ order, className }: { order: Order; className: string }) {
  const { t, locale } = useTranslation();
  const pickup = order.delivery_type === 'pickup';
  const address = order.address;
  // Only the parts the customer gave ("House 12, floor 3"), each with its name.
  const details = address
    ? [
        address.office && t('order.address.office', { value: address.office }),
        address.house && t('order.address.house', { value: address.house }),
        address.floor && t('order.address.floor', { value: address.floor }),
      ].filter(Boolean).join(t('order.list_separator'))
    : '';
  const payment = paymentState(order.transaction?.status);
  const tag = order.transaction?.payment_system.tag;
  return (
    <section aria-labelledby="delivery" className={`${className} grid gap-3`}>
      <h2 id="delivery" className="text-lg font-bold">{pickup ? t('order.pickup') : t('order.delivery')}</h2>
      <p>{t('order.when', { date: isolate(formatLocalDate(order.delivery_date, locale)), time: ltr(order.delivery_time) })}</p>
      {address?.address && (
        <div>
          <h3 className="text-sm text-ink-muted">{pickup ? t('order.pickup_from') : t('order.address')}</h3>
          <p><bdi dir="auto">{address.address}</bdi></p>
          {details && <p className="text-sm text-ink-muted">{details}</p>}
        </div>
      )}
      <OrderMap order={order} />
      {order.username && order.phone && <p className="text-sm">{t('order.recipient', { name: order.username, phone: ltr(order.phone) })}</p>}
      {order.note && (
        <div>
          <h3 className="text-sm text-ink-muted">{t('order.note')}</h3>
          <p className="whitespace-pre-line">{order.note}</p>
        </div>
      )}
      <div>
        <h3 className="text-sm text-ink-muted">{t('order.payment')}</h3>
        <p data-testid="order-payment" data-payment={payment}>
          {tag ? `${paymentLabel(t, tag)} · ` : ''}
          {t(`order.payment.${payment}`)}
        </p>
      </div>
    </section>
  );
}
