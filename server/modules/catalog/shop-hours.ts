import { clockMinutes } from '../../../contract/delivery-slots';
import type { WeekDay } from '../../../contract/shops';

/**
 * Whether a shop is open at an instant (contract §5.5), judged on the shop's own clock: its
 * IANA time zone, not the server's. The SQL filter in shop-open-sql.ts implements the same rules
 * for lists; tests check the two agree. Rules:
 * - a shop switched off (`open = false`) is closed;
 * - a closed date (shop calendar) closes the whole day, including a night that spills into it;
 * - a day's hours run from `from` to `to` inclusive, at minute precision (`23:59` = until midnight);
 * - `to` earlier than `from` runs past midnight: the early hours belong to the previous day's
 *   schedule (a Friday 18:00–02:00 shift is open at 01:00 on Saturday);
 * - `from` equal to `to` means open all day;
 * - times are `HH:mm` or `HH-mm`; anything else makes that day closed rather than guessed.
 */

const WEEK: readonly WeekDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export type DaySchedule = { day: WeekDay; from: string; to: string; disabled: boolean };

export type ShopSchedule = {
  open: boolean;
  timezone: string;
  workingDays: readonly DaySchedule[];
  /** `YYYY-MM-DD` on the shop's calendar. */
  closedDates: readonly string[];
};

/** `HH:mm` or `HH-mm` → minutes after midnight; `null` when malformed (one parser with the delivery slots). */
export const parseClock = clockMinutes;

export type LocalTime = { date: string; weekday: WeekDay; minutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', weekday: 'long',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The shop-calendar date, weekday and minute of `instant` in `timeZone` (throws on an unknown zone). */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const weekday = WEEK.find((day) => day === parts.weekday?.toLowerCase());
  if (!weekday) throw new Error(`Unexpected weekday ${String(parts.weekday)}`);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The calendar day before `YYYY-MM-DD`. */
export function previousDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
}

const previousWeekday = (day: WeekDay): WeekDay => WEEK[(WEEK.indexOf(day) + 6) % 7] ?? day;

type Span = { from: number; to: number };

function spanOf(schedule: ShopSchedule, day: WeekDay): Span | null {
  const row = schedule.workingDays.find((d) => d.day === day);
  if (!row || row.disabled) return null;
  const from = parseClock(row.from);
  const to = parseClock(row.to);
  return from === null || to === null ? null : { from, to };
}

export function isShopOpenAt(schedule: ShopSchedule, instant: Date): boolean {
  if (!schedule.open) return false;
  const now = localTime(instant, schedule.timezone);
  if (schedule.closedDates.includes(now.date)) return false;

  const today = spanOf(schedule, now.weekday);
  if (today) {
    if (today.from === today.to) return true;
    if (today.from < today.to ? now.minutes >= today.from && now.minutes <= today.to : now.minutes >= today.from) return true;
  }
  // Last night's shift, if it runs past midnight and last night was not a closed date.
  const yesterday = spanOf(schedule, previousWeekday(now.weekday));
  return yesterday !== null
    && yesterday.to < yesterday.from
    && now.minutes <= yesterday.to
    && !schedule.closedDates.includes(previousDate(now.date));
}
