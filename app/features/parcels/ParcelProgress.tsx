import type { Parcel } from '../../../contract/parcels';
import { formatLocalDateTime, isolate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { PARCEL_TIME_ZONE } from './parcel-form';
import { parcelSteps } from './parcel-status';

/**
 * The status timeline (contract §4.2): every step, reached ones filled with their time from
 * `status_history`. An ordered list (screen readers hear "3 of 5"); the current step is
 * `aria-current="step"`. Drawn like the order page's.
 */
export function ParcelProgress({ parcel }: { parcel: Parcel }) {
  const { t, locale } = useTranslation();
  const steps = parcelSteps(parcel);
  const current = steps.findLastIndex((s) => s.reached);
  return (
    <ol aria-label={t('parcels.progress')} className="grid gap-0 sm:grid-flow-col sm:auto-cols-fr" data-testid="parcel-progress">
      {steps.map((step, i) => {
        const canceled = step.status === 'canceled';
        const dot = canceled ? 'border-negative bg-negative' : step.reached ? 'border-brand bg-brand' : 'border-line bg-surface';
        const bar = step.reached && i < current ? 'bg-brand' : 'bg-line';
        return (
          <li key={step.status} aria-current={i === current ? 'step' : undefined} data-status={step.status} data-reached={step.reached}
            className="relative flex gap-3 pb-5 last:pb-0 sm:flex-col sm:items-center sm:pb-0 sm:text-center">
            {i < steps.length - 1 && (
              <span aria-hidden="true" className={`absolute start-[0.6875rem] top-6 bottom-0 w-0.5 sm:start-1/2 sm:top-[0.6875rem] sm:h-0.5 sm:w-full ${bar}`} />
            )}
            <span aria-hidden="true" className={`relative z-10 size-6 shrink-0 rounded-full border-4 ${dot}`} />
            <span className="grid gap-0.5 sm:px-1">
              <span className={step.reached ? 'font-semibold' : 'text-ink-muted'}>{t(`parcels.step.${step.status}`)}</span>
              {step.at && <time dateTime={step.at} className="text-sm text-ink-muted">{isolate(formatLocalDateTime(step.at, PARCEL_TIME_ZONE, locale))}</time>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
