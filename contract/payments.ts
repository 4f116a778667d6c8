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

/** Readable refusals of the provider payment step (PAY3, the result page's check, webhooks). */
export const paymentMessages = {
  notAvailable: 'This payment method is not available',
  chooseWhat: 'Send order_id, parcel_id, or wallet_id with total_price and currency_id',
  nothingToPay: 'There is nothing to pay',
  walletNotFound: 'Wallet not found',
  topUpAmount: 'Enter an amount between 1 and 100000',
  currencyNotFound: 'Currency not found',
  transactionNotFound: 'Payment not found',
  providerUnreachable: 'The payment provider could not be reached. Try again or choose another method.',
  webhookRejected: 'Webhook signature does not verify',
  amountMismatch: 'The paid amount does not match the payment',
  emailRequired: 'Add an e-mail address to your profile to pay with this method',
} as const;

/** Top-ups through a provider: in the chosen currency, at least 1 and at most 100 000. */
export const TOP_UP_MIN = 1;
export const TOP_UP_MAX = 100_000;

const id = z.coerce.number<string>().int().min(1).max(2_147_483_647);

/**
 * PAY3 `GET dashboard/user/order-{tag}-process`: an order (`order_id`), a parcel (`parcel_id`), or
 * a wallet top-up (`wallet_id`, `total_price` in the currency `currency_id`).
 */
export const processQuery = z
  .object({
    order_id: id.optional(),
    parcel_id: id.optional(),
    wallet_id: id.optional(),
    total_price: z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, paymentMessages.topUpAmount)
      .refine((v) => Number(v) >= TOP_UP_MIN && Number(v) <= TOP_UP_MAX, paymentMessages.topUpAmount)
      .optional(),
    currency_id: id.optional(),
  })
  .superRefine((q, ctx) => {
    const kinds = [q.order_id, q.parcel_id, q.wallet_id].filter((v) => v !== undefined).length;
    if (kinds !== 1) ctx.addIssue({ code: 'custom', path: ['order_id'], message: paymentMessages.chooseWhat });
    if (q.wallet_id !== undefined && q.total_price === undefined) ctx.addIssue({ code: 'custom', path: ['total_price'], message: paymentMessages.topUpAmount });
  });
export type ProcessQuery = z.infer<typeof processQuery>;

export const transactionIdParams = z.object({
  id: z.coerce.number<string>({ error: paymentMessages.transactionNotFound }).int().min(1).max(2_147_483_647),
});

/** What a payment is for: `wallet` = a top-up of the customer's wallet (`id` = the wallet). */
export type PayableType = 'order' | 'parcel' | 'wallet';

/** `GET dashboard/user/payments/transactions/{id}`: the result page's view of one payment. */
export type PaymentView = {
  id: number;
  status: 'progress' | 'paid' | 'canceled' | 'rejected' | 'refund';
  payable: { type: PayableType; id: number };
  payment_system: { id: number; tag: string };
  /** Base currency. */
  price: string;
  /** What the customer was asked to pay, in `currency`. */
  amount: string | null;
  currency: string | null;
  /** When an unpaid provider payment expires (its order or parcel is canceled). */
  expires_at: string | null;
};

/** PAY3's answer (`data.data`): the provider's hosted checkout page, and the transaction it pays. */
export type ProviderCheckout = { data: { url: string; transaction_id: number } };
