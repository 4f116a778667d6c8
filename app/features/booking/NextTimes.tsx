import { Link } from 'react-router';
import { addDays } from '../../../contract/delivery-slots';
import { formatLocalDate, isolate, ltr } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { focusRing } from '../../ui/styles';
import { bookingHref } from './booking-href';

const chip = `inline-flex min-h-8 items-center rounded-full border border-line bg-surface px-3 text-xs font-medium hover:bg-line ${focusRing}`;

/**
 * A reservations card's next free times (SH5 `booking_next_times`, restaurant clock): small plain
 * links to the booking page on that day (`?date=`), "today"/"tomorrow" against the restaurant's
 * `today` (worked out by the loader, so server and hydration agree), else the date in the page's
 * language; or "No free times this week". No state, no effects: server-rendered links.
 */
export function NextTimes({ shopId, title, times, today }: { shopId: number; title: string; times: readonly string[]; today: string }) {
  const { t, locale } = useTranslation();
  if (!times.length) return <p data-testid="next-times" className="text-xs text-ink-muted">{t('booking.list.no_times')}</p>;
  const tomorrow = addDays(today, 1).date;
  const label = (date: string, time: string) => {
    if (date === today) return t('booking.list.next_today', { time: ltr(time) });
    if (date === tomorrow) return t('booking.list.next_tomorrow', { time: ltr(time) });
    return t('booking.list.next_on', { date: isolate(formatLocalDate(date, locale)), time: ltr(time) });
  };
  return (
    <ul data-testid="next-times" aria-label={t('booking.list.next_times', { title })} className="flex flex-wrap gap-1.5">
      {times.map((at) => {
        const [date = '', time = ''] = at.split(' ');
        return (
          <li key={at}>
            <Link to={bookingHref(shopId, { date })} className={chip} data-time={at}>{label(date, time)}</Link>
          </li>
        );
      })}
    </ul>
  );
}
