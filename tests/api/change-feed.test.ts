import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { currencies, settings, translations } from '../../server/db/schema';
import { getJson, useSeededApp } from '../support/app';

// Reference data is kept in memory by every instance; a change made anywhere (another instance,
// an operator's SQL) is announced through LISTEN/NOTIFY (migration 0014) and each instance
// forgets its copy at once instead of serving it for up to its lifetime. The polls allow 15 s (the
// caches live 60 s): on a busy 2-core CI machine a message can take a few seconds to arrive.

const seeded = useSeededApp();
afterEach(() => seeded.reset());

type Setting = { key: string; value: string };
type Currency = { id: number; rate: number };

const settingValue = async (app = seeded.app, key = 'footer_text') =>
  (await getJson<{ data: Setting[] }>(app, '/api/v1/rest/settings')).body.data.find((s) => s.key === key)?.value;

describe('reference data changed elsewhere', () => {
  it('settings: every app on the database serves the new value without waiting for the cache to age', async () => {
    const other = seeded.freshApp();
    const before = await settingValue();
    expect(before).toBeDefined();
    expect(await settingValue(other)).toBe(before);
    await seeded.db.update(settings).set({ value: 'Changed by an operator' }).where(eq(settings.key, 'footer_text'));
    await expect.poll(() => settingValue(), { timeout: 15_000 }).toBe('Changed by an operator');
    await expect.poll(() => settingValue(other), { timeout: 15_000 }).toBe('Changed by an operator');
  });

  it('currency rates: the listing and the prices converted with them follow a new rate', async () => {
    const list = async () => (await getJson<{ data: Currency[] }>(seeded.app, '/api/v1/rest/currencies/active')).body.data;
    const euro = (await list()).find((c) => c.rate !== 1)!;
    const product = async () =>
      (await getJson<{ data: Array<{ stock?: { total_price: number } }> }>(seeded.app, `/api/v1/rest/products/paginate?perPage=1&currency_id=${euro.id}`)).body.data[0]!.stock!.total_price;
    const priceBefore = await product();
    await seeded.db.update(currencies).set({ rate: String(euro.rate * 2) }).where(eq(currencies.id, euro.id));
    await expect.poll(async () => (await list()).find((c) => c.id === euro.id)?.rate, { timeout: 15_000 }).toBe(euro.rate * 2);
    await expect.poll(product, { timeout: 15_000 }).toBeCloseTo(priceBefore * 2, 1);
  });

  it('interface strings: a corrected translation is served at once, not after the hourly reload', async () => {
    const strings = async () => (await getJson<{ data: Record<string, string> }>(seeded.app, '/api/v1/rest/translations/paginate?lang=es')).body.data;
    const [key] = Object.keys(await strings());
    await seeded.db.update(translations).set({ value: 'Texto corregido' }).where(eq(translations.key, key!));
    await expect.poll(async () => (await strings())[key!], { timeout: 15_000 }).toBe('Texto corregido');
  });
});
