import type { WeekDay, WorkingDay } from '../../../../contract/shops';
import { useTranslation } from '../../../lib/i18n/I18nProvider';
import { focusRing } from '../../../ui/styles';
import { weekDayName, weekHours } from './shop-hours';

/** Today's hours, with the whole week in a native disclosure (no JavaScript needed). */
export function WorkingHours({ days, today }: { days: WorkingDay[]; today: WeekDay }) {
  const { t, locale } = useTranslation();
  const week = weekHours(days);
  const todays = week.find((d) => d.day === today)?.hours;
  return (
    <details data-testid="working-hours" className="group mt-3 px-1 text-sm sm:px-6">
      <summary className={`inline-flex cursor-pointer list-none items-center gap-2 rounded-full py-1 font-medium [&::-webkit-details-marker]:hidden ${focusRing}`}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current" strokeWidth="1.8">
          <circle cx="10" cy="10" r="8" />
          <path d="M10 5v5l3 2" />
        </svg>
        {todays ? t('shop_page.hours_today', { from: todays.from, to: todays.to }) : t('shop_page.closed_today')}
        <span className="text-ink-muted underline underline-offset-2">{t('shop_page.week_hours')}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current transition group-open:rotate-180">
          <path d="M5 7l5 6 5-6z" />
        </svg>
      </summary>
      <table className="mt-2 w-full max-w-xs">
        <caption className="sr-only">{t('shop_page.week_hours')}</caption>
        <tbody>
          {week.map(({ day, hours }) => (
            <tr key={day} className={day === today ? 'font-semibold' : undefined} aria-current={day === today ? 'date' : undefined}>
              <th scope="row" className="py-1 pe-4 text-start font-[inherit] capitalize">
                {weekDayName(day, locale)}
              </th>
              <td className="py-1 text-end tabular-nums">{hours ? `${hours.from} – ${hours.to}` : t('shop.closed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
