import type { WalletHistoryType } from '../../../contract/wallet';

/**
 * What the wallet screens read of W1 (history rows) and W3 (people to send to), contract §2.12,
 * §3.12. The server's schemas for these answers arrive with the wallet API (issue #17, server
 * side); until then these are the fields the storefront reads, nothing more.
 */
export type WalletPerson = { firstname: string | null; lastname: string | null; img: string | null };

export type WalletHistory = {
  id: number;
  uuid: string;
  transaction_id: number | null;
  type: WalletHistoryType;
  /** Positive, in the requested currency; the direction comes from `type`. */
  price: number;
  note: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  order_id: number | null;
  /** The sender (transfer_in). */
  author: WalletPerson | null;
  /** The receiver (transfer_out). */
  recipient: WalletPerson | null;
};

/** W3: a customer to send money to — names and picture only, never contact data. */
export type SendingCandidate = WalletPerson & { uuid: string };
