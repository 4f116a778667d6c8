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

describe('product search with several words', () => {
  // Made-up words in varied places (first word of the title, elsewhere, description), title
  // lengths and forms (plural, a longer word they begin, a typo), in two shops.
  const several: Record<string, number> = {};
  const add = async (key: string, title: string, description?: string, shop = shopId) => {
    const [row] = await t.db.insert(products).values({ shopId: shop }).returning({ id: products.id });
    await t.db.insert(productTranslations).values({ productId: row!.id, locale: 'en', title, description });
    several[key] = row!.id;
  };

  beforeAll(async () => {
    await add('both', 'Quibble flonk');
    await add('flonkFirst', 'Flonk quibble tart');
    await add('inDescription', 'Quibble pie', 'With flonk crumbs');
    await add('quibbleInDescription', 'Plain flonk', 'A quibble inside');
    await add('plurals', 'Quibbles and flonks box');
    await add('longerWord', 'Quibblerian flonk');
    await add('quibbleOnly', 'Quibble');
    await add('flonkOnly', 'Flonk');
    await add('otherShop', 'Quibble flonk special', undefined, otherShopId);
    await add('typo', 'Quibbel flonk');
    await add('deluxe', 'Quibble flonk deluxe');
    await add('mini', 'Mini quibble flonk', 'Small');
    await add('long', 'Quibble flonk family size box');
  });

  it('ranks by the longest word: its place, then the title length', async () => {
    const { ids: found, total } = await search('flonk quibble');
    // "quibble" ranks: first word of the title, shortest titles (in words, stop words aside)
    // first, then by id; wherever "flonk" is ("Quibble pie" has it in the description).
    expect(found.slice(0, 6)).toEqual([several.both, several.inDescription, several.plurals, several.otherShop, several.deluxe, several.long]);
    // Then "quibble" elsewhere in the title, in the description, a longer word it begins (the
    // last word is being typed), a typo of it.
    expect(found.slice(6)).toEqual([several.flonkFirst, several.mini, several.quibbleInDescription, several.longerWord, several.typo]);
    expect(found).toContain(several.quibbleInDescription);
    expect(found).not.toContain(several.quibbleOnly);
    expect(found).not.toContain(several.flonkOnly);
    expect(total).toBe(found.length);
  });

  // Every way of searching several words (a rare word driving, the merge of the words' ranges,
  // the ranked read past the cap) gives the page and total of ranking every match.
  it.each([['quibble flonk'], ['flonk quibble'], ['quibble flo'], ['flonks quibb'], ['quible flonk'], ['mini quibble flonk'], ['quibble nosuchword']])(
    'gives the same pages for "%s" whichever way it is searched',
    async (text) => {
      // The demo's city centre (inside the demo shops' delivery zones) and a point no shop serves.
      const near = [{ near: { latitude: 6.2442, longitude: -75.5812 } }, { near: { latitude: 4.711, longitude: -74.0721 } }];
      for (const scope of [{}, { shopId }, { shopId: otherShopId }, ...near]) {
        const all = await search(text, { ...scope, perPage: 100 });
        expect(all.total).toBe(all.ids.length);
        for (const ways of [{ driverMaxPostings: 0 }, { driverMaxPostings: 0, cap: 3 }, { cap: 3 }, { driverMaxPostings: 0, cap: 5 }]) {
          const cap = ways.cap ?? 1000;
          for (const perPage of [2, 3]) {
            for (let page = 1; page <= 4; page += 1) {
              const offset = (page - 1) * perPage;
              const expected = offset < cap ? all.ids.slice(offset, Math.min(offset + perPage, cap)) : [];
              expect(await search(text, { ...scope, ...ways, perPage, page }), `${text} ${JSON.stringify({ ...scope, ...ways, perPage, page })}`)
                .toEqual({ ids: expected, total: Math.min(all.total, cap) });
            }
          }
        }
      }
    },
  );

  it('narrows to the shops delivering to a point', async () => {
    expect((await search('quibble flonk', { near: { latitude: 6.2442, longitude: -75.5812 } })).ids).toContain(several.both);
    expect(await search('quibble flonk', { near: { latitude: 4.711, longitude: -74.0721 } })).toEqual({ ids: [], total: 0 });
  });

  it('matches a typo and a prefix of the last word', async () => {
    expect((await search('quible flonk')).ids).toContain(several.both);
    expect((await search('quibble flo')).ids).toContain(several.both);
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
