import { describe, expect, it } from 'vitest';
import { errorBody, paginationMeta } from '../../contract/http';
import { shopCard } from '../../contract/shops';
import { prefixQuery } from '../../server/modules/catalog/shop-search';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

async function search(query: string) {
  const { res, body } = await getJson<{ data: unknown[]; meta: unknown }>(t.app, `/api/v1/rest/shops/search?${query}`);
  expect(res.status, query).toBe(200);
  return { shops: shopCard.array().parse(body.data), meta: paginationMeta.parse(body.meta) };
}
const slugs = async (query: string) => (await search(`perPage=100&${query}`)).shops.map((shop) => shop.slug);

describe('GET rest/shops/search', () => {
  it('finds a shop by a word of its description, whole or still being typed', async () => {
    expect((await slugs('search=pizza&lang=en'))[0]).toBe('forno-napoli');
    expect((await slugs('search=pizz&lang=en'))[0]).toBe('forno-napoli');
    expect(await slugs('search=sushi&lang=en')).toContain('sakura-sushi-bar');
  });

  it('tolerates typos ("burgr") through trigram similarity', async () => {
    const found = await slugs('search=burgr&lang=en');
    expect(found).toContain('smash-and-co');
    expect(await slugs('search=burger&lang=en')).toContain('smash-and-co');
    expect(await slugs('search=piza&lang=en')).toContain('forno-napoli');
  });

  it('corrects a mistyped word of a description through the catalog vocabulary ("chiken" → chicken)', async () => {
    // Word similarity of "chiken" to a whole description is too low; the lexicon's "chicken" is close.
    expect(await slugs('search=chiken&lang=en')).toEqual(expect.arrayContaining(['pollos-el-campeon', 'carniceria-don-pepe']));
  });

  it('stems words in the request’s language (Spanish plural → singular)', async () => {
    expect(await slugs('search=hamburguesa&lang=es')).toContain('smash-and-co');
    expect(await slugs(`search=${encodeURIComponent('بيتزا')}&lang=ar`)).toContain('forno-napoli');
  });

  it('ranks title matches above description-only matches', async () => {
    const { shops } = await search('search=sushi&lang=en');
    expect(shops[0]?.translation?.title).toMatch(/sushi/i);
  });

  it('finds nothing for gibberish, and pages its results', async () => {
    const none = await search('search=xqzvkw&lang=en');
    expect(none.shops).toEqual([]);
    expect(none.meta.total).toBe(0);
    const all = await search('search=a&lang=en&perPage=100');
    const firstPage = await search('search=a&lang=en&perPage=2');
    expect(firstPage.meta.total).toBe(all.meta.total);
    expect(firstPage.shops.map((shop) => shop.id)).toEqual(all.shops.slice(0, 2).map((shop) => shop.id));
  });

  it('applies the list filters: address, type', async () => {
    expect(await slugs('search=pizza&lang=en&address[latitude]=4.711&address[longitude]=-74.0721')).toEqual([]);
    expect(await slugs('search=pizza&lang=en&address[latitude]=6.2442&address[longitude]=-75.5812')).toContain('forno-napoli');
    expect(await slugs('search=pizza&lang=en&type=shop')).not.toContain('forno-napoli');
  });

  it('without a search lists every shop, best rated first', async () => {
    const { shops, meta } = await search('perPage=100');
    expect(meta.total).toBe(shops.length);
    expect(shops.map((shop) => shop.rating_avg)).toEqual([...shops.map((shop) => shop.rating_avg)].sort((a, b) => b - a));
  });

  it('refuses a search longer than 100 characters with a 422', async () => {
    const { res, body } = await getJson(t.app, `/api/v1/rest/shops/search?search=${'a'.repeat(101)}`);
    expect(res.status).toBe(422);
    expect(errorBody.parse(body).params?.search).toBeDefined();
  });

  it('survives query syntax characters', async () => {
    for (const query of ['pizza & (', "'; drop table shops; --", ':*', '!!!', '"pizza"', 'pizza -burger', 'or']) {
      const { res } = await getJson(t.app, `/api/v1/rest/shops/search?search=${encodeURIComponent(query)}&lang=en`);
      expect(res.status, query).toBe(200);
    }
  });
});

describe('prefixQuery', () => {
  it('keeps letters and digits only, every word as a prefix', () => {
    expect(prefixQuery('pizz nap')).toBe('pizz:* & nap:*');
    expect(prefixQuery("o'neil & (x)")).toBe('o:* & neil:* & x:*');
    expect(prefixQuery('café 24h')).toBe('café:* & 24h:*');
    expect(prefixQuery('!!! :*')).toBeNull();
  });
});
