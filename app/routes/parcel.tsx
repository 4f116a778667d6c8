import { cachePolicy } from '../../contract/cache-policy';
import type { Parcel } from '../../contract/parcels';
import { requireSession } from '../features/auth/require-session';
import { pageMeta } from '../features/browse/page-meta';
import { OrderStatusBadge } from '../features/orders/OrderStatusBadge';
import { paymentState } from '../features/orders/order-status';
import { parcelEndpoints } from '../features/parcels/api';
import { loadPaymentList } from '../features/payments/api';
import { canPayAgain, payAgainMethods, paymentLabel } from '../features/payments/payment-methods';
import { parcelAction, type ParcelActionData } from '../features/parcels/parcel-action';
import { ParcelActions } from '../features/parcels/ParcelActions';
import { ParcelMap } from '../features/parcels/ParcelMap';
import { ParcelProgress } from '../features/parcels/ParcelProgress';
import { isActiveParcel } from '../features/parcels/parcel-status';
import { requireParcels } from '../features/parcels/parcels-enabled';
import { useLiveParcel } from '../features/parcels/use-live-parcel';
import { idParam, withRouteErrors } from '../lib/api/route-errors';
import { formatLocalDate, isolate, ltr } from '../lib/dates';
import { useTranslation } from '../lib/i18n/I18nProvider';
import { formatMoney } from '../lib/money';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import type { Route } from './+types/parcel';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': cachePolicy.none });

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...pageMeta(matches, (t) => ({ title: t('parcels.number', { id: params.id }), description: t('parcels.description') })),
  { name: 'robots', content: 'noindex' },
];

/** Sign-in only: PC5 (and, while unpaid, the methods to pay it with). Someone else's parcel, like an unknown one (or `/parcels/abc`), is a 404. */
export const loader = withRouteErrors(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireParcels(request, context);
  const { api } = requireSession(request, context);
  const parcel = (await parcelEndpoints.show(api, idParam(params.id))).data;
  // The Pay control's methods (PAY4: parcels belong to no shop), only while it can be paid (contract §4.5).
  const payMethods = canPayAgain(parcel.status, parcel.transaction) ? payAgainMethods(await loadPaymentList(api)) : null;
  return { parcel, payMethods };
});

export const action = ({ request, context, params }: Route.ActionArgs) => parcelAction(request, context, idParam(params.id));

const card = 'rounded-2xl border border-line bg-surface-raised p-4 sm:p-6';

function End({ label, name, phone, point, testId }: { label: string; name: string; phone: string; point: Parcel['address_from']; testId: string }) {
  const { t } = useTranslation();
  const parts = [point.house && t('parcels.field.house') + ' ' + point.house, point.stage && t('parcels.field.stage') + ' ' + point.stage, point.room && t('parcels.field.room') + ' ' + point.room].filter(Boolean);
  const mapHref = `https://www.openstreetmap.org/?mlat=${point.latitude}&mlon=${point.longitude}#map=17/${point.latitude}/${point.longitude}`;
  return (
    <div className="grid gap-0.5" data-testid={testId}>
      <h3 className="text-sm font-medium text-ink-muted">{label}</h3>
      <p className="font-semibold">{name} · <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-normal underline-offset-2 hover:underline">{ltr(phone)}</a></p>
      <p className="break-words">{point.address}</p>
      {parts.length > 0 && <p className="text-sm text-ink-muted">{parts.join(' · ')}</p>}
      <a href={mapHref} target="_blank" rel="noreferrer" className="text-sm text-brand underline-offset-2 hover:underline">{t('parcels.map.openLink')}</a>
    </div>
  );
}

export default function ParcelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { parcel, payMethods } = loaderData;
  const active = isActiveParcel(parcel.status);
  const live = useLiveParcel(parcel.id, active);
  const payment = paymentState(parcel.transaction?.status);
  const method = parcel.transaction?.payment_system?.tag;
  return (
    <main className="mx-auto grid max-w-5xl gap-5 px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('parcels.number', { id: parcel.id })}</h1>
          <p className="text-ink-muted">{parcel.type.type} · {isolate(formatLocalDate(parcel.delivery_date, locale))} · <bdi dir="ltr">{parcel.delivery_time}</bdi></p>
        </div>
        <div aria-live="polite" data-testid="parcel-status" data-status={parcel.status}><OrderStatusBadge status={parcel.status} /></div>
      </header>
      <section aria-labelledby="parcel-progress" className={card}>
        <h2 id="parcel-progress" className="sr-only">{t('parcels.progress')}</h2>
        <ParcelProgress parcel={parcel} />
        {active && <p className="mt-4 text-sm text-ink-muted" data-live={live === 'open' ? 'push' : 'poll'}>{t('parcels.live')}</p>}
      </section>
      <div className="grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="parcel-route" className={`${card} grid gap-4`}>
          <h2 id="parcel-route" className="text-lg font-bold">{t('parcels.route')}</h2>
          <ParcelMap parcel={parcel} />
          <div className="grid gap-4 sm:grid-cols-2">
            <End label={t('parcels.from.title')} name={parcel.username_from} phone={parcel.phone_from} point={parcel.address_from} testId="parcel-from-view" />
            <End label={t('parcels.to.title')} name={parcel.username_to} phone={parcel.phone_to} point={parcel.address_to} testId="parcel-to-view" />
          </div>
          {parcel.description && <p className="whitespace-pre-line break-words"><span className="font-medium">{t('parcels.field.description')}: </span>{parcel.description}</p>}
          {parcel.instructions && <p className="break-words"><span className="font-medium">{t('parcels.field.instructions')}: </span>{parcel.instructions}</p>}
          {parcel.notify && <p className="text-sm text-ink-muted">{t('parcels.anonymous')}</p>}
        </section>
        <div className="grid gap-5">
          <section aria-labelledby="parcel-payment" className={`${card} grid gap-2`}>
            <h2 id="parcel-payment" className="text-lg font-bold">{t('order.payment')}</h2>
            <p className="flex items-baseline justify-between gap-3">
              <span>{t('parcels.price')}</span>
              <span className="text-xl font-bold" data-testid="parcel-total">{formatMoney(parcel.total_price, parcel.currency)}</span>
            </p>
            <p className="text-sm text-ink-muted">{t('parcels.distance', { km: String(parcel.km) })}</p>
            <p>
              {method ? `${paymentLabel(t, method)} · ` : null}
              <span data-testid="parcel-payment">{t(`order.payment.${payment}`)}</span>
            </p>
          </section>
          <ParcelActions parcel={parcel} refused={actionData as ParcelActionData | undefined} payMethods={payMethods} />
        </div>
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
