import type { Order } from '../../../contract/orders';
import { formatLocalDateTime, isolate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { orderSteps } from './order-status';
import { orderTimeZone } from './order-time';

/**
 * The status timeline: every step of the order's path, reached ones filled with their time. An
 * ordered list, so screen readers hear "3 of 5"; the current step is `aria-current="step"`.
 */
export function OrderProgress({ order }: { order: Order }) {
  const { t, locale } = useTranslation();
  const steps = orderSteps(order);
  const current = steps.findLastIndex((s) => s.reached);
  const zone = orderTimeZone(order);
  return (
    <ol aria-label={t('order.progress')} className="grid gap-0 sm:grid-flow-col sm:auto-cols-fr">
      {steps.map((step, i) => {
        const label = step.status === 'delivered' && order.delivery_type === 'pickup' ? t('order.step.picked_up') : t(`order.step.${step.status === 'cooking' ? 'ready' : step.status}`);
        const canceled = step.status === 'canceled';
        const dot = canceled ? 'border-negative bg-negative' : step.reached ? 'border-brand bg-brand' : 'border-line bg-surface';
        const bar = step.reached && i < current ? 'bg-brand' : 'bg-line';
        return (
          <li key={step.status} aria-current={i === current ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0 sm:flex-col sm:items-center sm:pb-0 sm:text-center">
            {i < steps.length - 1 && (
              <span aria-hidden="true" className={`absolute start-[0.6875rem] top-6 bottom-0 w-0.5 sm:start-1/2 sm:top-[0.6875rem] sm:h-0.5 sm:w-full ${bar}`} />
            )}
            <span aria-hidden="true" className={`relative z-10 size-6 shrink-0 rounded-full border-4 ${dot}`} />
            <span className="grid gap-0.5 sm:px-1">
              <span className={step.reached ? 'font-semibold' : 'text-ink-muted'}>{label}</span>
              {step.at && <time dateTime={step.at} className="text-sm text-ink-muted">{isolate(formatLocalDateTime(step.at, zone, locale))}</time>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
