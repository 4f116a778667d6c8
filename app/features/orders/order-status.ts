import type { Order, OrderRefund, TransactionStatus } from '../../../contract/orders';
import { activeOrderStatuses, historyOrderStatuses, type OrderStatus } from '../../../contract/order-values';

/**
 * What the order pages show and offer for an order's status (contract §4.1, §4.3, §4.5, §2.15).
 * Pure rules, so the list, the detail and their tests agree; the server still refuses whatever
 * it does not allow (these only decide which buttons to draw).
 */

export type OrdersTab = 'active' | 'history';

export function tabStatuses(tab: OrdersTab): readonly OrderStatus[] {
  return tab === 'active' ? activeOrderStatuses : historyOrderStatuses;
}

export function readTab(value: string | null): OrdersTab {
  return value === 'history' ? 'history' : 'active';
}

export const isActive = (status: OrderStatus) => activeOrderStatuses.includes(status);

/** A step of the progress bar: a status, reached or not, with when it was reached. */
export type OrderStep = { status: OrderStatus; reached: boolean; at: string | null };

/**
 * The steps an order goes through: delivery new → accepted → ready → on_a_way → delivered;
 * pickup skips on_a_way. `cooking` (Foodyman data) counts as ready. A cancelled order shows the
 * steps it reached and then `canceled`.
 */
export function orderSteps(order: Pick<Order, 'status' | 'delivery_type' | 'status_history'>): OrderStep[] {
  const path: OrderStatus[] = order.delivery_type === 'pickup'
    ? ['new', 'accepted', 'ready', 'delivered']
    : ['new', 'accepted', 'ready', 'on_a_way', 'delivered'];
  const when = new Map<OrderStatus, string>();
  for (const change of order.status_history) {
    const status = change.status === 'cooking' ? 'ready' : change.status;
    if (!when.has(status)) when.set(status, change.created_at);
  }
  const current = order.status === 'cooking' ? 'ready' : order.status;
  if (current === 'canceled') {
    const reached = path.filter((s) => when.has(s));
    return [...(reached.length ? reached : ['new' as const]).map((status) => ({ status, reached: true, at: when.get(status) ?? null })),
      { status: 'canceled', reached: true, at: when.get('canceled') ?? null }];
  }
  const index = path.indexOf(current);
  return path.map((status, i) => ({ status, reached: i <= index, at: when.get(status) ?? null }));
}

/** Contract §2.15: the detail shows the last refund. */
export const lastRefund = (order: Pick<Order, 'order_refunds'>): OrderRefund | null => order.order_refunds.at(-1) ?? null;

/** What the customer may do with the order now (O5 only while new; review, refund after delivery). */
export function orderActions(order: Pick<Order, 'status' | 'review' | 'order_refunds' | 'details'>) {
  const refund = lastRefund(order);
  const openRefund = refund !== null && (refund.status === 'pending' || refund.status === 'approved');
  return {
    cancel: order.status === 'new',
    review: order.status === 'delivered' && order.review === null,
    refund: order.status === 'delivered' && !openRefund,
    // Anything with a line still on sale can go back into the cart (§4.1: delivered and canceled).
    repeat: (order.status === 'delivered' || order.status === 'canceled') && order.details.some((d) => !d.bonus && d.stock !== null),
  };
}

export type PaymentState = 'none' | 'paid' | 'unpaid' | 'declined' | 'refunded' | 'canceled';

/**
 * Contract §4.5: progress/canceled/rejected are unpaid (`rejected`: a provider declined it, said
 * so); `refund` after an approved refund.
 */
export function paymentState(status: TransactionStatus | undefined): PaymentState {
  switch (status) {
    case undefined: return 'none';
    case 'paid': return 'paid';
    case 'refund': return 'refunded';
    case 'canceled': return 'canceled';
    case 'rejected': return 'declined';
    default: return 'unpaid';
  }
}
