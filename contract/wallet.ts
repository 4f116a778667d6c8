/**
 * Wallet (contract §2.12, §3.12) — the values the storefront uses at run time (messages, kinds,
 * bounds), without zod; the request and answer schemas are in contract/wallet-api.ts. The balance
 * lives in the base currency; every movement is a `wallet_histories` row written in the same
 * transaction as the balance change (server/modules/wallet/ledger.ts).
 */

/** Readable refusals; 'Insufficient wallet balance' is the spec's (§8). The storefront translates them by key. */
export const walletMessages = {
  insufficientBalance: 'Insufficient wallet balance',
  walletNotFound: 'Wallet not found',
  priceRequired: 'Enter an amount',
  priceInvalid: 'Enter an amount greater than 0 with at most 2 decimals',
  priceTooSmall: 'This amount is too small to send',
  priceTooLarge: 'This amount is too large',
  recipientRequired: 'Choose who receives the money',
  recipientNotFound: 'This customer cannot receive money',
  notToYourself: 'You cannot send money to yourself',
  noteTooLong: 'The note can have at most 255 characters',
  reasonRequired: 'Write the reason for this credit',
  searchRequired: 'Type a name, e-mail or phone to search',
  searchTooLong: 'The search can have at most 100 characters',
  tooManyTransfers: 'Too many transfers. Try again in a minute.',
  /** The body of the recipient's `transaction` notification (the storefront says it from `data`). */
  transferNotice: (name: string) => `${name} sent you money`,
} as const;

/** Which way a movement went: `withdraw` (an order paid) and `transfer_out` take money out. */
export const walletHistoryTypes = ['withdraw', 'refund', 'topup', 'referral', 'transfer_in', 'transfer_out'] as const;
export type WalletHistoryType = (typeof walletHistoryTypes)[number];

/** Movements that take money out of the wallet (shown with a minus). */
export const walletDebitTypes: readonly WalletHistoryType[] = ['withdraw', 'transfer_out'];

export const WALLET_NOTE_MAX = 255;
export const WALLET_SEARCH_MAX = 100;
/** W1's largest page. */
export const WALLET_HISTORY_MAX_PER_PAGE = 50;
/** An operator credit at most (base currency). */
export const WALLET_CREDIT_MAX = 100_000;
