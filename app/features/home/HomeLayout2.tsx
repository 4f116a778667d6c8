import { useTranslation } from '../../lib/i18n/I18nProvider';
import { NewsSection } from '../blog/NewsSection';
import { AdsSection } from '../marketing/AdsSection';
import { BannerRail } from '../marketing/BannerRail';
import { StoryRail } from '../marketing/StoryRail';
import { CategoryGrid } from './Categories';
import { BrandsSection, NotAvailable, ParcelCard } from './Extras';
import type { HomeData } from './load-home';
import { ShopsSection } from './ShopTile';

type Data = Extract<HomeData, { layout: 2 }>;

/**
 * Spec §2 layout 2 (ui_type 2, 3, 4): category grid, banners and stories, the parcel card,
 * favourite brands, popular near you, ads, daily offers and news.
 */
export function HomeLayout2({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <>
      <CategoryGrid categories={data.categories} />
      <BannerRail banners={data.banners} />
      <StoryRail groups={data.stories} />
      {data.parcel && <ParcelCard />}
      {data.inZone ? (
        <>
          <BrandsSection brands={data.brands} />
          <ShopsSection title={t('home.popular')} shops={data.popular} more="/shop?order_by=high_rating" />
          <AdsSection ads={data.ads} />
          <ShopsSection title={t('home.daily_offers')} shops={data.offers} more="/shop?deals=1" />
        </>
      ) : (
        <NotAvailable address={data.address} />
      )}
      <NewsSection news={data.newsList} />
    </>
  );
}
