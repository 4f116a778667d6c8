import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { referralMessages } from '../../contract/account-messages';
import type { AuthSession } from '../../contract/auth';
import { referral as referralSchema } from '../../contract/presentation';
import { profileUser } from '../../contract/profile';
import { currencies, notifications, referralRewards, referrals, settings, users, verificationCodes, walletHistories, wallets } from '../../server/db/schema';
import type { ApiApp } from '../../server/app';
import { DEFAULT_DEMO_ADMIN } from '../../server/db/seed/data/operators';
import { moveOrder } from '../../server/modules/orders/lifecycle';
import { useSeededApp } from '../support/app';
import { call, expectError, expectSession, lastCode, PASSWORD, signUpByEmail } from '../support/auth';
import { insertOrder, operatorToken, stockWithAddon, walletBalance } from '../support/order-rows';
import { expectBalancesMatchHistory } from '../support/wallet';

/**
 * Referrals (contract §2.13 R1, §3.24, §5.10; decision 0015): sign-up with a code, the refusals
 * that leave nothing written, and the reward of a referred customer's first delivered order —
 * once, only while the programme is on.
 */
const t = useSeededApp();
let admin: string;
let shop: Awaited<ReturnType<typeof stockWithAddon>>;
let referralId: number;
let serial = 0;
/** A new app per test: its sign-up rate limits start empty (10 an hour per address). */
let app: ApiApp;

beforeAll(async () => {
  admin = await operatorToken(t.app);
  shop = await stockWithAddon(t.db);
  [{ id: referralId }] = (await t.db.select({ id: referrals.id }).from(referrals)) as [{ id: number }];
});
beforeEach(async () => {
  app = t.freshApp();
  await t.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'referral_active'));
  await t.db.update(referrals).set({ active: true, priceFrom: '5.00', priceTo: '2.00', expiredAt: null }).where(eq(referrals.id, referralId));
});
afterEach(async () => {
  await expectBalancesMatchHistory(t.db);
});

const email = (name: string) => `${name}.${Date.now()}.${serial++}@example.com`;
const row = async (address: string) => (await t.db.select().from(users).where(eq(users.email, address)))[0];

/** A2 → A3 for `address`: the sign-up waits for A5. */
async function startEmailSignup(address: string) {
  expect((await call(app, 'POST', 'auth/register', { query: { email: address } })).status).toBe(200);
  expect((await call(app, 'GET', `auth/verify/${await lastCode(app, address)}`)).status).toBe(200);
}
const afterVerify = (address: string, extra: Record<string, unknown>) =>
  call(app, 'POST', 'auth/after-verify', {
    json: { email: address, firstname: 'Friend', lastname: 'Invited', password: PASSWORD, password_confirmation: PASSWORD, ...extra },
  });

/** An order of `userId`, moved by the operator to delivered (or by the lifecycle directly). */
async function deliver(userId: number, via: 'operator' | 'timer' = 'operator'): Promise<number> {
  const orderId = await insertOrder(t.db, { userId, shopId: shop.shopId, lines: [{ stockId: shop.stockId, quantity: 1 }] });
  for (const to of ['accepted', 'ready', 'on_a_way', 'delivered'] as const) {
    if (via === 'operator') {
      const reply = await call(app, 'POST', `dashboard/admin/orders/${orderId}/status`, { token: admin, json: { status: to } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    } else {
      // The demo timer's call: no one moves it, and only from the status it read.
      const from = { accepted: 'new', ready: 'accepted', on_a_way: 'ready', delivered: 'on_a_way' } as const;
      expect(await moveOrder(t.db, { orderId, to, by: null, expectedFrom: from[to] })).not.toBeNull();
    }
  }
  return orderId;
}

const profile = async (session: AuthSession, query: Record<string, string | number> = {}) =>
  profileUser.parse((await call<{ data: unknown }>(app, 'GET', 'dashboard/user/profile/show', { token: session.access_token, query })).body.data);

const referralRows = (userId: number) =>
  t.db
    .select({ type: walletHistories.type, price: walletHistories.price, note: walletHistories.note })
    .from(walletHistories)
    .innerJoin(wallets, eq(wallets.id, walletHistories.walletId))
    .where(and(eq(wallets.userId, userId), eq(walletHistories.type, 'referral')));

describe('R1 rest/referral', () => {
  it('answers the programme publicly, with both amounts > 0 in the demo', async () => {
    const reply = await call<{ data: unknown }>(app, 'GET', 'rest/referral', { query: { lang: 'es' } });
    expect(reply.status).toBe(200);
    const r = referralSchema.parse(reply.body.data);
    expect(r).toMatchObject({ price_from: 5, price_to: 2, translation: { locale: 'es' } });
    const [active] = await t.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'referral_active'));
    expect(active!.value).toBe('1');
  });
});

