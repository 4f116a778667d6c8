import { z } from 'zod';
import { pageQuery } from './http';
import { REFUND_CAUSE_MAX, refundMessages } from './order-values';
import { orderRefund, refundStatus } from './orders';

/**
 * Order refunds (contract §2.15 RF1/RF2, §3.25, §4.3). A customer asks for a refund of a
 * delivered order with a cause; an operator approves (the order's total goes to the customer's
 * wallet) or rejects it with an answer (server/modules/refunds).
 */

/** Contract §4.3 as stored (`accepted` is a newer client's word for approved and is not produced). */
export type RefundStatus = z.infer<typeof refundStatus>;

export { REFUND_ANSWER_MAX, REFUND_CAUSE_MAX, refundMessages } from './order-values';

const orderId = z.coerce
  .number<string | number>({ error: 'order_id must be a number' })
  .int('order_id must be a whole number')
  .min(1, 'order_id is required')
  .max(2_147_483_647);

/** RF1 `POST dashboard/user/order-refunds`. */
export const refundCreateBody = z.object({
  order_id: orderId,
  cause: z
    .string({ error: refundMessages.causeRequired })
    .trim()
    .min(1, refundMessages.causeRequired)
    .max(REFUND_CAUSE_MAX, refundMessages.causeTooLong),
});
export type RefundCreateBody = z.input<typeof refundCreateBody>;

/** RF2 `GET dashboard/user/order-refunds/paginate`. */
export const refundListQuery = pageQuery;

/** A shop as order and refund lists name it: `translation` in the request's language. */
export const orderShopRef = z.object({ id: z.number().int(), translation: z.object({ locale: z.string(), title: z.string() }).nullable() });
export const orderCurrencyRef = z.object({ id: z.number().int(), symbol: z.string() });

/** The order a refund is about, in the currency it was placed in. */
export const refundOrder = z.object({
  id: z.number().int(),
  total_price: z.number(),
  currency: orderCurrencyRef.nullable(),
  shop: orderShopRef,
});

/** §3.25 Refund without its order (the order detail's `order_refunds[]` without `order_id`). */
export const refundFields = orderRefund.omit({ order_id: true });

/** §3.25 Refund as RF1 and RF2 answer it. */
export const refund = refundFields.extend({ order: refundOrder });
export type Refund = z.infer<typeof refund>;
