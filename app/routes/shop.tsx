import { useLocation, useRouteLoaderData } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { CategoryNav } from '../features/catalog/shop-page/CategoryNav';
import { JsonLd } from '../features/catalog/shop-page/JsonLd';
import { loadShopPage, readShopPageQuery } from '../features/catalog/shop-page/load-shop-page';
import { menuSections } from '../features/catalog/shop-page/menu-sections';
import { MenuSections } from '../features/catalog/shop-page/MenuSections';
import { SearchResults } from '../features/catalog/shop-page/SearchResults';
import { ShopHero } from '../features/catalog/shop-page/ShopHero';
import { ShopInfo } from '../features/catalog/shop-page/ShopInfo';
import { ShopReviews } from '../features/catalog/shop-page/ShopReviews';
import { ShopSearch } from '../features/catalog/shop-page/ShopSearch';
import { shopPageJsonLd, shopPageMeta } from '../features/catalog/shop-page/shop-seo';
import { serverApiClient } from '../lib/api/server-client';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { readPreferences } from '../lib/preferences';
import { productPath, shopPath, siteOrigin } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/shop';

/**
 * The shop page, at /shop/{id} and /restaurant/{id} ({id}: numeric id, uuid or slug). Rendered
 * on the server in full; the only script of its own is the category bar's scroll-spy.
 */
export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const url = new URL(request.url);
  const page = await loadShopPage(api, { key: params.id, currencyId: prefs.currencyId, now: new Date(), ...readShopPageQuery(url) });
  const origin = siteOrigin(request.url, process.env.PUBLIC_URL);
  // One address per page for search engines, whichever key or path the visitor came by.
  const shopUrl = origin + shopPath(page.shop);
  const canonical = page.product ? origin + productPath(page.shop, page.product.uuid) : shopUrl;
  return { ...page, shopUrl, canonical };
}

type RootData = { settings?: Record<string, string>; locale?: string };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  const site = { title: root?.settings?.title ?? 'Comanda', locale: root?.locale ?? 'en' };
  if (!loaderData) return [{ title: site.title }];
  return shopPageMeta(loaderData, site);
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search: locationSearch } = useLocation();
  const currency = useRouteLoaderData<typeof rootLoader>('root')?.currency ?? null;
  const { shop, menu, search, reviews, branches, today } = loaderData;
  const title = shop.translation?.title ?? shop.slug;
  const sections = menu ? menuSections(menu, t('shop_page.recommended')) : [];
  const withParam = (name: string, value: string, hash = '') => {
    const params = new URLSearchParams(locationSearch);
    params.set(name, value);
    return `?${params}${hash}`;
  };
  const productHref = (uuid: string) => withParam('product', uuid);

  return (
    <main className="mx-auto max-w-6xl px-4 pb-16">
      <ShopHero shop={shop} today={today} currency={currency} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-8">
        <div className="min-w-0">
          <ShopSearch query={search?.query ?? ''} shopTitle={title} />
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
        <ShopInfo shop={shop} branches={branches} />
      </div>
      {/* product dialog */}
      {shopPageJsonLd(loaderData, currency).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </main>
  );
}
