import { addDays, clockMinutes, formatClock, shopClock, type SlotWeekDay } from '../../../contract/delivery-slots';
import { BOOKING_MAX_DAYS_AHEAD, bookingMessages as m } from '../../../contract/booking';

/**
 * Reservation times (contract §5.8) on the server: a restaurant's wall-clock time in its time
 * zone ↔ an instant, and the rules a booking's start must meet. Pure functions (unit-tested).
 */

export type BookingRules = {
  /** Slot step, minutes (`reservation_time_durations`, default 30). */
  stepMinutes: number;
  /** Lead time, hours (`reservation_before_time`). */
  leadHours: number;
  /** Hold, hours (`min_reservation_time`, default 3). */
  lengthHours: number;
};

export type BookingSchedule = {
  timezone: string;
  workingDays: ReadonlyArray<{ day: string; from: string; to: string; disabled: boolean }>;
  closedDates: readonly string[];
};

const utcMinutes = (date: string, minutes: number) => {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, 0, minutes);
};

/** The instant at which the clocks of `timeZone` show `date` `minutes` (a gap hour: the moment after it). */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const wanted = utcMinutes(date, minutes);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const local = shopClock(new Date(guess), timeZone);
    const shown = utcMinutes(local.date, local.minutes);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** `YYYY-MM-DD HH:mm` on the clocks of `timeZone` (what BK5/BK8 answer and BK7 sends). */
export function wallClock(instant: Date, timeZone: string): string {
  const local = shopClock(instant, timeZone);
  return `${local.date} ${formatClock(local.minutes)}`;
}

export type SlotRefusal = { field: 'start_date'; message: string };

const weekdayOf = (date: string): SlotWeekDay => addDays(date, 0).weekday;

/**
 * Whether a booking may start at `date` `time` (restaurant clock): a booking day (working day
 * not disabled, not a closed date), within the hours on the step grid from opening, not past,
 * not before the lead time, not beyond BOOKING_MAX_DAYS_AHEAD. Answers the refusal or null.
 */
export function checkBookingStart(schedule: BookingSchedule, rules: BookingRules, now: Date, date: string, time: string): SlotRefusal | null {
  const refuse = (message: string): SlotRefusal => ({ field: 'start_date', message });
  const minutes = clockMinutes(time);
  if (minutes === null || Number.isNaN(utcMinutes(date, 0)) || addDays(date, 0).date !== date) return refuse(m.startRequired);
  const today = shopClock(now, schedule.timezone).date;
  if (date > addDays(today, BOOKING_MAX_DAYS_AHEAD).date) return refuse(m.tooFar);
  const start = zonedInstant(date, minutes, schedule.timezone);
  if (start.getTime() <= now.getTime()) return refuse(m.inPast);
  const row = schedule.workingDays.find((d) => d.day === weekdayOf(date));
  if (!row || row.disabled || schedule.closedDates.includes(date)) return refuse(m.shopClosed);
  const from = clockMinutes(row.from);
  const rawTo = clockMinutes(row.to);
  if (from === null || rawTo === null) return refuse(m.shopClosed);
  const to = rawTo <= from ? 24 * 60 : rawTo;
  if (minutes < from || minutes >= to) return refuse(m.outsideHours);
  if ((minutes - from) % rules.stepMinutes !== 0) return refuse(m.notOnGrid);
  if (start.getTime() < now.getTime() + rules.leadHours * 3_600_000) return refuse(m.tooSoon);
  return null;
}

/** The end of a booking starting at `start`: start + the hold. */
export const bookingEnd = (start: Date, rules: Pick<BookingRules, 'lengthHours'>) => new Date(start.getTime() + rules.lengthHours * 3_600_000);
