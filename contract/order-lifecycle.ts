import { z } from 'zod';
import { queryInt } from './http';

/**
 * How an order's status moves (contract §2.10 O5, §4.1) and what the customer is told when it
 * does. The server's state machine is server/modules/orders/lifecycle.ts; the texts here are the
 * English ones the server writes into `status_changed` / `order_refunded` notifications (§2.24)
 * and the readable messages of a refused move.
 */

/** Contract §4.1. `cooking` comes only from Foodyman data: read like `ready`, never produced. */
export const orderStatuses = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const lifecycleMessages = {
  orderNotFound: 'Order not found',
  /** O5 on an order past `new` (spec: cancel only while new). */
  cancelOnlyNew: 'This order can no longer be canceled: only a new order can be',
  customerCancelOnly: 'You can only cancel an order',
  /** Someone else moved the order between reading and writing it. */
  changedMeanwhile: 'This order was updated meanwhile. Reload it and try again.',
  invalidMove: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${statusWords[from]} cannot be ${moveWords[to]}`,
} as const;

const statusWords: Record<OrderStatus, string> = {
  new: 'new',
  accepted: 'accepted',
  cooking: 'being prepared',
  ready: 'ready',
  on_a_way: 'on its way',
  delivered: 'delivered',
  canceled: 'canceled',
};

const moveWords: Record<OrderStatus, string> = {
  new: 'made new again',
  accepted: 'accepted',
  cooking: 'marked as being prepared',
  ready: 'marked ready',
  on_a_way: 'sent on its way',
  delivered: 'marked delivered',
  canceled: 'canceled',
};

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
  status: z.literal('canceled', { error: lifecycleMessages.customerCancelOnly }),
});

/** O5 answer (status only for contract clients; the new status for ours). */
export const orderStatusChanged = z.object({ id: z.number().int(), status: z.enum(orderStatuses) });
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
