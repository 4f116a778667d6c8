import { addDays, clockMinutes, formatClock, shopClock } from '../../../contract/delivery-slots';
import { bookingEnd, checkBookingStart, zonedInstant, type BookingRules, type BookingSchedule } from './schedule';

/**
 * A restaurant's next free booking times for SH5's cards (`booking_next_times`, issue #18): the
 * first start times, on its wall clock, that BK7 would accept (checkBookingStart: booking day,
 * hours, step grid, lead time, not past) and at which at least one of its active tables has no
 * live booking overlapping [start, start + hold). Pure: the route reads the shops' tables and
 * their bookings in the window once per page and hands them here.
 */

/** Days looked at: today and the six after it (the card says "this week"). */
export const NEXT_TIMES_DAYS = 7;
/** Times a card shows at most. */
export const NEXT_TIMES_LIMIT = 3;

export type TakenSpan = { tableId: number; start: Date; end: Date };

export type NextTimesInput = {
  schedule: BookingSchedule;
  rules: BookingRules;
  now: Date;
  /** The shop's bookable (active) tables. */
  tableIds: readonly number[];
  /** Live (new/accepted) bookings of those tables; others are ignored. */
  taken: readonly TakenSpan[];
  limit?: number;
  days?: number;
};

/** The bounds of the bookings window the caller reads: [now, end of the last day looked at + hold]. */
export function nextTimesWindow(now: Date, timezone: string, rules: Pick<BookingRules, 'lengthHours'>, days = NEXT_TIMES_DAYS) {
  const last = addDays(shopClock(now, timezone).date, days).date;
  return { from: now, to: bookingEnd(zonedInstant(last, 0, timezone), rules) };
}

/** Up to `limit` start times `YYYY-MM-DD HH:mm`, earliest first, within `days` days from the shop's today. */
export function nextFreeTimes(input: NextTimesInput): string[] {
  const { schedule, rules, now } = input;
  const limit = input.limit ?? NEXT_TIMES_LIMIT;
  const days = input.days ?? NEXT_TIMES_DAYS;
  if (!input.tableIds.length || limit <= 0) return [];
  const byTable = new Map<number, TakenSpan[]>(input.tableIds.map((id) => [id, []]));
  for (const span of input.taken) byTable.get(span.tableId)?.push(span);
  const freeAt = (start: Date) => {
    const end = bookingEnd(start, rules);
    return [...byTable.values()].some((spans) => spans.every((s) => s.end.getTime() <= start.getTime() || s.start.getTime() >= end.getTime()));
  };

  const today = shopClock(now, schedule.timezone).date;
  const found: string[] = [];
  for (let d = 0; d < days && found.length < limit; d++) {
    const { date, weekday } = addDays(today, d);
    const row = schedule.workingDays.find((w) => w.day === weekday);
    const from = row ? clockMinutes(row.from) : null;
    const rawTo = row ? clockMinutes(row.to) : null;
    if (!row || row.disabled || from === null || rawTo === null) continue;
    const to = rawTo <= from ? 24 * 60 : rawTo;
    for (let minutes = from; minutes < to && found.length < limit; minutes += rules.stepMinutes) {
      const time = formatClock(minutes);
      if (checkBookingStart(schedule, rules, now, date, time)) continue;
      if (freeAt(zonedInstant(date, minutes, schedule.timezone))) found.push(`${date} ${time}`);
    }
  }
  return found;
}
