import type { Currency } from '../../../../contract/presentation';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { CartSlot } from '../../cart/CartSlot';
import { CategoryNav } from './CategoryNav';
import { JsonLd } from './JsonLd';
import type { ShopPageData } from './load-shop-page';
import { menuSections } from './menu-sections';
import { MenuSections } from './MenuSections';
import { SearchResults } from './SearchResults';
import { ShopHero } from './ShopHero';
import { ShopInfo } from './ShopInfo';
import { ShopReviews } from './ShopReviews';
import { ShopSearch } from './ShopSearch';

export type ShopPageContentProps = {
  page: ShopPageData;
  jsonLd: Array<Record<string, unknown>>;
  currency: Currency | null;
  /** The request's path and query: links keep the query and change one parameter. */
  pathname: string;
  search: string;
};

/**
 * Everything on the shop page. Only links, native forms and `<details>`: it is rendered to HTML
 * on the server (render-shop-page.tsx) and never hydrated.
 */
export function ShopPageContent({ page, jsonLd, currency, pathname, search: locationSearch }: ShopPageContentProps) {
  const { t } = useTranslation();
  const { shop, menu, search, reviews, branches, today } = page;
  const title = shop.translation?.title ?? shop.slug;
  const sections = menu ? menuSections(menu, t('shop_page.recommended')) : [];
  const withParam = (name: string, value: string, hash = '') => {
    const params = new URLSearchParams(locationSearch);
    params.set(name, value);
    return `?${params}${hash}`;
  };
  const productHref = (uuid: string) => withParam('product', uuid);
  return (
    <>
      {/* A `?product=` link opens the dialog over the cover: its picture is fetched first instead. */}
      <ShopHero shop={shop} today={today} currency={currency} coverFirst={!page.product} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-8">
        <div className="min-w-0">
          <ShopSearch query={search?.query ?? ''} shopTitle={title} clearHref={pathname} />
          {search ? (
            <SearchResults query={search.query} products={search.results} hrefOf={productHref} currency={currency} />
          ) : sections.length ? (
            <>
              <CategoryNav sections={sections} />
              <MenuSections sections={sections} hrefOf={productHref} currency={currency} />
            </>
          ) : (
            <p className="mt-8 rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">{t('shop_page.no_products')}</p>
          )}
          <ShopReviews rating={shop.rating_avg} reviews={reviews} timeZone={shop.timezone} pageHref={(n) => withParam('reviews_page', String(n), '#reviews')} />
        </div>
        {/* The aside: the cart (an island the page mounts at ≥1140px, features/cart/ShopCartAside) and the shop's details. */}
        <div className="mt-12 flex flex-col gap-4 lg:sticky lg:top-4 lg:mt-6 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto">
          <CartSlot />
          {page.reservations && (
            <a href={`/reservations/${shop.id}`} data-testid="reserve-table"
              className="rounded-full bg-brand px-5 py-2.5 text-center font-semibold text-brand-ink hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
              {t('booking.menu')}
            </a>
          )}
          <ShopInfo shop={shop} branches={branches} />
        </div>
      </div>
      {jsonLd.map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
