import type { DeliverymanRequest } from '../../../contract/applications';
import { formatLocalDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { card } from '../profile/Field';

const TITLES = { pending: 'courier.status.pending', approved: 'courier.status.approved', rejected: 'courier.status.rejected' } as const;

/** The customer's newest courier application: under review, approved, or rejected with the reason. */
export function CourierStatus({ latest }: { latest: DeliverymanRequest }) {
  const { t, locale } = useTranslation();
  const tone = latest.status === 'approved' ? 'text-positive' : latest.status === 'rejected' ? 'text-negative' : '';
  return (
    <section aria-labelledby="courier-status" className={`${card} grid gap-2`} data-testid="courier-status" data-status={latest.status}>
      <p className="text-sm text-ink-muted">{t('courier.status.title')}</p>
      <h2 id="courier-status" className={`text-xl font-bold ${tone}`}>{t(TITLES[latest.status])}</h2>
      {latest.status === 'pending' && <p className="text-ink-muted">{t('courier.status.pending_text')}</p>}
      {latest.status === 'approved' && <p>{t('courier.status.approved_text')}</p>}
      {latest.status === 'rejected' && (
        <>
          {latest.reason && <p><bdi dir="auto">{t('applications.reason', { reason: latest.reason })}</bdi></p>}
          <p className="text-ink-muted">{t('courier.status.again')}</p>
        </>
      )}
      <p className="text-sm text-ink-muted">
        <bdi dir="auto">{latest.name}</bdi> · <bdi dir="auto">{latest.city}</bdi> · {t(`courier.vehicle.${latest.vehicle_type}`)} ·{' '}
        {t('applications.sent_on', { date: formatLocalDate(latest.created_at.slice(0, 10), locale) })}
      </p>
    </section>
  );
}
