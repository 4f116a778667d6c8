import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { referralNotices } from '../../../contract/referrals';
import type { Tx } from '../../db/client';
import { orders, referralRewards, referrals, settings, users } from '../../db/schema';
import { toCents } from '../currencies/convert';
import { notifyCustomer } from '../notifications/notify';
import { creditWallet, lockWallets } from '../wallet/ledger';

/**
 * The referral reward (decision 0015): when a referred customer's first order is delivered, the
 * referrer's wallet gets R1's `price_from` and the customer's own wallet R1's `price_to`, and the
 * referrer is told (`new_user_by_referral`). Called by the order lifecycle inside the transaction
 * that delivers the order, so the reward exists exactly when the delivery does. Once per referred
 * customer, whatever races: the `referral_rewards` row (keyed by the referred customer) is
 * inserted first with ON CONFLICT DO NOTHING, and only the transaction that inserted it pays.
 */

export const REFERRAL_SETTING = 'referral_active';

type DeliveredOrder = { id: number; userId: number | null };

/** The programme's amounts now, or null when it is off (setting, no active unexpired R1 row). */
async function programme(tx: Tx, at: Date): Promise<{ referrer: string; referred: string } | null> {
  const [setting] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, REFERRAL_SETTING));
  if (setting?.value !== '1') return null;
  const [row] = await tx
    .select({ priceFrom: referrals.priceFrom, priceTo: referrals.priceTo })
    .from(referrals)
    .where(and(eq(referrals.active, true), or(isNull(referrals.expiredAt), gt(referrals.expiredAt, at))))
    .orderBy(desc(referrals.id))
    .limit(1);
  return row ? { referrer: row.priceFrom, referred: row.priceTo } : null;
}

const firstName = (u: { firstname: string | null; lastname: string | null } | undefined) => u?.firstname || u?.lastname || '—';

export async function rewardReferral(tx: Tx, order: DeliveredOrder, at: Date): Promise<void> {
  if (order.userId === null) return;
  const [customer] = await tx
    .select({ id: users.id, referrerId: users.referredById, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer?.referrerId || customer.referrerId === customer.id) return;
  // Only the first order delivered: a customer whose earlier order was delivered while the
  // programme was off is not rewarded later.
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, customer.id), eq(orders.status, 'delivered'), ne(orders.id, order.id)))
    .limit(1);
  if (earlier) return;
  const amounts = await programme(tx, at);
  if (!amounts) return;
  const referrerCents = toCents(amounts.referrer);
  const referredCents = toCents(amounts.referred);
  if (referrerCents <= 0n && referredCents <= 0n) return;

  const [claimed] = await tx
    .insert(referralRewards)
    .values({
      referredUserId: customer.id,
      referrerId: customer.referrerId,
      orderId: order.id,
      referrerAmount: referrerCents > 0n ? amounts.referrer : '0',
      referredAmount: referredCents > 0n ? amounts.referred : '0',
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: referralRewards.referredUserId });
  if (!claimed) return;

  // Two wallets in one transaction: locked in one order, like a transfer (ledger.ts).
  const withWallet = await lockWallets(tx, [customer.referrerId, customer.id]);
  const [referrer] = await tx.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, customer.referrerId));
  const friend = firstName(customer);
  if (referrerCents > 0n && withWallet.has(customer.referrerId)) {
    await creditWallet(tx, { userId: customer.referrerId, amount: amounts.referrer, type: 'referral', note: friend });
    await notifyCustomer(tx, {
      userId: customer.referrerId,
      type: 'new_user_by_referral',
      title: friend,
      body: referralNotices.rewarded(friend),
      orderId: null,
      data: { id: customer.id, type: 'referral', status: 'paid', name: friend },
      at,
    });
  }
  if (referredCents > 0n && withWallet.has(customer.id)) {
    await creditWallet(tx, { userId: customer.id, amount: amounts.referred, type: 'referral', note: firstName(referrer) });
  }
}
