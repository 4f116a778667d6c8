/**
 * English strings of table reservations (issue #18): the API's booking messages (contract/booking-values.ts) and the booking statuses (§4.4, `booking.status.<status>`). Spanish and Arabic:
 * server/db/seed/data/ui-strings-booking.{es,ar}.ts. `booking.api.<name>` is the API's message
 * `bookingMessages.<name>`, shown translated (the storefront maps the English message to its key).
 */
export const enBooking = {
  'booking.api.noAvailableBooking': 'No available booking',
  'booking.api.reservationsOff': 'Table reservations are not available',
  'booking.api.phoneRequired': 'Phone number is required',
  'booking.api.tableNotFound': 'Table not found',
  'booking.api.sectionNotFound': 'Section not found',
  'booking.api.shopNotFound': 'Restaurant not found',
  'booking.api.shopClosed': 'Shop is closed',
  'booking.api.outsideHours': 'This time is outside the restaurant\'s booking hours',
  'booking.api.notOnGrid': 'Choose one of the offered times',
  'booking.api.inPast': 'This time has already passed',
  'booking.api.tooSoon': 'This time is too soon. Choose a later time.',
  'booking.api.tooFar': 'Choose a date within the next 60 days',
  'booking.api.tooManyGuests': 'This table does not seat that many guests',
  'booking.api.startRequired': 'Choose a date and time',
  'booking.api.bookingNotFound': 'Booking not found',
  'booking.api.cancelOnlyNew': 'This booking can no longer be canceled: only a booking not yet accepted can be',
  'booking.api.customerCancelOnly': 'You can only cancel a booking',
  'booking.api.invalidMove': 'This status change is not allowed for this booking',
  'booking.api.statusRequired': 'Choose a status',
  'booking.api.changedMeanwhile': 'This booking was updated meanwhile. Reload it and try again.',
  'booking.api.datesRequired': 'Choose dates as YYYY-MM-DD',
  'booking.api.rangeTooLong': 'Ask for at most 31 days at once',
  'booking.status.new': 'New',
  'booking.status.accepted': 'Accepted',
  'booking.status.completed': 'Completed',
  'booking.status.canceled': 'Canceled',
} as const;
