import type { Cart, CartInsertBody } from '../../../contract/cart';
import type { Envelope, Paginated } from '../../../contract/http';
import type { Order, OrderReviewBody, OrderStatus } from '../../../contract/orders';
import type { ApiClient } from '../../lib/api/client';
import { ApiResponseError } from '../../lib/api/client';

/** The order pages' calls (contract §2.10, §2.15), one line each, paths as in the contract. */
export const orderEndpoints = {
  /** O3: the customer's orders of some statuses, newest first. */
  list: (api: ApiClient, q: { statuses: readonly OrderStatus[]; page: number; perPage: number; currencyId?: number | undefined }) =>
    api.get<Paginated<Order>>('dashboard/user/orders/paginate', {
      order_statuses: true, statuses: [...q.statuses], page: q.page, perPage: q.perPage, column: 'id', sort: 'desc',
    }),
  /** O4: one own order (404 for anyone else's). */
  show: (api: ApiClient, id: number) => api.get<Envelope<Order>>(`dashboard/user/orders/${id}`),
  /** O5: only while `new`. */
  cancel: (api: ApiClient, id: number) => api.post(`dashboard/user/orders/${id}/status/change`, undefined, { status: 'canceled' }),
  /** O6: once, after delivery. */
  review: (api: ApiClient, id: number, body: OrderReviewBody) => api.post(`dashboard/user/orders/review/${id}`, body),
  /** RF1: on a delivered order without an open refund. */
  requestRefund: (api: ApiClient, orderId: number, cause: string) => api.post('dashboard/user/order-refunds', { order_id: orderId, cause }),
};

/**
 * Contract §2.10 "Repeat order": every non-bonus main line and the addons of each line go back
 * into the server cart (CT2) in the order's currency. A cart of another shop is cleared first
 * (CT4), as the cart's replace prompt would after asking: pressing "Order again" is the answer.
 */
export function repeatOrderProducts(order: Pick<Order, 'details'>): CartInsertBody['products'] {
  const products: CartInsertBody['products'] = [];
  for (const line of order.details) {
    if (line.bonus || !line.stock) continue;
    products.push({ stock_id: line.stock.id, quantity: line.quantity });
    for (const addon of line.addons) {
      if (addon.bonus || !addon.stock) continue;
      products.push({ stock_id: addon.stock.id, quantity: addon.quantity, parent_id: line.stock.id });
    }
  }
  return products;
}

export async function repeatOrder(api: ApiClient, order: Order): Promise<void> {
  const body: CartInsertBody = {
    shop_id: order.shop_id,
    products: repeatOrderProducts(order),
    ...(order.currency ? { currency_id: order.currency.id, rate: order.rate } : {}),
  };
  try {
    await api.post<Envelope<Cart>>('dashboard/user/cart/insert-product', body);
  } catch (error) {
    // 409: the cart holds another shop's products → clear it and put the order back.
    if (!(error instanceof ApiResponseError) || error.status !== 409) throw error;
    const { data: cart } = await api.get<Envelope<Cart>>('dashboard/user/cart');
    await api.delete('dashboard/user/cart/delete', { ids: [cart.id] });
    await api.post<Envelope<Cart>>('dashboard/user/cart/insert-product', body);
  }
}
