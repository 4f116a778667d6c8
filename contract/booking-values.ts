/**
 * Reservation values the storefront uses at run time without zod (contract §2.17, §4.4, §5.8):
 * messages (English; translated by key), statuses, the settings keys and their defaults.
 */

export const bookingMessages = {
  /** BK7's `params.booking_id` errors: the contract's clients show "no available booking". */
  noAvailableBooking: 'No available booking',
  reservationsOff: 'Table reservations are not available',
  /** The spec's text (§5): a phone on the profile is required before booking. */
  phoneRequired: 'Phone number is required',
  tableNotFound: 'Table not found',
  sectionNotFound: 'Section not found',
  shopNotFound: 'Restaurant not found',
  /** The spec's text (§8) for a day without bookings (working day off or a closed date). */
  shopClosed: 'Shop is closed',
  outsideHours: "This time is outside the restaurant's booking hours",
  notOnGrid: 'Choose one of the offered times',
  inPast: 'This time has already passed',
  tooSoon: 'This time is too soon. Choose a later time.',
  tooFar: 'Choose a date within the next 60 days',
  tooManyGuests: 'This table does not seat that many guests',
  startRequired: 'Choose a date and time',
  bookingNotFound: 'Booking not found',
  cancelOnlyNew: 'This booking can no longer be canceled: only a booking not yet accepted can be',
  customerCancelOnly: 'You can only cancel a booking',
  invalidMove: 'This status change is not allowed for this booking',
  statusRequired: 'Choose a status',
  changedMeanwhile: 'This booking was updated meanwhile. Reload it and try again.',
  datesRequired: 'Choose dates as YYYY-MM-DD',
  rangeTooLong: 'Ask for at most 31 days at once',
} as const;

/** §4.4 (not enumerated by the clients; shown through the i18n dictionary). */
export const bookingStatuses = ['new', 'accepted', 'completed', 'canceled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** Bookings that hold their table. */
export const liveBookingStatuses: readonly BookingStatus[] = ['new', 'accepted'];

/** Settings keys of reservations (S1) and their defaults (§3.27). */
export const RESERVATION_SETTINGS = {
  enabled: 'reservation_enable_for_user',
  /** Slot step, minutes (default 30). */
  step: 'reservation_time_durations',
  /** Lead time, hours: slots start at least this far from now. */
  leadHours: 'reservation_before_time',
  /** Length of a reservation, hours (default 3): how long a booking holds its table. */
  lengthHours: 'min_reservation_time',
} as const;
export const RESERVATION_DEFAULTS = { step: 30, leadHours: 0, lengthHours: 3 } as const;
/** How far ahead a table may be booked, in days. */
export const BOOKING_MAX_DAYS_AHEAD = 60;

/** Notification texts (`booking_status` to the customer, `new_booking` to operators). */
export const bookingStatusNotices: Record<BookingStatus, (id: number, table: string) => string> = {
  new: (id, table) => `Your booking #${id} of table ${table} was received`,
  accepted: (id, table) => `Your booking #${id} of table ${table} was accepted`,
  completed: (id) => `Your booking #${id} is completed. Thank you for coming!`,
  canceled: (id) => `Your booking #${id} was canceled`,
};
export const newBookingNotice = (id: number, table: string, start: string) => `New booking #${id}: table ${table}, ${start}`;