describe('sign-up with a referral code', () => {
  it('records the referrer (any case, e-mail and phone); an empty code is no code', async () => {
    const referrer = await signUpByEmail(app, email('referrer'));
    const friend = await signUpByEmail(app, email('friend'), { referral: referrer.user.my_referral.toLowerCase() });
    expect((await row(friend.user.email!))!.referredById).toBe(referrer.user.id);
    const none = await signUpByEmail(app, email('none'), { referral: '' });
    expect((await row(none.user.email!))!.referredById).toBeNull();

    const phone = `5730055${String(Date.now()).slice(-5)}`;
    const started = await call<{ data: { verifyId: string } }>(app, 'POST', 'auth/register', { query: { phone } });
    const session = expectSession(await call(app, 'POST', 'auth/verify/phone', {
      json: { verifyId: started.body.data.verifyId, verifyCode: await lastCode(app, phone), firstname: 'Luis', referral: referrer.user.my_referral },
    }));
    const [byPhone] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(byPhone!.referredById).toBe(referrer.user.id);
  });

  it('refuses an unknown code on the field referral before writing anything; fixed, the same sign-up goes through', async () => {
    const address = email('unknown');
    await startEmailSignup(address);
    const refused = expectError(await afterVerify(address, { referral: 'NOSUCHCODE' }), 422, referralMessages.unknownCode);
    expect(refused.params).toEqual({ referral: [referralMessages.unknownCode] });
    expect(await row(address)).toMatchObject({ signupPending: true, passwordHash: null, referredById: null });
    // A pending sign-up's code is nobody's yet: unknown too.
    const other = email('pending');
    await startEmailSignup(other);
    expectError(await afterVerify(address, { referral: (await row(other))!.referralCode }), 422, referralMessages.unknownCode);
    expectSession(await afterVerify(address, { referral: '' }));
    expect(await row(address)).toMatchObject({ signupPending: false, referredById: null });

    // By phone: the SMS code is not used by the refusal, so it works on the second try.
    const phone = `5730066${String(Date.now()).slice(-5)}`;
    const started = await call<{ data: { verifyId: string } }>(app, 'POST', 'auth/register', { query: { phone } });
    const body = { verifyId: started.body.data.verifyId, verifyCode: await lastCode(app, phone), firstname: 'Luis' };
    expectError(await call(app, 'POST', 'auth/verify/phone', { json: { ...body, referral: 'NOSUCHCODE' } }), 422, referralMessages.unknownCode);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    const [code] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.destination, phone));
    expect(code!.consumedAt).toBeNull();
    expectSession(await call(app, 'POST', 'auth/verify/phone', { json: body }));
  });

  it('refuses your own code (a pending e-mail sign-up already has one)', async () => {
    const address = email('self');
    await startEmailSignup(address);
    const own = (await row(address))!.referralCode;
    const refused = expectError(await afterVerify(address, { referral: own.toLowerCase() }), 422, referralMessages.ownCode);
    expect(refused.params).toEqual({ referral: [referralMessages.ownCode] });
    expect(await row(address)).toMatchObject({ signupPending: true });
  });
});

