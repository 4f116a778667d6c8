/**
 * Delivery date and time slots (contract §5.6), as pure functions of plain inputs. The server
 * validates a chosen `delivery_date` + `delivery_time` with `checkSlot`; the storefront shows the
 * picker from `deliveryDays`. One implementation, so every time the picker offers is one the
 * server accepts (which also takes any minute between them, see below). No dependencies: this file is loaded by the browser bundle too.
 *
 * Rules:
 * - 7 day tabs starting today, on the shop's calendar (its IANA time zone, not the viewer's);
 * - a day is disabled when it has no schedule, its schedule is `disabled`, it is a closed date,
 *   or no slot is left (today past closing time);
 * - slots start every 30 minutes from opening (`from`) up to closing (`to`) inclusive, the last
 *   one hidden (a slot starting at closing time would deliver after it);
 * - today starts at max(opening, now + 30 min truncated to the hour);
 * - a slot's label is `HH:mm - HH:mm`, the end being start + the shop's `delivery_time.to`
 *   (minutes, or hours × 60);
 * - `to` at or before `from` (a night shift, or `from = to` = all day) runs to the end of the day:
 *   slots are per calendar day, after-midnight hours are not offered as the previous day's.
 * The grid is how the picker presents times; the server (`checkSlot`) accepts any `HH:mm` of an
 * open day from the day's first slot (today: the earliest allowed time) up to, not including,
 * closing (issue #22: contract clients send their own default, e.g. now rounded up to 5 minutes
 * plus the delivery estimate).
 */

export type SlotWeekDay = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

export const SLOT_WEEK: readonly SlotWeekDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Minutes between two slot starts, and the lead time before today's first slot. */
export const SLOT_STEP_MINUTES = 30;
export const SLOT_DAYS = 7;

export type SlotSchedule = {
  /** `from`/`to` are `HH:mm` (or `HH-mm`) on the shop's clock. */
  workingDays: ReadonlyArray<{ day: SlotWeekDay; from: string; to: string; disabled?: boolean | null }>;
  /** `YYYY-MM-DD` on the shop's calendar. */
  closedDates: readonly string[];
  /** IANA time zone, e.g. `America/Bogota`. */
  timezone: string;
  /** The shop's delivery estimate (`delivery_time`); `to` sets the label's end. */
  deliveryTime: { to: number | string; type: 'minute' | 'hour' };
};

export type DeliverySlot = {
  /** `HH:mm`, what O2 sends as `delivery_time`. */
  start: string;
  /** `HH:mm`, start + the delivery estimate (wraps past midnight). */
  end: string;
  /** `"HH:mm - HH:mm"`. */
  label: string;
};

export type DeliveryDay = {
  /** `YYYY-MM-DD`, what O2 sends as `delivery_date`. */
  date: string;
  weekday: SlotWeekDay;
  /** Day offset from today (0 = today). */
  offset: number;
  disabled: boolean;
  slots: DeliverySlot[];
};

