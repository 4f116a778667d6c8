import { z } from 'zod';
import { MAX_PAGE, queryInt } from './http';

/**
 * The signed-in customer's saved addresses (contract §2.14 AD1–AD5, §3.13). Request schemas
 * validate at the server's edge and type the storefront's calls; `address` is the response shape.
 * `location` is `[lat, lng]` (an array, unlike the `{latitude, longitude}` objects elsewhere).
 */

/** Messages of the address calls, shown to people (the storefront translates them). */
export const addressMessages = {
  addressRequired: 'Type an address',
  addressTooLong: 'The address is too long',
  locationRequired: 'Place the pin on the map',
  fieldTooLong: 'This field is too long',
  titleTooLong: 'The title is too long',
  notFound: 'Address not found',
} as const;

const m = addressMessages;

/** Ids in paths and query strings arrive as strings. */
const id = (what: string) =>
  z.coerce.number<string | number>({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(1, `${what} is required`).max(2_147_483_647);

const coordinate = (min: number, max: number) =>
  z.coerce.number<string | number>({ error: m.locationRequired }).refine(Number.isFinite, m.locationRequired).pipe(z.number().min(min, m.locationRequired).max(max, m.locationRequired));

/** Blank optional text is stored as null (a form sends empty strings for untouched fields). */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined || (typeof v === 'string' && !v.trim()) ? undefined : v),
    z.string({ error: message }).trim().max(max, message).optional(),
  );

/** `active: 1 | 0 | true | false | '1' | '0'` (AD2 sends `1`). */
const activeFlag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** The text parts of an address (§3.13); `entrance` maps to the order's `office`. */
export const addressParts = z.object({
  address: z.string({ error: m.addressRequired }).trim().min(1, m.addressRequired).max(300, m.addressTooLong),
  floor: optionalText(50, m.fieldTooLong),
  house: optionalText(50, m.fieldTooLong),
  entrance: optionalText(50, m.fieldTooLong),
  comment: optionalText(500, m.fieldTooLong),
});

/** AD2 `POST dashboard/user/addresses`; AD3 takes the same body and ignores `active`. */
export const addressBody = z.object({
  title: optionalText(100, m.titleTooLong),
  location: z.tuple([coordinate(-90, 90), coordinate(-180, 180)], { error: m.locationRequired }),
  address: addressParts,
  active: activeFlag.optional(),
});
export type AddressBody = z.input<typeof addressBody>;
export type AddressInput = z.infer<typeof addressBody>;

/** AD1 `GET dashboard/user/addresses?perPage=100`. */
export const addressListQuery = z.object({
  page: queryInt(1, MAX_PAGE).default(1),
  perPage: queryInt(1, 100).default(100),
});

export const addressIdParam = z.object({ id: id('id') });

/** AD5 `DELETE dashboard/user/addresses/delete?ids[0]=1` (or `ids[]=1`, or a JSON body). */
export const addressDeleteQuery = z.object({
  ids: z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : typeof value === 'object' && value ? Object.values(value) : [value]),
    z.array(id('ids'), { error: 'ids must be a list of ids' }).min(1, 'Choose at least one address').max(100, 'At most 100 ids at once'),
  ),
});

/** §3.13 Address as answered. */
export const address = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  title: z.string().nullable(),
  location: z.tuple([z.number(), z.number()]),
  address: z.object({
    address: z.string(),
    floor: z.string().nullable(),
    house: z.string().nullable(),
    entrance: z.string().nullable(),
    comment: z.string().nullable(),
  }),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof address>;

/** AD5's answer: the ids that were deleted (the caller's own only). */
export const addressesDeleted = z.object({ ids: z.array(z.number().int()) });
