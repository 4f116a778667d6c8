import { z } from 'zod';
import { couponMessages } from './order-values';

/** Coupons (contract §2.8 CP1; O1/O2 `coupon`). A coupon belongs to one shop. */

export { couponMessages } from './order-values';

/** CP1 `POST rest/coupons/check`. `user_id` is accepted and ignored (the coupon is per shop). */
export const couponCheckBody = z.object({
  coupon: z.string({ error: couponMessages.required }).trim().min(1, couponMessages.required).max(64, couponMessages.notFound),
  shop_id: z.coerce.number<string | number>({ error: 'shop_id is required' }).int().min(1, 'shop_id is required').max(2_147_483_647),
  user_id: z.unknown().optional(),
});
export type CouponCheckBody = z.input<typeof couponCheckBody>;

/** A valid coupon (CP1 `data`). `price`: base-currency amount for `fix`, percent for `percent`. */
export const coupon = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  name: z.string(),
  type: z.enum(['fix', 'percent']),
  price: z.number(),
  /** Uses left for everyone; null = unlimited. */
  qty: z.number().int().nullable(),
  expired_at: z.string().nullable(),
});
export type Coupon = z.infer<typeof coupon>;
