import { z } from 'zod';
import { applicationMessages } from './application-messages';
import { VEHICLE_TYPES } from './application-values';
import { langQuery, pageQuery, queryInt } from './http';

/**
 * Applications to join the marketplace (issue #19): become a seller (contract §2.26 BS1) and
 * become a courier (a Comanda extension in the contract's style: the contract's clients only
 * show the courier apps; docs/decisions/0016-driver-applications.md). One pending application
 * of each kind per customer; operators approve or reject, and the applicant is notified.
 *
 *   POST dashboard/user/shops                           BS1 body below      → 201 `data` UserShop
 *   POST dashboard/user/deliveryman-requests            {name, phone, city, vehicle_type, licence_img} → 201
 *   GET  dashboard/user/deliveryman-requests/latest     the caller's newest application, or `data: null`
 *   GET  dashboard/admin/shop-requests/paginate         ?status&page&perPage   operators
 *   POST dashboard/admin/shop-requests/{id}/approve     shop → `inactive` (not shown), user → seller
 *   POST dashboard/admin/shop-requests/{id}/reject      {reason}
 *   POST dashboard/admin/shops/{id}/publish             an approved applicant's shop → `approved` (shown)
 *   GET  dashboard/admin/deliveryman-requests/paginate  ?status&page&perPage
 *   POST dashboard/admin/deliveryman-requests/{id}/approve   user → deliveryman
 *   POST dashboard/admin/deliveryman-requests/{id}/reject    {reason}
 *
 * After BS1 the profile (PR1) shows `user.shop` (with `request.status`), and `role = seller` once
 * approved (§3.24). Texts below are English; the storefront translates them by key.
 */

export { applicationMessages };

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const applicationStatus = z.enum(APPLICATION_STATUSES, { error: 'Unknown status' });
export type ApplicationStatus = z.infer<typeof applicationStatus>;

export { VEHICLE_TYPES };

const PHONE_RE = /^\+?\d{7,15}$/;
const phone = z.string({ error: applicationMessages.phoneInvalid }).trim().regex(PHONE_RE, applicationMessages.phoneInvalid);
/** A G1 `title` (absolute URL) or the stored path it names. */
const galleryTitle = z.string().trim().min(1).max(500);
const LOCALE_RE = /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/;

/** `{<locale>: text}`, the current UI language only (contract §2.26); at most 10 languages. */
const localeTexts = (max: number) =>
  z
    .record(z.string().regex(LOCALE_RE, 'Unknown language'), z.string().trim().max(max, `At most ${max} characters`))
    .refine((v) => Object.keys(v).length <= 10, 'At most 10 languages');

/** A money amount: number or numeric string, at most two decimals, 0 … 1 000 000. */
const amount = z
  .union([z.number(), z.string().trim()], { error: applicationMessages.amountInvalid })
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .pipe(z.string().regex(/^\d{1,7}(?:\.\d{1,2})?$/, applicationMessages.amountInvalid))
  .refine((v) => Number(v) <= 1_000_000, applicationMessages.amountInvalid);

const idList = (message: string) => z.array(z.coerce.number<string | number>().int().min(1).max(2_147_483_647), { error: message }).max(20, 'At most 20');

