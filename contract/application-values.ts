/** Fixed values of the application calls (contract/applications.ts), without zod, for the storefront's forms. */
export const VEHICLE_TYPES = ['bicycle', 'motorbike', 'scooter', 'car', 'on_foot'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
