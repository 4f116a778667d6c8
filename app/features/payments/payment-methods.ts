import { isProviderTag, PAYMENT_TAGS, type Payment } from '../../../contract/payments';
import type { TransactionStatus } from '../../../contract/orders';
import type { TranslationKey } from '../../lib/i18n/en';
import type { Translate } from '../../lib/i18n/translator';

/**
 * Payment methods as the storefront names and offers them (issue #20). The lists come from the
 * server (PAY4, or a shop's `shop_payments`), which lists only the providers it has configured;
 * here they are only filtered for the place they are offered in and given a translated name.
 */

/** The interface string naming a payment tag: `payment.cash`, `payment.stripe`, …; null for a tag we do not know. */
export function paymentLabelKey(tag: string): TranslationKey | null {
  if (tag === PAYMENT_TAGS.cash || tag === PAYMENT_TAGS.wallet || isProviderTag(tag)) return `payment.${tag}`;
  return null;
}

/** A payment tag as the customer reads it (an unknown tag as the server wrote it). */
export function paymentLabel(t: Translate, tag: string): string {
  const key = paymentLabelKey(tag);
  return key ? t(key) : tag;
}

/**
 * The methods an unpaid order or parcel can be paid with again: the wallet and the online
 * providers. Never cash (it is collected on delivery, contract §4.5), nor a tag no provider
 * process exists for.
 */
export function payAgainMethods(list: readonly Payment[]): Payment[] {
  return list.filter((p) => p.tag === PAYMENT_TAGS.wallet || isProviderTag(p.tag));
}

/** A wallet top-up is paid online only (contract W2): the providers of the list. */
export function topUpMethods(list: readonly Payment[]): Payment[] {
  return list.filter((p) => isProviderTag(p.tag));
}

/** The methods offered when placing an order or sending a parcel: cash, the wallet and the providers. */
export function checkoutMethods(list: readonly Payment[]): Payment[] {
  return list.filter((p) => p.tag === PAYMENT_TAGS.cash || p.tag === PAYMENT_TAGS.wallet || isProviderTag(p.tag));
}

const UNPAID: ReadonlySet<TransactionStatus> = new Set(['progress', 'canceled', 'rejected']);

/**
 * Whether an order or parcel shows the "Pay" control (contract §4.5): not canceled itself, and
 * its payment unpaid (`progress`, `canceled`, `rejected`) and not cash (cash is paid to the
 * courier). One placed without any payment can be paid too.
 */
export function canPayAgain(
  payableStatus: string,
  transaction: { status: TransactionStatus; payment_system: { tag: string } | null } | null,
): boolean {
  if (payableStatus === 'canceled') return false;
  if (!transaction) return true;
  return UNPAID.has(transaction.status) && transaction.payment_system?.tag !== PAYMENT_TAGS.cash;
}
