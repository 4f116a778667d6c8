import { Form, Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { EmptyState, ListPage } from '../features/browse/ListPage';
import { assertPage, PER_PAGE } from '../features/browse/list-request';
import { pageMeta } from '../features/browse/page-meta';
import { shopClock } from '../../contract/delivery-slots';
import { bookingEndpoints } from '../features/booking/api';
import { NextTimes } from '../features/booking/NextTimes';
import { requireReservations } from '../features/booking/load-booking-page';
import { ShopGrid } from '../features/catalog/ShopGrid';
import { inputClass, primaryButton } from '../features/profile/Field';
import { pageNumber, withRouteErrors } from '../lib/api/route-errors';
import { serverApiClient } from '../lib/api/server-client';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { notFoundLoader } from '../lib/not-found-loader';
import { readPreferences } from '../lib/preferences';
import { siteOrigin } from '../lib/seo';
import { pillLink } from '../ui/styles';
import type { Route } from './+types/reservations';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/RouteErrorBoundary';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** Longest search text sent on (the API bounds it too). */
const MAX_SEARCH = 100;

/** /reservations: SH5's restaurants taking bookings, `?search=` and `?page=`. */
export const loader = notFoundLoader('list_page', withRouteErrors(async ({ request, context }: Route.LoaderArgs) => {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  await requireReservations(api);
  const url = new URL(request.url);
  const page = pageNumber(url.searchParams.get('page'));
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  const shops = await bookingEndpoints.shops(api, { page, perPage: PER_PAGE, ...(search ? { search } : {}) });
  assertPage(page, shops.meta.last_page);
  // Each restaurant's today on its own clock, for the next times' "today"/"tomorrow" (here, so the
  // server's render and hydration agree).
  const now = new Date();
  return {
    search,
    shops: shops.data.map((shop) => ({ ...shop, today: shopClock(now, shop.timezone).date })),
    page: shops.meta.current_page,
    lastPage: shops.meta.last_page,
    canonical: `${siteOrigin(request.url, process.env.PUBLIC_URL)}/reservations`,
  };
}));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tags = pageMeta(matches, (t) => ({ title: t('booking.list.title'), description: t('booking.list.description') }));
  return loaderData && tags.length ? [...tags, { tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : tags;
};

const bookingHrefOf = (shop: { id: number }) => `/reservations/${shop.id}`;

export default function Reservations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, shops } = loaderData;
  return (
    <ListPage title={t('booking.list.title')} subtitle={search ? t('booking.list.results', { search }) : t('booking.list.subtitle')}
      page={loaderData.page} lastPage={loaderData.lastPage}
      pageHref={(n) => `?${new URLSearchParams({ ...(search ? { search } : {}), page: String(n) })}`}>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" className="flex w-full items-center gap-2 sm:w-auto sm:max-w-lg sm:flex-1">
          <label htmlFor="reservations-search" className="sr-only">{t('booking.list.search_label')}</label>
          <input id="reservations-search" type="search" name="search" defaultValue={search} maxLength={MAX_SEARCH} placeholder={t('booking.list.search_label')}
            className={`${inputClass} mt-0 min-w-0 flex-1`} />
          <button type="submit" className={primaryButton}>{t('booking.list.search')}</button>
          {search && <Link to="/reservations" className={pillLink}>{t('booking.list.clear')}</Link>}
        </Form>
        <Link to="/reservations/mine" className={pillLink}>{t('booking.mine.menu')}</Link>
      </div>
      {shops.length ? (
        <ShopGrid shops={shops} hrefOf={bookingHrefOf}
          footerOf={(shop) => <NextTimes shopId={shop.id} title={shop.translation?.title ?? shop.slug} times={shop.booking_next_times} today={shop.today} />} />
      ) : (
        <EmptyState title={search ? t('booking.list.empty_search', { search }) : t('booking.list.empty')} />
      )}
    </ListPage>
  );
}
