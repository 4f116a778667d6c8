/**
 * English strings of parcels (issue #18): the API's parcel messages (contract/parcel-values.ts). Spanish and Arabic:
 * server/db/seed/data/ui-strings-parcels.{es,ar}.ts. `parcels.api.<name>` is the API's message
 * `parcelMessages.<name>`, shown translated (the storefront maps the English message to its key).
 */
export const enParcels = {
  'parcels.api.typeNotFound': 'Parcel type not found',
  'parcels.api.notAvailableHere': 'Sorry, we\'re not available here',
  'parcels.api.samePoints': 'The pickup and drop-off addresses must differ',
  'parcels.api.tooHeavy': 'The parcel is heavier than this type allows',
  'parcels.api.tooLight': 'The parcel is lighter than this type requires',
  'parcels.api.tooBig': 'The parcel is larger than this type allows',
  'parcels.api.tooSmall': 'The parcel is smaller than this type requires',
  'parcels.api.dateInPast': 'Choose a delivery date from today on',
  'parcels.api.dateTooFar': 'Choose a delivery date within the next 30 days',
  'parcels.api.timeUnavailable': 'This delivery time is not available. Choose another time.',
  'parcels.api.phoneInvalid': 'Phone number is invalid',
  'parcels.api.phoneRequired': 'Phone number is required',
  'parcels.api.nameRequired': 'Please fill user details',
  'parcels.api.addressRequired': 'Choose an address on the map',
  'parcels.api.choosePayment': 'Please choose payment method',
  'parcels.api.paymentNotAvailable': 'This payment method is not available',
  'parcels.api.insufficientBalance': 'Insufficient wallet balance',
  'parcels.api.alreadyPaid': 'This parcel is already paid',
  'parcels.api.parcelNotFound': 'Parcel not found',
  'parcels.api.parcelCanceled': 'This parcel is canceled',
  'parcels.api.cancelOnlyNew': 'This parcel can no longer be canceled: only a new parcel can be',
  'parcels.api.customerCancelOnly': 'You can only cancel a parcel',
  'parcels.api.reviewNotDelivered': 'You can review the courier once the parcel is delivered',
  'parcels.api.alreadyReviewed': 'You have already reviewed this delivery',
  'parcels.api.changedMeanwhile': 'This parcel was updated meanwhile. Reload it and try again.',
  'parcels.api.invalidMove': 'This status change is not allowed for this parcel',
  'parcels.api.statusRequired': 'Choose a status',
  'parcels.api.idempotencyKeyMismatch': 'Idempotency-Key and idempotency_key differ',
} as const;
