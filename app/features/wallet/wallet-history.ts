import type { WalletHistoryType } from '../../../contract/wallet';
import type { TranslationKey } from '../../lib/i18n/en';
import type { WalletHistory, WalletPerson } from './wallet-types';

/**
 * How one wallet movement reads (issue #17): its kind in words, whether money came in or went
 * out (the amount is always positive in W1; `withdraw` is an order paid from the wallet), and the
 * other person of a transfer. Pure, unit-tested.
 */

const OUTGOING: ReadonlySet<WalletHistoryType> = new Set(['withdraw', 'transfer_out']);

export const isOutgoing = (type: WalletHistoryType) => OUTGOING.has(type);

const KIND_KEYS: Record<WalletHistoryType, TranslationKey> = {
  topup: 'wallet.kind.topup',
  transfer_in: 'wallet.kind.transfer_in',
  transfer_out: 'wallet.kind.transfer_out',
  withdraw: 'wallet.kind.withdraw',
  refund: 'wallet.kind.refund',
  referral: 'wallet.kind.referral',
};

/** The kind's interface string; a kind this storefront does not know yet reads as a plain movement. */
export const kindKey = (type: string): TranslationKey => KIND_KEYS[type as WalletHistoryType] ?? 'wallet.kind.other';

export const personName = (person: WalletPerson | null | undefined) =>
  person ? [person.firstname, person.lastname].filter(Boolean).join(' ').trim() : '';

/** The sender of money received, the receiver of money sent; nobody for other kinds. */
export function otherParty(entry: Pick<WalletHistory, 'type' | 'author' | 'recipient'>): WalletPerson | null {
  if (entry.type === 'transfer_in') return entry.author ?? null;
  if (entry.type === 'transfer_out') return entry.recipient ?? null;
  return null;
}
