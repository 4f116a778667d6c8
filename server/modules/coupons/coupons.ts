import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { couponMessages as m, type Coupon } from '../../../contract/coupons';
import type { Database, Tx } from '../../db/client';
import { coupons } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { num } from '../../http/respond';

/**
 * A shop's promo codes (CP1, O1/O2 `coupon`). The code is matched case-insensitively within the
 * shop. Usable = active, not expired, uses left (`qty` null = unlimited). The use itself is taken
 * by `takeCouponUse` inside the order's transaction, guarded like a stock decrement.
 */

export type CouponRow = typeof coupons.$inferSelect;

/** Why a coupon cannot be used now, or null when it can. */
export function couponProblem(row: CouponRow | undefined, now: Date): string | null {
  if (!row || !row.active) return m.notFound;
  if (row.expiredAt && row.expiredAt <= now) return m.expired;
  if (row.qty !== null && row.qty <= 0) return m.usedUp;
  return null;
}

export async function findCoupon(db: Database | Tx, shopId: number, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shopId, shopId), sql`lower(${coupons.name}) = lower(${code.trim()})`))
    .limit(1);
  return row;
}

/** The usable coupon, or a 422 naming the `coupon` field with the reason. */
export async function requireCoupon(db: Database | Tx, shopId: number, code: string, now: Date): Promise<CouponRow> {
  const row = await findCoupon(db, shopId, code);
  const problem = couponProblem(row, now);
  if (problem || !row) throw new ApiError(422, problem ?? m.notFound, { coupon: [problem ?? m.notFound] });
  return row;
}

/**
 * Takes one use of the coupon in the order's transaction. The condition is part of the UPDATE, so
 * concurrent orders queue on the row and the last use goes to one of them only (the check
 * constraint `coupons_qty_check` is the last guard). No row → 422 and the order rolls back.
 */
export async function takeCouponUse(tx: Tx, couponId: number, now: Date): Promise<void> {
  const [row] = await tx
    .update(coupons)
    .set({ qty: sql`${coupons.qty} - 1`, updatedAt: now })
    .where(and(
      eq(coupons.id, couponId),
      eq(coupons.active, true),
      or(isNull(coupons.expiredAt), gt(coupons.expiredAt, now)),
      or(isNull(coupons.qty), gt(coupons.qty, 0)),
    ))
    .returning({ id: coupons.id });
  if (!row) throw new ApiError(422, m.usedUp, { coupon: [m.usedUp] });
}

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    shop_id: row.shopId,
    name: row.name,
    type: row.type,
    price: num(row.price),
    qty: row.qty,
    expired_at: row.expiredAt?.toISOString() ?? null,
  };
}
