/**
 * Dates as the spec shows them (§2, §9): `DD.MM.YYYY, HH:mm`, 24-hour, in a named time zone (the
 * shop's), so the server's render and the browser's hydration print the same text wherever they
 * run.
 */
export function formatDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** A calendar date `YYYY-MM-DD` as `DD.MM.YYYY` (no time zone involved). */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}.${month}.${year}` : date;
}

/**
 * Text that reads left to right whatever the page's direction (dates, times, phone numbers put
 * into a translated sentence): wrapped in Unicode's left-to-right isolate (U+2066 … U+2069), so
 * "25.11.2026, 09:20" is not reordered inside Arabic.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;