describe('the reward of a referred customer\'s first delivered order', () => {
  async function pair() {
    const referrer = await signUpByEmail(app, email('ref'), { firstname: 'Marta' });
    const friend = await signUpByEmail(app, email('fr'), { firstname: 'Pablo', referral: referrer.user.my_referral });
    return { referrer, friend };
  }

  it('credits the referrer price_from and the friend price_to once, tells the referrer, and counts it in the profile', async () => {
    const { referrer, friend } = await pair();
    const orderId = await deliver(friend.user.id);
    expect(await walletBalance(t.db, referrer.user.id)).toBe('5.00');
    expect(await walletBalance(t.db, friend.user.id)).toBe('2.00');
    expect(await referralRows(referrer.user.id)).toEqual([{ type: 'referral', price: '5.00', note: 'Pablo' }]);
    expect(await referralRows(friend.user.id)).toEqual([{ type: 'referral', price: '2.00', note: 'Marta' }]);
    const [reward] = await t.db.select().from(referralRewards).where(eq(referralRewards.referredUserId, friend.user.id));
    expect(reward).toMatchObject({ referrerId: referrer.user.id, orderId, referrerAmount: '5.00', referredAmount: '2.00' });
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, referrer.user.id), eq(notifications.type, 'new_user_by_referral')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Pablo', data: { id: friend.user.id, type: 'referral', status: 'paid', name: 'Pablo' } });

    expect(await profile(referrer)).toMatchObject({ referral_from_topup_count: 1, referral_from_topup_price: 5, wallet: { price: 5 } });
    const [cop] = await t.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.title, 'COP'));
    expect(await profile(referrer, { currency_id: cop!.id })).toMatchObject({ referral_from_topup_price: 5 * 3950 });
    // The friend earned nothing as a referrer.
    expect(await profile(friend)).toMatchObject({ referral_from_topup_count: 0, referral_from_topup_price: 0 });

    // A second delivered order pays nothing more.
    await deliver(friend.user.id, 'timer');
    expect(await walletBalance(t.db, referrer.user.id)).toBe('5.00');
    expect(await walletBalance(t.db, friend.user.id)).toBe('2.00');
    expect(await t.db.$count(referralRewards, eq(referralRewards.referrerId, referrer.user.id))).toBe(1);
  });

  it('through the demo timer too; a canceled order pays nothing; price_to 0 pays the referrer only', async () => {
    await t.db.update(referrals).set({ priceTo: '0' }).where(eq(referrals.id, referralId));
    const { referrer, friend } = await pair();
    const canceled = await insertOrder(t.db, { userId: friend.user.id, shopId: shop.shopId, lines: [{ stockId: shop.stockId, quantity: 1 }] });
    await moveOrder(t.db, { orderId: canceled, to: 'canceled', by: friend.user.id });
    expect(await walletBalance(t.db, referrer.user.id)).toBe('0.00');
    await deliver(friend.user.id, 'timer');
    expect(await walletBalance(t.db, referrer.user.id)).toBe('5.00');
    expect(await walletBalance(t.db, friend.user.id)).toBe('0.00');
    expect(await referralRows(friend.user.id)).toEqual([]);
  });

  it('pays nothing while the programme is off — and not later for a second order', async () => {
    const { referrer, friend } = await pair();
    await t.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'referral_active'));
    await deliver(friend.user.id);
    await t.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'referral_active'));
    await deliver(friend.user.id);
    expect(await walletBalance(t.db, referrer.user.id)).toBe('0.00');
    expect(await t.db.$count(referralRewards, eq(referralRewards.referredUserId, friend.user.id))).toBe(0);

    // An expired or inactive programme, or amounts of 0, pay nothing either.
    for (const change of [{ expiredAt: new Date(Date.now() - 60_000) }, { active: false }, { priceFrom: '0', priceTo: '0' }]) {
      await t.db.update(referrals).set({ active: true, priceFrom: '5.00', priceTo: '2.00', expiredAt: null, ...change }).where(eq(referrals.id, referralId));
      app = t.freshApp();
      const next = await pair();
      await deliver(next.friend.user.id);
      expect(await walletBalance(t.db, next.referrer.user.id)).toBe('0.00');
      expect(await walletBalance(t.db, next.friend.user.id)).toBe('0.00');
    }
  });

  it('pays nothing for a customer nobody referred', async () => {
    const alone = await signUpByEmail(app, email('alone'));
    const before = await t.db.$count(referralRewards);
    await deliver(alone.user.id);
    expect(await t.db.$count(referralRewards)).toBe(before);
    expect(await walletBalance(t.db, alone.user.id)).toBe('0.00');
  });
});

describe('the demo', () => {
  it('has Luis referred by Ana, and the operator can sign in', async () => {
    const [ana] = await t.db.select().from(users).where(eq(users.email, 'ana@comanda.test'));
    const [luis] = await t.db.select().from(users).where(eq(users.email, 'luis@comanda.test'));
    expect(luis!.referredById).toBe(ana!.id);
    expect((await call(app, 'POST', 'auth/login', { json: { ...DEFAULT_DEMO_ADMIN } })).status).toBe(200);
    expect((await call(app, 'POST', 'auth/login', { json: { email: 'ana@comanda.test', password: 'comanda-demo' } })).status).toBe(200);
  });
});
