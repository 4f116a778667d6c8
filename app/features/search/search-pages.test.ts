import { describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '../../../contract/products';
import type { ShopCard } from '../../../contract/shops';
import { mergeResultsPages, productInResultsHref, readResultsPage, resultsPageHref } from './search-pages';

const shop = (id: number) => ({ id }) as ShopCard;
const product = (uuid: string) => ({ uuid }) as ProductSearchResult;

describe('results pages', () => {
  it('reads ?page= as a whole number from 1 to 50, anything else as 1', () => {
    expect([null, '', '0', '-2', '1.5', 'abc', '51', '3'].map(readResultsPage)).toEqual([1, 1, 1, 1, 1, 1, 1, 3]);
  });

  it('links pages and products with the term encoded, page 1 without a page parameter', () => {
    expect(resultsPageHref('café & té', 1)).toBe('/search?q=caf%C3%A9+%26+t%C3%A9');
    expect(resultsPageHref('pizza', 2)).toBe('/search?q=pizza&page=2');
    expect(productInResultsHref('pizza', 2, product('u-1'))).toBe('/search?q=pizza&page=2&product=u-1');
    expect(productInResultsHref('pizza', 1, product('u-1'))).toBe('/search?q=pizza&product=u-1');
  });

  it('appends pages in order, keeps the last page number and shows a row that moved only once', () => {
    const merged = mergeResultsPages([
      { page: 1, lastPage: 3, shops: [shop(1), shop(2)], products: [product('a'), product('b')] },
      { page: 2, lastPage: 3, shops: [shop(2), shop(3)], products: [product('c'), product('a')] },
    ]);
    expect(merged.page).toBe(2);
    expect(merged.lastPage).toBe(3);
    expect(merged.shops.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(merged.products.map((p) => p.uuid)).toEqual(['a', 'b', 'c']);
  });
});
