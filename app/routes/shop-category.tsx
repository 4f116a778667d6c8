import { data, Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import type { Category } from '../../contract/categories';
import { browseApi } from '../features/browse/api';
import { EmptyState, ListPage } from '../features/browse/ListPage';
import { assertPage, idParam, listRequest, PER_PAGE } from '../features/browse/list-request';
import { pageMeta } from '../features/browse/page-meta';
import { ShopGrid } from '../features/catalog/ShopGrid';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { pillLink } from '../ui/styles';
import type { Route } from './+types/shop-category';
import { withRouteErrors } from '../lib/api/route-errors';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** Shop categories are few; one page of 100 roots (with children) finds any of them by id. */
function findCategory(roots: Category[], id: number): { category: Category; parent: Category | null } | null {
  for (const root of roots) {
    if (root.id === id) return { category: root, parent: null };
    const child = root.children.find((c) => c.id === id);
    if (child) return { category: child, parent: root };
  }
  return null;
}

/** /shop-category/{id}: the shops of one category (a parent lists its sub-categories' too). */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const { api, page, currencyId, near } = await listRequest(request, context);
  const [categories, shops] = await Promise.all([
    browseApi.categories(api, { type: 'shop', perPage: 100 }),
    browseApi.shops(api, { category_id: id, page, perPage: PER_PAGE, currency_id: currencyId, ...near }),
  ]);
  const found = findCategory(categories.data, id);
  if (!found) throw data('Not found', { status: 404 });
  assertPage(page, shops.meta.last_page);
  return { ...found, shops: shops.data, page: shops.meta.current_page, lastPage: shops.meta.last_page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => {
    const title = loaderData?.category.translation?.title ?? t('lists.categories.title');
    return { title, description: loaderData?.category.translation?.description ?? t('lists.category.description', { title }) };
  });

export default function ShopCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, parent } = loaderData;
  const title = category.translation?.title ?? category.uuid;
  return (
    <ListPage title={title} subtitle={category.translation?.description} withAddress page={loaderData.page} lastPage={loaderData.lastPage}>
      {(parent || category.children.length > 0) && (
        <nav aria-label={t('lists.category.related')} className="mt-4 flex flex-wrap gap-2">
          {parent && (
            <Link to={`/shop-category/${parent.id}`} className={`text-sm ${pillLink}`}>
              {t('lists.category.parent', { title: parent.translation?.title ?? parent.uuid })}
            </Link>
          )}
          {category.children.map((c) => (
            <Link key={c.id} to={`/shop-category/${c.id}`} className={`text-sm ${pillLink}`}>
              {c.translation?.title ?? c.uuid}
            </Link>
          ))}
        </nav>
      )}
      {loaderData.shops.length ? (
        <ShopGrid shops={loaderData.shops} />
      ) : (
        <EmptyState
          title={t('lists.category.empty')}
          text={t('lists.empty_address')}
          action={
            <Link to="/shop-category" className={pillLink}>
              {t('lists.categories.all')}
            </Link>
          }
        />
      )}
    </ListPage>
  );
}
