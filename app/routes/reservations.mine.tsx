import { Link, useSearchParams } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { liveBookingStatuses } from '../../contract/booking-values';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { bookingEndpoints } from '../features/booking/api';
import { cancelBookingAction } from '../features/booking/book-action';
import { BookingCard, type CancelRefusal } from '../features/booking/BookingCard';
import { requireReservations } from '../features/booking/load-booking-page';
import { useLiveBookings } from '../features/booking/use-live-bookings';
import { pageNumber, withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { notFoundLoader } from '../lib/not-found-loader';
import { Pagination } from '../ui/Pagination';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { pillLink } from '../ui/styles';
import type { Route } from './+types/reservations.mine';

const PER_PAGE = 10;

// The customer's own bookings: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) => {
  const tags = pageMeta(matches, (t) => ({ title: t('booking.mine.title'), description: t('booking.mine.description') }));
  return tags.length ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
};

/**
 * /reservations/mine (the customer's bookings, BK8; linked from the account menus and from
 * /reservations): sign-in only, newest first, `?page=`. Its action cancels one (while `new`).
 */
export const loader = notFoundLoader('list_page', withRouteErrors(async ({ request, context }: Route.LoaderArgs) => {
  const { api } = requireSession(request, context);
  await requireReservations(api);
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const list = await bookingEndpoints.mine(api, { page, perPage: PER_PAGE });
  if (page > 1 && page > list.meta.last_page) throw new Response(null, { status: 404 });
  return { bookings: list.data, page: list.meta.current_page, lastPage: list.meta.last_page };
}));

export const action = ({ request, context }: Route.ActionArgs) => cancelBookingAction(request, context);

function DoneNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.has('booked') ? t('booking.mine.booked') : params.has('canceled') ? t('booking.mine.canceled') : null;
  return text ? <p role="status" className="rounded-xl bg-positive/15 px-4 py-3 font-medium">{text}</p> : null;
}

export default function MyReservations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { bookings, page, lastPage } = loaderData;
  const moving = bookings.filter((b) => liveBookingStatuses.includes(b.status));
  const live = useLiveBookings(bookings.map((b) => b.id), moving.length > 0);
  const refused = actionData as CancelRefusal | undefined;
  return (
    <main className="mx-auto grid max-w-3xl grid-cols-1 gap-5 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('booking.mine.title')}</h1>
        <Link to="/reservations" className={pillLink}>{t('booking.menu')}</Link>
      </div>
      <DoneNotice />
      {bookings.length ? (
        <>
          {moving.length > 0 && <p className="text-sm text-ink-muted" data-live={live === 'open' ? 'push' : 'poll'}>{t('booking.mine.live')}</p>}
          <ul className="grid gap-3" aria-live="polite">
            {bookings.map((booking) => <BookingCard key={booking.id} booking={booking} refused={refused} />)}
          </ul>
        </>
      ) : (
        <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-line px-4 py-12 text-center">
          <p className="text-ink-muted">{t('booking.mine.empty')}</p>
          <Link to="/reservations" className={pillLink}>{t('booking.mine.find')}</Link>
        </div>
      )}
      <Pagination page={page} lastPage={lastPage} href={(n) => `?page=${n}`} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
