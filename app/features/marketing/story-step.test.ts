import { describe, expect, it } from 'vitest';
import type { Story, StoryGroups } from '../../../contract/marketing';
import { stepStory } from './StoryViewer';

const story = (id: number, shop: number): Story => ({
  id, shop_id: shop, logo_img: null, title: `Shop ${shop}`, product_uuid: null, product_title: null, url: `/s/${id}.webp`, created_at: '2026-01-01T00:00:00Z',
});
const groups: StoryGroups = [[story(1, 1), story(2, 1)], [story(3, 2)], [story(4, 3), story(5, 3)]];

describe('stepStory', () => {
  it('moves within a shop, then on to the next shop, and ends after the last story', () => {
    expect(stepStory(groups, { group: 0, story: 0 }, 1)).toEqual({ group: 0, story: 1 });
    expect(stepStory(groups, { group: 0, story: 1 }, 1)).toEqual({ group: 1, story: 0 });
    expect(stepStory(groups, { group: 2, story: 1 }, 1)).toBeNull();
  });

  it('goes back to the previous shop’s last story, and stops before the first', () => {
    expect(stepStory(groups, { group: 2, story: 0 }, -1)).toEqual({ group: 1, story: 0 });
    expect(stepStory(groups, { group: 1, story: 0 }, -1)).toEqual({ group: 0, story: 1 });
    expect(stepStory(groups, { group: 0, story: 0 }, -1)).toBeNull();
  });
});
