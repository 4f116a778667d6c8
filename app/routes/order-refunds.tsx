import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import type { Paginated } from '../../contract/http';
import type { Refund } from '../../contract/refunds';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { orderTimeZone } from '../features/orders/order-time';
import { formatLocalDateTime, isolate } from '../lib/dates';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { Pagination } from '../ui/Pagination';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { focusRing } from '../ui/styles';
import type { Route } from './+types/order-refunds';
import { pageNumber, withRouteErrors } from '../lib/api/route-errors';


export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('refunds.title'), description: t('refunds.description') }));

/** Sign-in only: RF2, the customer's refund requests, newest first. */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context }: Route.LoaderArgs) {
  const { api } = requireSession(request, context);
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const list = await api.get<Paginated<Refund>>('dashboard/user/order-refunds/paginate', { page, perPage: 10 });
  if (page > 1 && page > list.meta.last_page) throw new Response(null, { status: 404 });
  return { refunds: list.data, page: list.meta.current_page, lastPage: list.meta.last_page };
}

export default function OrderRefunds({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { refunds, page, lastPage } = loaderData;
  return (
    <main className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold">{t('refunds.title')}</h1>
      {refunds.length ? (
        <ul className="grid gap-3">
          {refunds.map((refund) => (
            <li key={refund.id} className="grid gap-1 rounded-2xl border border-line bg-surface-raised p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                {refund.order ? (
                  <Link to={`/orders/${refund.order.id}`} className={`font-semibold underline-offset-2 hover:underline ${focusRing}`}>
                    {t('refunds.order', { id: refund.order.id, shop: refund.order.shop?.translation?.title ?? '' })}
                  </Link>
                ) : <span />}
                <span className="rounded-full bg-line px-3 py-1 text-sm font-semibold">{t(`refund.status.${refund.status}`)}</span>
              </div>
              <time dateTime={refund.created_at} className="text-sm text-ink-muted">{isolate(formatLocalDateTime(refund.created_at, orderTimeZone(), locale))}</time>
              <p>{refund.cause}</p>
              {refund.answer && <p className="text-sm text-ink-muted">{t('order.refund.answer', { answer: refund.answer })}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-line px-4 py-12 text-center text-ink-muted">{t('refunds.empty')}</p>
      )}
      <Pagination page={page} lastPage={lastPage} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
