import type { WeekDay, WorkingDay } from '../../../../contract/shops';
import { normalizeTime } from '../../../lib/seo';

const WEEK: readonly WeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The week day it is now in the shop's time zone (an unknown zone is read as UTC). */
export function shopWeekDay(now: Date, timeZone: string): WeekDay {
  const name = (zone: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: zone }).format(now).toLowerCase() as WeekDay;
  try {
    return name(timeZone);
  } catch {
    return name('UTC');
  }
}

export type DayHours = { day: WeekDay; hours: { from: string; to: string } | null };

/**
 * Monday-to-Sunday hours for the week table. A day without a row, or with `disabled`, is closed
 * (contract §5.5); times are shown as `HH:mm`.
 */
export function weekHours(days: WorkingDay[]): DayHours[] {
  return WEEK.map((day) => {
    const row = days.find((d) => d.day === day);
    return { day, hours: row && !row.disabled ? { from: normalizeTime(row.from), to: normalizeTime(row.to) } : null };
  });
}

/** The localised name of a week day (2023-01-02 was a Monday). */
export function weekDayName(day: WeekDay, locale: string): string {
  const date = new Date(Date.UTC(2023, 0, 2 + WEEK.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}
