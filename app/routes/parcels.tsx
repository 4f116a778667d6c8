import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { parcelEndpoints } from '../features/parcels/api';
import { ParcelCard } from '../features/parcels/ParcelCard';
import { parcelTabStatuses, readParcelsTab, type ParcelsTab } from '../features/parcels/parcel-status';
import { requireParcels } from '../features/parcels/parcels-enabled';
import { pageNumber, withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { notFoundError } from '../lib/not-found';
import { Pagination } from '../ui/Pagination';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { focusRing, pillLink } from '../ui/styles';
import type { Route } from './+types/parcels';

const PER_PAGE = 10;

// The customer's own parcels: never kept by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, (t) => ({ title: t('parcels.title'), description: t('parcels.description') })),
  { name: 'robots', content: 'noindex' },
];

/** Sign-in only: PC4 for the tab's statuses (§4.2 active / history), `?page=n`. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => {
  await requireParcels(request, context);
  const { api, prefs } = requireSession(request, context);
  const url = new URL(request.url);
  const tab = readParcelsTab(url.searchParams.get('tab'));
  const page = pageNumber(url.searchParams.get('page'));
  const list = await parcelEndpoints.list(api, { statuses: parcelTabStatuses(tab), page, perPage: PER_PAGE, currencyId: prefs.currencyId });
  if (page > 1 && page > list.meta.last_page) throw notFoundError('list_page');
  return { tab, parcels: list.data, page: list.meta.current_page, lastPage: list.meta.last_page };
});

function Tabs({ current }: { current: ParcelsTab }) {
  const { t } = useTranslation();
  const tabs: ParcelsTab[] = ['active', 'history'];
  return (
    <nav aria-label={t('parcels.tabs')} className="flex gap-2">
      {tabs.map((tab) => (
        <Link key={tab} to={tab === 'active' ? '/parcels' : '/parcels?tab=history'} aria-current={tab === current ? 'page' : undefined}
          className={`rounded-full px-4 py-2 font-medium ${tab === current ? 'bg-ink text-surface' : 'border border-line hover:bg-surface-raised'} ${focusRing}`}>
          {t(`orders.tab.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

export default function Parcels({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, parcels, page, lastPage } = loaderData;
  return (
    <main className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('parcels.title')}</h1>
        <Link to="/parcel-checkout" className={pillLink}>{t('parcels.sendLink')}</Link>
      </div>
      <Tabs current={tab} />
      {parcels.length ? (
        <ul className="grid gap-3">
          {parcels.map((parcel) => <ParcelCard key={parcel.id} parcel={parcel} />)}
        </ul>
      ) : (
        <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-line px-4 py-12 text-center">
          <p className="text-ink-muted">{t(`parcels.empty.${tab}`)}</p>
          <Link to="/parcel-checkout" className={pillLink}>{t('parcels.sendLink')}</Link>
        </div>
      )}
      <Pagination page={page} lastPage={lastPage} href={(n) => `?${new URLSearchParams({ ...(tab === 'history' ? { tab } : {}), page: String(n) })}`} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
