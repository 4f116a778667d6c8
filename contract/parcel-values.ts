import type { OrderStatus } from './order-values';

/**
 * Parcel values the storefront uses at run time without zod (contract §2.16, §4.2): messages the
 * server answers (English; the storefront translates them by key), the status groups of the
 * list's tabs, the stepper, the time slots and notification texts.
 */

export const parcelMessages = {
  typeNotFound: 'Parcel type not found',
  /** No shop of the marketplace delivers at one of the points (the spec's text, SH8). */
  notAvailableHere: "Sorry, we're not available here",
  samePoints: 'The pickup and drop-off addresses must differ',
  tooHeavy: 'The parcel is heavier than this type allows',
  tooLight: 'The parcel is lighter than this type requires',
  tooBig: 'The parcel is larger than this type allows',
  tooSmall: 'The parcel is smaller than this type requires',
  dateInPast: 'Choose a delivery date from today on',
  dateTooFar: 'Choose a delivery date within the next 30 days',
  timeUnavailable: 'This delivery time is not available. Choose another time.',
  phoneInvalid: 'Phone number is invalid',
  phoneRequired: 'Phone number is required',
  nameRequired: 'Please fill user details',
  addressRequired: 'Choose an address on the map',
  choosePayment: 'Please choose payment method',
  paymentNotAvailable: 'This payment method is not available',
  insufficientBalance: 'Insufficient wallet balance',
  alreadyPaid: 'This parcel is already paid',
  parcelNotFound: 'Parcel not found',
  parcelCanceled: 'This parcel is canceled',
  cancelOnlyNew: 'This parcel can no longer be canceled: only a new parcel can be',
  customerCancelOnly: 'You can only cancel a parcel',
  reviewNotDelivered: 'You can review the courier once the parcel is delivered',
  alreadyReviewed: 'You have already reviewed this delivery',
  changedMeanwhile: 'This parcel was updated meanwhile. Reload it and try again.',
  invalidMove: 'This status change is not allowed for this parcel',
  statusRequired: 'Choose a status',
  idempotencyKeyMismatch: 'Idempotency-Key and idempotency_key differ',
} as const;

/** §4.2: the same vocabulary and list filters as orders (`cooking` is never produced). */
export const parcelStatuses = ['new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled'] as const satisfies readonly OrderStatus[];
export type ParcelStatus = (typeof parcelStatuses)[number];
export const activeParcelStatuses: readonly ParcelStatus[] = ['new', 'accepted', 'ready', 'on_a_way'];
export const historyParcelStatuses: readonly ParcelStatus[] = ['delivered', 'canceled'];
/** The detail's stepper (§4.2). */
export const parcelSteps: readonly ParcelStatus[] = ['accepted', 'ready', 'on_a_way', 'delivered'];

/** PC3 `delivery_time`: hourly slots 06:00–23:00 (default 13:00). */
export const PARCEL_FIRST_HOUR = 6;
export const PARCEL_LAST_HOUR = 23;
export const PARCEL_DEFAULT_TIME = '13:00';
export const parcelTimeSlots: readonly string[] = Array.from(
  { length: PARCEL_LAST_HOUR - PARCEL_FIRST_HOUR + 1 },
  (_, i) => `${String(PARCEL_FIRST_HOUR + i).padStart(2, '0')}:00`,
);
/** How far ahead a parcel may be booked, in days. */
export const PARCEL_MAX_DAYS_AHEAD = 30;

/** Bodies of the customer's `status_changed` notifications about a parcel (title = `Parcel #id`). */
export const parcelStatusNotices: Record<ParcelStatus, (id: number) => string> = {
  new: (id) => `Your parcel #${id} was ordered`,
  accepted: (id) => `Your parcel #${id} was accepted`,
  ready: (id) => `Your parcel #${id} is ready for pickup by the courier`,
  on_a_way: (id) => `Your parcel #${id} is on its way`,
  delivered: (id) => `Your parcel #${id} was delivered`,
  canceled: (id) => `Your parcel #${id} was canceled`,
};

/** The wallet history note when a canceled parcel's wallet payment goes back. */
export const canceledParcelWalletNote = (id: number) => `Refund for canceled parcel #${id}`;
