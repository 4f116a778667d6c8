import { cachePolicy } from '../../contract/cache-policy';
import { browseApi } from '../features/browse/api';
import { EmptyState, ListPage } from '../features/browse/ListPage';
import { assertPage, listRequest } from '../features/browse/list-request';
import { pageMeta } from '../features/browse/page-meta';
import { TileGrid } from '../features/browse/TileGrid';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { Route } from './+types/brands';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /brands: every active brand (B1); each opens the products sold under it. */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const { api, page } = await listRequest(request, context);
  const brands = await browseApi.brands(api, { page, perPage: 15 });
  assertPage(page, brands.meta.last_page);
  return { brands: brands.data, page: brands.meta.current_page, lastPage: brands.meta.last_page };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('lists.brands.title'), description: t('lists.brands.description') }));

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const tiles = loaderData.brands.map((b) => ({
    key: b.id,
    to: `/brands/${b.id}`,
    title: b.title,
    img: b.img,
    note: t('lists.brands.products', { count: b.products_count }),
  }));
  return (
    <ListPage title={t('lists.brands.title')} subtitle={t('lists.brands.subtitle')} page={loaderData.page} lastPage={loaderData.lastPage}>
      {tiles.length ? <TileGrid tiles={tiles} /> : <EmptyState title={t('lists.brands.empty')} />}
    </ListPage>
  );
}
