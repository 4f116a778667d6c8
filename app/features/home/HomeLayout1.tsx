import type { ShopCard } from '../../../contract/shops';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { AdsSection } from '../marketing/AdsSection';
import { BannerRail } from '../marketing/BannerRail';
import { StoryRail } from '../marketing/StoryRail';
import { AllShops } from './AllShops';
import { CategoryStrip } from './Categories';
import { NotAvailable } from './Extras';
import type { HomeData } from './load-home';
import { shopFilterReducer, shopFilterSearch } from './shop-filter';
import { ShopsSection } from './ShopTile';

type Data = Extract<HomeData, { layout: 1 }> & { apiBase: string };

/**
 * Spec §2 layout 1: shop-category strip, banners with stories, open shops, ads, verified brand
 * shops, recommended restaurants, and the filtered "all" list that loads more as it scrolls.
 */
export function HomeLayout1({ data }: { data: Data }) {
  const { t } = useTranslation();
  const keep = { v: data.v ?? undefined };
  const filter = data.all.filter;
  if (!data.inZone) return <NotAvailable address={data.address} />;
  const rail = (title: string, shops: ShopCard[], more?: string) => <ShopsSection title={title} shops={shops} more={more} />;
  return (
    <>
      <CategoryStrip
        categories={data.categories}
        activeId={filter.category_id}
        hrefFor={(id) => `${shopFilterSearch(shopFilterReducer(filter, { type: 'category', id }), keep)}#all-shops`}
      />
      <BannerRail banners={data.banners} />
      <StoryRail groups={data.stories} />
      {rail(t('home.open_now'), data.open, '/shop?open=1')}
      <AdsSection ads={data.ads} />
      {rail(t('home.verified'), data.verified, '/shop?verify=1')}
      {rail(t('home.recommended'), data.recommended)}
      <AllShops
        key={shopFilterSearch(filter)}
        filter={filter}
        keep={keep}
        query={data.all.query}
        shops={data.all.shops}
        page={data.all.page}
        lastPage={data.all.lastPage}
        apiBase={data.apiBase}
      />
    </>
  );
}
