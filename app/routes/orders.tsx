import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { orderEndpoints } from '../features/orders/api';
import { OrderCard } from '../features/orders/OrderCard';
import { readTab, tabStatuses, type OrdersTab } from '../features/orders/order-status';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { Pagination } from '../ui/Pagination';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { focusRing, pillLink } from '../ui/styles';
import type { Route } from './+types/orders';
import { pageNumber, withRouteErrors } from '../lib/api/route-errors';

const PER_PAGE = 10;

// The customer's own orders: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('orders.title'), description: t('orders.description') }));

/** Sign-in only: O3 for the tab's statuses (§4.1 active / history), `?page=n`. */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const { api, prefs } = requireSession(request, context);
  const url = new URL(request.url);
  const tab = readTab(url.searchParams.get('tab'));
  const page = pageNumber(url.searchParams.get('page'));
  const list = await orderEndpoints.list(api, { statuses: tabStatuses(tab), page, perPage: PER_PAGE, currencyId: prefs.currencyId });
  if (page > 1 && page > list.meta.last_page) throw new Response(null, { status: 404 });
  return { tab, orders: list.data, page: list.meta.current_page, lastPage: list.meta.last_page };
}

function Tabs({ current }: { current: OrdersTab }) {
  const { t } = useTranslation();
  const tabs: OrdersTab[] = ['active', 'history'];
  return (
    <nav aria-label={t('orders.tabs')} className="flex gap-2">
      {tabs.map((tab) => (
        <Link key={tab} to={tab === 'active' ? '/orders' : '/orders?tab=history'} aria-current={tab === current ? 'page' : undefined}
          className={`rounded-full px-4 py-2 font-medium ${tab === current ? 'bg-ink text-surface' : 'border border-line hover:bg-surface-raised'} ${focusRing}`}>
          {t(`orders.tab.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, orders, page, lastPage } = loaderData;
  return (
    <main className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('orders.title')}</h1>
        <Link to="/order-refunds" className={pillLink}>{t('orders.refunds')}</Link>
      </div>
      <Tabs current={tab} />
      {orders.length ? (
        <ul className="grid gap-3">
          {orders.map((order) => <OrderCard key={order.id} order={order} />)}
        </ul>
      ) : (
        <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-line px-4 py-12 text-center">
          <p className="text-ink-muted">{t(`orders.empty.${tab}`)}</p>
          <Link to="/" className={pillLink}>{t('orders.browse')}</Link>
        </div>
      )}
      <Pagination page={page} lastPage={lastPage} href={(n) => `?${new URLSearchParams({ ...(tab === 'history' ? { tab } : {}), page: String(n) })}`} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
