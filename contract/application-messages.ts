/**
 * Messages of the application calls (contract/applications.ts), apart from its zod schemas so the
 * storefront can translate them without shipping zod to the browser. English; the storefront
 * translates each by its name (`applications.api.<name>`).
 */
export const applicationMessages = {
  /** Spec §5, exact text. */
  passwordFirst: 'A password must be set before a seller request',
  sellerPending: 'Your seller request is already under review',
  alreadySeller: 'You are already a seller',
  driverPending: 'Your courier application is already under review',
  alreadyDriver: 'You are already a courier',
  titleRequired: 'Write the shop name',
  addressRequired: 'Write the shop address',
  phoneInvalid: 'Phone number is invalid',
  uploadFirst: 'Upload the picture first (dashboard/galleries)',
  unknownCategory: 'Choose categories from the list',
  unknownTag: 'Choose tags from the list',
  notYours: 'You can only apply for yourself',
  timeRange: 'The delivery time "from" must not be after "to"',
  amountInvalid: 'Enter an amount with at most two decimals',
  nameRequired: 'Write your name',
  cityRequired: 'Write your city',
  vehicleRequired: 'Choose a vehicle type',
  licenceRequired: 'Upload a picture of your licence',
  reasonRequired: 'Write the reason',
  requestNotFound: 'Application not found',
  alreadyDecided: 'This application was already decided',
  shopNotFound: 'Shop not found',
  notApprovedYet: 'Approve the seller request before publishing the shop',
  // Notifications to the applicant (N1 `body`).
  sellerApproved: 'Your seller request was approved',
  sellerRejected: 'Your seller request was rejected',
  driverApproved: 'Your courier application was approved',
  driverRejected: 'Your courier application was rejected',
} as const;
