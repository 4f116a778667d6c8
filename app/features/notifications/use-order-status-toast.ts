import { orderStatuses, type OrderStatus } from '../../../contract/order-values';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { notify } from '../../ui/toast/notify';
import { useLiveEvent } from '../realtime/live-events';

const isOrderStatus = (value: string): value is OrderStatus => orderStatuses.includes(value as OrderStatus);

/** The page shows this order already (its own page follows the push): no toast there. */
export const isOrderPage = (pathname: string, orderId: number) => pathname.replace(/\/+$/, '') === `/orders/${orderId}`;

/**
 * Issue #15: an order's status changed while the customer is elsewhere in the store → a toast
 * with the new status (the order pages' own words) and a link to the order. One toast per order:
 * a second move replaces the first's text.
 */
export function useOrderStatusToast() {
  const { t } = useTranslation();
  useLiveEvent('order.status', ({ order }) => {
    if (isOrderPage(window.location.pathname, order.id)) return;
    const status = isOrderStatus(order.status) ? t(`order.status.${order.status}`) : order.status;
    notify('info', t('notifications.toast.status', { id: order.id, status }), {
      id: `order-status-${order.id}`,
      link: { href: `/orders/${order.id}`, label: t('notifications.toast.view') },
    });
  });
}
