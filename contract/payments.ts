import { z } from 'zod';
import { paymentSystem } from './orders';

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
