import { describe, expect, it } from 'vitest';
import type { Story } from '../../../contract/marketing';
import { groupStoriesByShop } from './story-groups';

const story = (id: number, shopId: number, hour: number): Story => ({
  id,
  shop_id: shopId,
  logo_img: null,
  title: `shop ${shopId}`,
  product_uuid: null,
  product_title: null,
  url: `http://x/${id}.webp`,
  created_at: new Date(Date.UTC(2026, 0, 1, hour)).toISOString(),
});

describe('groupStoriesByShop', () => {
  it('puts the shop with the freshest story first and plays each shop oldest first', () => {
    const groups = groupStoriesByShop([story(1, 7, 1), story(2, 9, 5), story(3, 7, 8), story(4, 9, 2), story(5, 3, 4)]);
    expect(groups.map((g) => g.map((s) => s.id))).toEqual([[1, 3], [4, 2], [5]]);
  });

  it('breaks ties of time by id and returns nothing for nothing', () => {
    expect(groupStoriesByShop([story(1, 1, 3), story(2, 2, 3)]).map((g) => g[0]!.id)).toEqual([2, 1]);
    expect(groupStoriesByShop([])).toEqual([]);
  });
});
