import { cachePolicy } from '../../contract/cache-policy';
import type { ShopListQuery } from '../../contract/shops';
import { browseApi } from '../features/browse/api';
import { EmptyState, ListPage } from '../features/browse/ListPage';
import { assertPage, listRequest, PER_PAGE } from '../features/browse/list-request';
import { pageMeta } from '../features/browse/page-meta';
import { readSection, SHOP_SECTIONS, sectionShops } from '../features/browse/shop-sections';
import { ShopGrid } from '../features/catalog/ShopGrid';
import { readShopFilter, shopFilterQuery } from '../features/home/shop-filter';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { notFoundLoader } from '../lib/not-found-loader';
import type { Route } from './+types/shops';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/**
 * /shop: every shop (type `shop`: groceries, pharmacies…) delivering to the chosen address, with
 * the shop filter of the URL passed through (`category_id`, `newest`, `order_by`, `open`,
 * `free_delivery`, `deals`, and `verify`). `?section=` is a home rail's "See all" instead: that
 * rail's list (browse/shop-sections.ts, every shop type), under the rail's heading.
 */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = notFoundLoader('list_page', withRouteErrors(async ({ request, context }: Route.LoaderArgs) => {
  const { api, page, currencyId, near } = await listRequest(request, context);
  const params = new URL(request.url).searchParams;
  const section = readSection(params);
  const rest: ShopListQuery = { page, perPage: PER_PAGE, currency_id: currencyId, ...near };
  const shops = section
    ? await sectionShops(api, section, rest)
    : await browseApi.shops(api, {
        ...rest,
        ...shopFilterQuery(readShopFilter(params)),
        ...(params.get('verify') === '1' ? { verify: 1 } : {}),
        type: 'shop',
      });
  assertPage(page, shops.meta.last_page);
  // The list's own query without `page`, for the page links.
  params.delete('page');
  return { section, search: params.toString(), shops: shops.data, page: shops.meta.current_page, lastPage: shops.meta.last_page };
}));

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) =>
    loaderData?.section
      ? { title: t(SHOP_SECTIONS[loaderData.section].title), description: t('lists.section.subtitle') }
      : { title: t('lists.shops.title'), description: t('lists.shops.description') },
  );

export default function Shops({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, search } = loaderData;
  const title = section ? t(SHOP_SECTIONS[section].title) : t('lists.shops.title');
  const subtitle = section ? t('lists.section.subtitle') : t('lists.shops.subtitle');
  return (
    <ListPage
      title={title}
      subtitle={subtitle}
      withAddress
      page={loaderData.page}
      lastPage={loaderData.lastPage}
      pageHref={(n) => `?${search ? `${search}&` : ''}page=${n}`}
    >
      {loaderData.shops.length ? (
        <ShopGrid shops={loaderData.shops} />
      ) : (
        <EmptyState title={section ? t('lists.section.empty') : t('lists.shops.empty')} text={t('lists.empty_address')} />
      )}
    </ListPage>
  );
}
