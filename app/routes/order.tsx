import { Link } from 'react-router';
import { cachePolicy } from '../../contract/cache-policy';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { orderEndpoints } from '../features/orders/api';
import { loadPaymentList } from '../features/payments/api';
import { canPayAgain, payAgainMethods } from '../features/payments/payment-methods';
import { orderAction, type OrderActionData } from '../features/orders/order-action';
import { OrderActions } from '../features/orders/OrderActions';
import { OrderDelivery } from '../features/orders/OrderDelivery';
import { OrderLines } from '../features/orders/OrderLines';
import { OrderProgress } from '../features/orders/OrderProgress';
import { isActive } from '../features/orders/order-status';
import { OrderStatusBadge } from '../features/orders/OrderStatusBadge';
import { OrderTotals } from '../features/orders/OrderTotals';
import { orderTimeZone } from '../features/orders/order-time';
import { useLiveOrder } from '../features/orders/use-live-order';
import { formatLocalDateTime, isolate, ltr } from '../lib/dates';
import { ApiResponseError } from '../lib/api/client';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/order';
import { withRouteErrors } from '../lib/api/route-errors';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, (t) => ({ title: t('orders.number', { id: params.id }), description: t('orders.description') }));

function orderId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw new Response(null, { status: 404 });
  return id;
}

/** Sign-in only: O4 (and, for an unpaid order, the methods to pay it with). Someone else's order, like an unknown one, is a 404. */
// Refusals of bad URL input are the 404/400 page (lib/api/route-errors).
export const loader = withRouteErrors(loadPage);

async function loadPage({ request, context, params }: Route.LoaderArgs) {
  const { api } = requireSession(request, context);
  try {
    const order = (await orderEndpoints.show(api, orderId(params.id))).data;
    // The Pay control's methods, asked only when the order can be paid now (contract §4.5).
    const payMethods = canPayAgain(order.status, order.transaction) ? payAgainMethods(await loadPaymentList(api, order.shop.shop_payments)) : null;
    return { order, payMethods };
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) throw new Response(null, { status: 404 });
    throw error;
  }
}

export const action = ({ request, context, params }: Route.ActionArgs) => orderAction(request, context, orderId(params.id));

const card = 'rounded-2xl border border-line bg-surface-raised p-4 sm:p-6';

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { order, payMethods } = loaderData;
  const active = isActive(order.status);
  const live = useLiveOrder(order.id, active);
  const refused: OrderActionData | undefined = actionData;
  return (
    <main className="mx-auto grid max-w-5xl gap-5 px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('orders.number', { id: order.id })}</h1>
          <p className="text-ink-muted">
            {t('order.placed_at', { date: isolate(formatLocalDateTime(order.created_at, orderTimeZone(order), locale)) })}
          </p>
        </div>
        {/* Announced when the status changes while the page refreshes itself. */}
        <div aria-live="polite"><OrderStatusBadge status={order.status} /></div>
      </header>
      <section aria-labelledby="progress" className={card}>
        <h2 id="progress" className="sr-only">{t('order.progress')}</h2>
        <OrderProgress order={order} />
        {/* data-live: how the page follows the order (pushes or, without the channel, polling). */}
        {active && <p className="mt-4 text-sm text-ink-muted" data-live={live === 'open' ? 'push' : 'poll'}>{t('order.live')}</p>}
      </section>
      <div className="grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="items" className={`${card} grid gap-4`}>
          <h2 id="items" className="text-lg font-bold">{t('order.items')}</h2>
          <OrderLines order={order} />
          <h2 className="sr-only">{t('order.summary')}</h2>
          <OrderTotals order={order} />
        </section>
        <div className="grid gap-5">
          <OrderDelivery order={order} className={card} />
          <section aria-label={t('order.shop')} className={`${card} grid gap-2`}>
            <Link to={`/${order.shop.type === 'restaurant' ? 'restaurant' : 'shop'}/${order.shop.id}`} className="font-semibold underline-offset-2 hover:underline">
              {order.shop.translation?.title ?? t('order.open_shop')}
            </Link>
            {order.shop.phone && <a href={`tel:+${order.shop.phone.replace(/\D/g, '')}`} className="text-sm underline-offset-2 hover:underline">{t('order.call_shop', { phone: ltr(order.shop.phone) })}</a>}
          </section>
          <OrderActions order={order} refused={refused} payMethods={payMethods} />
        </div>
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
