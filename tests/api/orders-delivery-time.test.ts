import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages as m } from '../../contract/orders';
import type { ApiApp } from '../../server/app';
import { carts, orders, shopWorkingDays } from '../../server/db/schema';
import { useSeededApp } from '../support/app';
import { expectError } from '../support/auth';
import { dashboard, demoShop, expectOrder, fillCart, makeCustomers, paymentId, type Customer } from './orders-support';

/**
 * O2's delivery time (issue #22 item 4, contract/delivery-slots.ts `checkSlot`): any `HH:mm` of
 * an open day from the earliest allowed time up to closing is accepted, on the picker's 30-minute
 * grid or not; earlier or out-of-hours times are refused. The clock is fixed: Wednesday
 * 2026-11-25 at 14:10 in Bogotá, the shop open 09:00–22:00 every day.
 */

const t = useSeededApp();
const NOW = new Date('2026-11-25T14:10:00-05:00');
const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';
let app: ApiApp;
let ana: Customer;
let brasa: Awaited<ReturnType<typeof demoShop>>;
let cash: number;

beforeAll(async () => {
  app = t.freshApp({}, { now: () => NOW });
  [ana] = (await makeCustomers(t.db, 'slot', 1)) as [Customer];
  brasa = await demoShop(t.db, 'la-brasa-paisa');
  expect(brasa.shop.timezone).toBe('America/Bogota');
  expect(brasa.shop.closedDates.map((d) => d.day)).not.toContain(TODAY);
  await t.db.update(shopWorkingDays).set({ from: '09:00', to: '22:00', disabled: false }).where(eq(shopWorkingDays.shopId, brasa.shop.id));
  cash = await paymentId(t.db, 'cash');
}, 60_000);

beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.delete(carts);
  const [a, b] = brasa.stocks;
  await fillCart(app, ana.token, brasa.shop.id, [{ stock_id: a!.id, quantity: 2 }, { stock_id: b!.id, quantity: 1 }]);
});

const place = (delivery_date: string, delivery_time: string) =>
  dashboard(app, 'POST', 'orders', ana.token, {
    json: {
      shop_id: brasa.shop.id,
      delivery_type: 'pickup',
      payment_sys_id: cash,
      delivery_date,
      delivery_time,
    },
  });

describe('POST dashboard/user/orders: delivery time', () => {
  it("accepts a client's own default off the 30-minute grid (now rounded up to 5 minutes + the estimate)", async () => {
    const order = expectOrder(await place(TODAY, '14:55'));
    expect(order.delivery_date).toBe(TODAY);
    expect(order.delivery_time).toBe('14:55');
  });

  it('accepts the earliest allowed time today, and any minute before closing on a later day', async () => {
    // (14:10 + 30 min) truncated to the hour: 14:00, the picker's first slot today.
    expectOrder(await place(TODAY, '14:00'));
    await fillCart(app, ana.token, brasa.shop.id, [{ stock_id: brasa.stocks[0]!.id, quantity: 2 }]);
    expectOrder(await place(TOMORROW, '21:47'));
  });

  it('refuses a time before the earliest allowed one today', async () => {
    const refused = expectError(await place(TODAY, '13:55'), 422, m.slotUnavailable);
    expect(refused.params?.delivery_time).toEqual([m.slotUnavailable]);
    expect(await t.db.$count(orders)).toBe(0);
  });

  it("refuses a time outside the shop's hours: before opening, at closing and after", async () => {
    for (const time of ['08:59', '22:00', '23:15']) {
      expectError(await place(TOMORROW, time), 422, m.slotUnavailable);
    }
    expect(await t.db.$count(orders)).toBe(0);
  });
});
