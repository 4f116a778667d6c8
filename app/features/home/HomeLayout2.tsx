import { StoryRail } from '../marketing/StoryRail';
import type { HomeData } from './load-home';
import { StaticBlock } from './StaticBlock';

type Data = Extract<HomeData, { layout: 2 }>;

/**
 * Spec §2 layout 2 (ui_type 2, 3, 4): category grid, banners and stories, the parcel card,
 * favourite brands, popular near you, ads, daily offers and news. Only the stories are hydrated.
 */
export function HomeLayout2({ data }: { data: Data }) {
  return (
    <>
      <StaticBlock block="top" data={data} />
      <StoryRail groups={data.stories} />
      <StaticBlock block="middle" data={data} />
    </>
  );
}
