import { StoryRail } from '../marketing/StoryRail';
import { AllShops } from './AllShops';
import type { HomeData } from './load-home';
import { shopFilterSearch } from './shop-filter';
import { StaticBlock } from './StaticBlock';

type Data = Extract<HomeData, { layout: 1 }> & { apiBase: string };

/**
 * Spec §2 layout 1: shop-category strip, banners with stories, open shops, ads, verified brand
 * shops, recommended restaurants, and the filtered "all" list that loads more as it scrolls.
 * Only the stories and the list are hydrated; the rest is server HTML (StaticBlock).
 */
export function HomeLayout1({ data }: { data: Data }) {
  if (!data.inZone) return <StaticBlock block="top" data={data} />;
  const filter = data.all.filter;
  return (
    <>
      <StaticBlock block="top" data={data} />
      <StoryRail groups={data.stories} />
      <StaticBlock block="middle" data={data} />
      <AllShops
        key={shopFilterSearch(filter)}
        filter={filter}
        keep={{ v: data.v ?? undefined }}
        query={data.all.query}
        shops={data.all.shops}
        page={data.all.page}
        lastPage={data.all.lastPage}
        apiBase={data.apiBase}
      />
    </>
  );
}
