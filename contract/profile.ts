import { z } from 'zod';
import { authMessages as m, codeField, genderField, passwordField, phoneField, verifyIdField } from './account-fields';

/**
 * The signed-in customer's profile (contract §2.25, §3.24), notification preferences (N6–N8) and
 * picture upload (G1). Request schemas validate at the server's edge; the response schemas type
 * the storefront's client.
 */

/** §3.23 user setting state: one entry per notification kind with the user's choice. */
export const userNotificationSetting = z.object({
  id: z.number().int(),
  type: z.string(),
  notification: z.object({ active: z.boolean() }),
});

/** §3.24 User / Profile. Money (wallet, referral sums) is in the requested `currency_id`. */
export const profileUser = z.object({
  id: z.number().int(),
  uuid: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
  /** Absolute URL (contract §1.9) or null. */
  img: z.string().nullable(),
  active: z.boolean(),
  role: z.string(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  /** No password yet (phone sign-up without one): PR4 does not ask for `old_password`. */
  empty_p: z.boolean(),
  my_referral: z.string(),
  referral_from_topup_price: z.number(),
  referral_from_topup_count: z.number().int(),
  referral_from_withdraw_price: z.number(),
  referral_from_withdraw_count: z.number().int(),
  referral_to_withdraw_price: z.number(),
  referral_to_withdraw_count: z.number().int(),
  referral_to_topup_price: z.number(),
  referral_to_topup_count: z.number().int(),
  /** `id` is PAY3's `wallet_id` (top-up, §2.11). */
  wallet: z.object({ id: z.number().int(), uuid: z.string(), price: z.number(), symbol: z.string() }).nullable(),
  /** Present once a seller request is made (become-a-seller issue). */
  shop: z.null(),
  notifications: z.array(userNotificationSetting),
  addresses: z.array(z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProfileUser = z.infer<typeof profileUser>;

/** PR1 `GET dashboard/user/profile/show`. */
export const profileShowQuery = z.object({ currency_id: z.coerce.number<string>().int().positive().optional() });

const birthdayField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Birthday must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Birthday is not a real date')
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'Birthday must be in the past');

/**
 * PR2 (JSON body) and PR3 (the same fields as query parameters, empty body) `PUT
 * dashboard/user/profile/update`. A new `phone` must come with the `verifyId`/`verifyCode` of a code
 * sent to it (`POST dashboard/user/profile/phone/send-code`).
 */
export const profileUpdateInput = z.object({
  firstname: z.string({ error: m.required }).trim().min(1, m.required).max(100).optional(),
  lastname: z.string().trim().max(100).optional(),
  birthday: z.union([birthdayField, z.literal('').transform(() => null), z.null()]).optional(),
  /** Comanda extension: `''` or `null` clears it ('Prefer not to say'); omitted = unchanged. */
  gender: z.union([genderField, z.literal('').transform(() => null), z.null()], { error: 'Gender must be male or female' }).optional(),
  /** `[<gallery title>]` from G1; the first becomes the avatar. */
  images: z.array(z.string().trim().min(1).max(2048)).max(5).optional(),
  phone: phoneField.optional(),
  verifyId: verifyIdField.optional(),
  verifyCode: codeField.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

/** Comanda extension: `POST dashboard/user/profile/phone/send-code` `{phone}` → `verificationStarted`. */
export const phoneCodeInput = z.object({ phone: phoneField });

/** PR4 `POST dashboard/user/profile/password/update`; `old_password` is omitted after a reset or without a password. */
export const passwordUpdateBody = z
  .object({
    old_password: z.string().max(128).optional(),
    password: passwordField,
    password_confirmation: z.string().optional(),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: m.passwordsDontMatch });
export type PasswordUpdateBody = z.input<typeof passwordUpdateBody>;

/** N8 `POST dashboard/user/profile/firebase/token/update`. */
export const firebaseTokenBody = z.object({ firebase_token: z.string({ error: m.required }).trim().min(1, m.required).max(512) });

/** N6 `GET dashboard/user/notifications` → `data[]`. */
export const notificationSetting = z.object({ id: z.number().int(), type: z.string() });
export type NotificationSetting = z.infer<typeof notificationSetting>;

/** N7 `POST dashboard/user/update/notifications` (every item, on every toggle). */
export const notificationSettingsBody = z.object({
  notifications: z
    .array(
      z.object({
        notification_id: z.coerce.number<string | number>().int().positive(),
        active: z.union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1'])]).transform((v) => v === 1 || v === true || v === '1'),
      }),
    )
    .max(50),
});

/** G1 `POST dashboard/galleries` (multipart `image`, `type`): `title` is the picture's URL. */
export const galleryTypes = ['users', 'shops'] as const;
export const GALLERY_MAX_BYTES = 2 * 1024 * 1024;
export const galleryUpload = z.object({
  title: z.string(),
  type: z.enum(galleryTypes),
  mime: z.string(),
  size: z.number().int(),
});
export type GalleryUpload = z.infer<typeof galleryUpload>;
