import { describe, expect, it } from 'vitest';
import { readShopPageQuery } from './load-shop-page';

const read = (query: string) => readShopPageQuery(new URL(`http://shop.test/shop/1${query}`));

describe('readShopPageQuery', () => {
  it('reads the search, the product deep link and the reviews page', () => {
    expect(read('?q=%20pizza%20&product=81743b4d-d827-512e-8de4-7f4553c788d0&reviews_page=3')).toEqual({
      query: 'pizza',
      productUuid: '81743b4d-d827-512e-8de4-7f4553c788d0',
      reviewsPage: 3,
    });
  });

  it('ignores what cannot name anything: a non-uuid product, a bad page, an overlong search', () => {
    const q = read(`?q=${'a'.repeat(300)}&product=../../etc&reviews_page=-2`);
    expect(q.query).toHaveLength(100);
    expect(q.productUuid).toBeNull();
    expect(q.reviewsPage).toBe(1);
    expect(read('')).toEqual({ query: '', productUuid: null, reviewsPage: 1 });
  });
});
