import { Suspense } from 'react';
import { StoryViewerHost, useStoryViewer } from '../marketing/StoryViewerHost';
import { AllShops } from './AllShops';
import type { HomeData } from './load-home';
import { StaticBlock } from './StaticBlock';

type Data = Extract<HomeData, { layout: 1 }>;

/**
 * Spec §2 layout 1: shop-category strip, banners with stories, open shops, ads, verified brand
 * shops, recommended restaurants, and the filtered "all" list that loads more as it scrolls.
 * Only the list and the story viewer run in the browser; the rest is server HTML (StaticBlock).
 * The list, below the fold, is a Suspense boundary of its own: React hydrates a server-rendered
 * boundary in a later pass of its own, so the page's first hydration is not one long task.
 */
export function HomeLayout1({ data }: { data: Data }) {
  const stories = useStoryViewer();
  if (!data.inZone) return <StaticBlock block="top" data={data} onStory={stories.openAt} />;
  return (
    <>
      <StaticBlock block="top" data={data} onStory={stories.openAt} />
      <StaticBlock block="middle" data={data} onStory={stories.openAt} />
      <Suspense>
        <AllShops key={data.links.list} list={data.links.list} query={data.all.query} shops={data.all.shops} page={data.all.page} lastPage={data.all.lastPage} />
      </Suspense>
      <StoryViewerHost groups={data.stories} viewer={stories} />
    </>
  );
}
