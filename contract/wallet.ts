/**
 * Wallet (contract §2.12, §3.12). The balance lives in the base currency; every movement is a
 * `wallet_histories` row written in the same transaction as the balance change.
 */

/** 'Insufficient wallet balance' is the spec's (§8). */
export const walletMessages = {
  insufficientBalance: 'Insufficient wallet balance',
  walletNotFound: 'Wallet not found',
} as const;

/** Which way a movement went: `withdraw` (an order paid) and `transfer_out` take money out. */
export const walletHistoryTypes = ['withdraw', 'refund', 'topup', 'referral', 'transfer_in', 'transfer_out'] as const;
export type WalletHistoryType = (typeof walletHistoryTypes)[number];
