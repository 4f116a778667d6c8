import { z } from 'zod';
import { queryInt } from './http';
import { lifecycleMessages } from './order-values';
import { orderStatus, type OrderStatus } from './orders';

/**
 * How an order's status moves (contract §2.10 O5, §4.1) and what the customer is told when it
 * does. The server's state machine is server/modules/orders/lifecycle.ts; the texts here are the
 * English ones the server writes into `status_changed` / `order_refunded` notifications (§2.24)
 * and the readable messages of a refused move.
 */

export { lifecycleMessages } from './order-values';

/** Bodies of the customer's `status_changed` notifications (the title is the order number). */
export const orderStatusNotices = {
  new: (id: number) => `Your order #${id} was placed`,
  accepted: (id: number) => `Your order #${id} was accepted`,
  cooking: (id: number) => `Your order #${id} is being prepared`,
  ready: (id: number, pickup: boolean) => (pickup ? `Your order #${id} is ready for pickup` : `Your order #${id} is ready`),
  on_a_way: (id: number) => `Your order #${id} is on its way`,
  delivered: (id: number, pickup: boolean) => (pickup ? `Your order #${id} was picked up` : `Your order #${id} was delivered`),
  canceled: (id: number) => `Your order #${id} was canceled`,
} as const satisfies Record<OrderStatus, (id: number, pickup: boolean) => string>;

/** `{id}` in an order's (or refund's) path. */
export const orderIdParams = z.object({ id: queryInt(1, 2_147_483_647) });

/** O5 `POST dashboard/user/orders/{id}/status/change?status=canceled`. */
export const orderCancelQuery = z.object({
  // The spec spells it `cancelled`; the contract's clients send `canceled`.
  status: z.preprocess((v) => (v === 'cancelled' ? 'canceled' : v), z.literal('canceled', { error: lifecycleMessages.customerCancelOnly })),
});

/** O5 answer (status only for contract clients; the new status for ours). */
export const orderStatusChanged = z.object({ id: z.number().int(), status: orderStatus });
export type OrderStatusChanged = z.infer<typeof orderStatusChanged>;

/** `data` of an order notification (§2.24 push data): `id` is always the order's id. */
export const orderNotificationData = z.object({
  id: z.number().int(),
  type: z.enum(['order', 'order_refund']),
  status: z.string(),
});
export type OrderNotificationData = z.infer<typeof orderNotificationData>;

/** The wallet history note when a canceled order's payment goes back to the wallet. */
export const canceledOrderWalletNote = (id: number) => `Refund for canceled order #${id}`;
