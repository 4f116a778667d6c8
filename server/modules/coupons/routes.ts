import { Hono } from 'hono';
import { couponCheckBody } from '../../../contract/coupons';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { ok } from '../../http/respond';
import { readInput } from '../auth/input';
import { requireCoupon, toCoupon } from './coupons';

/**
 * CP1 `POST rest/coupons/check {coupon, shop_id}`: 200 with the coupon when it can be used at that
 * shop now, else 422 with the reason ('This coupon does not exist', '… has expired', '… has been
 * used up') in `message` and `params.coupon`. Public: a code reveals nothing but its discount.
 */
export function couponRoutes(db: Database, now: () => Date = () => new Date()) {
  return new Hono<AppEnv>().post('/rest/coupons/check', async (c) => {
    const body = await readInput(c, couponCheckBody);
    return ok(c, toCoupon(await requireCoupon(db, body.shop_id, body.coupon, now())));
  });
}
