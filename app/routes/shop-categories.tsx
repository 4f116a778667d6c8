import { cachePolicy } from '../../contract/cache-policy';
import { browseApi } from '../features/browse/api';
import { EmptyState, ListPage } from '../features/browse/ListPage';
import { assertPage, listRequest, PER_PAGE } from '../features/browse/list-request';
import { pageMeta } from '../features/browse/page-meta';
import { TileGrid } from '../features/browse/TileGrid';
import { useTranslation } from '../lib/i18n/I18nProvider';
import type { Route } from './+types/shop-categories';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /shop-category: the shop categories (C1, `type=shop`), in their sort order. */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const { api, page } = await listRequest(request, context);
  const categories = await browseApi.categories(api, { type: 'shop', page, perPage: PER_PAGE });
  assertPage(page, categories.meta.last_page);
  return { categories: categories.data, page: categories.meta.current_page, lastPage: categories.meta.last_page };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('lists.categories.title'), description: t('lists.categories.description') }));

export default function ShopCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const tiles = loaderData.categories.map((c) => ({
    key: c.id,
    to: `/shop-category/${c.id}`,
    title: c.translation?.title ?? c.uuid,
    img: c.img,
    note: c.children.length ? t('lists.categories.children', { count: c.children.length }) : null,
  }));
  return (
    <ListPage title={t('lists.categories.title')} subtitle={t('lists.categories.subtitle')} page={loaderData.page} lastPage={loaderData.lastPage}>
      {tiles.length ? <TileGrid tiles={tiles} /> : <EmptyState title={t('lists.categories.empty')} />}
    </ListPage>
  );
}
