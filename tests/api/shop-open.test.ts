import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { shopCard, shopDetail } from '../../contract/shops';
import * as s from '../../server/db/schema';
import { DEMO_SPECIAL_SHOPS } from '../../server/db/seed/index';
import { visibleShop } from '../../server/modules/catalog/shop-filters';
import { isShopOpenAt, type ShopSchedule } from '../../server/modules/catalog/shop-hours';
import { shopOpenAt } from '../../server/modules/catalog/shop-open-sql';
import { findShopIds } from '../../server/modules/catalog/shop-queries';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

/** Every shop's schedule as the JS rules read it. */
async function schedules(): Promise<Map<number, ShopSchedule>> {
  const rows = await t.db.query.shops.findMany({ with: { workingDays: true, closedDates: true } });
  return new Map(rows.map((row) => [row.id, {
    open: row.open,
    timezone: row.timezone,
    workingDays: row.workingDays,
    closedDates: row.closedDates.map((d) => d.day),
  }]));
}

/** Open shop ids at `at` according to the SQL filter the lists use. */
async function sqlOpenIds(at: Date): Promise<number[]> {
  const { ids } = await findShopIds(t.db, and(visibleShop, shopOpenAt(at)), [asc(s.shops.id)], { page: 1, perPage: 100 });
  return ids;
}

async function jsOpenIds(at: Date): Promise<number[]> {
  return [...(await schedules())].filter(([, schedule]) => isShopOpenAt(schedule, at)).map(([id]) => id).sort((a, b) => a - b);
}

/** Instants spread over a week, on and around the demo's opening and closing minutes. */
function instants(): Date[] {
  const start = Date.UTC(2026, 10, 23, 5, 0); // Monday 00:00 in Bogotá.
  const out: Date[] = [];
  for (let day = 0; day < 8; day++) {
    for (const minute of [0, 1, 90, 6 * 60 + 30, 7 * 60, 11 * 60 + 59, 12 * 60, 15 * 60, 20 * 60, 20 * 60 + 1, 22 * 60 + 30, 22 * 60 + 31, 23 * 60 + 59]) {
      out.push(new Date(start + (day * 24 * 60 + minute) * 60_000));
    }
  }
  return out;
}

describe('open now: the SQL list filter agrees with the hours rules (shop-hours.ts)', () => {
  afterAll(() => t.reset());

  it('on the demo data, over a week of instants', async () => {
    const sizes: number[] = [];
    for (const at of instants()) {
      const expected = await jsOpenIds(at);
      expect(await sqlOpenIds(at), at.toISOString()).toEqual(expected);
      sizes.push(expected.length);
    }
    // Both verdicts occur: nights with every shop closed but the 24 h ones, days with most open.
    expect(Math.min(...sizes)).toBeLessThan(5);
    expect(Math.max(...sizes)).toBeGreaterThan(15);
  });

  it('with other time zones, night shifts, HH-mm hours, closed dates and switched-off shops', async () => {
    const shops = await t.db.select({ id: s.shops.id }).from(s.shops).orderBy(asc(s.shops.id));
    const [a, b, c, d, e] = shops.map((shop) => shop.id);
    await t.db.update(s.shops).set({ timezone: 'Asia/Tokyo' }).where(eq(s.shops.id, a!));
    await t.db.update(s.shops).set({ timezone: 'Europe/Madrid' }).where(eq(s.shops.id, b!));
    await t.db.update(s.shopWorkingDays).set({ from: '18:00', to: '02:00' }).where(eq(s.shopWorkingDays.shopId, b!));
    await t.db.update(s.shopWorkingDays).set({ from: '08-00', to: '21-30' }).where(eq(s.shopWorkingDays.shopId, c!));
    await t.db.update(s.shopWorkingDays).set({ from: '00:00', to: '00:00' }).where(eq(s.shopWorkingDays.shopId, d!));
    await t.db.update(s.shopWorkingDays).set({ from: 'noon', to: '18:00' })
      .where(and(eq(s.shopWorkingDays.shopId, e!), eq(s.shopWorkingDays.day, 'tuesday')));
    await t.db.insert(s.shopClosedDates).values([{ shopId: b!, day: '2026-11-27' }, { shopId: d!, day: '2026-11-25' }]);
    await t.db.update(s.shops).set({ open: false }).where(eq(s.shops.id, c!));

    const checked = instants();
    let openSomewhere = 0;
    for (const at of checked) {
      const expected = await jsOpenIds(at);
      expect(await sqlOpenIds(at), at.toISOString()).toEqual(expected);
      if (expected.includes(b!)) openSomewhere++;
    }
    // The night shift in Madrid was open at some of these instants, so the case was exercised.
    expect(openSomewhere).toBeGreaterThan(0);
  });
});

describe('GET rest/shops/paginate?open=1', () => {
  it('lists exactly the shops open now, never the closed-today or holiday shops', async () => {
    // Retry if the minute turns between computing the expectation and answering.
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = await jsOpenIds(new Date());
      const { res, body } = await getJson<{ data: unknown[] }>(t.app, '/api/v1/rest/shops/paginate?open=1&perPage=100');
      const after = await jsOpenIds(new Date());
      expect(res.status).toBe(200);
      if (JSON.stringify(before) !== JSON.stringify(after)) continue;
      const shops = shopCard.array().parse(body.data);
      expect(shops.map((shop) => shop.id).sort((x, y) => x - y)).toEqual(before);
      for (const slug of [...DEMO_SPECIAL_SHOPS.closedToday, ...DEMO_SPECIAL_SHOPS.closedDates]) {
        expect(shops.some((shop) => shop.slug === slug), slug).toBe(false);
      }
      return;
    }
    throw new Error('the clock kept moving');
  });

  it('the shop page says whether the shop is open now, by the same rules', async () => {
    const slug = DEMO_SPECIAL_SHOPS.closedToday[0];
    const { body } = await getJson<{ data: unknown }>(t.app, `/api/v1/rest/shops/${slug}`);
    const detail = shopDetail.parse(body.data);
    expect(detail.is_open_now).toBe(false);
    expect(detail.shop_working_days.some((day) => day.disabled)).toBe(true);

    const all = await schedules();
    for (const id of [...all.keys()].slice(0, 6)) {
      const before = isShopOpenAt(all.get(id)!, new Date());
      const { body: shop } = await getJson<{ data: unknown }>(t.app, `/api/v1/rest/shops/${id}`);
      const after = isShopOpenAt(all.get(id)!, new Date());
      if (before === after) expect(shopDetail.parse(shop.data).is_open_now, String(id)).toBe(before);
    }
  });
});
