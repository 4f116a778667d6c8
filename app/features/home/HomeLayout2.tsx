import { StoryViewerHost, useStoryViewer } from '../marketing/StoryViewerHost';
import type { HomeData } from './load-home';
import { StaticBlock } from './StaticBlock';

type Data = Extract<HomeData, { layout: 2 }>;

/**
 * Spec §2 layout 2 (ui_type 2, 3, 4): category grid, banners and stories, the parcel card,
 * favourite brands, popular near you, ads, daily offers and news. All server HTML but the
 * story viewer.
 */
export function HomeLayout2({ data }: { data: Data }) {
  const stories = useStoryViewer();
  return (
    <>
      <StaticBlock block="top" data={data} onStory={stories.openAt} />
      <StaticBlock block="middle" data={data} onStory={stories.openAt} />
      <StoryViewerHost groups={data.stories} viewer={stories} />
    </>
  );
}