/** `HH:mm` or `HH-mm` → minutes after midnight; `null` when malformed. `24:00` is the day's end. */
export function clockMinutes(value: string): number | null {
  const match = /^(\d{2})[:-](\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight → `HH:mm` (wrapping past midnight). */
export function formatClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and minute of `instant` in `timeZone` (throws on an unknown zone). */
export function shopClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** `YYYY-MM-DD` + n days, and its weekday (calendar arithmetic in UTC, no time zone involved). */
export function addDays(date: string, days: number): { date: string; weekday: SlotWeekDay } {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return { date: day.toISOString().slice(0, 10), weekday: SLOT_WEEK[day.getUTCDay()] ?? 'sunday' };
}

function estimateMinutes(deliveryTime: SlotSchedule['deliveryTime']): number {
  const value = Number(deliveryTime.to);
  const minutes = Number.isFinite(value) && value > 0 ? value : 0;
  return deliveryTime.type === 'hour' ? minutes * 60 : minutes;
}

/** Opening and closing of a weekday in minutes, or null when the shop does not work that day. */
function hoursOf(schedule: SlotSchedule, weekday: SlotWeekDay): { from: number; to: number } | null {
  const row = schedule.workingDays.find((d) => d.day === weekday);
  if (!row || row.disabled) return null;
  const from = clockMinutes(row.from);
  const to = clockMinutes(row.to);
  if (from === null || to === null) return null;
  return { from, to: to <= from ? 24 * 60 : to };
}

/** The slot starts of one day; `earliest` (today) trims the ones too soon. */
function slotStarts(hours: { from: number; to: number }, earliest: number | null): number[] {
  const first = earliest === null ? hours.from : Math.max(hours.from, earliest);
  const starts: number[] = [];
  // Every 30 minutes up to closing inclusive, the last one (at or just before closing) hidden.
  for (let t = first; t <= hours.to; t += SLOT_STEP_MINUTES) starts.push(t);
  starts.pop();
  return starts;
}

type DayWindow = {
  date: string;
  weekday: SlotWeekDay;
  offset: number;
  /** The day's hours, or null when the shop does not deliver that day. */
  hours: { from: number; to: number } | null;
  /** The earliest start today (null on later days). */
  earliest: number | null;
};

/** The 7 days from today on the shop's calendar, each with its hours. */
function dayWindows(schedule: SlotSchedule, now: Date): DayWindow[] {
  const today = shopClock(now, schedule.timezone);
  // (now + 30 min) truncated to the hour; may be 24:00 or later, which leaves today empty.
  const earliestToday = Math.floor((today.minutes + SLOT_STEP_MINUTES) / 60) * 60;
  const closed = new Set(schedule.closedDates);
  const days: DayWindow[] = [];
  for (let offset = 0; offset < SLOT_DAYS; offset++) {
    const { date, weekday } = addDays(today.date, offset);
    const hours = closed.has(date) ? null : hoursOf(schedule, weekday);
    days.push({ date, weekday, offset, hours, earliest: offset === 0 ? earliestToday : null });
  }
  return days;
}

/** The 7 day tabs from today, each with its slots (§5.6). */
export function deliveryDays(schedule: SlotSchedule, now: Date): DeliveryDay[] {
  const estimate = estimateMinutes(schedule.deliveryTime);
  return dayWindows(schedule, now).map(({ date, weekday, offset, hours, earliest }) => {
    const slots = hours
      ? slotStarts(hours, earliest).map((start) => {
        const slot = { start: formatClock(start), end: formatClock(start + estimate) };
        return { ...slot, label: `${slot.start} - ${slot.end}` };
      })
      : [];
    return { date, weekday, offset, disabled: slots.length === 0, slots };
  });
}

/** The first day with a slot and its first slot, or null when the whole week is closed. */
export function firstSlot(days: readonly DeliveryDay[]): { date: string; time: string } | null {
  const day = days.find((d) => !d.disabled);
  const slot = day?.slots[0];
  return day && slot ? { date: day.date, time: slot.start } : null;
}

/**
 * Whether `date` + `time` can be ordered now. `closed-day`: the date is one of the 7 tabs but
 * disabled (the spec's 'Shop is closed'); `no-slot`: outside the tabs, or a time before the day's
 * first slot (today: the earliest allowed time) or at or after closing. Any minute in between is
 * accepted, on the picker's 30-minute grid or not.
 */
export function checkSlot(schedule: SlotSchedule, now: Date, date: string, time: string): 'ok' | 'closed-day' | 'no-slot' {
  const window = dayWindows(schedule, now).find((d) => d.date === date);
  if (!window) return 'no-slot';
  const first = window.hours ? slotStarts(window.hours, window.earliest)[0] : undefined;
  if (!window.hours || first === undefined) return 'closed-day';
  const minutes = clockMinutes(time);
  if (minutes === null) return 'no-slot';
  return minutes >= first && minutes < window.hours.to ? 'ok' : 'no-slot';
}
