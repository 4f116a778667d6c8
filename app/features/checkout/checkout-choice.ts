import type { Address } from '../../../contract/addresses';
import { firstSlot, type DeliveryDay } from '../../../contract/delivery-slots';
import type { DeliveryType } from '../../../contract/orders';
import type { Payment } from '../../../contract/payments';
import type { ChosenAddress } from '../address/chosen-address';
import { isChosen } from '../address/saved-address';

/**
 * What the customer chose on the checkout page, read from its fields (the page's GET query, or the
 * place-order post): the page is one form, so it keeps working without JavaScript.
 * `address` is `saved-<id>` (a saved address) or `chosen` (the chosen-address cookie).
 */
export type CheckoutChoice = {
  type: DeliveryType;
  address: string;
  date: string;
  time: string;
  coupon: string;
  payment: number | null;
  /**
   * A new idempotency key (O2 `idempotency_key`). Never read from the query: a history entry
   * revisited after an order would otherwise answer that old order. The page keeps the first
   * one it got for as long as it is open (CheckoutForm), so a retry or a double click is one order.
   */
  key: string;
};

type Read = (name: string) => string | null;

/**
 * The default address is the chosen one (the cookie the shop lists follow): as the saved address
 * it is, when it is one. A visitor who never chose (the marketplace's default location) gets the
 * active saved address instead.
 */
export function defaultAddressKey(saved: readonly Address[], chosen: ChosenAddress & { isDefault: boolean }): string {
  const same = saved.find((a) => isChosen(a, chosen));
  if (same) return `saved-${same.id}`;
  const active = saved.find((a) => a.active);
  return chosen.isDefault && active ? `saved-${active.id}` : 'chosen';
}

/** Cash is the default payment (contract §2.11); none when the list has no cash. */
export function defaultPayment(payments: readonly Payment[]): number | null {
  return payments.find((p) => p.tag === 'cash')?.id ?? null;
}

export function readCheckoutChoice(
  read: Read,
  context: {
    saved: readonly Address[];
    chosen: ChosenAddress & { isDefault: boolean };
    days: readonly DeliveryDay[];
    payments: readonly Payment[];
    fresh: () => string;
  },
): CheckoutChoice {
  const type: DeliveryType = read('type') === 'pickup' ? 'pickup' : 'delivery';
  const addressValue = read('address');
  const address =
    addressValue === 'chosen' || context.saved.some((a) => `saved-${a.id}` === addressValue) ? addressValue! : defaultAddressKey(context.saved, context.chosen);
  const first = firstSlot(context.days);
  const dateValue = read('date');
  const day = context.days.find((d) => d.date === dateValue) ?? context.days.find((d) => d.date === first?.date) ?? context.days[0];
  const timeValue = read('time');
  const time = day?.slots.find((s) => s.start === timeValue)?.start ?? day?.slots[0]?.start ?? '';
  const paymentValue = Number(read('payment'));
  const payment = context.payments.some((p) => p.id === paymentValue) ? paymentValue : defaultPayment(context.payments);
  return {
    type,
    address,
    date: day?.date ?? '',
    time,
    coupon: (read('coupon') ?? '').trim().slice(0, 64),
    payment,
    key: context.fresh(),
  };
}

/** The fields that change what the page shows (and O1's answer); what the page's GET carries. */
export const OPTION_FIELDS = ['type', 'address', 'date', 'time', 'coupon', 'payment'] as const;
