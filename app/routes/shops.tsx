import { cachePolicy } from '../../contract/cache-policy';
import { browseApi } from '../features/browse/api';
import { EmptyState, ListPage } from '../features/browse/ListPage';
import { assertPage, listRequest, PER_PAGE } from '../features/browse/list-request';
import { pageMeta } from '../features/browse/page-meta';
import { ShopGrid } from '../features/catalog/ShopGrid';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { Route } from './+types/shops';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /shop: every shop (type `shop`: groceries, pharmacies…) delivering to the chosen address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, page, currencyId, near } = await listRequest(request, context);
  const shops = await browseApi.shops(api, { type: 'shop', page, perPage: PER_PAGE, currency_id: currencyId, ...near });
  assertPage(page, shops.meta.last_page);
  return { shops: shops.data, page: shops.meta.current_page, lastPage: shops.meta.last_page };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('lists.shops.title'), description: t('lists.shops.description') }));

export default function Shops({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ListPage title={t('lists.shops.title')} subtitle={t('lists.shops.subtitle')} withAddress page={loaderData.page} lastPage={loaderData.lastPage}>
      {loaderData.shops.length ? (
        <ShopGrid shops={loaderData.shops} />
      ) : (
        <EmptyState title={t('lists.shops.empty')} text={t('lists.empty_address')} />
      )}
    </ListPage>
  );
}
