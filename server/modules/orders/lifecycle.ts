import { and, eq } from 'drizzle-orm';
import { lifecycleMessages as m, orderStatusNotices, type OrderNotificationData } from '../../../contract/order-lifecycle';
import type { DeliveryType, OrderStatus } from '../../../contract/orders';
import type { Database, Tx } from '../../db/client';
import { orders, orderStatusChanges } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { notifyCustomer } from '../notifications/notify';
import { raise } from '../realtime/signals';
import { rewardReferral } from '../referrals/rewards';
import { putBackCoupon, putBackStock, settleCanceledPayment, settleDeliveredPayment } from './release';

/**
 * The order lifecycle (contract §4.1, spec §4): which status may follow which, and the one
 * function that moves an order, with everything a move implies in the same transaction.
 *
 *   new ──▶ accepted ──▶ ready ──▶ on_a_way ──▶ delivered        (delivery)
 *                          └──────────────────▶ delivered        (pickup: the customer collects it)
 *   new, accepted, ready ──▶ canceled
 *
 * An order on its way can no longer be canceled (the courier has it); delivered and canceled are
 * final (a delivered order is refunded through a refund request, server/modules/refunds).
 * `cooking` exists only in data imported from Foodyman servers: it is read like `ready` and never
 * produced.
 */

const FINAL: readonly OrderStatus[] = [];

/** Where an order may go next, the forward step first. */
export function nextStatuses(from: OrderStatus, deliveryType: DeliveryType): readonly OrderStatus[] {
  switch (from) {
    case 'new':
      return ['accepted', 'canceled'];
    case 'accepted':
      return ['ready', 'canceled'];
    case 'cooking':
    case 'ready':
      return deliveryType === 'pickup' ? ['delivered', 'canceled'] : ['on_a_way', 'canceled'];
    case 'on_a_way':
      return ['delivered'];
    case 'delivered':
    case 'canceled':
      return FINAL;
  }
}

export function canMove(from: OrderStatus, to: OrderStatus, deliveryType: DeliveryType): boolean {
  return nextStatuses(from, deliveryType).includes(to);
}

/** The next status on the happy path (the demo timer's step); null once delivered or canceled. */
export function forwardStep(from: OrderStatus, deliveryType: DeliveryType): OrderStatus | null {
  return nextStatuses(from, deliveryType).find((s) => s !== 'canceled') ?? null;
}

/** The `status_changed` notification of a move (title = order number, contract §2.24). */
export function statusNotice(orderId: number, status: OrderStatus, deliveryType: DeliveryType) {
  const data: OrderNotificationData = { id: orderId, type: 'order', status };
  return { title: String(orderId), body: orderStatusNotices[status](orderId, deliveryType === 'pickup'), data };
}

export type OrderMove = {
  orderId: number;
  to: OrderStatus;
  /** Who moves it (the customer, an operator); null = the system (demo timer). */
  by: number | null;
  /** Only this customer's order: any other is "not found" (O5). */
  ownerId?: number;
  /** Only from these statuses, else 422 with `message` (O5: the customer cancels only a new order). */
  onlyFrom?: { statuses: readonly OrderStatus[]; message: string };
  /**
   * Apply only if the order is still in this status, else do nothing and answer null: a caller
   * that decided from an earlier read (the demo timer on several instances) never steps twice.
   */
  expectedFrom?: OrderStatus;
  at?: Date;
};

export type OrderMoved = { id: number; from: OrderStatus; status: OrderStatus };

/**
 * Moves one order. The row is locked first (`FOR UPDATE`), so concurrent moves of one order
 * queue and each judges the status the previous one left; the UPDATE is guarded by that status
 * as well (`where status = <read>`), so two moves can never both apply. With the status, in one
 * transaction: an `order_status_changes` row, the customer's `status_changed` notification and,
 * on cancel, stock and coupon put back and a paid amount credited to the wallet; on delivery, a
 * cash payment marked paid and, for a referred customer's first order, the referral reward
 * (server/modules/referrals/rewards.ts).
 */
export function moveOrder(db: Database, move: OrderMove): Promise<OrderMoved | null> {
  return db.transaction((tx) => moveOrderIn(tx, move));
}

export async function moveOrderIn(tx: Tx, move: OrderMove): Promise<OrderMoved | null> {
  const at = move.at ?? new Date();
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      userId: orders.userId,
      deliveryType: orders.deliveryType,
      couponId: orders.couponId,
    })
    .from(orders)
    .where(move.ownerId === undefined ? eq(orders.id, move.orderId) : and(eq(orders.id, move.orderId), eq(orders.userId, move.ownerId)))
    .for('update');
  if (!order) throw new ApiError(404, m.orderNotFound);
  if (move.expectedFrom !== undefined && order.status !== move.expectedFrom) return null;
  if (move.onlyFrom && !move.onlyFrom.statuses.includes(order.status)) {
    throw new ApiError(422, move.onlyFrom.message, { status: [move.onlyFrom.message] });
  }
  if (!canMove(order.status, move.to, order.deliveryType)) {
    const message = m.invalidMove(order.status, move.to);
    throw new ApiError(422, message, { status: [message] });
  }

  const [moved] = await tx
    .update(orders)
    .set({ status: move.to, updatedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (!moved) throw new ApiError(409, m.changedMeanwhile);

  await tx.insert(orderStatusChanges).values({ orderId: order.id, status: move.to, changedById: move.by, createdAt: at });
  // The owner's open order pages hear the move live (on commit, on every instance).
  await raise(tx, { k: 'order', id: order.id });
  if (order.userId !== null) {
    await notifyCustomer(tx, {
      userId: order.userId,
      type: 'status_changed',
      orderId: order.id,
      at,
      ...statusNotice(order.id, move.to, order.deliveryType),
    });
  }
  if (move.to === 'canceled') {
    await putBackStock(tx, order.id);
    if (order.couponId !== null) await putBackCoupon(tx, order.couponId);
    await settleCanceledPayment(tx, { id: order.id, userId: order.userId }, at);
  }
  if (move.to === 'delivered') {
    await settleDeliveredPayment(tx, order.id, at);
    // A referred customer's first delivered order pays the referral reward (decision 0015).
    await rewardReferral(tx, { id: order.id, userId: order.userId }, at);
  }
  return { id: order.id, from: order.status, status: move.to };
}
