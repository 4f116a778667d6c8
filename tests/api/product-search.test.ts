import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productTranslations, products, shops } from '../../server/db/schema';
import { searchProductIds, type SearchInput } from '../../server/modules/catalog/product-search';
import { useSeededApp } from '../support/app';

// Ranking, capped totals and the trigger-kept postings (migration 0005), on products with a made-up
// word so the demo catalog cannot interfere.
const t = useSeededApp();

const ids: Record<string, number> = {};
let shopId = 0;
let otherShopId = 0;

async function addProduct(key: string, title: string, description?: string) {
  const [row] = await t.db.insert(products).values({ shopId }).returning({ id: products.id });
  await t.db.insert(productTranslations).values({ productId: row!.id, locale: 'en', title, description });
  ids[key] = row!.id;
}

const search = async (text: string, extra: Partial<SearchInput> = {}) =>
  searchProductIds(t.db, { text, lang: 'en', page: 1, perPage: 20, ...extra });

beforeAll(async () => {
  const [forno] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, 'forno-napoli'));
  const [other] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, 'smash-and-co'));
  shopId = forno!.id;
  otherShopId = other!.id;
  await addProduct('typo', 'Zorblix');
  await addProduct('prefix', 'Zorblaxian bun');
  await addProduct('description', 'Plain bun', 'A zorblax inside');
  await addProduct('inTitle', 'Cream with zorblax');
  await addProduct('longer', 'Zorblax tart with cream');
  await addProduct('exact', 'Zorblax');
});

describe('product search ranking', () => {
  it('puts the exact title first, then the word in titles, then descriptions, then prefixes, then typos', async () => {
    const { ids: found, total } = await search('zorblax');
    expect(found).toEqual([ids.exact, ids.longer, ids.inTitle, ids.description, ids.prefix, ids.typo]);
    expect(total).toBe(6);
  });

  it('requires every word, whatever their order', async () => {
    expect((await search('cream zorblax')).ids).toEqual([ids.longer, ids.inTitle]);
    expect((await search('zorblax nosuchword')).ids).toEqual([]);
    expect(await search('null')).toEqual({ ids: [], total: 0 });
  });

  it('narrows to one shop', async () => {
    expect((await search('zorblax', { shopId })).total).toBe(6);
    expect((await search('zorblax', { shopId: otherShopId })).total).toBe(0);
  });
});

describe('product search totals', () => {
  it('counts up to the cap and reports the cap beyond it; pages stay consistent up to there', async () => {
    const all = (await search('zorblax')).ids;
    const first = await search('zorblax', { cap: 3, perPage: 2 });
    expect(first).toEqual({ ids: all.slice(0, 2), total: 3 });
    // The page holding the cap ends there; the next ones (past meta.last_page) are empty.
    expect(await search('zorblax', { cap: 3, perPage: 2, page: 2 })).toEqual({ ids: all.slice(2, 3), total: 3 });
    expect(await search('zorblax', { cap: 3, perPage: 2, page: 3 })).toEqual({ ids: [], total: 3 });
  });

  it('is exact below the cap', async () => {
    expect((await search('zorblax', { cap: 6 })).total).toBe(6);
    // "zorblaxian" is also close enough to "zorblax" to count as a typo of it, ranked after.
    const { ids: found, total } = await search('zorblaxian');
    expect(found[0]).toBe(ids.prefix);
    expect(total).toBe(found.length);
  });
});

describe('product search postings follow writes', () => {
  it('drops a product switched off and finds it again when switched on', async () => {
    await t.db.update(products).set({ active: false }).where(eq(products.id, ids.exact!));
    expect((await search('zorblax')).ids).not.toContain(ids.exact);
    await t.db.update(products).set({ active: true }).where(eq(products.id, ids.exact!));
    expect((await search('zorblax')).ids[0]).toBe(ids.exact);
  });

  it('follows a renamed title and a shop no longer approved', async () => {
    await t.db.update(productTranslations).set({ title: 'Quuxberry' }).where(eq(productTranslations.productId, ids.typo!));
    expect((await search('quuxberry')).ids).toEqual([ids.typo]);
    await t.db.update(shops).set({ status: 'new' }).where(eq(shops.id, shopId));
    expect((await search('quuxberry')).total).toBe(0);
    await t.db.update(shops).set({ status: 'approved' }).where(eq(shops.id, shopId));
    expect((await search('quuxberry')).total).toBe(1);
  });

  it('forgets a deleted product', async () => {
    await t.db.delete(products).where(eq(products.id, ids.prefix!));
    expect((await search('zorblaxian')).ids).not.toContain(ids.prefix);
    // Left: exact, longer, inTitle, description (the typo was renamed above).
    expect((await search('zorblax')).total).toBe(4);
  });
});
