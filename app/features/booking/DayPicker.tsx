import { Form } from 'react-router';
import { weekDayName } from '../catalog/shop-page/shop-hours';
import type { WeekDay } from '../../../contract/shops';
import { formatLocalDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/I18nProvider';
import { secondaryButton } from '../profile/Field';
import { focusRing } from '../../ui/styles';

type Props = {
  section: number | null;
  table: number | null;
  date: string;
  range: { min: string; max: string };
  closedWeekdays: string[];
  closedDates: string[];
};

/**
 * The day: a native date input (today … today + 60 days) in a GET form that keeps the section
 * and table, so the page's times follow the URL. A native input cannot grey out single days, so
 * the days without bookings (weekdays off, closed dates) are said under it, and choosing one shows
 * 'Shop is closed' instead of times. With JavaScript the form sends itself on change.
 */
export function DayPicker({ section, table, date, range, closedWeekdays, closedDates }: Props) {
  const { t, locale } = useTranslation();
  return (
    <Form method="get" preventScrollReset replace className="grid gap-2">
      {section && <input type="hidden" name="section" value={section} />}
      {table && <input type="hidden" name="table" value={table} />}
      <label htmlFor="booking-date" className="font-semibold">{t('booking.date')}</label>
      <div className="flex flex-wrap items-center gap-2">
        <input id="booking-date" type="date" name="date" required defaultValue={date} min={range.min} max={range.max} key={date}
          aria-describedby={closedWeekdays.length || closedDates.length ? 'booking-date-hint' : undefined}
          onChange={(e) => {
            if (e.currentTarget.value) e.currentTarget.form?.requestSubmit();
          }}
          className={`rounded-xl border border-line bg-surface px-3 py-2 text-ink ${focusRing}`} />
        <button type="submit" className={secondaryButton}>{t('booking.show_times')}</button>
      </div>
      {(closedWeekdays.length > 0 || closedDates.length > 0) && (
        <p id="booking-date-hint" className="text-sm text-ink-muted">
          {closedWeekdays.length > 0 && <span className="block">{t('booking.closed_weekdays', { days: closedWeekdays.map((d) => weekDayName(d as WeekDay, locale)).join(', ') })}</span>}
          {closedDates.length > 0 && <span className="block">{t('booking.closed_dates', { dates: closedDates.map((d) => formatLocalDate(d, locale)).join(', ') })}</span>}
        </p>
      )}
    </Form>
  );
}
