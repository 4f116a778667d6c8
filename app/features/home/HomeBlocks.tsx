import type { ShopCard } from '../../../contract/shops';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { LatestPostCard } from '../blog/LatestPostCard';
import { NewsSection } from '../blog/NewsSection';
import { SHOP_SECTIONS, sectionHref, type ShopSectionName } from '../browse/shop-sections';
import { AdsSection } from '../marketing/AdsSection';
import { BannerRail } from '../marketing/BannerRail';
import { StoryRail } from '../marketing/StoryRail';
import { CategoryGrid, CategoryStrip } from './Categories';
import { BrandsSection, NotAvailable, ParcelCard } from './Extras';
import { FilterBar } from './FilterBar';
import type { HomeData } from './load-home';
import { ShopsSection } from './ShopTile';

export type HomeBlockData = HomeData;
export type HomeBlockName = 'top' | 'middle';

type Layout1 = Extract<HomeData, { layout: 1 }>;
type Layout2 = Extract<HomeData, { layout: 2 }>;

/**
 * The parts of the home page that are only links and pictures (rendered through StaticBlock):
 * `top` ends with the stories, `middle` follows (in layout 1, up to the filters of the list).
 */
export default function HomeBlocks({ block, data }: { block: HomeBlockName; data: HomeData }) {
  return data.layout === 2 ? <Layout2Block block={block} data={data} /> : <Layout1Block block={block} data={data} />;
}

function Layout1Block({ block, data }: { block: HomeBlockName; data: Layout1 }) {
  const { t } = useTranslation();
  if (!data.inZone) return block === 'top' ? <NotAvailable address={data.address} /> : null;
  const rail = (name: ShopSectionName, shops: ShopCard[]) => <SectionRail name={name} shops={shops} />;
  if (block === 'top') {
    return (
      <>
        <CategoryStrip categories={data.categories} activeId={data.activeCategory} hrefs={data.links.categories} />
        <BannerRail banners={data.banners} atTop />
        <StoryRail groups={data.stories} />
      </>
    );
  }
  if (block === 'middle') {
    return (
      <>
        {rail('open', data.open)}
        <AdsSection ads={data.ads} />
        {rail('verified', data.verified)}
        {rail('recommended', data.recommended)}
        <div id="all-shops" className="mt-10 scroll-mt-20">
          <h2 className="text-xl font-bold sm:text-2xl">{t('home.all_shops')}</h2>
          <FilterBar chips={data.links.chips} />
        </div>
      </>
    );
  }
  return null;
}

/** A shop rail of browse/shop-sections.ts: its heading, and "See all" opening the rest of the same list. */
function SectionRail({ name, shops }: { name: ShopSectionName; shops: ShopCard[] }) {
  const { t } = useTranslation();
  return <ShopsSection title={t(SHOP_SECTIONS[name].title)} shops={shops} more={sectionHref(name)} />;
}

function Layout2Block({ block, data }: { block: HomeBlockName; data: Layout2 }) {
  if (block === 'top') {
    return (
      <>
        <CategoryGrid categories={data.categories} />
        <BannerRail banners={data.banners} atTop={false} />
        <StoryRail groups={data.stories} />
      </>
    );
  }
  if (block === 'middle') {
    return (
      <>
        {data.parcel && <ParcelCard />}
        {data.inZone ? (
          <>
            <BrandsSection brands={data.brands} />
            <SectionRail name="popular" shops={data.popular} />
            <AdsSection ads={data.ads} />
            <SectionRail name="offers" shops={data.offers} />
          </>
        ) : (
          <NotAvailable address={data.address} />
        )}
        <NewsSection news={data.newsList} />
        <LatestPostCard post={data.latestPost} />
      </>
    );
  }
  return null;
}
