import { z } from 'zod';
import { paymentSystem, transactionStatus } from './orders';

/**
 * Payments (contract §2.11, §3.11). Cash and wallet are settled by this server; the external
 * providers of spec §9 are listed (inactive) so a redirect provider can be switched on later:
 * PAY1 records the order's transaction, and a provider's PAY3 `dashboard/user/order-{tag}-process`
 * would answer the page to send the customer to.
 */

/** Tags settled here, and the external providers of spec §9 (inactive until configured). */
export const PAYMENT_TAGS = {
  cash: 'cash',
  wallet: 'wallet',
} as const;
export const EXTERNAL_PAYMENT_TAGS = ['stripe', 'razorpay', 'paystack', 'moyasar', 'paytabs', 'mercado-pago', 'flutterWave', 'paypal'] as const;
export type ProviderTag = (typeof EXTERNAL_PAYMENT_TAGS)[number];

export function isProviderTag(tag: string): tag is ProviderTag {
  return (EXTERNAL_PAYMENT_TAGS as readonly string[]).includes(tag);
}

/** PAY4 `rest/payments` row (§3.11 Payment): `id` is sent as `payment_sys_id`. */
export const payment = paymentSystem;
export type Payment = z.infer<typeof payment>;

/**
 * PAY1 `POST payments/order/{id}/transactions`. A missing method is answered with the spec's
 * 'Please choose payment method' as the whole message (the server checks it, so the toast shows
 * the text as is).
 */
export const transactionBody = z.object({
  payment_sys_id: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce.number<string | number>({ error: 'payment_sys_id must be a number' }).int().min(1).max(2_147_483_647).optional(),
  ),
});
export type TransactionBody = z.input<typeof transactionBody>;

export const transactionParams = z.object({
  id: z.coerce.number<string>({ error: 'Order not found' }).int().min(1).max(2_147_483_647),
});

/**
 * PAY3 `GET dashboard/user/order-{tag}-process` (issue #20): the provider's hosted page the
 * customer is sent to (`data.data.url`), and the transaction it pays.
 */
export const providerCheckout = z.object({ data: z.object({ url: z.string(), transaction_id: z.number().int() }) });
export type ProviderCheckout = z.infer<typeof providerCheckout>;

/** What a payment is for: an order, a parcel or a wallet top-up. */
export const payableType = z.enum(['order', 'parcel', 'wallet']);
export type PayableType = z.infer<typeof payableType>;

/**
 * `GET dashboard/user/payments/transactions/{id}` (issue #20, the return page): one of the
 * customer's transactions, checked with its provider while unpaid. `price` is in the base
 * currency, `amount` in `currency` (ISO code); both decimal strings.
 */
export const paymentTransaction = z.object({
  id: z.number().int(),
  status: transactionStatus,
  payable: z.object({ type: payableType, id: z.number().int() }),
  payment_system: paymentSystem,
  price: z.string(),
  amount: z.string(),
  currency: z.string(),
  expires_at: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof paymentTransaction>;
