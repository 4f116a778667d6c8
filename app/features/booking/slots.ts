import { addDays, clockMinutes, formatClock, shopClock, type SlotWeekDay } from '../../../contract/delivery-slots';
import { BOOKING_MAX_DAYS_AHEAD, RESERVATION_DEFAULTS, RESERVATION_SETTINGS } from '../../../contract/booking-values';

/**
 * Reservation time slots on the storefront (API-CONTRACT §5.8), pure and unit-tested
 * (slots.test.ts). Everything is the restaurant's wall clock (`YYYY-MM-DD`, `HH:mm`, its time
 * zone from BK1); the server (server/modules/booking/schedule.ts) checks the same rules again
 * when BK7 books, so this list only offers what it would accept:
 *
 * - a day is bookable when its weekday row of `booking_shop_working_days` is not `disabled` and
 *   the date is not in `booking_shop_closed_date`, between today and today + 60 days;
 * - slots run from opening every `reservation_time_durations` minutes while before closing
 *   (closing at or before opening = midnight);
 * - today starts at max(opening, (now + step) truncated to the hour), and every slot must be
 *   later than now + `reservation_before_time` hours;
 * - a slot is taken when it lies in [start − (hold − step), end) of a BK5 entry of the table
 *   (hold = `min_reservation_time` hours; a missing end = start + hold): a booking there would
 *   overlap an existing one.
 *
 * Times compare as wall-clock minutes, which is exact in zones without daylight saving (the demo's
 * America/Bogota) and off by at most the shifted hour on a change night elsewhere — the server's
 * answer then decides.
 */

export type BookingRules = { stepMinutes: number; leadHours: number; lengthHours: number };
export type BookingSchedule = {
  timezone: string;
  workingDays: ReadonlyArray<{ day: string; from: string; to: string; disabled: boolean }>;
  closedDates: readonly string[];
};
export type TakenRange = { start_date: string; end_date?: string | null };

export type DaySlots =
  | { kind: 'open'; slots: string[] }
  | { kind: 'closed' }
  | { kind: 'out-of-range' };

const positive = (raw: string | undefined, fallback: number, allowZero = false) => {
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(n) && (allowZero ? n >= 0 : n > 0) ? n : fallback;
};

/** The reservation settings (S1 key → value) as rules, defaults where missing or malformed. */
export function bookingRules(settings: Readonly<Record<string, string | undefined>>): BookingRules {
  return {
    stepMinutes: Math.round(positive(settings[RESERVATION_SETTINGS.step], RESERVATION_DEFAULTS.step)),
    leadHours: positive(settings[RESERVATION_SETTINGS.leadHours], RESERVATION_DEFAULTS.leadHours, true),
    lengthHours: positive(settings[RESERVATION_SETTINGS.lengthHours], RESERVATION_DEFAULTS.lengthHours),
  };
}

/** Whether the storefront shows reservations at all (`reservation_enable_for_user` = '1'). */
export const reservationsOn = (settings: Readonly<Record<string, string | undefined>>) => settings[RESERVATION_SETTINGS.enabled] === '1';

const DAY_MINUTES = 24 * 60;

/** Minutes since 1970-01-01 00:00 of a wall-clock date and minute (as if UTC). */
function wallMinutes(date: string, minutes: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 60_000 + minutes;
}

/** `YYYY-MM-DD HH:mm` → wall minutes, or null. */
function parseWall(value: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value.trim());
  if (!match) return null;
  const minutes = clockMinutes(match[2] as string);
  return minutes === null ? null : wallMinutes(match[1] as string, minutes);
}

/** A real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0).date === value;
}

/** Today in the restaurant and the last bookable day (the date picker's min and max). */
export function bookingDateRange(now: Date, timeZone: string): { min: string; max: string } {
  const today = shopClock(now, timeZone).date;
  return { min: today, max: addDays(today, BOOKING_MAX_DAYS_AHEAD).date };
}

/** Opening and closing minutes of `date`, or null when the restaurant takes no bookings that day. */
function hoursOn(schedule: BookingSchedule, date: string): { from: number; to: number } | null {
  if (schedule.closedDates.includes(date)) return null;
  const weekday: SlotWeekDay = addDays(date, 0).weekday;
  const row = schedule.workingDays.find((d) => d.day === weekday);
  if (!row || row.disabled) return null;
  const from = clockMinutes(row.from);
  const to = clockMinutes(row.to);
  if (from === null || to === null) return null;
  return { from, to: to <= from ? DAY_MINUTES : to };
}

/** Weekdays without bookings (disabled or missing rows), for the page to say so. */
export function closedWeekdays(schedule: BookingSchedule): SlotWeekDay[] {
  const week: SlotWeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return week.filter((day) => {
    const row = schedule.workingDays.find((d) => d.day === day);
    return !row || row.disabled;
  });
}

/** The free start times of `date` for one table (`taken`: its BK5 entries). */
export function daySlots(schedule: BookingSchedule, rules: BookingRules, now: Date, date: string, taken: readonly TakenRange[] = []): DaySlots {
  if (!isCalendarDate(date)) return { kind: 'out-of-range' };
  const range = bookingDateRange(now, schedule.timezone);
  if (date < range.min || date > range.max) return { kind: 'out-of-range' };
  const hours = hoursOn(schedule, date);
  if (!hours) return { kind: 'closed' };
  const step = Math.max(1, rules.stepMinutes);
  const hold = rules.lengthHours * 60;
  const local = shopClock(now, schedule.timezone);
  const nowWall = wallMinutes(local.date, local.minutes);
  const earliest = nowWall + rules.leadHours * 60;
  const todayStart = date === local.date ? Math.floor((local.minutes + step) / 60) * 60 : 0;
  const busy = taken.flatMap((entry) => {
    const start = parseWall(entry.start_date);
    if (start === null) return [];
    const end = (entry.end_date ? parseWall(entry.end_date) : null) ?? start + hold;
    return [{ from: start - (hold - step), to: end }];
  });
  const slots: string[] = [];
  for (let minutes = hours.from; minutes < hours.to; minutes += step) {
    if (minutes < todayStart) continue;
    const at = wallMinutes(date, minutes);
    if (at <= nowWall || at <= earliest) continue;
    if (busy.some((b) => at >= b.from && at < b.to)) continue;
    slots.push(formatClock(minutes));
  }
  return { kind: 'open', slots };
}

/** The first day from today (within `days`) with a bookable slot, ignoring existing bookings. */
export function firstOpenDate(schedule: BookingSchedule, rules: BookingRules, now: Date, days = 14): string | null {
  const { min } = bookingDateRange(now, schedule.timezone);
  for (let i = 0; i <= Math.min(days, BOOKING_MAX_DAYS_AHEAD); i++) {
    const date = addDays(min, i).date;
    const day = daySlots(schedule, rules, now, date);
    if (day.kind === 'open' && day.slots.length) return date;
  }
  return null;
}
