import { describe, expect, it } from 'vitest';
import { emptyFilter, readShopFilter, shopFilterLinks, shopFilterQuery, shopFilterReducer, shopFilterSearch, type ShopFilter } from './shop-filter';

const reduce = shopFilterReducer;

describe('shopFilterReducer (spec §4 Shop filter)', () => {
  it('setting a category unsets newest', () => {
    const newest = reduce(emptyFilter, { type: 'newest' });
    expect(newest.newest).toBe(true);
    const next = reduce(newest, { type: 'category', id: 64 });
    expect(next).toMatchObject({ category_id: 64, newest: false });
  });

  it('choosing newest clears the category', () => {
    const withCategory = reduce(emptyFilter, { type: 'category', id: 64 });
    const next = reduce(withCategory, { type: 'newest' });
    expect(next.newest).toBe(true);
    expect(next.category_id).toBeUndefined();
  });

  it('newest and the other sort orders replace each other; toggles and category are kept by an order', () => {
    const start: ShopFilter = { category_id: 3, newest: false, order_by: undefined, group: ['open'] };
    const ordered = reduce(start, { type: 'order', order: 'high_rating' });
    expect(ordered).toEqual({ category_id: 3, newest: false, order_by: 'high_rating', group: ['open'] });
    const newest = reduce(ordered, { type: 'newest' });
    expect(newest).toEqual({ category_id: undefined, newest: true, order_by: undefined, group: ['open'] });
    expect(reduce(newest, { type: 'order', order: 'best_sale' })).toMatchObject({ newest: false, order_by: 'best_sale' });
  });

  it('picking the active category, order or newest again switches it off', () => {
    const withCategory = reduce(emptyFilter, { type: 'category', id: 5 });
    expect(reduce(withCategory, { type: 'category', id: 5 }).category_id).toBeUndefined();
    const ordered = reduce(emptyFilter, { type: 'order', order: 'trust_you' });
    expect(reduce(ordered, { type: 'order', order: 'trust_you' }).order_by).toBeUndefined();
    expect(reduce(reduce(emptyFilter, { type: 'newest' }), { type: 'newest' }).newest).toBe(false);
  });

  it('toggles group entries on and off in a stable order, and reset empties everything', () => {
    const a = reduce(emptyFilter, { type: 'toggle', key: 'deals' });
    const b = reduce(a, { type: 'toggle', key: 'open' });
    expect(b.group).toEqual(['open', 'deals']);
    expect(reduce(b, { type: 'toggle', key: 'deals' }).group).toEqual(['open']);
    expect(reduce(b, { type: 'reset' })).toEqual(emptyFilter);
  });

  it('does not change the state it is given', () => {
    const state: ShopFilter = { category_id: 1, newest: false, group: ['open'] };
    reduce(state, { type: 'newest' });
    reduce(state, { type: 'toggle', key: 'open' });
    expect(state).toEqual({ category_id: 1, newest: false, group: ['open'] });
  });
});

describe('filter in the URL', () => {
  it('round-trips through the query string and keeps extra pairs such as v', () => {
    const filter: ShopFilter = { category_id: 64, newest: false, order_by: 'high_rating', group: ['open', 'deals'] };
    const search = shopFilterSearch(filter, { v: '1', page: undefined });
    expect(search).toBe('?v=1&category_id=64&order_by=high_rating&open=1&deals=1');
    expect(readShopFilter(new URLSearchParams(search))).toEqual(filter);
  });

  it('ignores values it does not know', () => {
    const filter = readShopFilter(new URLSearchParams('category_id=-2&order_by=drop&newest=yes&deals=0&open=1'));
    expect(filter).toEqual({ category_id: undefined, newest: false, order_by: undefined, group: ['open'] });
  });

  it('never reads a state the reducer cannot make: category beats newest, newest beats an order', () => {
    expect(readShopFilter(new URLSearchParams('category_id=64&newest=1'))).toMatchObject({ category_id: 64, newest: false });
    expect(readShopFilter(new URLSearchParams('newest=1&order_by=best_sale'))).toMatchObject({ newest: true, order_by: undefined });
  });

  it('sends newest as order_by=new and only the toggles that are on', () => {
    expect(shopFilterQuery({ newest: true, group: ['free_delivery'] })).toEqual({ category_id: undefined, order_by: 'new', free_delivery: 1 });
    expect(shopFilterQuery({ category_id: 2, newest: false, order_by: 'low_sale', group: [] })).toEqual({ category_id: 2, order_by: 'low_sale' });
  });
});

describe('shopFilterLinks', () => {
  it('links each chip and category to the reducer\'s next state, keeping v', () => {
    const newest: ShopFilter = { newest: true, group: ['open'] };
    const links = shopFilterLinks(newest, [64, 65], { v: '1' });
    expect(links.categories[64]).toBe('?v=1&category_id=64&open=1#all-shops');
    expect(links.chips.find((c) => c.label === 'filter.newest')).toEqual({ label: 'filter.newest', href: '?v=1&open=1#all-shops', active: true });
    expect(links.chips.find((c) => c.label === 'filter.open')?.active).toBe(true);
    expect(links.chips.at(-1)).toEqual({ label: 'filter.clear', href: '?v=1#all-shops', active: false });
    expect(links.list).toBe('?v=1&newest=1&open=1');
  });

  it('from a category, the newest chip drops the category; no clear chip when nothing is set', () => {
    const links = shopFilterLinks({ category_id: 64, newest: false, group: [] }, [64], {});
    expect(links.chips.find((c) => c.label === 'filter.newest')?.href).toBe('?newest=1#all-shops');
    expect(links.categories[64]).toBe('?#all-shops');
    expect(shopFilterLinks(emptyFilter, [], {}).chips.some((c) => c.label === 'filter.clear')).toBe(false);
  });
});
