import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupon as couponSchema, couponMessages as m } from '../../contract/coupons';
import { coupons, shops } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { call, expectError } from '../support/auth';

/** CP1 `rest/coupons/check` (contract §2.8): 2xx when usable at the shop, 4xx with the reason otherwise. */

const t = useSeededApp();
let brasa: number;
let forno: number;

beforeAll(async () => {
  const id = async (slug: string) => (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug)))[0]!.id;
  brasa = await id('la-brasa-paisa');
  forno = await id('forno-napoli');
});

const check = (body: unknown) => call<{ data: unknown }>(t.app, 'POST', 'rest/coupons/check', { json: body });

describe('CP1', () => {
  it('answers a usable coupon, matching the code in any case', async () => {
    const reply = await check({ coupon: 'welcome10', shop_id: brasa, user_id: 5 });
    expect(reply.status).toBe(200);
    expect(couponSchema.parse(reply.body.data)).toMatchObject({ name: 'WELCOME10', type: 'percent', price: 10, shop_id: brasa, qty: null });
  });

  it('names why a coupon cannot be used', async () => {
    expectError(await check({ coupon: 'SUMMER5', shop_id: brasa }), 422, m.expired);
    expectError(await check({ coupon: 'PAISA3', shop_id: forno }), 422, m.notFound);
    expectError(await check({ coupon: 'NOPE', shop_id: brasa }), 422, m.notFound);
    expectError(await check({ coupon: '  ', shop_id: brasa }), 422);
    expectError(await check({ coupon: 'PAISA3' }), 422);
    await t.db.update(coupons).set({ qty: 0 }).where(eq(coupons.name, 'PAISA3'));
    expectError(await check({ coupon: 'PAISA3', shop_id: brasa }), 422, m.usedUp);
    await t.db.update(coupons).set({ qty: 5, active: false }).where(eq(coupons.name, 'PAISA3'));
    expectError(await check({ coupon: 'PAISA3', shop_id: brasa }), 422, m.notFound);
  });
});
