import { z } from 'zod';
import { MAX_PAGE, MAX_PER_PAGE, queryInt } from './http';
import {
  WALLET_CREDIT_MAX, WALLET_HISTORY_MAX_PER_PAGE, WALLET_NOTE_MAX, WALLET_SEARCH_MAX, walletHistoryTypes, walletMessages as m,
} from './wallet';

/**
 * Wallet requests and answers (contract §2.12 W1, W3, W4, §3.12) and the operator's credit (a
 * Comanda extension). Values without zod (messages, kinds, bounds) are in contract/wallet.ts.
 *
 *   GET  dashboard/user/wallet/histories   ?page&perPage(≤50, 10)&currency_id    W1, newest first
 *   GET  dashboard/user/search-sending     ?search&page&perPage                    W3, names and avatars only
 *   POST dashboard/user/wallet/send        {price, uuid, currency_id?, note?}      W4 → {balance, history}
 *   POST dashboard/admin/wallets/credit    {user_uuid, price, note}                → {balance}
 *
 * Amounts in answers are in the requested `currency_id` (unknown → base currency); amounts sent
 * are in the `currency_id` sent (W4) or the base currency (operator credit).
 */

export { walletHistoryTypes, walletMessages, type WalletHistoryType } from './wallet';

/** W1's query. */
export const walletHistoryQuery = z.object({
  page: queryInt(1, MAX_PAGE).default(1),
  perPage: queryInt(1, WALLET_HISTORY_MAX_PER_PAGE).default(10),
  currency_id: queryInt().optional(),
});
export type WalletHistoryQuery = z.input<typeof walletHistoryQuery>;

/** Who a movement names: the sender (`author`) or the receiver (`recipient`) of a transfer. */
export const walletPerson = z.object({
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  img: z.string().nullable(),
});
export type WalletPerson = z.infer<typeof walletPerson>;

/** §3.12 WalletHistory as W1 lists it (and W4 answers the sender's `transfer_out`). */
export const walletHistory = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** The order payment's transaction (withdraw, refund); null otherwise. */
  transaction_id: z.number().int().nullable(),
  type: z.enum(walletHistoryTypes),
  /** Positive, in the requested currency; `type` says which way it went. */
  price: z.number(),
  note: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The order a payment (withdraw) or refund was for. */
  order_id: z.number().int().nullable(),
  /** Who sent it (a transfer's sender, the operator of a credit); null = the system. */
  author: walletPerson.nullable(),
  /** Who received it (a `transfer_out`'s recipient); null otherwise. */
  recipient: walletPerson.nullable(),
});
export type WalletHistory = z.infer<typeof walletHistory>;

const search = z
  .string({ error: m.searchRequired })
  .trim()
  .min(1, m.searchRequired)
  .max(WALLET_SEARCH_MAX, m.searchTooLong);

/** W3's query: `search` is a name part, or a whole e-mail or phone number. */
export const searchSendingQuery = z.object({
  search,
  page: queryInt(1, MAX_PAGE).default(1),
  perPage: queryInt(1, MAX_PER_PAGE).default(10),
});
export type SearchSendingQuery = z.input<typeof searchSendingQuery>;

/** W3 SearchedUser: what another customer may see of someone — never an e-mail or phone. */
export const searchedUser = z.object({
  uuid: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  img: z.string().nullable(),
});
export type SearchedUser = z.infer<typeof searchedUser>;

/** An amount as typed: a number or a string, > 0, at most 2 decimals → a decimal string "12.5". */
export const moneyInput = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? m.priceRequired : m.priceInvalid) })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, m.priceRequired)
      // Digits with at most 2 decimals, not all zeros.
      .regex(/^(?=[\d.]*[1-9])\d{1,12}(\.\d{1,2})?$/, m.priceInvalid),
  );

/** "12.5" (as `moneyInput` leaves it) → 1250n; anything else (already refused by the regex, whose refusal does not stop later checks) → 0n. */
const amountCents = (v: string): bigint => {
  if (!/^\d+(\.\d+)?$/.test(v)) return 0n;
  const [whole = '0', frac = ''] = v.split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
};

const note = z.string().trim().max(WALLET_NOTE_MAX, m.noteTooLong);

/** W4 `POST dashboard/user/wallet/send`. */
export const walletSendBody = z.object({
  price: moneyInput,
  uuid: z.string({ error: m.recipientRequired }).trim().min(1, m.recipientRequired).pipe(z.uuid({ error: m.recipientNotFound })),
  currency_id: queryInt().optional(),
  note: note.optional().transform((v) => v || null),
});
export type WalletSendBody = z.input<typeof walletSendBody>;

/** W4's answer: the sender's new balance (requested currency) and the `transfer_out` row. */
export const walletSent = z.object({ balance: z.number(), history: walletHistory });
export type WalletSent = z.infer<typeof walletSent>;

/** `POST dashboard/admin/wallets/credit`: an operator puts money in a customer's wallet (base currency). */
export const walletCreditBody = z.object({
  user_uuid: z.string({ error: m.recipientRequired }).trim().pipe(z.uuid({ error: m.recipientNotFound })),
  price: moneyInput.refine((v) => amountCents(v) <= BigInt(WALLET_CREDIT_MAX) * 100n, m.priceTooLarge),
  note: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(WALLET_NOTE_MAX, m.noteTooLong),
});
export type WalletCreditBody = z.input<typeof walletCreditBody>;

export const walletCredited = z.object({ balance: z.number() });
export type WalletCredited = z.infer<typeof walletCredited>;