/** BS1 body (contract §2.26). `user_id`, when sent, must be the caller. */
export const sellerRequestBody = z
  .object({
    title: localeTexts(100).refine((v) => Object.values(v).some((s) => s.length > 0), applicationMessages.titleRequired),
    description: localeTexts(1000).optional(),
    address: localeTexts(255).refine((v) => Object.values(v).some((s) => s.length > 0), applicationMessages.addressRequired),
    phone,
    /** `[logoTitle, backgroundTitle]` from G1; either may be missing. */
    images: z.array(galleryTitle).max(2, 'At most a logo and a cover').default([]),
    categories: idList(applicationMessages.unknownCategory).default([]),
    tags: idList(applicationMessages.unknownTag).default([]),
    min_amount: amount.default('0'),
    tax: z.coerce.number<string | number>({ error: 'Tax must be a percentage' }).min(0).max(100).default(0),
    price: amount.default('0'),
    price_per_km: amount.default('0'),
    delivery_time_type: z.enum(['minute', 'hour'], { error: 'Choose minutes or hours' }).default('minute'),
    delivery_time_from: z.coerce.number<string | number>().int().min(1).max(1000),
    delivery_time_to: z.coerce.number<string | number>().int().min(1).max(1000),
    location: z.object({
      latitude: z.coerce.number<string | number>().min(-90).max(90),
      longitude: z.coerce.number<string | number>().min(-180).max(180),
    }, { error: 'Choose the location on the map' }),
    user_id: z.coerce.number<string | number>().int().min(1).max(2_147_483_647).optional(),
    type: z.enum(['shop', 'restaurant'], { error: 'Type must be shop or restaurant' }).default('shop'),
  })
  .refine((b) => b.delivery_time_from <= b.delivery_time_to, { message: applicationMessages.timeRange, path: ['delivery_time_to'] });
export type SellerRequestBody = z.input<typeof sellerRequestBody>;

/** The courier application (Comanda extension). */
export const deliverymanRequestBody = z.object({
  name: z.string({ error: applicationMessages.nameRequired }).trim().min(1, applicationMessages.nameRequired).max(100),
  phone,
  city: z.string({ error: applicationMessages.cityRequired }).trim().min(1, applicationMessages.cityRequired).max(100),
  vehicle_type: z.enum(VEHICLE_TYPES, { error: applicationMessages.vehicleRequired }),
  licence_img: z.string({ error: applicationMessages.licenceRequired }).trim().min(1, applicationMessages.licenceRequired).max(500),
});
export type DeliverymanRequestBody = z.input<typeof deliverymanRequestBody>;

export const rejectBody = z.object({
  reason: z.string({ error: applicationMessages.reasonRequired }).trim().min(1, applicationMessages.reasonRequired).max(500),
});
export const applicationListQuery = pageQuery.extend(langQuery.shape).extend({ status: applicationStatus.optional() });
export const applicationIdParams = z.object({ id: queryInt() });

export const applicationDecision = z.object({
  id: z.number().int(),
  status: applicationStatus,
  /** The operator's reason, when rejected. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

/**
 * PR1 `user.shop` (§3.24): the shop of the customer's newest seller request. `status` is the
 * shop's (`new` under review, `inactive` approved but not shown yet, `approved` shown,
 * `rejected`); `request` is the application.
 */
export const userShop = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  type: z.enum(['shop', 'restaurant']),
  status: z.enum(['new', 'approved', 'rejected', 'inactive']),
  logo_img: z.string().nullable(),
  background_img: z.string().nullable(),
  phone: z.string().nullable(),
  translation: z.object({ locale: z.string(), title: z.string(), description: z.string().nullable(), address: z.string().nullable() }).nullable(),
  request: applicationDecision,
});
export type UserShop = z.infer<typeof userShop>;

const person = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
});

/** An application in the operator's list. */
export const operatorShopRequest = applicationDecision.extend({
  user: person.nullable(),
  shop: userShop.omit({ request: true }).extend({
    min_amount: z.number(),
    tax: z.number(),
    price: z.number(),
    price_per_km: z.number(),
    delivery_time: z.object({ from: z.string(), to: z.string(), type: z.enum(['minute', 'hour']) }),
    location: z.object({ latitude: z.number(), longitude: z.number() }),
    category_ids: z.array(z.number().int()),
    tag_ids: z.array(z.number().int()),
  }),
});
export type OperatorShopRequest = z.infer<typeof operatorShopRequest>;

/** A courier application as its applicant and operators see it. */
export const deliverymanRequest = applicationDecision.extend({
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  licence_img: z.string().nullable(),
});
export type DeliverymanRequest = z.infer<typeof deliverymanRequest>;

export const operatorDeliverymanRequest = deliverymanRequest.extend({ user: person.nullable() });
export type OperatorDeliverymanRequest = z.infer<typeof operatorDeliverymanRequest>;
