import * as s from '../../schema';
import { demoCoupons, demoPayments, demoShopPaymentTags } from '../data/ordering';
import { addHours } from '../geo';
import { must, type Tx } from './common';

/** Payment systems, the shops' accepted payments and the demo promo codes. */
export async function insertOrdering(tx: Tx, shopIds: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const payments = await tx.insert(s.payments).values([...demoPayments]).returning({ id: s.payments.id, tag: s.payments.tag });
  const accepted = payments.filter((p) => demoShopPaymentTags.includes(p.tag));
  const shopPayments = [...shopIds.values()].flatMap((shopId) => accepted.map((p) => ({ shopId, paymentId: p.id })));
  if (shopPayments.length) await tx.insert(s.shopPayments).values(shopPayments);
  await tx.insert(s.coupons).values(demoCoupons.map((c) => ({
    shopId: must(shopIds, c.shop, 'shop'),
    name: c.name,
    type: c.type,
    price: c.price,
    qty: c.qty,
    expiredAt: c.expiresInDays === null ? null : addHours(now, c.expiresInDays * 24),
  })));
}
