import { z } from 'zod';
import { pageQuery } from './http';
import { deliveryType, orderStatus, paymentSystem, refundStatus, transactionStatus } from './orders';
import { orderCurrencyRef, orderShopRef, REFUND_ANSWER_MAX, refundFields, refundMessages } from './refunds';

/**
 * Operator endpoints (`dashboard/admin/*`, a Comanda extension of the contract): the marketplace's
 * operators (users with role `admin`) move orders through their lifecycle and decide refunds.
 * Amounts are in the base currency; `currency` and `rate` say what the customer saw.
 *
 *   GET  dashboard/admin/orders/paginate          ?status=&page=&perPage=   all orders, newest first
 *   GET  dashboard/admin/orders/{id}                                         one order with its history
 *   POST dashboard/admin/orders/{id}/status       {status}                  a validated move
 *   GET  dashboard/admin/order-refunds/paginate   ?status=&page=&perPage=   all refunds, newest first
 *   POST dashboard/admin/order-refunds/{id}/status {status, answer?}        approve or reject a pending one
 *   POST dashboard/admin/translations             {locale, key, value, group?} add or change an interface
 *                                                 string (schema in presentation.ts, decision 0011)
 *   seller and courier applications: dashboard/admin/shop-requests/*, deliveryman-requests/*,
 *                                                 shops/{id}/publish (contract/applications.ts, decision 0016)
 */

export const operatorMessages = {
  forbidden: 'This area is for marketplace operators only',
  statusRequired: 'Choose a status',
  decisionRequired: 'Choose approved or rejected',
} as const;


export const operatorOrderQuery = pageQuery.extend({ status: orderStatus.optional() });
export const operatorRefundQuery = pageQuery.extend({ status: refundStatus.optional() });

/** `POST dashboard/admin/orders/{id}/status`. `cooking` is never produced (contract §4.1). */
export const operatorOrderStatusBody = z.object({
  status: z.enum(['accepted', 'ready', 'on_a_way', 'delivered', 'canceled'], { error: operatorMessages.statusRequired }),
});
export type OperatorOrderStatusBody = z.input<typeof operatorOrderStatusBody>;

/** `POST dashboard/admin/order-refunds/{id}/status`. */
export const operatorRefundDecisionBody = z.object({
  status: z.enum(['approved', 'rejected'], { error: operatorMessages.decisionRequired }),
  answer: z
    .string()
    .trim()
    .max(REFUND_ANSWER_MAX, refundMessages.answerTooLong)
    .optional()
    .transform((v) => v || undefined),
});
export type OperatorRefundDecisionBody = z.input<typeof operatorRefundDecisionBody>;

const person = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** An order in the operator's list. */
export const operatorOrder = z.object({
  id: z.number().int(),
  status: orderStatus,
  /** Where the operator may move it now (empty once delivered or canceled). */
  next_statuses: z.array(orderStatus),
  user: person.nullable(),
  shop: orderShopRef,
  delivery_type: deliveryType,
  delivery_date: z.string(),
  delivery_time: z.string(),
  /** Base currency. */
  total_price: z.number(),
  currency: orderCurrencyRef.nullable(),
  rate: z.number(),
  transaction: z
    .object({ id: z.number().int(), status: transactionStatus, price: z.number(), payment_system: paymentSystem })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OperatorOrder = z.infer<typeof operatorOrder>;

/** One order with its status history and refunds. */
export const operatorOrderDetail = operatorOrder.extend({
  address: z.object({ address: z.string() }).passthrough().nullable(),
  note: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  status_changes: z.array(z.object({ status: orderStatus, changed_by_id: z.number().int().nullable(), created_at: z.string() })),
  order_refunds: z.array(refundFields),
});
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetail>;

/** A refund in the operator's list (amounts in the base currency). */
export const operatorRefund = refundFields.extend({
  user: person.nullable(),
  order: z.object({ id: z.number().int(), status: orderStatus, total_price: z.number(), shop: orderShopRef }),
});
export type OperatorRefund = z.infer<typeof operatorRefund>;
