import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { browseApi } from '../features/browse/api';
import { EmptyState, ListPage } from '../features/browse/ListPage';
import { assertPage, idParam, listRequest, orNotFound, PER_PAGE } from '../features/browse/list-request';
import { pageMeta } from '../features/browse/page-meta';
import { formatMoney } from '../lib/money';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { useRootStore } from '../lib/store/RootStoreProvider';
import { focusRing, pillLink } from '../ui/styles';
import type { Route } from './+types/brand';
import type { ImageLayout } from '../lib/images';
import { StoredImage } from '../ui/StoredImage';
import { withRouteErrors } from '../lib/api/route-errors';

/** Product tiles in 2, 3 then 4 columns of `max-w-6xl px-4`. */
const PRODUCT_TILE: ImageLayout = { sizes: '(min-width: 1152px) 270px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, calc(50vw - 1.5rem)', maxWidth: 320 };

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/**
 * /brands/{id}: what is sold under a brand, across shops (`rest/products/paginate?brand_ids[]=`).
 * Each product opens in its shop (`/shop/{id}?product={uuid}`, the product dialog's deep link).
 */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const { api, page, currencyId } = await listRequest(request, context);
  const [brand, products] = await Promise.all([
    orNotFound(browseApi.brand(api, id)),
    browseApi.products(api, { brand_ids: [id], page, perPage: PER_PAGE, currency_id: currencyId }),
  ]);
  assertPage(page, products.meta.last_page);
  return { brand: brand.data, products: products.data, page: products.meta.current_page, lastPage: products.meta.last_page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => {
    const title = loaderData?.brand.title ?? t('lists.brands.title');
    return { title, description: t('lists.brand.description', { title }) };
  });

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Product prices come already converted (`currency_id`); only the symbol is needed here.
  const currency = useRootStore((s) => s.currency);
  const { brand, products } = loaderData;
  return (
    <ListPage title={brand.title} subtitle={t('lists.brands.products', { count: brand.products_count })} page={loaderData.page} lastPage={loaderData.lastPage}>
      {products.length ? (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {products.map((p, i) => {
            const title = p.translation?.title ?? p.uuid;
            return (
              <li key={p.id}>
                <Link
                  to={`/shop/${p.shop_id}?product=${p.uuid}`}
                  className={`group block h-full overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm hover:shadow-md ${focusRing}`}
                >
                  <div className="aspect-square bg-line/40">
                    {p.img && (
                      <StoredImage src={p.img} alt="" width={300} height={300} {...PRODUCT_TILE} priority={i === 0} className="size-full object-cover" />
                    )}
                  </div>
                  <div className="p-3">
                    <p className="line-clamp-2 font-semibold leading-tight group-hover:underline">{title}</p>
                    {p.stock && <p className="mt-1 text-sm font-medium">{formatMoney(p.stock.total_price, currency)}</p>}
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState
          title={t('lists.brand.empty')}
          action={
            <Link to="/brands" className={pillLink}>
              {t('lists.brands.all')}
            </Link>
          }
        />
      )}
    </ListPage>
  );
}
