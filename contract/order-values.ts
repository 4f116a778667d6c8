import { cartMessages } from './cart-messages';
import { walletMessages } from './wallet';

/**
 * The ordering values the storefront uses at run time — messages and status lists — apart from the
 * zod schemas of contract/orders.ts (which re-exports them), so pages that only translate a message
 * or pick a tab do not ship zod to the browser.
 */

/** Messages of ordering. The spec's texts (§5, §8) are kept verbatim; the rest are this server's. */
export const orderMessages = {
  outOfStock: cartMessages.outOfStock,
  insufficientBalance: walletMessages.insufficientBalance,
  notAvailableHere: "Sorry, we're not available here",
  shopClosed: 'Shop is closed',
  choosePayment: 'Please choose payment method',
  phoneRequired: 'Phone number is required',
  cartNotFound: cartMessages.cartNotFound,
  cartEmpty: 'Your cart is empty',
  cartOfOtherShop: 'Your cart holds products of another shop',
  shopNotFound: cartMessages.shopNotFound,
  shopNotAccepting: 'This shop is not taking orders right now',
  slotUnavailable: 'This delivery time is not available. Choose another time.',
  minAmount: (amount: string) => `The minimum order amount is ${amount}`,
  addressRequired: 'Choose a delivery address',
  productUnavailable: 'A product in your cart is no longer sold. Remove it to continue.',
  paymentNotAvailable: 'This payment method is not available',
  paymentUnsupported: 'This payment method is not available yet',
  alreadyPaid: 'This order is already paid',
  orderNotFound: 'Order not found',
  orderCanceled: 'This order is canceled',
  reviewNotDelivered: 'You can review an order once it is delivered',
  alreadyReviewed: 'You have already reviewed this order',
  idempotencyKeyMismatch: 'Idempotency-Key and idempotency_key differ',
  /** O2's `expected_total` / `expected_lines` differ from the cart now (409): the page shows the fresh totals. */
  cartChanged: 'Your cart changed. Check the new total and place the order again.',
} as const;

/** A cart line (or addon) as the order-guard fingerprint reads it: its stock and quantity. */
export type FingerprintLine = { stockId: number; quantity: number; addons: ReadonlyArray<{ stockId: number; quantity: number }> };

/**
 * O2's `expected_lines`: the cart's lines as one canonical string (`stock×qty[+addon×qty…]`,
 * sorted), made the same way by the checkout page (from CT1) and the server (from its locked
 * cart), so "the lines changed since the page was shown" is a string comparison. Order-free: the
 * same lines in another order are the same cart.
 */
export function cartFingerprint(lines: readonly FingerprintLine[]): string {
  return lines
    .map((l) => [`${l.stockId}x${l.quantity}`, ...l.addons.map((a) => `${a.stockId}x${a.quantity}`).sort()].join('+'))
    .sort()
    .join(',');
}

/** Contract §4.1. `cooking` comes from Foodyman data only; Comanda moves new → accepted → ready → on_a_way → delivered. */
export const orderStatuses = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** §4.1 list groups: what the orders page's "active" and "history" tabs ask for. */
export const activeOrderStatuses: readonly OrderStatus[] = ['new', 'accepted', 'cooking', 'ready', 'on_a_way'];
export const historyOrderStatuses: readonly OrderStatus[] = ['delivered', 'canceled'];

/** Coupon messages (CP1, O1/O2 `coupon`). */
export const couponMessages = {
  required: 'Enter a coupon code',
  notFound: 'This coupon does not exist',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has been used up',
} as const;

/** Refused status moves (O5 and the operator's), readable by people. */
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

/** Refund requests (RF1, the operator's decision). */
export const REFUND_CAUSE_MAX = 1000;
export const REFUND_ANSWER_MAX = 1000;

export const refundMessages = {
  orderNotFound: 'Order not found',
  refundNotFound: 'Refund not found',
  onlyDelivered: 'A refund can only be requested for a delivered order',
  alreadyOpen: 'A refund for this order has already been requested',
  causeRequired: 'Please tell us why you want a refund',
  causeTooLong: `The reason can be at most ${REFUND_CAUSE_MAX} characters`,
  answerTooLong: `The answer can be at most ${REFUND_ANSWER_MAX} characters`,
  alreadyDecided: 'This refund has already been decided',
  /** Body of the customer's `order_refunded` notification (the title is the order number). */
  approvedNotice: (orderId: number) => `Your refund for order #${orderId} was approved: the money is in your wallet`,
  /** The wallet history note of the credit. */
  walletNote: (orderId: number) => `Refund for order #${orderId}`,
} as const;
