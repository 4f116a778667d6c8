import { asc, count, eq, sql } from 'drizzle-orm';
import type { ProfileUser } from '../../../contract/profile';
import { clearOnChange } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { currencies, notificationSettings, referralRewards, userNotificationSettings, wallets } from '../../db/schema';
import { num } from '../../http/respond';
import { REFERENCE_DATA_TTL_MS, ttlCache } from '../../lib/ttl-cache';
import { convertAmount, fromCents, toCents } from '../currencies/convert';
import type { UserRow } from './users';

/**
 * The contract's User (§3.24) for one account: what sign-in answers and PR1 shows. Money (wallet,
 * referral sums) is converted to `currency_id` (unknown/inactive → the default currency).
 * `referral_from_topup_*` are the referral rewards this user earned as referrer (decision 0015);
 * the other referral_* figures are not produced by Comanda's programme and stay 0.
 */
export function createUserViews(db: Database) {
  const activeCurrencies = ttlCache(REFERENCE_DATA_TTL_MS, () =>
    db.select().from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.id)),
  );
  const notificationTypes = ttlCache(REFERENCE_DATA_TTL_MS, () =>
    db.select().from(notificationSettings).orderBy(asc(notificationSettings.id)),
  );
  clearOnChange(db, ['currencies'], activeCurrencies);
  clearOnChange(db, ['notification_settings'], notificationTypes);

  async function currencyFor(currencyId: number | undefined) {
    const list = await activeCurrencies.get();
    return list.find((c) => c.id === currencyId) ?? list.find((c) => c.default) ?? list[0];
  }

  return {
    /** N6: every notification kind. */
    notificationTypes: () => notificationTypes.get(),

    async view(
      user: UserRow,
      options: { imageUrl: (stored: string | null | undefined) => string | null; currencyId?: number | undefined },
    ): Promise<ProfileUser> {
      const [currency, [wallet], [earned], choices, types] = await Promise.all([
        currencyFor(options.currencyId),
        db.select().from(wallets).where(eq(wallets.userId, user.id)).limit(1),
        db
          .select({ n: count(), sum: sql<string>`coalesce(sum(${referralRewards.referrerAmount}), 0)::text` })
          .from(referralRewards)
          .where(sql`${referralRewards.referrerId} = ${user.id} and ${referralRewards.referrerAmount} > 0`),
        db.select().from(userNotificationSettings).where(eq(userNotificationSettings.userId, user.id)),
        notificationTypes.get(),
      ]);
      const rate = currency?.rate ?? '1';
      const money = (amount: string) => num(rate === '1' ? fromCents(toCents(amount)) : convertAmount(amount, rate));
      const chosen = new Map(choices.map((c) => [c.notificationSettingId, c.active]));
      return {
        id: user.id,
        uuid: user.uuid,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        phone: user.phone,
        birthday: user.birthday,
        gender: user.gender,
        img: options.imageUrl(user.img),
        active: user.active,
        role: user.role,
        email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
        phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
        empty_p: user.passwordHash === null,
        my_referral: user.referralCode,
        referral_from_topup_price: money(earned?.sum ?? '0'),
        referral_from_topup_count: earned?.n ?? 0,
        referral_from_withdraw_price: money('0'),
        referral_from_withdraw_count: 0,
        referral_to_withdraw_price: money('0'),
        referral_to_withdraw_count: 0,
        referral_to_topup_price: money('0'),
        referral_to_topup_count: 0,
        wallet: wallet ? { id: wallet.id, uuid: wallet.uuid, price: money(wallet.price), symbol: currency?.symbol ?? '' } : null,
        shop: null,
        notifications: types.map((t) => ({ id: t.id, type: t.type, notification: { active: chosen.get(t.id) ?? true } })),
        addresses: [],
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
      };
    },
  };
}

export type UserViews = ReturnType<typeof createUserViews>;
