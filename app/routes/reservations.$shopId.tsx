import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { pageMeta } from '../features/browse/page-meta';
import { ShopReviews } from '../features/catalog/shop-page/ShopReviews';
import { bookAction } from '../features/booking/book-action';
import { BookingShopHeader } from '../features/booking/BookingShopHeader';
import { BookTableForm } from '../features/booking/BookTableForm';
import { DayPicker } from '../features/booking/DayPicker';
import { loadBookingPage } from '../features/booking/load-booking-page';
import { SeatingPicker } from '../features/booking/SeatingPicker';
import { withRouteErrors } from '../lib/api/route-errors';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { notFoundLoader } from '../lib/not-found-loader';
import { siteOrigin } from '../lib/seo';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/reservations.$shopId';

// Free times move with the clock and the page knows the customer's phone: never shared.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.page });

/** /reservations/{shopId}: book a table (features/booking/load-booking-page.ts says what the URL chooses). */
export const loader = notFoundLoader('shop', withRouteErrors(async ({ request, context, params }: Route.LoaderArgs) => {
  const page = await loadBookingPage(request, context, params.shopId);
  return { ...page, canonical: `${siteOrigin(request.url, process.env.PUBLIC_URL)}/reservations/${page.shop.id}` };
}));

export const action = ({ request, context }: Route.ActionArgs) => bookAction(request, context);

// After a refused booking too (a 422, which React Router would not reload after): the refusal may
// be a time someone else just took, and the times shown must say so.
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod === 'POST' || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const title = loaderData?.shop.translation?.title ?? '';
  const tags = pageMeta(matches, (t) => ({ title: t('booking.page.title', { title }), description: t('booking.page.description', { title }) }));
  return loaderData && tags.length ? [...tags, { tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : tags;
};

const card = 'rounded-2xl border border-line bg-surface-raised p-4 sm:p-6';

export default function ReservationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop, sections, section, tables, table, date, range, day, reviews } = loaderData;
  return (
    <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <BookingShopHeader shop={shop} />
      <section aria-labelledby="book-title" className={`${card} grid grid-cols-1 gap-6`}>
        <h2 id="book-title" className="sr-only">{t('booking.menu')}</h2>
        <SeatingPicker shopId={shop.id} sections={sections} section={section} tables={tables} table={table} date={date} />
        {table && shop.booking && (
          <>
            <DayPicker section={section?.id ?? null} table={table.id} date={date} range={range}
              closedWeekdays={loaderData.closedWeekdays} closedDates={loaderData.closedDates} />
            <BookTableForm bookingId={shop.booking.id} table={table} date={date} maxDate={range.max} day={day} holdHours={loaderData.holdHours}
              signedIn={loaderData.signedIn} hasPhone={loaderData.hasPhone} refused={actionData} />
          </>
        )}
      </section>
      <ShopReviews rating={shop.rating_avg} reviews={reviews} timeZone={shop.timezone} pageHref={(n) => `/shop/${shop.id}?reviews_page=${n}#reviews`} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
